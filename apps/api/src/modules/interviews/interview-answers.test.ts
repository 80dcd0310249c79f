import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { outboxMessages } from '@chairside/db/schema';
import type { Interview } from '@chairside/domain/hiring';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { apply, fillResume, hiringTables, liveJob } from '../../testing/hiring';

// Interviews in the office's time zone (named in pages and emails), the job seeker's answers,
// and calendar invitations (docs/decisions/0038-interview-time-zones-answers-and-calendar.md).

const clock = movableClock('2026-10-20T12:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;
let arizona: TestAccount;
let seeker: TestAccount;
let other: TestAccount;
const ids = { chicagoApplication: 0, phoenixApplication: 0, otherApplication: 0 };

beforeAll(async () => {
  [practice, arizona, seeker, other] = [await signUpEmployer(api), await signUpEmployer(api), await signUpStaff(api), await signUpStaff(api)];
  await fillResume(api, seeker);
  await fillResume(api, other);
  const chicagoJob = await liveJob(api, practice, { name: 'Hygienist', zip: '60614' });
  const phoenixJob = await liveJob(api, arizona, { name: 'Assistant', zip: '85004', address: '100 W Washington St' });
  ids.chicagoApplication = (await apply(api, seeker, chicagoJob.id)).json().applicationId;
  ids.otherApplication = (await apply(api, other, chicagoJob.id)).json().applicationId;
  ids.phoenixApplication = (await apply(api, seeker, phoenixJob.id)).json().applicationId;
});

const propose = (body: Record<string, unknown>, account = practice) => call(api, account, 'POST', `/api9/users/employers/${account.username}/interviews`, body);
const change = (id: number, body: Record<string, unknown>, account = practice) =>
  call(api, account, 'PUT', `/api9/users/employers/${account.username}/interviews/${id}`, body);
const answer = (id: number, body: unknown, account = seeker) =>
  call(api, account, 'PUT', `/api9/users/staff/${account.username}/interviews/${id}/answer`, body);
const list = async (account: TestAccount) => (await call(api, account, 'GET', `/api9/users/${account.username}/interviews?date=all`)).json() as Interview[];

/** The latest email to an address with that subject: its text and calendar invitation. */
async function lastEmail(to: string, subject: string) {
  const [row] = await api.database.db
    .select({ text: outboxMessages.textBody, calendar: outboxMessages.calendar })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, to), eq(outboxMessages.subject, subject)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row ?? null;
}

/** The content lines of a calendar file with folding undone. */
const calendarLines = (content: string) => content.replace(/\r\n /g, '').split('\r\n');

describe('interview times in the office’s zone', () => {
  it('reads the office’s local time and names the zone on both sides of the daylight-saving change', async () => {
    const before = await propose({ applicationId: ids.chicagoApplication, type: 'INPERSON', interviewDate: '2026-10-31T10:30' });
    expect(before.statusCode, before.body).toBe(201);
    expect(before.json()).toMatchObject({ interviewDate: '2026-10-31T15:30:00.000Z', timeZone: 'America/Chicago', sequence: 0, status: 'PROPOSED' });
    const email = await lastEmail(seeker.email, 'Interview proposed: Hygienist');
    expect(email?.text).toContain('Sat, Oct 31, 10:30 AM CDT');
    expect(email?.text).not.toMatch(/UTC|GMT/);

    const after = await propose({ applicationId: ids.chicagoApplication, type: 'INPERSON', interviewDate: '2026-11-02T10:30' });
    expect(after.json()).toMatchObject({ interviewDate: '2026-11-02T16:30:00.000Z', timeZone: 'America/Chicago' });
    expect((await lastEmail(seeker.email, 'Interview proposed: Hygienist'))?.text).toContain('Mon, Nov 2, 10:30 AM CST');

    // An instant with an offset is still taken as it is.
    const exact = await propose({ applicationId: ids.otherApplication, type: 'PHONE', interviewDate: '2026-11-03T09:00:00-06:00' });
    expect(exact.json().interviewDate).toBe('2026-11-03T15:00:00.000Z');
  });

  it('keeps Arizona on MST all year', async () => {
    const summer = await propose({ applicationId: ids.phoenixApplication, type: 'TEAM', interviewDate: '2026-10-30T10:30' }, arizona);
    expect(summer.statusCode, summer.body).toBe(201);
    expect(summer.json()).toMatchObject({ interviewDate: '2026-10-30T17:30:00.000Z', timeZone: 'America/Phoenix' });
    expect((await lastEmail(seeker.email, 'Interview proposed: Assistant'))?.text).toContain('Fri, Oct 30, 10:30 AM MST');
    const winter = await propose({ applicationId: ids.phoenixApplication, type: 'TEAM', interviewDate: '2026-11-04T10:30' }, arizona);
    expect(winter.json().interviewDate).toBe('2026-11-04T17:30:00.000Z');
  });

  it('refuses a time that is not one, naming interviewDate, and stores nothing', async () => {
    const before = await hiringTables(api);
    for (const interviewDate of ['2026-02-30T10:00', '2026-11-02T25:00', '2026-11-02 10:30', 'tomorrow', '2026-10-20T06:59', 42]) {
      const response = await propose({ applicationId: ids.chicagoApplication, type: 'PHONE', interviewDate });
      expect(response.statusCode, String(interviewDate)).toBe(400);
      expect(response.json().errors[0].field).toBe('interviewDate');
    }
    expect(await hiringTables(api)).toEqual(before);
  });
});

