import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createStaffAccount, createStaffProfile } from '@chairside/db/factories';
import { NO_REWARD_POINTS_MESSAGE } from '@chairside/domain/commerce';
import { tokenClaims, type TestAccount } from '../../testing/accounts';
import { createDraft, movableClock, postingBody, publish } from '../../testing/jobs';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { useTestApi } from '../../testing/test-api';

// What the NAT add-on and resume access (RESUME30) buy, end to end through the API: a posting in
// national search, full resume cards for 30 days, the balances a practice sees; and the answer to
// reward points, which Chairside does not have (ADR 84).

const clock = movableClock('2026-06-01T15:00:00.000Z');
const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() }, clock });

const approved = () => `sandbox-approved-${randomUUID()}`;
const payment = (overrides: Record<string, unknown> = {}) => ({ nonce: approved(), product: 'JOB', quantity: 1, position: 'DH', zip: '60614', ...overrides });
const payFor = (account: TestAccount, jobId: number, body: unknown) =>
  call(api, account, 'POST', `/api9/users/employers/${account.username}/jobs/${jobId}/payment`, body);
const pay = (account: TestAccount, body: unknown) => call(api, account, 'POST', `/api9/users/employers/${account.username}/payment`, body);
const credits = async (account: TestAccount) => (await call(api, account, 'GET', `/api9/users/employers/${account.username}/credits`)).json();
const redeem = (account: TestAccount, jobId: number, product = 'NAT') => call(api, account, 'POST', `/api9/jobs/${jobId}/redeem`, { product });
/** The ids of the national search (radius 101) for hygienists, seen from San Francisco, 1,850 miles from the postings in Chicago. */
const nationalIds = async () => {
  const answer = await call(api, null, 'GET', '/api9/jobs/search?position=DH&zip=94110&radius=101');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().premiumJobs.map((job: { id: number }) => job.id);
};
const searchResumes = (account: TestAccount) => call(api, account, 'GET', `/api9/employers/${account.username}/resumes/search/DH/60614`);

async function counts() {
  const { rows } = await api.database.db.execute<Record<string, number>>(sql`
    select (select count(*)::int from orders) as orders, (select count(*)::int from job_slots) as slots,
           (select count(*)::int from credit_ledger) as ledger, (select count(*)::int from payments) as payments,
           (select count(*)::int from users) as users`);
  return rows[0];
}

beforeAll(async () => {
  const { user } = await createStaffAccount(api.database.db, { zip: '60614', position: 'DH', name: 'Quinn Parker' });
  await createStaffProfile(api.database.db, user.id, { isPublic: true, experience: 6, intro: 'Hygienist who loves perio maintenance.' });
});

describe('the NAT add-on bought with a draft', () => {
  it('publishes the draft into national search, spending one NAT; the rest stays as credit', async () => {
    const practice = await signUpEmployer(api);
    const draft = await createDraft(api, practice, postingBody({ name: 'National Hygienist' }));
    const paid = await payFor(practice, draft.id, payment({ addOns: { NAT: 2 } }));
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ jobId: draft.id, credits: { NAT: 2 }, total: 14900 + 2 * 4900 });

    const job = (await call(api, practice, 'GET', `/api9/users/${practice.username}/jobs/${draft.id}`)).json();
    expect(job).toMatchObject({ status: 'ACTIVE', isActive: true, isNational: true });
    const balance = await credits(practice);
    expect(balance.balances.NAT).toBe(1);
    expect(balance.ledger).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productCode: 'NAT', change: 2, reason: 'purchase', orderId: paid.json().orderId }),
        expect.objectContaining({ productCode: 'NAT', change: -1, reason: 'redeem', jobId: draft.id }),
      ]),
    );
    expect(await nationalIds()).toContain(draft.id);
  });

  it('without the add-on, the posting stays out of national search', async () => {
    const practice = await signUpEmployer(api);
    const draft = await createDraft(api, practice);
    expect((await payFor(practice, draft.id, payment())).statusCode).toBe(201);
    expect(await nationalIds()).not.toContain(draft.id);
  });
});

