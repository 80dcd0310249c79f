import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createOrder, createStaffAccount, createStaffProfile, type StaffProfileOverrides } from '@chairside/db/factories';
import { creditBalances, orderItems, seekerSubscriptions, subscriptions } from '@chairside/db/schema';
import { PREMIUM_RANK_BOOST } from '@chairside/domain/premium';
import { compareResumes } from '@chairside/domain/resume-search-rules';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { apply, fillResume, giveInvitationCredits, invite, liveJob, makePublic } from '../../testing/hiring';
import { userIdOf } from '../../testing/jobs';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { useTestApi } from '../../testing/test-api';

const api = useTestApi();

type Seeker = { id: number; username: string; name: string };
const people: Record<string, Seeker> = {};

/** A job seeker made by the factories: a full resume, at a ZIP, with overrides. */
async function seeker(key: string, zip: string, profile: StaffProfileOverrides, position: 'DH' | 'DA' = 'DH') {
  const name = `${key[0].toUpperCase()}${key.slice(1)} Tester`;
  const { user } = await createStaffAccount(api.database.db, { zip, position, name });
  await createStaffProfile(api.database.db, user.id, profile);
  people[key] = { id: user.id, username: user.username, name };
}

const CPR = [{ name: 'CPR/BLS', issuer: 'American Heart Association', issuedDate: '2025-01-10', expiresDate: '2027-01-10' }];
const search = (account: TestAccount | null, query = '', position = 'DH', zip = '60614') =>
  call(api, account, 'GET', `/api9/employers/${account?.username ?? 'nobody'}/resumes/search/${position}/${zip}${query}`);
const prepay = (query = '', position = 'DH', zip = '60614') => call(api, null, 'GET', `/api9/prepay/resumes/${position}/${zip}${query}`);
const usernamesOf = (body: { resumes: { username?: string }[] }) => body.resumes.map((card) => card.username);

let practice: TestAccount;
let rival: TestAccount;

beforeAll(async () => {
  // Chicago, Lincoln Park (60614) is the search's centre; Milwaukee (53202) is about 80 miles away.
  await seeker('near', '60614', {
    isPublic: true,
    experience: 8,
    certs: CPR,
    availability: { isDowMon: true, isDowTue: true },
    intro: 'Gentle perio care; a xylitol varnish champion.',
  });
  await seeker('active', '60657', { isPublic: true, experience: 3, candidateState: 'ACTIVE', certs: [], availability: { isDowSatTemp: true } });
  await seeker('hidden', '60614', { isPublic: false, experience: 10, certs: CPR });
  await seeker('away', '60614', { isPublic: true, experience: 12, candidateState: 'NOT_LOOKING', certs: CPR });
  await seeker('mover', '53202', { isPublic: true, isRelocate: true, experience: 5, certs: [], availability: { isDowWed: true } });
  await seeker('stayer', '53202', { isPublic: true, isRelocate: false, experience: 5, certs: [], availability: { isDowWed: true } });
  await seeker('assistant', '60614', { isPublic: true, experience: 5 }, 'DA');
  practice = await signUpEmployer(api);
  rival = await signUpEmployer(api);
});

describe('the preview (no access)', () => {
  it('lists public, findable resumes of the position without names, photos, contact or exact place', async () => {
    const response = await search(practice);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      access: 'preview',
      productToBuy: 'INV',
      position: 'DH',
      zip: '60614',
      city: 'Chicago',
      state: 'IL',
      radius: 25,
      total: 3,
      totalCapped: false,
    });
    expect(body.resumes).toHaveLength(3);
    for (const card of body.resumes) {
      expect(Object.keys(card).sort()).toEqual(
        [
          'availability',
          'availabilityTemp',
          'candidateState',
          'certifications',
          'distanceBand',
          'experience',
          'isRelocate',
          'licenseVerified',
          'match',
          'position',
          'skills',
          'state',
        ].sort(),
      );
    }
    expect(body.resumes.map((card: { distanceBand: string }) => card.distanceBand).sort()).toEqual(
      ['Within 10 miles', 'Within 10 miles', 'Willing to relocate'].sort(),
    );
    // Nothing of anyone: no names or usernames in the whole answer.
    for (const person of Object.values(people)) {
      expect(response.body).not.toContain(person.username);
      expect(response.body).not.toContain(person.name);
    }
  });

  it('the signed-out preview answers the same cards', async () => {
    const [signedIn, signedOut] = [await search(practice), await prepay()];
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual(signedIn.json());
  });
});