describe('the job seeker’s answers', () => {
  let interview: Interview;

  beforeAll(async () => {
    interview = (
      await propose({ applicationId: ids.chicagoApplication, type: 'WORKING', interviewDate: '2026-11-05T09:00', location: '2450 N Clark St' })
    ).json();
  });

  it('asks for another time with a message: the practice is told by email and sees it in its list', async () => {
    const missing = await answer(interview.id, { answer: 'NEW_TIME', message: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('message');

    const asked = await answer(interview.id, { answer: 'NEW_TIME', message: 'Could we meet in the afternoon?' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      status: 'PROPOSED',
      response: 'NEW_TIME',
      responseMessage: 'Could we meet in the afternoon?',
      respondedDate: '2026-10-20T12:00:00.000Z',
    });
    const told = await lastEmail(practice.email, `${interview.name} asks for another time: Hygienist`);
    expect(told?.text).toContain('Thu, Nov 5, 9:00 AM CST');
    expect(told?.text).toContain('Could we meet in the afternoon?');
    const seen = (await list(practice)).find((item) => item.id === interview.id);
    expect(seen).toMatchObject({ response: 'NEW_TIME', responseMessage: 'Could we meet in the afternoon?' });
  });

  it('the practice changes the time: PROPOSED again, the answer cleared, SEQUENCE up, an updated invitation for both', async () => {
    const changed = await change(interview.id, { type: 'WORKING', interviewDate: '2026-11-05T14:00', location: '2450 N Clark St' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ interviewDate: '2026-11-05T20:00:00.000Z', status: 'PROPOSED', sequence: 1, response: null, responseMessage: null });
    const email = await lastEmail(seeker.email, 'Interview changed: Hygienist');
    expect(email?.text).toContain('Thu, Nov 5, 2:00 PM CST');
    const ics = email?.calendar;
    expect(ics).toMatchObject({ method: 'REQUEST', filename: 'interview.ics' });
    const lines = calendarLines(ics?.content ?? '');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain(`UID:interview-${interview.id}@localhost`);
    expect(lines).toContain('SEQUENCE:1');
    expect(lines).toContain('DTSTART:20261105T200000Z');
    expect(lines).toContain('LOCATION:2450 N Clark St');
    expect(lines.some((line) => line.startsWith('ATTENDEE') && line.endsWith(`mailto:${seeker.email}`))).toBe(true);
    const copy = await lastEmail(practice.email, `Interview changed: ${interview.name}, Hygienist`);
    expect(calendarLines(copy?.calendar?.content ?? '')).toEqual(expect.arrayContaining(['SEQUENCE:1', `UID:interview-${interview.id}@localhost`]));
  });

  it('accepts: CONFIRMED, the practice is told; the same answer again changes nothing', async () => {
    const accepted = await answer(interview.id, { answer: 'ACCEPT' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'CONFIRMED', response: 'ACCEPTED', responseMessage: null, practice: { username: practice.username } });
    expect((await lastEmail(practice.email, `${interview.name} accepted: Hygienist`))?.text).toContain('Thu, Nov 5, 2:00 PM CST');
    const before = await hiringTables(api);
    expect((await answer(interview.id, { answer: 'ACCEPT' })).json().status).toBe('CONFIRMED');
    expect(await hiringTables(api)).toEqual(before);
    expect((await list(practice)).find((item) => item.id === interview.id)?.status).toBe('CONFIRMED');
  });

  it('declines: DECLINED and final; the practice cannot change it and upcoming lists leave it out', async () => {
    const other = (await propose({ applicationId: ids.chicagoApplication, type: 'PHONE', interviewDate: '2026-11-06T11:00' })).json() as Interview;
    const declined = await answer(other.id, { answer: 'DECLINE', message: 'I took another position.' });
    expect(declined.json()).toMatchObject({ status: 'DECLINED', response: 'DECLINED' });
    expect((await lastEmail(practice.email, `${other.name} declined: Hygienist`))?.text).toContain('I took another position.');
    const again = await answer(other.id, { answer: 'ACCEPT' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('status');
    const changed = await change(other.id, { type: 'PHONE', interviewDate: '2026-11-07T11:00' });
    expect(changed.statusCode).toBe(409);
    const upcoming = (await call(api, seeker, 'GET', `/api9/users/${seeker.username}/interviews?date=upcoming`)).json() as Interview[];
    expect(upcoming.map((item) => item.id)).not.toContain(other.id);
  });

  it('cancelling sends METHOD:CANCEL with the same UID and a higher SEQUENCE; no answer afterwards', async () => {
    const cancelled = await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/interviews/${interview.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELED', sequence: 2 });
    const email = await lastEmail(seeker.email, 'Interview canceled: Hygienist');
    const ics = email?.calendar;
    expect(ics).toMatchObject({ method: 'CANCEL', filename: 'interview-cancelled.ics' });
    expect(calendarLines(ics?.content ?? '')).toEqual(
      expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:2', `UID:interview-${interview.id}@localhost`, 'DTSTART:20261105T200000Z']),
    );
    expect((await lastEmail(practice.email, `Interview canceled: ${interview.name}, Hygienist`))?.calendar?.content).toContain('METHOD:CANCEL');
    const late = await answer(interview.id, { answer: 'ACCEPT' });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0]).toMatchObject({ field: 'status', message: 'The practice canceled this interview.' });
  });

  it('only the job seeker answers its own interviews; bad bodies are 400 naming the field; nothing stored', async () => {
    const fresh = (await propose({ applicationId: ids.otherApplication, type: 'PHONE', interviewDate: '2026-11-09T11:00' })).json() as Interview;
    const before = await hiringTables(api);
    expect((await answer(fresh.id, { answer: 'ACCEPT' })).statusCode).toBe(404); // seeker is not its applicant
    expect((await call(api, practice, 'PUT', `/api9/users/staff/${other.username}/interviews/${fresh.id}/answer`, { answer: 'ACCEPT' })).statusCode).toBe(403);
    expect((await call(api, seeker, 'PUT', `/api9/users/staff/${other.username}/interviews/${fresh.id}/answer`, { answer: 'ACCEPT' })).statusCode).toBe(404);
    expect(
      (await api.app.inject({ method: 'PUT', url: `/api9/users/staff/${other.username}/interviews/${fresh.id}/answer`, payload: { answer: 'ACCEPT' } }))
        .statusCode,
    ).toBe(401);
    for (const [body, field] of [
      [{ answer: 'MAYBE' }, 'answer'],
      [{}, 'answer'],
      [{ answer: 'ACCEPT', message: 7 }, 'message'],
      [{ answer: 'NEW_TIME', message: 'x'.repeat(2001) }, 'message'],
    ] as const) {
      const response = await answer(fresh.id, body, other);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
    expect((await answer(fresh.id, { answer: 'ACCEPT', sneaky: 1 }, other)).statusCode).toBe(400);
    expect(await hiringTables(api)).toEqual(before);
  });

  it('takes no answer once the interview has taken place', async () => {
    const soon = (await propose({ applicationId: ids.otherApplication, type: 'PHONE', interviewDate: '2026-10-21T09:00' })).json() as Interview;
    clock.set('2026-10-22T12:00:00Z');
    const late = await answer(soon.id, { answer: 'ACCEPT' }, other);
    clock.set('2026-10-20T12:00:00.000Z');
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].field).toBe('interviewDate');
  });
});

describe('calendar invitations for a confidential posting', () => {
  it('do not name the practice to the applicant', async () => {
    const secret = await liveJob(api, practice, { name: 'Associate Hygienist', isConfidential: true });
    const applicationId = (await apply(api, other, secret.id)).json().applicationId;
    const proposed = await propose({ applicationId, type: 'INPERSON', interviewDate: '2026-11-10T10:00', location: 'Suite 200, ask for Dana' });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const email = await lastEmail(other.email, 'Interview proposed: Associate Hygienist');
    const content = email?.calendar?.content ?? '';
    const lines = calendarLines(content);
    expect(lines).toEqual(
      expect.arrayContaining(['SUMMARY:In-Person Meeting/Interview: Associate Hygienist (confidential practice)', 'LOCATION:Suite 200\\, ask for Dana']),
    );
    expect(lines.find((line) => line.startsWith('ORGANIZER'))).toMatch(/^ORGANIZER;CN="Chairside":mailto:/);
    for (const text of [content, email?.text ?? '']) {
      expect(text).not.toContain('Bright Smiles Dental');
      expect(text).not.toContain(practice.username);
    }
    expect(email?.text).toContain('Tue, Nov 10, 10:00 AM CST');
  });
});