describe('redeeming NAT on a live posting (POST jobs/{id}/redeem)', () => {
  it('a posting bought without the add-on goes national with a NAT credit bought later; drafts, other practices and no credit are refused', async () => {
    const practice = await signUpEmployer(api);
    const other = await signUpEmployer(api);
    const live = await createDraft(api, practice, postingBody({ name: 'Redeemed Hygienist' }));
    expect((await payFor(practice, live.id, payment())).statusCode).toBe(201);
    const draft = await createDraft(api, practice);

    // No credit yet: 402 naming the product, nothing changed.
    const none = await redeem(practice, live.id);
    expect(none.statusCode).toBe(402);
    expect(none.json().errors[0]).toMatchObject({ field: 'product', message: expect.stringContaining('no NAT credit') });

    // NAT credits bought on their own (with a posting order in the in-app checkout).
    expect((await pay(practice, payment({ addOns: { NAT: 2 } }))).statusCode).toBe(201);
    expect((await credits(practice)).balances.NAT).toBe(2);

    expect((await redeem(other, live.id)).statusCode).toBe(404);
    const onDraft = await redeem(practice, draft.id);
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().errors[0].message).toContain('Only a live posting');
    expect((await redeem(practice, live.id, 'INV')).statusCode).toBe(400);
    expect((await credits(practice)).balances.NAT).toBe(2);

    const spent = await redeem(practice, live.id);
    expect(spent.statusCode, spent.body).toBe(200);
    expect(spent.json()).toEqual({ jobId: live.id, product: 'NAT', balance: 1 });
    expect(await nationalIds()).toContain(live.id);
    expect((await redeem(practice, live.id)).statusCode).toBe(409);

    // A closed posting is in no search: nothing to spend a credit on.
    const closedJob = await createDraft(api, practice);
    expect((await publish(api, practice, closedJob.id)).statusCode).toBe(200);
    expect((await call(api, practice, 'PUT', `/api9/jobs/${closedJob.id}/status`, { status: 'CANCELED' })).statusCode).toBe(200);
    expect((await redeem(practice, closedJob.id)).statusCode).toBe(409);
    expect((await credits(practice)).balances.NAT).toBe(1);
  });

  it('two spends of the last credit at once: one succeeds, one is 402', async () => {
    const practice = await signUpEmployer(api);
    const first = await createDraft(api, practice);
    const second = await createDraft(api, practice);
    expect((await pay(practice, payment({ quantity: 2, addOns: { NAT: 1 } }))).statusCode).toBe(201);
    expect((await publish(api, practice, first.id)).statusCode).toBe(200);
    expect((await publish(api, practice, second.id)).statusCode).toBe(200);
    const answers = await Promise.all([redeem(practice, first.id), redeem(practice, second.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 402]);
    expect((await credits(practice)).balances.NAT).toBe(0);
  });
});

