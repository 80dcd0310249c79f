import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import ICAL from 'ical.js';
import { outboxMessages } from '@chairside/db/schema';
import { runDueTasks, useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { apply, fillResume, liveJob } from '../../testing/hiring';

// Interviews people schedule themselves (ADR 117): availability, the signed link, the race for one
// time, moving and cancelling from either side, the invitation's calendar and the reminder.

const clock = movableClock('2026-09-07T10:00:00.000Z'); // a Monday
const api = useTestApi({ clock });

let practice: TestAccount;
let officeId: number;
let jobId: number;
const availability = () => `/api9/users/employers/${practice.username}/offices/${officeId}/interview-availability`;
// Tuesdays 9:00-10:30 in Chicago (CDT, UTC-5 in September): 30-minute interviews.
const TUESDAY_MORNINGS = { windows: [{ day: 2, from: '09:00', to: '10:30' }], durationMinutes: 30, minNoticeHours: 24, type: 'INPERSON' };

const emailsTo = (to: string, subject: string) =>
  api.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, to), like(outboxMessages.subject, `${subject}%`)));

/** A new applicant to the posting, sent a scheduling link; answers the token from the email. */
async function applicantWithLink(): Promise<{ seeker: TestAccount; token: string }> {
  const seeker = await signUpStaff(api);
  await fillResume(api, seeker);
  const applicationId = (await apply(api, seeker, jobId)).json().applicationId as number;
  const sent = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/applications/${applicationId}/scheduling-link`, { officeId });
  expect(sent.statusCode, sent.body).toBe(201);
  await api.ctx.notices.runDue();
  const [email] = await emailsTo(seeker.email, 'Pick an interview time');
  const token = /\/schedule\/([A-Za-z0-9_.%-]+)/.exec(email.textBody)?.[1];
  expect(token).toBeTruthy();
  return { seeker, token: decodeURIComponent(token!) };
}
const page = (token: string) => call(api, null, 'GET', `/api9/signed/interview-scheduling/${token}`);
const pick = (token: string, startsAt: string) => call(api, null, 'PUT', `/api9/signed/interview-scheduling/${token}`, { startsAt });

beforeAll(async () => {
  practice = await signUpEmployer(api);
  const office = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/offices`, {
    name: 'Lincoln Park',
    address: '2450 N Clark St',
    zip: '60614',
  });
  officeId = office.json().id;
  jobId = (await liveJob(api, practice, { name: 'Hygienist', zip: '60614' })).id;
});

describe('interview availability', () => {
  it('names the field of a bad value and keeps nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...TUESDAY_MORNINGS, durationMinutes: 5 }, 'durationMinutes'],
      [{ ...TUESDAY_MORNINGS, minNoticeHours: -1 }, 'minNoticeHours'],
      [{ ...TUESDAY_MORNINGS, windows: [{ day: 7, from: '09:00', to: '10:00' }] }, 'windows.0.day'],
      [{ ...TUESDAY_MORNINGS, windows: [{ day: 2, from: '9am', to: '10:00' }] }, 'windows.0.from'],
      [{ ...TUESDAY_MORNINGS, windows: [{ day: 2, from: '09:00', to: '09:15' }] }, 'windows.0.to'],
      [
        {
          ...TUESDAY_MORNINGS,
          windows: [
            { day: 2, from: '09:00', to: '11:00' },
            { day: 2, from: '10:00', to: '12:00' },
          ],
        },
        'windows.1.from',
      ],
      [{ ...TUESDAY_MORNINGS, extra: true }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await call(api, practice, 'PUT', availability(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(response.json().errors.map((e: { field?: string }) => e.field)).toContain(field);
    }
    expect((await call(api, practice, 'GET', availability())).json()).toMatchObject({ saved: false, timeZone: 'America/Chicago', windows: [] });
  });

  it('is the practice’s own: another practice gets 404, a job seeker 403, anonymous 401', async () => {
    const other = await signUpEmployer(api);
    const url = `/api9/users/employers/${other.username}/offices/${officeId}/interview-availability`;
    expect((await call(api, other, 'PUT', url, TUESDAY_MORNINGS)).statusCode).toBe(404);
    expect((await call(api, null, 'GET', availability())).statusCode).toBe(401);
    expect((await call(api, await signUpStaff(api), 'GET', availability())).statusCode).toBe(403);
  });

  it('saves windows in the office’s time zone', async () => {
    const saved = await call(api, practice, 'PUT', availability(), TUESDAY_MORNINGS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ saved: true, durationMinutes: 30, minNoticeHours: 24, interviewerUserId: null, windows: TUESDAY_MORNINGS.windows });
  });
});

