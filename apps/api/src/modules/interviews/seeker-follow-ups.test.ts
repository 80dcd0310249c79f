// Following up with the job seeker (issue #35): an unanswered proposal reminds them once after
// 2 days, through the scheduler; a no-show the practice records tells them once and shows on the
// applicant for the practice.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { runDueTasks, useTestApi } from '../../testing/test-api';
import { lastEmailTo, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { apply, liveJob } from '../../testing/hiring';
import { signedCall, signedLinkCandidate, tokenIn } from '../../testing/signed-links';
import { silentLog } from '../../platform/notice-queue';
import { INTERVIEW_ANSWER_REMINDER_TASK, remindUnansweredProposals } from './seeker-follow-ups';
import { askInterviewOutcomes } from './ask-interview-outcomes';

const clock = movableClock('2026-09-07T10:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;
let seeker: TestAccount;
let jobId: number;
let applicationId: number;

const propose = (interviewDate: string) =>
  call(api, practice, 'POST', `/api9/users/employers/${practice.username}/interviews`, { applicationId, type: 'INPERSON', interviewDate, durationMinutes: 60 });
const REMINDER = 'Please answer your interview invitation: Follow-up Hygienist';
const MISSED = 'You missed your interview: Follow-up Hygienist';
async function emailsTo(to: string, subject: string): Promise<number> {
  const rows = await api.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from outbox_messages where to_address = ${to} and subject = ${subject}`,
  );
  return rows.rows[0].n;
}

beforeAll(async () => {
  practice = await signUpEmployer(api);
  seeker = await signedLinkCandidate(api);
  jobId = (await liveJob(api, practice, { name: 'Follow-up Hygienist' })).id;
  applicationId = (await apply(api, seeker, jobId)).json().applicationId;
});

describe('an unanswered interview proposal', () => {
  it('reminds the job seeker once, 2 days after the proposal, through the scheduler', async () => {
    const proposed = await propose('2026-09-14T15:00:00Z');
    expect(proposed.statusCode, proposed.body).toBe(201);
    clock.set('2026-09-09T09:59:00.000Z');
    expect(await remindUnansweredProposals(api.ctx, silentLog, clock.now())).toBe(0);
    clock.set('2026-09-09T10:30:00.000Z');
    expect(await runDueTasks(api.ctx)).toContain(INTERVIEW_ANSWER_REMINDER_TASK);
    expect(await emailsTo(seeker.email, REMINDER)).toBe(1);
    expect(await lastEmailTo(api, seeker.email, REMINDER)).toContain('has not heard from you yet');
    clock.advanceDays(3);
    expect(await remindUnansweredProposals(api.ctx, silentLog, clock.now())).toBe(0);
    expect(await emailsTo(seeker.email, REMINDER)).toBe(1);
  });

  it('does not remind a job seeker who answered', async () => {
    const proposed = await propose('2026-09-20T15:00:00Z');
    const answered = await call(api, seeker, 'PUT', `/api9/users/staff/${seeker.username}/interviews/${proposed.json().id}/answer`, { answer: 'ACCEPT' });
    expect(answered.statusCode, answered.body).toBe(200);
    clock.advanceDays(3);
    expect(await remindUnansweredProposals(api.ctx, silentLog, clock.now())).toBe(0);
  });
});

describe('a missed interview', () => {
  it('tells the job seeker once and shows on the applicant for the practice', async () => {
    // The first interview (Sep 14) is over; the outcome request goes to the practice.
    expect(clock.now().toISOString() > '2026-09-14T16:00:00.000Z').toBe(true);
    await askInterviewOutcomes(api.ctx, silentLog, clock.now());
    const email = await lastEmailTo(api, practice.email, 'How did the interview with Raé Núñez go?');
    expect(email).not.toBeNull();
    const token = tokenIn(email, '/interview-outcome/');
    const recorded = await signedCall(api, 'PUT', `interview-outcome/${token}`, { outcome: 'NO_SHOW' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(await emailsTo(seeker.email, MISSED)).toBe(1);
    expect(await lastEmailTo(api, seeker.email, MISSED)).toContain('did not come to your interview');

    const applicant = await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/applications/${jobId}/${seeker.username}`);
    expect(applicant.statusCode, applicant.body).toBe(200);
    expect(applicant.json().missedInterviews).toEqual([
      expect.objectContaining({ interviewDate: '2026-09-14T15:00:00.000Z', jobTitle: 'Follow-up Hygienist' }),
    ]);
  });
});