describe('resume access (RESUME30)', () => {
  it('is sold through the payment: no slot, full resume cards for 30 days, the end in the balances', async () => {
    const practice = await signUpEmployer(api);
    expect((await searchResumes(practice)).json().access).toBe('preview');
    expect((await credits(practice)).resumeAccessUntil).toBeNull();

    const paid = await pay(practice, { nonce: approved(), product: 'RESUME30', zip: '60614' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ total: 9900, slots: [], items: [expect.objectContaining({ productCode: 'RESUME30', quantity: 1, amount: 9900 })] });

    const full = (await searchResumes(practice)).json();
    expect(full.access).toBe('full');
    expect(full.resumes.map((card: { name: string }) => card.name)).toContain('Quinn Parker');
    expect((await credits(practice)).resumeAccessUntil).toBe('2026-07-01T15:00:00.000Z');

    // Bought again before the end: 30 more days from the end.
    clock.advanceDays(20);
    expect((await pay(practice, { nonce: approved(), product: 'RESUME30' })).statusCode).toBe(201);
    expect((await credits(practice)).resumeAccessUntil).toBe('2026-07-31T15:00:00.000Z');
    clock.advanceDays(39);
    expect((await searchResumes(practice)).json().access).toBe('full');
    clock.advanceDays(2);
    expect((await searchResumes(practice)).json().access).toBe('preview');
    expect((await credits(practice)).resumeAccessUntil).toBeNull();
    clock.set('2026-06-01T15:00:00.000Z');
  });

  it('a visitor buys it with a new account; the public catalog lists it under UPGRADE_RESUME', async () => {
    const catalog = await call(api, null, 'GET', '/api9/prepay/catalog?category=UPGRADE_RESUME&zip=60614');
    expect(catalog.statusCode).toBe(200);
    expect(catalog.json().products).toEqual([expect.objectContaining({ productCode: 'RESUME30', kind: 'resume', fee: 9900, maxQuantity: 1 })]);
    expect((await call(api, null, 'GET', '/api9/prepay/catalog?category=SHOES')).statusCode).toBe(400);

    const email = `resume-buyer-${randomUUID().slice(0, 8)}@example.com`;
    const account = { email, password: 'bright-smiles-2026', name: 'Robin Hale', practiceName: 'Lakeview Dental', zip: '60614', phone: '(312) 555-0142' };
    const paid = await call(api, null, 'POST', '/api9/prepay/payment', { nonce: approved(), product: 'RESUME30', account });
    expect(paid.statusCode, paid.body).toBe(201);
    const authorization = paid.headers.authorization as string;
    const buyer: TestAccount = { username: String(tokenClaims(authorization).sub), email, password: account.password, authorization, cookie: '' };
    expect((await searchResumes(buyer)).json().access).toBe('full');
  });

  it('is refused with a draft, over its quantity, and on a practice that is not the caller', async () => {
    const practice = await signUpEmployer(api);
    const other = await signUpEmployer(api);
    const draft = await createDraft(api, practice);
    const before = await counts();
    const withDraft = await payFor(practice, draft.id, { nonce: approved(), product: 'RESUME30' });
    expect(withDraft.statusCode).toBe(400);
    expect(withDraft.json().errors[0].field).toBe('product');
    const twice = await pay(practice, { nonce: approved(), product: 'RESUME30', quantity: 2 });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0]).toMatchObject({ field: 'quantity', message: 'The most RESUME30 in one order is 1.' });
    expect((await call(api, other, 'POST', `/api9/users/employers/${practice.username}/payment`, { nonce: approved(), product: 'RESUME30' })).statusCode).toBe(
      404,
    );
    expect(await counts()).toEqual(before);
  });
});

describe('reward points (redeemWithPoints)', () => {
  it('true is refused before any charge, naming the field, on every way to pay; false is an ordinary payment', async () => {
    const practice = await signUpEmployer(api);
    const before = await counts();
    const account = {
      email: `points-${randomUUID().slice(0, 8)}@example.com`,
      password: 'bright-smiles-2026',
      name: 'Robin Hale',
      practiceName: 'Points Dental',
      zip: '60614',
      phone: '(312) 555-0142',
    };
    const refused = [
      await pay(practice, payment({ redeemWithPoints: true })),
      await call(api, null, 'POST', '/api9/prepay/payment', { ...payment({ redeemWithPoints: true }), account }),
      await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/subscriptions`, {
        nonce: approved(),
        product: 'JOBSUB',
        position: 'DH',
        redeemWithPoints: true,
      }),
    ];
    for (const answer of refused) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual({ errors: [{ code: 'VALIDATION', message: NO_REWARD_POINTS_MESSAGE, field: 'redeemWithPoints' }] });
    }
    expect(await counts()).toEqual(before);
    expect((await pay(practice, payment({ redeemWithPoints: false }))).statusCode).toBe(201);
  });
});
