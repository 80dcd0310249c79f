import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildTestApi, testConfig, useTestApi } from '../testing/test-api';
import { refreshCookie, type TestAccount } from '../testing/accounts';
import { apply, fillResume, giveInvitationCredits, invite, liveJob, makePublic } from '../testing/hiring';
import { call } from '../testing/staff-profiles';
import { SIGN_UPS_PER_ADDRESS } from '../modules/accounts/public-api';
import { APPLICATIONS_PER_ADDRESS, APPLICATIONS_PER_PERSON } from '../modules/applications/public-api';
import { INTERVIEWS_PER_PERSON } from '../modules/interviews/public-api';
import { INVITATIONS_PER_PERSON } from '../modules/invitations/public-api';
import { waitInWords } from './request-limits';

// The limits as configured by default (ADDRESS_LIMITS_FACTOR 1), not as other tests raise them.
const env = { ADDRESS_LIMITS_FACTOR: '1' };
const api = useTestApi({ env });

const DAY = 86_400;

async function counts() {
  const result = await api.database.db.execute<Record<string, number>>(sql`
    select (select count(*)::int from users) as users,
           (select count(*)::int from applications) as applications,
           (select count(*)::int from invitations) as invitations,
           (select count(*)::int from interviews) as interviews,
           (select count(*)::int from outbox_messages) as emails`);
  return result.rows[0];
}

/** A 429 that says how long to wait, in the header and in words. */
function expectLimited(
  answer: { statusCode: number; headers: Record<string, unknown>; json: () => { errors: { code: string; message: string }[] } },
  windowSeconds: number,
) {
  expect(answer.statusCode).toBe(429);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 120);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const [error] = answer.json().errors;
  expect(error.code).toBe('RATE_LIMITED');
  expect(error.message).toContain(` in ${waitInWords(retryAfter)}.`);
}

let accounts = 0;