describe('the preview searches only over what it shows (ADR 69)', () => {
  let full: TestAccount;
  beforeAll(async () => {
    full = await signUpEmployer(api);
    await giveInvitationCredits(api, full, { INV: 1 });
  });

  it('a radius narrower than its distance bands is widened to the next band edge, so it cannot find a ZIP code', async () => {
    const ten = (await prepay('?radius=10')).json();
    for (const answer of [await prepay('?radius=1'), await search(practice, '?radius=1'), await search(full, '?radius=1&preview=1')]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ access: 'preview', radius: 10, total: ten.total });
    }
    expect(ten.total).toBe(3);
    expect((await prepay('?radius=26')).json().radius).toBe(50);
    // With access, the radius is the one asked (the full card shows miles).
    const exact = (await search(full, '?radius=1')).json();
    expect(exact).toMatchObject({ access: 'full', radius: 1 });
    expect(usernamesOf(exact).sort()).toEqual([people.near.username, people.mover.username].sort());
  });

  it('a keyword matches the skills and certifications the card shows, never the hidden intro', async () => {
    // 'xylitol' is only in Near's intro, which the preview does not show.
    expect((await prepay('?keyword=xylitol')).json()).toMatchObject({ total: 0, resumes: [] });
    expect((await search(practice, '?keyword=xylitol')).json()).toMatchObject({ access: 'preview', total: 0 });
    expect((await search(full, '?keyword=xylitol&preview=1')).json()).toMatchObject({ access: 'preview', total: 0 });
    expect(usernamesOf((await search(full, '?keyword=xylitol')).json())).toEqual([people.near.username]);
    // A certification name is on the card: found by keyword in the preview too.
    const cpr = (await prepay(`?keyword=${encodeURIComponent('CPR/BLS')}`)).json();
    expect(cpr.total).toBe(1);
    expect(cpr.resumes[0].certifications).toEqual(['CPR/BLS']);
  });

  it('a keyword of 33 or more minus signs is a search that finds nothing, not an error', async () => {
    for (const keyword of ['-'.repeat(33), '- '.repeat(40)]) {
      const answers = [await prepay(`?keyword=${encodeURIComponent(keyword)}`), await search(full, `?keyword=${encodeURIComponent(keyword)}`)];
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json()).toMatchObject({ total: 0 });
      }
    }
  });
});

