import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { NAUGHTY_STRINGS } from '../../testing/naughty-strings';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { createDraft, movableClock } from '../../testing/jobs';
import { apply, fillResume, liveJob, makePublic } from '../../testing/hiring';
import { matchForApplicant } from './match-service';

const clock = movableClock('2026-11-24T10:00:00.000Z');
const api = useTestApi({ clock });

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thur', 'Fri', 'Sat'];
const availability = (days: string[]) =>
  Object.fromEntries(
    DAYS.flatMap((day) => [
      [`isDow${day}`, days.includes(day)],
      [`isDow${day}Temp`, false],
    ]),
  );

type Seeker = { zip: string; experience: number | null; salary: string | null; days: string[]; certs: { name: string; expiresDate: string | null }[] };

async function seeker(options: Seeker & { isPublic?: boolean; relocate?: boolean; state?: string }): Promise<TestAccount> {
  const account = await signUpStaff(api);
  await fillResume(api, account);
  const base = `/api9/users/staff/${account.username}`;
  const details = await call(api, account, 'PUT', `${base}/profile/details`, {
    position: 'DH',
    zip: options.zip,
    license: null,
    other: null,
    experience: options.experience,
    salary: options.salary,
    specialties: [],
  });
  expect(details.statusCode, details.body).toBe(200);
  expect((await call(api, account, 'PUT', `${base}/profile/availability`, availability(options.days))).statusCode).toBe(200);
  for (const cert of options.certs) {
    const response = await call(api, account, 'POST', `${base}/certs`, { name: cert.name, issuer: null, issuedDate: null, expiresDate: cert.expiresDate });
    expect(response.statusCode, response.body).toBe(201);
  }
  if (options.isPublic !== false) expect((await makePublic(api, account)).statusCode).toBe(200);
  if (options.relocate) expect((await call(api, account, 'PUT', `${base}/profile/relocate`, { state: true })).statusCode).toBe(200);
  if (options.state) expect((await call(api, account, 'PUT', `${base}/profile/candidate`, { state: options.state })).statusCode).toBe(200);
  return account;
}

const CRITERIA = {
  certifications: { names: ['CPR'], required: true },
  experience: { minYears: 3, maxYears: null, required: false },
  skills: { names: ['Dentrix', 'Eaglesoft'], required: false },
  days: { days: ['MON', 'TUE'], required: true },
  distance: { miles: 25, required: false },
  pay: { minCents: 3500, maxCents: 4500, unit: 'HOUR', required: false },
};

let practice: TestAccount;
let rival: TestAccount;
let near: TestAccount;
let far: TestAccount;
let notLooking: TestAccount;
let hidden: TestAccount;
let relocating: TestAccount;
let jobId = 0;
let bareJobId = 0;

beforeAll(async () => {
  [practice, rival] = [await signUpEmployer(api), await signUpEmployer(api)];
  near = await seeker({
    zip: '60601',
    experience: 6,
    salary: '$42/hour',
    days: ['Mon', 'Tue', 'Wed'],
    certs: [{ name: 'CPR/BLS', expiresDate: '2027-05-01' }],
  });
  far = await seeker({ zip: '78701', experience: 1, salary: null, days: [], certs: [{ name: 'CPR', expiresDate: '2025-01-01' }] });
  notLooking = await seeker({ zip: '60625', experience: 8, salary: null, days: ['Mon', 'Tue'], certs: [], state: 'NOT_LOOKING' });
  hidden = await seeker({ zip: '60614', experience: 8, salary: null, days: ['Mon', 'Tue'], certs: [], isPublic: false });
  relocating = await seeker({
    zip: '78704',
    experience: 4,
    salary: '$39/hr',
    days: ['Mon', 'Tue'],
    certs: [{ name: 'CPR', expiresDate: null }],
    relocate: true,
  });
  jobId = (await liveJob(api, practice, { name: 'Hygienist' })).id;
  bareJobId = (await liveJob(api, practice, { name: 'Second hygienist' })).id;
  for (const person of [near, far]) expect((await apply(api, person, jobId)).statusCode).toBe(201);
  expect((await apply(api, near, bareJobId)).statusCode).toBe(201);
});