/** A new account from an address of its own (the sign-up limit is about addresses, tested below). */
async function newAccount(role: 'staff' | 'employer'): Promise<TestAccount> {
  accounts += 1;
  const email = `${role}-${accounts}-${Date.now()}@example.com`;
  const password = 'hygiene-first-2026';
  const payload =
    role === 'staff'
      ? { email, password, name: 'Raé Núñez', position: 'DH', zip: '60614', kind: 'staff' }
      : { email, password, name: 'Dana Whitfield', practiceName: 'Bright Smiles Dental', zip: '60614', phone: '(312) 555-0142' };
  const answer = await api.app.inject({
    method: 'POST',
    url: `/api9/users/${role === 'staff' ? 'staff' : 'employers'}`,
    remoteAddress: `10.77.0.${accounts}`,
    payload,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return {
    username: answer.json().username,
    email,
    password,
    authorization: answer.headers.authorization as string,
    cookie: refreshCookie(answer.headers['set-cookie']),
  };
}

const signUpFrom = (app: FastifyInstance, remoteAddress: string, n: number) =>
  app.inject({
    method: 'POST',
    url: '/api9/users/staff',
    remoteAddress,
    payload: {
      email: `limited-${remoteAddress}-${n}@example.com`,
      password: 'hygiene-first-2026',
      name: 'Lee Park',
      position: 'DA',
      zip: '60614',
      kind: 'staff',
    },
  });

const futureDate = (days: number) => new Date(Date.now() + days * DAY * 1000).toISOString();

describe('sign-up', () => {
  let second: { app: FastifyInstance };

  beforeAll(async () => {
    // A second instance on the same database, as behind a load balancer.
    second = await buildTestApi({ config: testConfig(env), db: api.database.db });
  });
  afterAll(async () => {
    await second.app.close();
  });

  it(`allows ${SIGN_UPS_PER_ADDRESS.limit} an hour per address, counted across instances; the next is 429 and creates nothing`, async () => {
    const address = '203.0.113.50';
    for (let n = 0; n < SIGN_UPS_PER_ADDRESS.limit; n++) {
      const answer = await signUpFrom(n % 2 === 0 ? api.app : second.app, address, n);
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const before = await counts();
    const refused = await signUpFrom(api.app, address, 99);
    expectLimited(refused, 3600);
    expect(refused.json().errors[0].message).toMatch(/^There have been many sign-ups from your network in the last hour\. Please try again in \d+ minutes\.$/);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await signUpFrom(second.app, address, 100)).statusCode).toBe(429);
    expect(await counts()).toEqual(before);
    // Another address is not held back.
    expect((await signUpFrom(second.app, '203.0.113.51', 0)).statusCode).toBe(201);
  });
});

describe('hiring actions', () => {
  let practice: TestAccount;
  let seekers: TestAccount[];
  let jobs: number[];

  beforeAll(async () => {
    practice = await newAccount('employer');
    await giveInvitationCredits(api, practice);
    seekers = [];
    // [0] applies too often, [1] shares its address, [2-5] share another, [6] sends refused requests, [7] is interviewed.
    for (let i = 0; i < 8; i++) {
      const seeker = await newAccount('staff');
      await fillResume(api, seeker);
      await makePublic(api, seeker);
      seekers.push(seeker);
    }
    jobs = [];
    for (let i = 0; i < 3; i++) jobs.push((await liveJob(api, practice, { name: `Assistant ${i}` })).id);
  });

  const applyFrom = (seeker: TestAccount, jobId: number, remoteAddress: string) =>
    api.app.inject({
      method: 'POST',
      url: `/api9/users/staff/${seeker.username}/applications`,
      remoteAddress,
      payload: { jobId, message: 'Hello' },
      headers: { authorization: seeker.authorization },
    });

  it(`applications: ${APPLICATIONS_PER_PERSON.limit} a day per person, attempts included; the next is 429 with no application and no email`, async () => {
    const [seeker] = seekers;
    const address = '198.51.100.1';
    expect((await applyFrom(seeker, jobs[0], address)).statusCode).toBe(201);
    // Applying again is refused (409) but still counts.
    for (let n = 1; n < APPLICATIONS_PER_PERSON.limit; n++) expect((await applyFrom(seeker, jobs[0], `198.51.100.${(n % 50) + 1}`)).statusCode).toBe(409);
    const before = await counts();
    const refused = await applyFrom(seeker, jobs[1], '192.0.2.200');
    expectLimited(refused, DAY);
    expect(refused.json().errors[0].message).toMatch(/^You have applied to many jobs today\. You can apply again in \d+ hours\.$/);
    expect(await counts()).toEqual(before);
    // Accepting an invitation is applying: the same limit.
    const invitation = await invite(api, practice, jobs[2], seeker.username);
    expect(invitation.statusCode, invitation.body).toBe(201);
    const accepting = await call(api, seeker, 'POST', `/api9/users/staff/${seeker.username}/invitations/${invitation.json().invitationId}/accept`, {
      message: null,
    });
    expectLimited(accepting, DAY);
    // Someone else from the same address may still apply.
    expect((await applyFrom(seekers[1], jobs[1], '192.0.2.200')).statusCode).toBe(201);
  });

  it(`applications: ${APPLICATIONS_PER_ADDRESS.limit} a day per address, whoever sends them`, async () => {
    const address = '198.51.100.222';
    const senders = seekers.slice(2, 6);
    let sent = 0;
    for (const seeker of senders)
      for (let n = 0; n < APPLICATIONS_PER_ADDRESS.limit / senders.length; n++, sent++)
        expect((await applyFrom(seeker, jobs[0], address)).statusCode).toBeLessThan(429);
    expect(sent).toBe(APPLICATIONS_PER_ADDRESS.limit);
    const before = await counts();
    const refused = await applyFrom(seekers[1], jobs[2], address);
    expectLimited(refused, DAY);
    expect(refused.json().errors[0].message).toMatch(/from your network today/);
    expect(await counts()).toEqual(before);
    // The same person from another address: allowed.
    expect((await applyFrom(seekers[1], jobs[2], '198.51.100.223')).statusCode).toBe(201);
  });

  it(`invitations: ${INVITATIONS_PER_PERSON.limit} a day per practice; the next is 429 with no invitation and no email`, async () => {
    const inviter = await newAccount('employer');
    await giveInvitationCredits(api, inviter);
    const jobId = (await liveJob(api, inviter, { name: 'Front desk' })).id;
    expect((await invite(api, inviter, jobId, seekers[0].username)).statusCode).toBe(201);
    for (let n = 1; n < INVITATIONS_PER_PERSON.limit; n++) expect((await invite(api, inviter, jobId, seekers[0].username)).statusCode).toBe(409);
    const before = await counts();
    const refused = await invite(api, inviter, jobId, seekers[1].username);
    expectLimited(refused, DAY);
    expect(refused.json().errors[0].message).toMatch(/^You have sent many invitations today\. You can invite again in \d+ hours\.$/);
    expect(await counts()).toEqual(before);
  });

  it(`interviews: ${INTERVIEWS_PER_PERSON.limit} proposals and changes a day per practice; the next is 429 with no interview and no email`, async () => {
    const interviewer = await newAccount('employer');
    const jobId = (await liveJob(api, interviewer, { name: 'Hygienist' })).id;
    const applicationId = (await apply(api, seekers[7], jobId)).json().applicationId;
    const body = { type: 'INPERSON', interviewDate: futureDate(3), durationMinutes: 30, location: null, notes: null };
    const proposed = await call(api, interviewer, 'POST', `/api9/users/employers/${interviewer.username}/interviews`, { applicationId, ...body });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const url = `/api9/users/employers/${interviewer.username}/interviews/${proposed.json().id}`;
    for (let n = 1; n < INTERVIEWS_PER_PERSON.limit; n++)
      expect((await call(api, interviewer, 'PUT', url, { ...body, durationMinutes: 30 + n })).statusCode).toBe(200);
    const before = await counts();
    const again = await call(api, interviewer, 'POST', `/api9/users/employers/${interviewer.username}/interviews`, { applicationId, ...body });
    expectLimited(again, DAY);
    expect(again.json().errors[0].message).toMatch(/^You have proposed or changed many interviews today\. You can do so again in \d+ hours\.$/);
    expectLimited(await call(api, interviewer, 'PUT', url, { ...body, durationMinutes: 90 }), DAY);
    expect(await counts()).toEqual(before);
    expect((await call(api, interviewer, 'GET', `/api9/users/${interviewer.username}/interviews`)).json()[0].durationMinutes).toBe(
      30 + INTERVIEWS_PER_PERSON.limit - 1,
    );
  });

  it('a refused request (bad input, another person) does not count', async () => {
    const seeker = seekers[6];
    for (let n = 0; n < APPLICATIONS_PER_PERSON.limit + 5; n++) {
      expect((await call(api, seeker, 'POST', `/api9/users/staff/${seeker.username}/applications`, { jobId: 'x' })).statusCode).toBe(400);
      expect((await call(api, seekers[0], 'POST', `/api9/users/staff/${seeker.username}/applications`, { jobId: jobs[1], message: null })).statusCode).toBe(
        404,
      );
    }
    expect((await applyFrom(seeker, jobs[1], '198.51.100.90')).statusCode).toBe(201);
  });
});

describe('waitInWords', () => {
  it.each([
    [1, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [3600, '60 minutes'],
    [3601, '2 hours'],
    [DAY, '24 hours'],
  ])('%i seconds: %s', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});
