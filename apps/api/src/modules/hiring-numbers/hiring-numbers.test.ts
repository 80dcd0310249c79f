// The practice's hiring numbers (ADR 121): the funnel, sources, time to fill and the nearby
// comparison match the events that made them; another practice reads nothing of them.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { fillResume, giveInvitationCredits, invite, liveJob, makePublic } from '../../testing/hiring';

const clock = movableClock('2026-11-02T09:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;
let jobId: number;
let quietJobId: number;
const seekers: TestAccount[] = [];

const numbers = (account = practice) => call(api, account, 'GET', `/api9/users/employers/${account.username}/hiring-numbers`);
const applyFrom = (seeker: TestAccount, job: number, source?: string) =>
  call(api, seeker, 'POST', `/api9/users/staff/${seeker.username}/applications`, { jobId: job, message: null, ...(source ? { source } : {}) });
const view = (seeker: TestAccount, job: number) => call(api, seeker, 'PUT', `/api9/jobs/${job}/view`);
const propose = (applicationId: number) =>
  call(api, practice, 'POST', `/api9/users/employers/${practice.username}/interviews`, { applicationId, type: 'PHONE', interviewDate: '2026-11-06T10:00' });

async function seeker(): Promise<TestAccount> {
  const account = await signUpStaff(api);
  await fillResume(api, account);
  return account;
}

beforeAll(async () => {
  practice = await signUpEmployer(api);
  jobId = (await liveJob(api, practice, { name: 'Numbers Hygienist' })).id;
  quietJobId = (await liveJob(api, practice, { name: 'Quiet Assistant', position: 'DA' })).id;
  for (let i = 0; i < 5; i++) seekers.push(await seeker());

  // Views: four distinct seekers, one of them twice the same day (counted once).
  for (const account of seekers.slice(0, 4)) expect((await view(account, jobId)).statusCode).toBe(200);
  await view(seekers[0], jobId);

  // Applications: search, alert, unrecorded, and an invited seeker whose page said search.
  const ids: number[] = [];
  for (const [index, source] of [
    [0, 'search'],
    [1, 'alert'],
    [2, undefined],
  ] as const) {
    const applied = await applyFrom(seekers[index], jobId, source);
    expect(applied.statusCode, applied.body).toBe(201);
    ids.push(applied.json().applicationId);
  }
  await giveInvitationCredits(api, practice);
  await makePublic(api, seekers[3]);
  expect((await invite(api, practice, jobId, seekers[3].username)).statusCode).toBe(201);
  expect((await applyFrom(seekers[3], jobId, 'search')).statusCode).toBe(201);

  // Interviews: two proposed, one of them canceled; one hire.
  const first = await propose(ids[0]);
  expect(first.statusCode, first.body).toBe(201);
  const second = await propose(ids[1]);
  expect(second.statusCode, second.body).toBe(201);
  const cancel = await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/interviews/${second.json().id}/cancel`);
  expect(cancel.statusCode, cancel.body).toBe(200);
  const hired = await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/applications/${jobId}/${seekers[0].username}/stage`, {
    stage: 'hired',
  });
  expect(hired.statusCode, hired.body).toBe(200);

  // Filled 10 days after publishing.
  clock.advanceDays(10);
  const filled = await call(api, practice, 'PUT', `/api9/jobs/${jobId}/status`, { status: 'BOOKED' });
  expect(filled.statusCode, filled.body).toBe(200);
});

describe('the funnel', () => {
  it('counts views, applications, interviews and hires from the events that made them', async () => {
    const response = await numbers();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const posting = body.postings.find((p: { jobId: number }) => p.jobId === jobId);
    expect(posting.funnel).toEqual({ views: 4, applications: 4, interviews: 1, hires: 1 });
    expect(posting.sources).toEqual({ search: 1, alert: 1, google: 0, invitation: 1, feed: 0, direct: 0, unknown: 1 });
    expect(posting.daysToFill).toBe(10);
    expect(posting.status).toBe('BOOKED');
    const quiet = body.postings.find((p: { jobId: number }) => p.jobId === quietJobId);
    expect(quiet.funnel).toEqual({ views: 0, applications: 0, interviews: 0, hires: 0 });
    expect(quiet.daysToFill).toBeNull();
    expect(body.overall).toEqual({
      funnel: { views: 4, applications: 4, interviews: 1, hires: 1 },
      sources: { search: 1, alert: 1, google: 0, invitation: 1, feed: 0, direct: 0, unknown: 1 },
      medianDaysToFill: 10,
      filledPostings: 1,
    });
  });

  it('refuses an unknown source naming the field', async () => {
    const response = await applyFrom(seekers[4], quietJobId, 'billboard');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('source');
  });

  it('keeps another practice out', async () => {
    const other = await signUpEmployer(api);
    expect((await call(api, other, 'GET', `/api9/users/employers/${practice.username}/hiring-numbers`)).statusCode).toBe(404);
    expect((await numbers(other)).json().postings).toEqual([]);
  });
});

describe('similar postings nearby', () => {
  it('shows nothing below three postings of other practices', async () => {
    const posting = (await numbers()).json().postings.find((p: { jobId: number }) => p.jobId === jobId);
    expect(posting.nearby).toEqual({ postings: 0, medianViews: null, medianApplications: null, medianDaysToFill: null });
  });

  it('compares with the medians of the same position within the radius, other practices only', async () => {
    // Three nearby hygienist postings with 2, 1 and 0 applications; one filled after 4 days.
    const owners: TestAccount[] = [];
    const nearby: number[] = [];
    for (let i = 0; i < 3; i++) {
      owners.push(await signUpEmployer(api));
      nearby.push((await liveJob(api, owners[i], { name: `Nearby ${i}` })).id);
    }
    // Not similar: another position, a far place, and the practice's own other hygienist posting.
    await liveJob(api, await signUpEmployer(api), { name: 'Assistant nearby', position: 'DA' });
    await liveJob(api, await signUpEmployer(api), { name: 'Far hygienist', zip: '90210', address: '1 Rodeo Dr' });
    await liveJob(api, practice, { name: 'Own second hygienist' });
    const extra = await seeker();
    expect((await applyFrom(extra, nearby[0])).statusCode).toBe(201);
    expect((await applyFrom(seekers[4], nearby[0])).statusCode).toBe(201);
    expect((await applyFrom(seekers[4], nearby[1])).statusCode).toBe(201);
    expect((await view(extra, nearby[2])).statusCode).toBe(200);
    clock.advanceDays(4);
    expect((await call(api, owners[0], 'PUT', `/api9/jobs/${nearby[0]}/status`, { status: 'BOOKED' })).statusCode).toBe(200);

    const posting = (await numbers()).json().postings.find((p: { jobId: number }) => p.jobId === jobId);
    expect(posting.nearby).toEqual({ postings: 3, medianViews: 0, medianApplications: 1, medianDaysToFill: 4 });
  });
});
