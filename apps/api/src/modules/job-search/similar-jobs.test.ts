import { beforeAll, describe, expect, it } from 'vitest';
import { SIMILAR_JOBS_LIMIT } from '@chairside/domain/job-search';
import { useTestApi } from '../../testing/test-api';
import type { TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { createDraft, movableClock, postingBody } from '../../testing/jobs';
import { liveJob } from '../../testing/hiring';

// GET /jobs/{id}/similar: the job page's 'Similar jobs'.

const clock = movableClock('2026-09-07T10:00:00.000Z');
const api = useTestApi({ clock });
const similar = (id: number | string) => api.app.inject({ method: 'GET', url: `/api9/jobs/${id}/similar` });
const titles = async (id: number) => {
  const response = await similar(id);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().jobs as { title: string }[]).map((job) => job.title);
};

let practice: TestAccount;
let job: { id: number };

beforeAll(async () => {
  practice = await signUpEmployer(api);
  // Lincoln Park, Chicago (60614): the posting whose page is open.
  job = await liveJob(api, practice, { name: 'Lincoln Park Hygienist', zip: '60614' });
  // Hygienists near it, nearest first: the Loop (60601, ~3 mi), Evanston (60201, ~9 mi), Oak Park (60302, ~9 mi), Naperville (60540, ~28 mi).
  await liveJob(api, practice, { name: 'Loop Hygienist', zip: '60601' });
  await liveJob(api, practice, { name: 'Evanston Hygienist', zip: '60201' });
  await liveJob(api, practice, { name: 'Naperville Hygienist', zip: '60540' });
  // Not similar: another position at the same place, a hygienist in Milwaukee (~80 mi) and in Houston.
  await liveJob(api, practice, { name: 'Lincoln Park Assistant', position: 'DA', zip: '60614' });
  await liveJob(api, practice, { name: 'Milwaukee Hygienist', zip: '53202' });
  await liveJob(api, practice, { name: 'Houston Hygienist', zip: '77002' });
});

describe('similar jobs', () => {
  it('lists live postings of the same position near the posting, nearest first, never the posting itself', async () => {
    expect(await titles(job.id)).toEqual(['Loop Hygienist', 'Evanston Hygienist', 'Naperville Hygienist']);
  });

  it(`shows at most ${SIMILAR_JOBS_LIMIT}, and what a job card needs without distances`, async () => {
    const extra = await liveJob(api, practice, { name: 'Oak Park Hygienist', zip: '60302' });
    const filler = await liveJob(api, practice, { name: 'Second Loop Hygienist', zip: '60601' });
    const answer = (await similar(job.id)).json();
    expect(answer.jobs).toHaveLength(SIMILAR_JOBS_LIMIT);
    expect(answer.jobs.map((entry: { title: string }) => entry.title)).not.toContain('Naperville Hygienist');
    expect(Object.keys(answer.jobs[0]).sort()).toEqual([
      'city',
      'employmentType',
      'id',
      'pay',
      'position',
      'postedDate',
      'practice',
      'slug',
      'state',
      'title',
      'type',
    ]);
    expect(answer.jobs[0]).toMatchObject({
      position: 'DH',
      city: 'Chicago',
      state: 'IL',
      practice: { username: practice.username, name: 'Bright Smiles Dental', isPublic: false },
    });
    for (const id of [extra.id, filler.id]) expect((await call(api, practice, 'PUT', `/api9/jobs/${id}/status`, { status: 'CANCELED' })).statusCode).toBe(200);
  });

  it("leaves out postings that closed, and names no practice for a confidential one (another practice's)", async () => {
    const other = await signUpEmployer(api);
    const secret = await liveJob(api, other, { name: 'Quiet Hygienist', zip: '60601', isConfidential: true });
    const answer = (await similar(job.id)).json();
    expect(answer.jobs.find((entry: { id: number }) => entry.id === secret.id)).toMatchObject({ title: 'Quiet Hygienist', practice: null });
    expect(JSON.stringify(answer)).not.toContain(other.username);
    expect(answer.jobs.map((entry: { title: string }) => entry.title)).not.toContain('Oak Park Hygienist');
    expect((await call(api, other, 'PUT', `/api9/jobs/${secret.id}/status`, { status: 'CANCELED' })).statusCode).toBe(200);
    expect(await titles(job.id)).toEqual(['Loop Hygienist', 'Evanston Hygienist', 'Naperville Hygienist']);
  });

  it('never lists a confidential posting with its own practice’s postings: side by side they would tell who posted it', async () => {
    const other = await signUpEmployer(api);
    const elsewhere = await liveJob(api, other, { name: 'Another Practice Hygienist', zip: '60601' });
    const secret = await liveJob(api, practice, { name: 'Quiet Lincoln Park Hygienist', zip: '60614', isConfidential: true });
    const answer = (await similar(secret.id)).json();
    expect(answer.jobs.map((entry: { title: string }) => entry.title)).toEqual(['Another Practice Hygienist']);
    expect(JSON.stringify(answer)).not.toContain(practice.username);
    expect(await titles(job.id)).not.toContain('Quiet Lincoln Park Hygienist');
    expect(await titles(elsewhere.id)).toContain('Quiet Lincoln Park Hygienist');
    for (const [account, id] of [
      [other, elsewhere.id],
      [practice, secret.id],
    ] as const)
      expect((await call(api, account, 'PUT', `/api9/jobs/${id}/status`, { status: 'CANCELED' })).statusCode).toBe(200);
  });

  it('answers for a posting that closed (its page still shows), from its place', async () => {
    const closed = await liveJob(api, practice, { name: 'Filled Evanston Hygienist', zip: '60201' });
    expect((await call(api, practice, 'PUT', `/api9/jobs/${closed.id}/status`, { status: 'BOOKED' })).statusCode).toBe(200);
    expect(await titles(closed.id)).toEqual(['Evanston Hygienist', 'Lincoln Park Hygienist', 'Loop Hygienist', 'Naperville Hygienist']);
  });

  it('answers 404 for a draft or an unknown posting, and 400 for an id that is not one', async () => {
    const draft = await createDraft(api, practice, postingBody({ name: 'Draft Hygienist' }));
    expect((await similar(draft.id)).statusCode).toBe(404);
    expect((await similar(987_654_321)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', "1' or '1'='1"]) expect((await similar(encodeURIComponent(id))).statusCode, id).toBe(400);
  });
});
