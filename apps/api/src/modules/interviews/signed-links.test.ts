import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '@chairside/db/schema';
import { runDueTasks, useTestApi } from '../../testing/test-api';
import { lastEmailTo, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock, userIdOf } from '../../testing/jobs';
import { apply, fillResume, giveInvitationCredits, hiringTables, invite, liveJob, makePublic } from '../../testing/hiring';
import { silentLog } from '../../platform/notice-queue';
import { askInterviewOutcomes, INTERVIEW_OUTCOME_TASK } from './ask-interview-outcomes';

const START = '2026-09-07T10:00:00.000Z';
const clock = movableClock(START);
const api = useTestApi({ clock });

let practice: TestAccount;
let rival: TestAccount;

beforeAll(async () => {
  [practice, rival] = [await signUpEmployer(api), await signUpEmployer(api)];
  await giveInvitationCredits(api, practice);
});

/** The signed token of the link to `page` in an email's text. */
function tokenIn(email: string | null, page: string): string {
  const found = email?.match(new RegExp(`http://localhost:3000${page}([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)`));
  if (!found) throw new Error(`no ${page} link in: ${email}`);
  return found[1];
}

/** The same token with its payload's subject changed and the signature kept. */
function withSubject(token: string, subject: Record<string, number>): string {
  const [payload, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return `${Buffer.from(JSON.stringify({ ...decoded, s: subject })).toString('base64url')}.${signature}`;
}

const signed = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => call(api, null, method, `/api9/signed/${path}`, body);
const errorOf = (response: { statusCode: number; json: () => { errors: { code: string; field?: string }[] } }) => ({
  status: response.statusCode,
  code: response.json().errors[0].code,
  field: response.json().errors[0].field,
});

async function candidate(options: { goodToApply?: boolean } = {}) {
  const account = await signUpStaff(api);
  await fillResume(api, account, options.goodToApply === false ? { skills: 2 } : {});
  expect((await makePublic(api, account)).statusCode).toBe(200);
  return account;
}

describe('the resume detail link in the new applicant email', () => {
  it("shows the applicant's resume signed out, for that practice's posting only, for 14 days", async () => {
    const seeker = await candidate();
    const job = await liveJob(api, practice, { name: 'Signed Hygienist' });
    const applied = await apply(api, seeker, job.id, 'Happy to start in October.');
    expect(applied.statusCode, applied.body).toBe(201);
    const token = tokenIn(await lastEmailTo(api, practice.email, 'New applicant for Signed Hygienist'), '/applicant/');

    const answer = await signed('GET', `applicant/${token}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      applicant: {
        applicationId: applied.json().applicationId,
        jobId: job.id,
        username: seeker.username,
        message: 'Happy to start in October.',
        reviewedDate: null,
      },
      expiresAt: '2026-09-21T10:00:00.000Z',
    });
    expect(answer.json().applicant.profile.resume.skills).toHaveLength(5);
    // Reading from the email does not count as opening it in the app.
    const listed = await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/applications/${job.id}`);
    expect(listed.json()[0].reviewedDate).toBeNull();

    // Another posting's application under this signature, or a validly signed link whose ids do not belong together.
    const rivalJob = await liveJob(api, rival, { name: 'Rival role' });
    const rivalApplication = (await apply(api, seeker, rivalJob.id)).json().applicationId as number;
    const changed = await signed(
      'GET',
      `applicant/${withSubject(token, { applicationId: rivalApplication, employerId: await userIdOf(api, practice.username) })}`,
    );
    expect(errorOf(changed)).toEqual({ status: 403, code: 'LINK_INVALID', field: 'token' });
    const mismatched = api.ctx.signedLinks.create(
      'resume-detail',
      { applicationId: rivalApplication, employerId: await userIdOf(api, practice.username) },
      { ttlMs: 86_400_000 },
    );
    const refused = await signed('GET', `applicant/${mismatched}`);
    expect(errorOf(refused)).toEqual({ status: 403, code: 'LINK_INVALID', field: 'token' });
    expect(refused.body).not.toContain(seeker.username);

    // Another link's purpose, a cut token.
    const otherPurpose = api.ctx.signedLinks.create('interview-outcome', { applicationId: applied.json().applicationId }, { ttlMs: 86_400_000 });
    expect(errorOf(await signed('GET', `applicant/${otherPurpose}`))).toMatchObject({ status: 403, code: 'LINK_INVALID' });
    expect(errorOf(await signed('GET', `applicant/${token.split('.')[0]}`))).toMatchObject({ status: 400, code: 'LINK_MALFORMED' });

    clock.advanceDays(14);
    expect(errorOf(await signed('GET', `applicant/${token}`))).toEqual({ status: 410, code: 'LINK_EXPIRED', field: 'token' });
    clock.set(START);
    // Reading is not single use.
    expect((await signed('GET', `applicant/${token}`)).statusCode).toBe(200);
  });
});

describe('the invitation link', () => {
  it('shows the invitation signed out and accepts it once, applying with the message', async () => {
    const seeker = await candidate();
    const job = await liveJob(api, practice, { name: 'Invited Assistant' });
    const invitationId = (await invite(api, practice, job.id, seeker.username, 'Come and meet us.')).json().invitationId as number;
    const token = tokenIn(await latestEmailText(seeker.email), '/invitation/');

    const shown = await signed('GET', `invitation/${token}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      invitation: { invitationId, jobId: job.id, status: 'PENDING', message: 'Come and meet us.', job: { name: 'Invited Assistant', isLive: true } },
      isAnswered: false,
      expiresAt: '2026-10-07T10:00:00.000Z',
    });

    // Bad answers: 400 naming the field, nothing stored.
    const before = await hiringTables(api);
    expect(errorOf(await signed('POST', `invitation/${token}`, { answer: 'MAYBE' }))).toMatchObject({ status: 400, field: 'answer' });
    expect((await signed('POST', `invitation/${token}`, { answer: 'ACCEPT', message: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await signed('POST', `invitation/${token}`, { answer: 'ACCEPT', extra: 1 })).statusCode).toBe(400);
    expect(await hiringTables(api)).toEqual(before);

    // Two clicks at once: one answer.
    const [first, second] = await Promise.all([
      signed('POST', `invitation/${token}`, { answer: 'ACCEPT', message: 'Thank you, I would love to.' }),
      signed('POST', `invitation/${token}`, { answer: 'ACCEPT', message: 'Thank you, I would love to.' }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const accepted = first.statusCode === 200 ? first : second;
    expect(accepted.json()).toMatchObject({ invitation: { invitationId, status: 'ACCEPTED' }, applicationId: expect.any(Number) });
    expect(errorOf(first.statusCode === 409 ? first : second)).toEqual({ status: 409, code: 'LINK_USED', field: 'token' });

    // The practice got its new applicant, with the message.
    const applications = await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/applications/${job.id}`);
    expect(applications.json()).toEqual([expect.objectContaining({ username: seeker.username, message: 'Thank you, I would love to.', invitationId })]);
    // The page now says what happened; answering again is refused.
    expect((await signed('GET', `invitation/${token}`)).json()).toMatchObject({ invitation: { status: 'ACCEPTED' }, isAnswered: true });
    expect(errorOf(await signed('POST', `invitation/${token}`, { answer: 'DECLINE' }))).toMatchObject({ status: 409, code: 'LINK_USED' });
  });

  it('declines; an answer refused by the rules of applying leaves the link usable', async () => {
    const seeker = await candidate({ goodToApply: false });
    const job = await liveJob(api, practice, { name: 'Declined Role' });
    await invite(api, practice, job.id, seeker.username);
    const token = tokenIn(await latestEmailText(seeker.email), '/invitation/');

    const incomplete = await signed('POST', `invitation/${token}`, { answer: 'ACCEPT', message: null });
    expect(errorOf(incomplete)).toMatchObject({ status: 409, code: 'PROFILE_INCOMPLETE' });
    const declined = await signed('POST', `invitation/${token}`, { answer: 'DECLINE' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ invitation: { status: 'DECLINED' }, applicationId: null });
    const listed = await call(api, practice, 'GET', `/api9/jobs/${job.id}/invitations`);
    expect(listed.json()[0]).toMatchObject({ username: seeker.username, status: 'DECLINED' });
  });

  it("refuses a changed, expired or another person's invitation link", async () => {
    const [seeker, other] = [await candidate(), await candidate()];
    const job = await liveJob(api, practice, { name: 'Guarded Role' });
    await invite(api, practice, job.id, seeker.username);
    const token = tokenIn(await latestEmailText(seeker.email), '/invitation/');
    const othersInvitation = (await invite(api, practice, job.id, other.username)).json().invitationId as number;
    const seekerId = await userIdOf(api, seeker.username);

    const changed = withSubject(token, { invitationId: othersInvitation, userId: await userIdOf(api, other.username) });
    expect(errorOf(await signed('GET', `invitation/${changed}`))).toMatchObject({ status: 403, code: 'LINK_INVALID' });
    expect(errorOf(await signed('POST', `invitation/${changed}`, { answer: 'DECLINE' }))).toMatchObject({ status: 403, code: 'LINK_INVALID' });
    const mismatched = api.ctx.signedLinks.create(
      'invitation-answer',
      { invitationId: othersInvitation, userId: seekerId },
      { ttlMs: 86_400_000, singleUse: true },
    );
    const refused = await signed('POST', `invitation/${mismatched}`, { answer: 'DECLINE' });
    expect(errorOf(refused)).toMatchObject({ status: 403, code: 'LINK_INVALID' });
    expect((await call(api, other, 'GET', `/api9/users/staff/${other.username}/invitations`)).json()[0].status).toBe('PENDING');

    clock.advanceDays(30);
    expect(errorOf(await signed('POST', `invitation/${token}`, { answer: 'DECLINE' }))).toEqual({ status: 410, code: 'LINK_EXPIRED', field: 'token' });
    clock.set(START);
    expect((await call(api, seeker, 'GET', `/api9/users/staff/${seeker.username}/invitations`)).json()[0].status).toBe('PENDING');
  });
});

/** The newest email to an address, whatever its subject. */
async function latestEmailText(to: string): Promise<string | null> {
  const [row] = await api.database.db
    .select({ text: outboxMessages.textBody })
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, to))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row?.text ?? null;
}

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