describe('full cards (with access)', () => {
  let full: TestAccount;
  beforeAll(async () => {
    full = await signUpEmployer(api);
    await giveInvitationCredits(api, full, { INV: 3 });
  });

  it('names the people, ranked by match then distance; private and not-looking resumes never appear', async () => {
    const body = (await search(full)).json();
    expect(body.access).toBe('full');
    expect(body.credits).toEqual({ INV: 3, INVSUB: 0 });
    expect(new Set(usernamesOf(body))).toEqual(new Set([people.near.username, people.active.username, people.mover.username]));
    const ranked = body.resumes.map((card: { match: number; distance: number }, i: number) => ({ id: i, score: card.match, distance: card.distance }));
    expect([...ranked].sort(compareResumes)).toEqual(ranked);
    const near = body.resumes.find((card: { username: string }) => card.username === people.near.username);
    expect(near).toMatchObject({
      name: 'Near Tester',
      city: 'Chicago',
      experience: 8,
      certifications: ['CPR/BLS'],
      availability: ['mon', 'tue'],
      isRelocate: false,
    });
    expect(near.distance).toBeLessThan(1);
    const mover = body.resumes.find((card: { username: string }) => card.username === people.mover.username);
    expect(mover.distanceBand).toBe('Willing to relocate');
    expect(mover.distance).toBeGreaterThan(60);
  });

  it('preview=1 answers the preview even with access', async () => {
    expect((await search(full, '?preview=1')).json().access).toBe('preview');
  });

  it('filters: radius, years, certifications, availability, relocation, keyword, paging', async () => {
    const names = async (query: string) => usernamesOf((await search(full, query)).json()).sort();
    const sorted = (...keys: string[]) => keys.map((key) => people[key].username).sort();
    expect(await names('?radius=100')).toEqual(sorted('near', 'active', 'mover', 'stayer'));
    expect(await names('?experience=5')).toEqual(sorted('near', 'mover'));
    expect(await names('?certifications=cpr')).toEqual(sorted('near'));
    expect(await names('?availability=sat')).toEqual(sorted('active'));
    expect(await names('?availability=MON,sat')).toEqual(sorted('near', 'active'));
    expect(await names('?relocate=1')).toEqual(sorted('mover'));
    expect(await names('?keyword=xylitol')).toEqual(sorted('near'));
    const page = (await search(full, '?limit=2&offset=2')).json();
    expect(page).toMatchObject({ total: 3, totalCapped: false, limit: 2, offset: 2 });
    expect(page.resumes).toHaveLength(1);
  });

  it('a live premium membership adds PREMIUM_RANK_BOOST to the match; an ended one adds nothing', async () => {
    // Two resumes in Seattle, where nobody else of these tests lives.
    await seeker('plain', '98101', { isPublic: true, experience: 4, certs: [] });
    await seeker('member', '98101', { isPublic: true, experience: 4, certs: [] });
    const inSeattle = async () => (await search(full, '', 'DH', '98101')).json().resumes as { username: string; match: number }[];
    const matchOf = (cards: { username: string; match: number }[], key: string) => cards.find((card) => card.username === people[key].username)?.match;
    const before = await inSeattle();
    expect(before).toHaveLength(2);

    const now = Date.now();
    const day = 24 * 3_600_000;
    await api.database.db.insert(seekerSubscriptions).values({
      userId: people.member.id,
      productCode: 'PREMIUM',
      amount: 999,
      periodStart: new Date(now - day),
      periodEnd: new Date(now + 30 * day),
      gateway: 'sandbox',
      paymentToken: 'sandbox-token',
    });
    const during = await inSeattle();
    expect(matchOf(during, 'member')).toBe(matchOf(before, 'member')! + PREMIUM_RANK_BOOST);
    expect(matchOf(during, 'plain')).toBe(matchOf(before, 'plain'));

    await api.database.db
      .update(seekerSubscriptions)
      .set({ periodEnd: new Date(now - 1_000) })
      .where(eq(seekerSubscriptions.userId, people.member.id));
    expect(await inSeattle()).toEqual(before);
  });

  it('a seeker who says NOT_LOOKING leaves the search; OPEN brings them back', async () => {
    const seekerAccount = await signUpStaff(api);
    await fillResume(api, seekerAccount);
    await makePublic(api, seekerAccount);
    // signUpStaff lives in Austin (78701).
    const inAustin = async () => usernamesOf((await search(full, '', 'DH', '78701')).json());
    expect(await inAustin()).toContain(seekerAccount.username);
    const set = (state: string) => call(api, seekerAccount, 'PUT', `/api9/users/staff/${seekerAccount.username}/profile/candidate`, { state });
    const answer = await set('NOT_LOOKING');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ candidateState: 'NOT_LOOKING' });
    expect((await call(api, seekerAccount, 'GET', '/api9/users/staff/current')).json().candidateState).toBe('NOT_LOOKING');
    expect(await inAustin()).not.toContain(seekerAccount.username);
    expect((await set('OPEN')).statusCode).toBe(200);
    expect(await inAustin()).toContain(seekerAccount.username);
  });
});

