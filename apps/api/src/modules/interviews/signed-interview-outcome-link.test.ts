// The signed interview-outcome link: emailed once the interview is over, read and recorded signed out.
import { beforeAll, describe, expect, it } from 'vitest';
import { runDueTasks, useTestApi } from '../../testing/test-api';
import { lastEmailTo, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock, userIdOf } from '../../testing/jobs';
import { apply, liveJob } from '../../testing/hiring';
import { errorOf, signedCall, signedLinkCandidate, tokenIn, withSubject } from '../../testing/signed-links';
import { silentLog } from '../../platform/notice-queue';
import { askInterviewOutcomes, INTERVIEW_OUTCOME_TASK } from './ask-interview-outcomes';

const START = '2026-09-07T10:00:00.000Z';
const clock = movableClock(START);
const api = useTestApi({ clock });

let practice: TestAccount;
let rival: TestAccount;

beforeAll(async () => {
  [practice, rival] = [await signUpEmployer(api), await signUpEmployer(api)];
});

const signed = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => signedCall(api, method, path, body);
const candidate = (options: { goodToApply?: boolean } = {}) => signedLinkCandidate(api, options);

describe('the interview-outcome link', () => {
  it('is emailed once after the interview, records a hire once and marks the posting filled', async () => {
    const seeker = await candidate();
    const job = await liveJob(api, practice, { name: 'Outcome Hygienist' });
    const applicationId = (await apply(api, seeker, job.id)).json().applicationId as number;
    const proposed = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/interviews`, {
      applicationId,
      type: 'INPERSON',
      interviewDate: '2026-09-08T15:00:00Z',
      durationMinutes: 60,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const cancelled = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/interviews`, {
      applicationId,
      type: 'PHONE',
      interviewDate: '2026-09-08T11:00:00Z',
    });
    await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/interviews/${cancelled.json().id}/cancel`);

    // Not before its end; then once, through the scheduler.
    clock.set('2026-09-08T15:59:00.000Z');
    expect(await askInterviewOutcomes(api.ctx, silentLog, clock.now())).toBe(0);
    clock.set('2026-09-08T16:00:00.000Z');
    expect(await runDueTasks(api.ctx)).toContain(INTERVIEW_OUTCOME_TASK);
    expect(await askInterviewOutcomes(api.ctx, silentLog, clock.now())).toBe(0);
    const email = await lastEmailTo(api, practice.email, 'How did the interview with Raé Núñez go?');
    const token = tokenIn(email, '/interview-outcome/');

    const shown = await signed('GET', `interview-outcome/${token}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      interview: { id: proposed.json().id, username: seeker.username, jobTitle: 'Outcome Hygienist' },
      outcome: null,
      recordedAt: null,
      posting: { displayStatus: 'Active', mayMarkFilled: true },
    });

    expect(errorOf(await signed('PUT', `interview-outcome/${token}`, { outcome: 'NOT_HIRED', markFilled: true }))).toMatchObject({
      status: 400,
      field: 'markFilled',
    });
    expect(errorOf(await signed('PUT', `interview-outcome/${token}`, { outcome: 'PROMOTED' }))).toMatchObject({ status: 400, field: 'outcome' });
    const recorded = await signed('PUT', `interview-outcome/${token}`, { outcome: 'HIRED', markFilled: true });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({
      outcome: 'HIRED',
      recordedAt: '2026-09-08T16:00:00.000Z',
      posting: { displayStatus: 'Filled', mayMarkFilled: false },
    });
    expect((await call(api, null, 'GET', `/api9/jobs/${job.id}`)).json()).toMatchObject({ displayStatus: 'Filled', isLive: false });

    expect(errorOf(await signed('PUT', `interview-outcome/${token}`, { outcome: 'NOT_HIRED' }))).toEqual({ status: 409, code: 'LINK_USED', field: 'token' });
    expect((await signed('GET', `interview-outcome/${token}`)).json()).toMatchObject({ outcome: 'HIRED' });

    // A cancelled interview is never asked about.
    const other = api.ctx.signedLinks.create(
      'interview-outcome',
      { interviewId: cancelled.json().id, employerId: await userIdOf(api, practice.username) },
      { ttlMs: 86_400_000, singleUse: true },
    );
    expect(errorOf(await signed('PUT', `interview-outcome/${other}`, { outcome: 'NO_SHOW' }))).toMatchObject({ status: 409, field: 'status' });
    clock.set(START);
  });

  it("refuses a changed, expired or another practice's interview-outcome link", async () => {
    const seeker = await candidate();
    const [job, rivalJob] = [await liveJob(api, practice, { name: 'Mine' }), await liveJob(api, rival, { name: 'Theirs' })];
    const [mine, theirs] = [(await apply(api, seeker, job.id)).json().applicationId, (await apply(api, seeker, rivalJob.id)).json().applicationId];
    const propose = (account: TestAccount, applicationId: number) =>
      call(api, account, 'POST', `/api9/users/employers/${account.username}/interviews`, {
        applicationId,
        type: 'VIRTUAL',
        interviewDate: '2026-09-09T09:00:00Z',
      });
    const [ours, rivals] = [(await propose(practice, mine)).json().id as number, (await propose(rival, theirs)).json().id as number];
    const practiceId = await userIdOf(api, practice.username);
    const token = api.ctx.signedLinks.create('interview-outcome', { interviewId: ours, employerId: practiceId }, { ttlMs: 30 * 86_400_000, singleUse: true });

    clock.set('2026-09-09T12:00:00.000Z');
    const changed = withSubject(token, { interviewId: rivals, employerId: await userIdOf(api, rival.username) });
    expect(errorOf(await signed('GET', `interview-outcome/${changed}`))).toMatchObject({ status: 403, code: 'LINK_INVALID' });
    const mismatched = api.ctx.signedLinks.create('interview-outcome', { interviewId: rivals, employerId: practiceId }, { ttlMs: 86_400_000, singleUse: true });
    const refused = await signed('PUT', `interview-outcome/${mismatched}`, { outcome: 'NO_SHOW' });
    expect(errorOf(refused)).toMatchObject({ status: 403, code: 'LINK_INVALID' });
    expect(refused.body).not.toContain('Theirs');
    expect(errorOf(await signed('GET', 'interview-outcome/%3Cscript%3E'))).toMatchObject({ status: 400, code: 'LINK_MALFORMED' });

    clock.set('2026-10-07T10:00:00.000Z');
    expect(errorOf(await signed('PUT', `interview-outcome/${token}`, { outcome: 'NO_SHOW' }))).toEqual({ status: 410, code: 'LINK_EXPIRED', field: 'token' });
    clock.set(START);
  });
});