describe('the scheduling link', () => {
  it('shows open times as instants of the office’s wall clock, and refuses a changed token', async () => {
    const { token } = await applicantWithLink();
    const shown = await page(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ officeTimeZone: 'America/Chicago', durationMinutes: 30, practiceName: expect.any(String), booked: null });
    // Tuesday Sep 8 9:00, 9:30, 10:00 CDT, then the next Tuesday.
    expect(shown.json().slots.slice(0, 4)).toEqual([
      '2026-09-08T14:00:00.000Z',
      '2026-09-08T14:30:00.000Z',
      '2026-09-08T15:00:00.000Z',
      '2026-09-15T14:00:00.000Z',
    ]);
    expect((await page(`${token.slice(0, -2)}xx`)).statusCode).toBe(403);
    expect((await page('garbage')).statusCode).toBe(400);
    expect((await pick(token, 'tomorrow')).json().errors[0].field).toBe('startsAt');
  });

  it('two candidates racing for one time: exactly one gets it, the other 409 with fresh times', async () => {
    const [first, second] = [await applicantWithLink(), await applicantWithLink()];
    const time = '2026-09-08T14:30:00.000Z';
    const answers = await Promise.all([pick(first.token, time), pick(second.token, time)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(lost).toMatchObject({
      reason: 'taken',
      errors: [{ code: 'CONFLICT', field: 'startsAt', message: expect.stringMatching(/no longer open|just booked/) }],
    });
    expect(lost.slots).not.toContain(time);
    expect(lost.slots).toContain('2026-09-08T15:00:00.000Z');
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    expect(winner).toMatchObject({ status: 'CONFIRMED', interviewDate: time, timeZone: 'America/Chicago', durationMinutes: 30 });
    // The practice's interviews list shows it.
    const listed = (await call(api, practice, 'GET', `/api9/users/${practice.username}/interviews`)).json();
    expect(listed.filter((interview: { interviewDate: string }) => interview.interviewDate === time)).toHaveLength(1);
  });

  it('sends the invitation with an iCalendar attachment, moves and cancels from the link, each side told', async () => {
    const { seeker, token } = await applicantWithLink();
    const booked = await pick(token, '2026-09-15T14:00:00.000Z');
    expect(booked.statusCode, booked.body).toBe(200);
    await api.ctx.notices.runDue();
    const [invitation] = await emailsTo(seeker.email, 'Interview booked');
    expect(invitation.calendar?.method).toBe('REQUEST');
    const calendar = new ICAL.Component(ICAL.parse(invitation.calendar!.content));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-09-15T14:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-09-15T14:30:00.000Z');
    expect(event.location).toContain('2450 N Clark St');
    expect(invitation.textBody).toContain('/schedule/');
    expect(await emailsTo(practice.email, 'Interview booked')).not.toHaveLength(0);

    const moved = await pick(token, '2026-09-15T15:00:00.000Z');
    expect(moved.json()).toMatchObject({ id: booked.json().id, interviewDate: '2026-09-15T15:00:00.000Z', sequence: booked.json().sequence + 1 });
    expect((await page(token)).json().slots).toContain('2026-09-15T14:00:00.000Z');
    const cancelled = await call(api, null, 'PUT', `/api9/signed/interview-scheduling/${token}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELED' });
    expect((await call(api, null, 'PUT', `/api9/signed/interview-scheduling/${token}/cancel`)).statusCode).toBe(409);
    await api.ctx.notices.runDue();
    expect(await emailsTo(practice.email, 'Interview moved')).toHaveLength(1);
    const [practiceCancel] = await emailsTo(practice.email, 'Interview canceled');
    expect(practiceCancel.calendar?.method).toBe('CANCEL');
    const [seekerCancel] = await emailsTo(seeker.email, 'Interview canceled');
    expect(seekerCancel.calendar?.content).toContain('METHOD:CANCEL');

    // Booked again, then the practice moves it with its own route, then cancels it: the time opens again.
    const again = (await pick(token, '2026-09-15T14:00:00.000Z')).json();
    const interviewUrl = `/api9/users/employers/${practice.username}/interviews/${again.id}`;
    const practiceMove = await call(api, practice, 'PUT', interviewUrl, {
      type: 'INPERSON',
      interviewDate: '2026-09-15T10:00',
      durationMinutes: 30,
      location: null,
      notes: null,
    });
    expect(practiceMove.statusCode, practiceMove.body).toBe(200);
    expect((await page(token)).json().booked).toMatchObject({ startsAt: '2026-09-15T15:00:00.000Z' });
    expect((await call(api, practice, 'PUT', `${interviewUrl}/cancel`)).json().status).toBe('CANCELED');
    expect((await page(token)).json()).toMatchObject({ booked: null });
    await api.ctx.notices.runDue();
    expect((await emailsTo(seeker.email, 'Interview canceled')).length).toBeGreaterThanOrEqual(2);
  });

  it('reminds the candidate a day before (clock moved)', async () => {
    const { seeker, token } = await applicantWithLink();
    expect((await pick(token, '2026-09-22T14:00:00.000Z')).statusCode).toBe(200);
    clock.set('2026-09-21T13:55:00.000Z');
    await runDueTasks(api.ctx);
    clock.set('2026-09-21T14:00:00.000Z');
    await runDueTasks(api.ctx);
    const [reminder] = await emailsTo(seeker.email, 'Interview tomorrow');
    expect(reminder?.textBody).toContain('2450 N Clark St');
    clock.set('2026-09-07T10:00:00.000Z');
  });
});