describe('candidate state: bad input and access', () => {
  it('400 naming state for an unknown state; 404 for another user; 403 for a practice; 401 signed out', async () => {
    const me = await signUpStaff(api);
    const other = await signUpStaff(api);
    const url = (username: string) => `/api9/users/staff/${username}/profile/candidate`;
    const bad = await call(api, me, 'PUT', url(me.username), { state: 'MAYBE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('state');
    expect((await call(api, me, 'PUT', url(other.username), { state: 'ACTIVE' })).statusCode).toBe(404);
    expect((await call(api, practice, 'PUT', url(practice.username), { state: 'ACTIVE' })).statusCode).toBe(403);
    expect((await call(api, null, 'PUT', url(me.username), { state: 'ACTIVE' })).statusCode).toBe(401);
  });
});

describe('what opens the full cards', () => {
  it('an invitation subscription (INVSUB on a live subscription) and the UPGRADE_RESUME product', async () => {
    const subscriber = await signUpEmployer(api);
    const subscriberId = await userIdOf(api, subscriber.username);
    expect((await search(subscriber)).json().access).toBe('preview');
    const order = await createOrder(api.database.db, subscriberId, { productCode: 'JOBSUB' });
    await api.database.db
      .insert(orderItems)
      .values({ orderId: order.id, productCode: 'INVSUB', description: 'Invitations', quantity: 1, unitFee: 0, amount: 0 });
    const periodStart = new Date(Date.now() - 86_400_000);
    const [subscription] = await api.database.db
      .insert(subscriptions)
      .values({
        employerId: subscriberId,
        orderId: order.id,
        productCode: 'JOBSUB',
        quantity: 1,
        periodStart,
        periodEnd: new Date(Date.now() + 20 * 86_400_000),
      })
      .returning();
    expect((await search(subscriber)).json().access).toBe('full');
    await api.database.db.update(subscriptions).set({ status: 'ended' }).where(eq(subscriptions.id, subscription.id));
    expect((await search(subscriber)).json().access).toBe('preview');

    const reader = await signUpEmployer(api);
    const readerId = await userIdOf(api, reader.username);
    const resumeOrder = await createOrder(api.database.db, readerId, { productCode: 'RESUME30', subtotal: 9900, total: 9900 });
    await api.database.db
      .insert(orderItems)
      .values({ orderId: resumeOrder.id, productCode: 'RESUME30', description: 'Resume Search access for 30 days', quantity: 1, unitFee: 9900, amount: 9900 });
    expect((await search(reader)).json().access).toBe('full');
  });
});

describe('access and bad input', () => {
  it('signed out 401, a job seeker 403, another practice 404', async () => {
    const seekerAccount = await signUpStaff(api);
    expect((await call(api, null, 'GET', `/api9/employers/${practice.username}/resumes/search/DH/60614`)).statusCode).toBe(401);
    expect((await call(api, seekerAccount, 'GET', `/api9/employers/${seekerAccount.username}/resumes/search/DH/60614`)).statusCode).toBe(403);
    expect((await call(api, rival, 'GET', `/api9/employers/${practice.username}/resumes/search/DH/60614`)).statusCode).toBe(404);
    // The caller's refusal comes before the ZIP's: an unknown ZIP tells another practice nothing either.
    expect((await call(api, seekerAccount, 'GET', `/api9/employers/${seekerAccount.username}/resumes/search/DH/00000`)).statusCode).toBe(403);
    expect((await call(api, rival, 'GET', `/api9/employers/${practice.username}/resumes/search/DH/00000`)).statusCode).toBe(404);
    expect((await search(practice, '', 'DH', '00000')).json().errors[0]).toMatchObject({ field: 'zip', message: 'ZIP code not found' });
  });

  it.each([
    ['?limit=abc', 'limit'],
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?offset=-1', 'offset'],
    ['?radius=500', 'radius'],
    ['?preview=2', 'preview'],
    ['?relocate=yes', 'relocate'],
    ['?experience=61', 'experience'],
    ['?availability=someday', 'availability'],
    ['?certifications=a,b,c,d,e,f', 'certifications'],
    [`?keyword=${'x'.repeat(201)}`, 'keyword'],
    ['?sort=name', 'sort'],
  ])('%s: 400 naming %s', async (query, field) => {
    for (const response of [await search(practice, query), await prepay(query)]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
  });

  it('a wrong position or ZIP: 400 naming it; an unknown ZIP: 400 zip', async () => {
    const position = await prepay('', 'XX');
    expect(position.statusCode).toBe(400);
    expect(position.json().errors[0].field).toBe('position');
    const zip = await prepay('', 'DH', '6061');
    expect(zip.json().errors[0].field).toBe('zip');
    const unknown = await prepay('', 'DH', '00000');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'zip', message: 'ZIP code not found' });
  });
});

describe('the search for one posting', () => {
  it('leaves out applicants and invitees; another practice’s posting is 404, a job seeker 403', async () => {
    const owner = await signUpEmployer(api);
    await giveInvitationCredits(api, owner, { INV: 5 });
    const job = await liveJob(api, owner);
    const applicant = await signUpStaff(api);
    await fillResume(api, applicant);
    await makePublic(api, applicant);
    // liveJob posts in 60614 (Chicago); the applicant lives in Austin and is not in the area anyway:
    // applying makes them readable; the search for the posting leaves out those who are in it.
    expect((await apply(api, applicant, job.id)).statusCode).toBe(201);
    expect((await invite(api, owner, job.id, people.near.username)).statusCode).toBe(201);
    const response = await call(api, owner, 'GET', `/api9/resumes/${job.id}/search`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ access: 'full', jobId: job.id, position: 'DH', zip: '60614' });
    expect(usernamesOf(body).sort()).toEqual([people.active.username, people.mover.username].sort());
    expect((await call(api, rival, 'GET', `/api9/resumes/${job.id}/search`)).statusCode).toBe(404);
    expect((await call(api, applicant, 'GET', `/api9/resumes/${job.id}/search`)).statusCode).toBe(403);
    expect((await call(api, null, 'GET', `/api9/resumes/${job.id}/search`)).statusCode).toBe(401);
    const bad = await call(api, owner, 'GET', `/api9/resumes/${job.id}/search?limit=x`);
    expect(bad.json().errors[0].field).toBe('limit');
  });
});