const criteriaUrl = (id: number) => `/api9/match-criteria/${id}`;

async function criteriaRows() {
  return (await api.database.db.execute<{ job_id: number }>(sql`select job_id::int as job_id from match_criteria order by job_id`)).rows;
}

describe('match criteria', () => {
  it('starts empty, is created once with POST, replaced with PUT and read back', async () => {
    expect((await call(api, practice, 'GET', criteriaUrl(jobId))).json()).toEqual({ jobId, criteria: null, updatedAt: null });

    const created = await call(api, practice, 'POST', criteriaUrl(jobId), { ...CRITERIA, distance: { miles: 10, required: true } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().criteria.distance).toEqual({ miles: 10, required: true });
    expect(created.json().criteria.experience).toEqual({ minYears: 3, maxYears: null, required: false });

    const again = await call(api, practice, 'POST', criteriaUrl(jobId), CRITERIA);
    expect(again.statusCode).toBe(409);

    const replaced = await call(api, practice, 'PUT', criteriaUrl(jobId), CRITERIA);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const read = (await call(api, practice, 'GET', criteriaUrl(jobId))).json();
    expect(read.criteria).toEqual({ ...CRITERIA });
    expect(read.updatedAt).toEqual(expect.any(String));

    const listed = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/match-criteria`)).json();
    expect(listed).toEqual([expect.objectContaining({ jobId, title: 'Hygienist', position: 'DH', criteria: read.criteria })]);
    expect((await call(api, rival, 'GET', `/api9/users/employers/${rival.username}/match-criteria`)).json()).toEqual([]);
  });

  it.each([
    ['min years over max', { experience: { minYears: 9, maxYears: 2, required: false } }, 'experience.maxYears'],
    ['negative years', { experience: { minYears: -2, maxYears: null, required: false } }, 'experience.minYears'],
    ['distance 0', { distance: { miles: 0, required: false } }, 'distance.miles'],
    ['distance past the cap', { distance: { miles: 5000, required: false } }, 'distance.miles'],
    ['pay min over max', { pay: { minCents: 9000, maxCents: 4000, unit: 'HOUR', required: false } }, 'pay.maxCents'],
    ['an unknown day', { days: { days: ['MONDAY'], required: true } }, 'days.days.0'],
    ['a string for miles', { distance: { miles: '10', required: false } }, 'distance.miles'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_name, body, field) => {
    const before = await criteriaRows();
    for (const method of ['POST', 'PUT'] as const) {
      const response = await call(api, practice, method, criteriaUrl(bareJobId), body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
    expect(await criteriaRows()).toEqual(before);
  });

  it('refuses unknown fields and malformed JSON', async () => {
    const unknown = await call(api, practice, 'PUT', criteriaUrl(bareJobId), { ...CRITERIA, salary: 5 });
    expect(unknown.statusCode).toBe(400);
    const malformed = await api.app.inject({
      method: 'PUT',
      url: criteriaUrl(bareJobId),
      headers: { authorization: practice.authorization, 'content-type': 'application/json' },
      payload: '{"distance": {',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await criteriaRows()).toEqual([{ job_id: jobId }]);
  });

  it('is for the owning practice only', async () => {
    const seekerAccount = near;
    for (const method of ['GET', 'POST', 'PUT'] as const) {
      const body = method === 'GET' ? undefined : CRITERIA;
      expect((await call(api, null, method, criteriaUrl(jobId), body)).statusCode).toBe(401);
      expect((await call(api, seekerAccount, method, criteriaUrl(jobId), body)).statusCode).toBe(403);
      expect((await call(api, rival, method, criteriaUrl(jobId), body)).statusCode).toBe(404);
      expect((await call(api, practice, method, criteriaUrl(999_999), body)).statusCode).toBe(404);
    }
    expect((await call(api, practice, 'GET', '/api9/match-criteria/abc')).statusCode).toBe(400);
    expect((await call(api, null, 'GET', `/api9/users/employers/${practice.username}/match-criteria`)).statusCode).toBe(401);
    expect((await call(api, seekerAccount, 'GET', `/api9/users/employers/${practice.username}/match-criteria`)).statusCode).toBe(403);
    expect((await call(api, rival, 'GET', `/api9/users/employers/${practice.username}/match-criteria`)).statusCode).toBe(404);
    // The rival's attempts changed nothing.
    expect((await call(api, practice, 'GET', criteriaUrl(jobId))).json().criteria).toEqual(CRITERIA);
  });

  it('keeps naughty names as plain text, refuses too many or too long ones, and admins', async () => {
    const names = NAUGHTY_STRINGS.filter((text) => text.trim() !== '' && !text.includes('\u0000') && text.trim().length <= 100).slice(0, 20);
    const saved = await call(api, practice, 'PUT', criteriaUrl(bareJobId), { skills: { names, required: false } });
    expect(saved.statusCode, saved.body).toBe(200);
    const kept = (await call(api, practice, 'GET', criteriaUrl(bareJobId))).json().criteria.skills.names as string[];
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((name) => names.some((sent) => sent.trim() === name))).toBe(true);
    expect(
      (
        await call(api, practice, 'PUT', criteriaUrl(bareJobId), { skills: { names: Array.from({ length: 21 }, (_, i) => `Skill ${i}`), required: false } })
      ).json().errors[0].field,
    ).toBe('skills.names');
    expect(
      (await call(api, practice, 'PUT', criteriaUrl(bareJobId), { certifications: { names: ['x'.repeat(101)], required: true } })).json().errors[0].field,
    ).toBe('certifications.names.0');
    const admin = await createAdmin(api);
    expect((await call(api, admin, 'GET', criteriaUrl(jobId))).statusCode).toBe(403);
    expect((await call(api, admin, 'GET', `/api9/resumes/${jobId}/matches`)).statusCode).toBe(403);
    // Clearing every criterion leaves the posting without a score.
    expect((await call(api, practice, 'PUT', criteriaUrl(bareJobId), {})).statusCode).toBe(200);
    expect(await matchForApplicant(api.database.db, { jobId: bareJobId, username: near.username })).toBeNull();
  });

  it('answers the questions the editor asks, to anyone', async () => {
    const response = await call(api, null, 'GET', '/api9/lists/match-questions');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((question: { key: string }) => question.key)).toEqual(['certifications', 'experience', 'skills', 'days', 'distance', 'pay']);
  });
});

describe('match scores', () => {
  // Weights: CPR 2 (required), experience 1, Dentrix 1, Eaglesoft 1, days 2 (required), distance 1, pay 1 = 9.
  it("scores the posting's applicants, best first, with the breakdown", async () => {
    const response = await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/applications/${jobId}/matches`);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json();
    expect(list.map((entry: { username: string }) => entry.username)).toEqual([near.username, far.username]);
    // near: everything but Eaglesoft = 8 / 9.
    expect(list[0].match.percent).toBe(89);
    expect(list[0].match.meetsRequirements).toBe(true);
    expect(list[0].distanceMiles).toBeLessThan(10);
    expect(list[0].match.criteria.map((row: { key: string; met: boolean }) => [row.key, row.met])).toEqual([
      ['certification:cpr', true],
      ['experience', true],
      ['skill:dentrix', true],
      ['skill:eaglesoft', false],
      ['days', true],
      ['distance', true],
      ['pay', true],
    ]);
    // far: Dentrix and pay (no amount asked) = 2 / 9; its CPR expired; misses the deal-breakers.
    expect(list[1].match).toMatchObject({ percent: 22, meetsRequirements: false });
    expect(list[1].match.criteria[0]).toMatchObject({ met: false, detail: 'CPR expired on 2025-01-01' });
    expect(list[1].appliedDate).toEqual(expect.any(String));
  });

  it('gives one applicant the same match through the service, and null without criteria', async () => {
    const match = await matchForApplicant(api.database.db, { jobId, username: near.username, today: '2026-11-24' });
    expect(match?.percent).toBe(89);
    expect(await matchForApplicant(api.database.db, { jobId: bareJobId, username: near.username })).toBeNull();
    const bare = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/applications/${bareJobId}/matches`)).json();
    expect(bare).toEqual([expect.objectContaining({ username: near.username, match: null })]);
  });

  it('lists public resumes near the posting, with relocators, never private or not-looking people', async () => {
    const response = await call(api, practice, 'GET', `/api9/resumes/${jobId}/matches`);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json();
    const usernames = list.map((entry: { username: string }) => entry.username);
    expect(usernames).toContain(near.username);
    expect(usernames).toContain(relocating.username);
    expect(usernames).not.toContain(far.username); // 1,000 miles away, not relocating
    expect(usernames).not.toContain(notLooking.username);
    expect(usernames).not.toContain(hidden.username);
    // relocating: CPR, experience, Dentrix, days, distance (relocates), pay $39/hr = 8 / 9, like near; near is nearer.
    expect(list.slice(0, 2).map((entry: { username: string; match: { percent: number } }) => [entry.username, entry.match.percent])).toEqual([
      [near.username, 89],
      [relocating.username, 89],
    ]);
    const relocator = list.find((entry: { username: string }) => entry.username === relocating.username);
    expect(relocator.match.criteria.find((row: { key: string }) => row.key === 'distance').detail).toMatch(/willing to relocate/);

    const paged = (await call(api, practice, 'GET', `/api9/resumes/${jobId}/matches?limit=1&offset=1`)).json();
    expect(paged.map((entry: { username: string }) => entry.username)).toEqual([relocating.username]);
  });

  it('refuses bad paging and other callers', async () => {
    for (const query of ['limit=0', 'limit=500', 'offset=-1', 'limit=abc']) {
      const response = await call(api, practice, 'GET', `/api9/resumes/${jobId}/matches?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].field).toBe(query.split('=')[0]);
    }
    expect((await call(api, null, 'GET', `/api9/resumes/${jobId}/matches`)).statusCode).toBe(401);
    expect((await call(api, near, 'GET', `/api9/resumes/${jobId}/matches`)).statusCode).toBe(403);
    expect((await call(api, rival, 'GET', `/api9/resumes/${jobId}/matches`)).statusCode).toBe(404);
    const applicants = `/api9/users/employers/${practice.username}/applications/${jobId}/matches`;
    expect((await call(api, null, 'GET', applicants)).statusCode).toBe(401);
    expect((await call(api, near, 'GET', applicants)).statusCode).toBe(403);
    expect((await call(api, rival, 'GET', applicants)).statusCode).toBe(404);
    expect((await call(api, rival, 'GET', `/api9/users/employers/${rival.username}/applications/${jobId}/matches`)).statusCode).toBe(404);
  });

  it('answers no candidates for a draft without a place', async () => {
    const draft = await createDraft(api, practice, { position: 'DH', name: 'Draft', type: 'PERM' });
    const response = await call(api, practice, 'GET', `/api9/resumes/${draft.id}/matches`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('lists every matching call with its tag and summary', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/api9/docs/json' })).json();
    for (const [method, path] of [
      ['get', '/api9/lists/match-questions'],
      ['get', '/api9/match-criteria/{jobId}'],
      ['post', '/api9/match-criteria/{jobId}'],
      ['put', '/api9/match-criteria/{jobId}'],
      ['get', '/api9/users/employers/{id}/match-criteria'],
      ['get', '/api9/resumes/{jobId}/matches'],
      ['get', '/api9/users/employers/{id}/applications/{jobId}/matches'],
    ]) {
      const operation = doc.paths[path!]?.[method!];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags).toEqual(['matching']);
      expect(operation.summary).toEqual(expect.any(String));
    }
  });
});
