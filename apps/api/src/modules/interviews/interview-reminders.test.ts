import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { notices, outboxMessages } from '@chairside/db/schema';
import { runDueTasks, useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { apply, fillResume, liveJob } from '../../testing/hiring';
import { inbound, optInToTexts, textFrom, textsTo, verifiedPhone } from '../../testing/texts';
import { INTERVIEW_REMINDER_PLAN_TASK, INTERVIEWS_TODAY_TASK } from './interview-reminders';

const clock = movableClock('2026-09-07T10:00:00.000Z');
const INBOUND_TOKEN = 'local-inbound-token-for-the-reminder-tests';
const api = useTestApi({ clock, env: { SMS_LOCAL_WEBHOOK_TOKEN: INBOUND_TOKEN } });
const HOUR = 3_600_000;

let practice: TestAccount;
let seeker: TestAccount;
let applicationId: number;

const moveTo = (iso: string) => clock.set(iso);
const emailsTo = (to: string, subject: string) =>
  api.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, to), like(outboxMessages.subject, `${subject}%`)));
const propose = async (interviewDate: string, forApplication = applicationId) => {
  const response = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/interviews`, {
    applicationId: forApplication,
    type: 'INPERSON',
    interviewDate,
    durationMinutes: 45,
    location: '2450 N Clark St',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
};

beforeAll(async () => {
  [practice, seeker] = [await signUpEmployer(api), await signUpStaff(api)];
  await fillResume(api, seeker);
  const job = await liveJob(api, practice, { name: 'Hygienist' });
  applicationId = (await apply(api, seeker, job.id)).json().applicationId;
});

describe('interview reminders', () => {
  it('remind both sides a day before and two hours before, once each, in the office time', async () => {
    moveTo('2026-09-07T10:00:00.000Z');
    const interview = await propose('2026-09-10T15:00:00.000Z');

    // Nothing two days ahead.
    moveTo('2026-09-08T15:00:00.000Z');
    expect(await runDueTasks(api.ctx)).toContain(INTERVIEW_REMINDER_PLAN_TASK);
    expect(await emailsTo(seeker.email, 'Interview tomorrow')).toHaveLength(0);

    // Planned a little ahead, sent at its time: 24 hours before.
    moveTo('2026-09-09T14:45:00.000Z');
    await runDueTasks(api.ctx);
    expect(await emailsTo(seeker.email, 'Interview tomorrow')).toHaveLength(0);
    moveTo('2026-09-09T15:00:00.000Z');
    await runDueTasks(api.ctx);
    const [applicantEmail] = await emailsTo(seeker.email, 'Interview tomorrow');
    expect(applicantEmail.textBody).toContain('Your interview with');
    expect(applicantEmail.textBody).toContain('2450 N Clark St');
    expect(applicantEmail.textBody).toContain('You have not answered it yet');
    expect(applicantEmail.htmlBody).toContain('See the interview');
    const [practiceEmail] = await emailsTo(practice.email, 'Interview tomorrow');
    expect(practiceEmail.textBody).toContain('Raé Núñez');
    const pushes = await api.database.db
      .select()
      .from(notices)
      .where(like(notices.key, `push:interview-reminder:${interview.id}:%`));
    expect(pushes).toHaveLength(2);

    // Passes again within the hour add nothing.
    moveTo('2026-09-09T15:30:00.000Z');
    await runDueTasks(api.ctx);
    expect(await emailsTo(seeker.email, 'Interview tomorrow')).toHaveLength(1);

    moveTo('2026-09-10T13:00:00.000Z');
    await runDueTasks(api.ctx);
    expect(await emailsTo(seeker.email, 'Interview in two hours')).toHaveLength(1);
    expect(await emailsTo(practice.email, 'Interview in two hours')).toHaveLength(1);
  });

  it('a moved interview is reminded at its new time; a cancelled one is not reminded', async () => {
    moveTo('2026-09-12T09:00:00.000Z');
    const moved = await propose('2026-09-14T16:00:00.000Z');
    const changed = await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/interviews/${moved.id}`, {
      type: 'INPERSON',
      interviewDate: '2026-09-15T16:00:00.000Z',
      durationMinutes: 45,
      location: '2450 N Clark St',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const before = (await emailsTo(seeker.email, 'Interview tomorrow')).length;
    moveTo('2026-09-13T16:00:00.000Z');
    await runDueTasks(api.ctx);
    expect(await emailsTo(seeker.email, 'Interview tomorrow')).toHaveLength(before);
    moveTo('2026-09-14T16:00:00.000Z');
    await runDueTasks(api.ctx);
    expect(await emailsTo(seeker.email, 'Interview tomorrow')).toHaveLength(before + 1);

    // Cancelled after its reminder was queued: the reminder finds it cancelled and sends nothing.
    moveTo('2026-09-15T13:50:00.000Z');
    await runDueTasks(api.ctx);
    const cancelled = await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/interviews/${moved.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    moveTo('2026-09-15T14:05:00.000Z');
    await runDueTasks(api.ctx);
    expect(await emailsTo(seeker.email, 'Interview in two hours')).toHaveLength(1);
  });

  it('the practice gets a morning summary of the day, once', async () => {
    moveTo('2026-09-20T09:00:00.000Z');
    await propose('2026-09-22T15:00:00.000Z');
    await propose('2026-09-22T19:30:00.000Z');
    // 6 AM in Chicago (the posting's office): not yet.
    moveTo(new Date(Date.parse('2026-09-22T11:00:00.000Z')).toISOString());
    expect(await runDueTasks(api.ctx)).toContain(INTERVIEWS_TODAY_TASK);
    expect(await emailsTo(practice.email, 'Your 2 interviews today')).toHaveLength(0);
    moveTo(new Date(Date.parse('2026-09-22T11:00:00.000Z') + HOUR).toISOString());
    await runDueTasks(api.ctx);
    const [summary] = await emailsTo(practice.email, 'Your 2 interviews today');
    expect(summary.textBody).toContain('Raé Núñez');
    moveTo(new Date(Date.parse('2026-09-22T11:00:00.000Z') + 2 * HOUR).toISOString());
    await runDueTasks(api.ctx);
    expect(await emailsTo(practice.email, 'Your 2 interviews today')).toHaveLength(1);
  });

  it('texts an applicant who verified a phone and opted in, until they answer STOP', async () => {
    moveTo('2026-10-05T15:00:00.000Z');
    const texter = await signUpStaff(api);
    await fillResume(api, texter);
    const phone = await verifiedPhone(api, texter);
    await optInToTexts(api, texter, phone, ['interviewReminders']);
    const job = await liveJob(api, practice, { name: 'Assistant' });
    await propose('2026-10-08T15:00:00.000Z', (await apply(api, texter, job.id)).json().applicationId);
    const reminderTexts = async () => (await textsTo(api, phone)).filter((text) => text.purpose === 'notice');

    // The clock moves to 24 hours before: the reminder is texted (10 AM in Austin, outside quiet hours).
    moveTo('2026-10-07T14:50:00.000Z');
    await runDueTasks(api.ctx);
    moveTo('2026-10-07T15:00:00.000Z');
    await runDueTasks(api.ctx);
    const [dayBefore, ...others] = await reminderTexts();
    expect(others).toHaveLength(0);
    expect(dayBefore).toMatchObject({ status: 'sent' });
    expect(dayBefore.body).toMatch(
      /^Chairside: Interview tomorrow with .+: In-Person Meeting\/Interview, Thu, Oct 8, 10:00 AM CDT\. http:\/\/.+\/app\/interviews$/,
    );

    // STOP: the two-hour reminder still goes by email, never by text.
    expect((await inbound(api, textFrom(phone, 'STOP'), { token: INBOUND_TOKEN })).statusCode).toBe(200);
    moveTo('2026-10-08T12:55:00.000Z');
    await runDueTasks(api.ctx);
    moveTo('2026-10-08T13:00:00.000Z');
    await runDueTasks(api.ctx);
    expect(await emailsTo(texter.email, 'Interview in two hours')).toHaveLength(1);
    expect((await reminderTexts()).filter((text) => text.status === 'sent')).toEqual([dayBefore]);
  });
});