describe('inviting spends invitation credits', () => {
  it('INVSUB first, then INV; with none left 402 naming INV, and nothing is saved', async () => {
    const owner = await signUpEmployer(api);
    const ownerId = await userIdOf(api, owner.username);
    const job = await liveJob(api, owner);
    const count = async () =>
      (await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from invitations where job_id = ${job.id}`)).rows[0].n;

    const refused = await invite(api, owner, job.id, people.near.username);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ reason: 'noInvitationCredits', errors: [{ code: 'PAYMENT' }] });
    expect(refused.json().errors[0].message).toContain('(INV)');
    expect(await count()).toBe(0);

    await giveInvitationCredits(api, owner, { INV: 1, INVSUB: 1 });
    const balances = async () => {
      const rows = await api.database.db.select().from(creditBalances).where(eq(creditBalances.employerId, ownerId));
      return Object.fromEntries(rows.map((row) => [row.productCode, row.balance]));
    };
    expect((await invite(api, owner, job.id, people.near.username)).statusCode).toBe(201);
    expect(await balances()).toEqual({ INV: 1, INVSUB: 0 });
    // Inviting the same person again is a 409 and spends nothing.
    expect((await invite(api, owner, job.id, people.near.username)).statusCode).toBe(409);
    expect(await balances()).toEqual({ INV: 1, INVSUB: 0 });
    expect((await invite(api, owner, job.id, people.active.username)).statusCode).toBe(201);
    expect(await balances()).toEqual({ INV: 0, INVSUB: 0 });
    expect((await invite(api, owner, job.id, people.mover.username)).statusCode).toBe(402);
    expect(await count()).toBe(2);
    const credits = (await call(api, owner, 'GET', `/api9/users/employers/${owner.username}/credits`)).json();
    expect(credits.ledger.filter((entry: { reason: string }) => entry.reason === 'redeem')).toHaveLength(2);
    // The search shows what is left: no credits, no full cards.
    expect((await search(owner)).json().access).toBe('preview');
  });
});
