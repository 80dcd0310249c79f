import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { calendarFeeds, jobDates, shiftCancellations } from '@chairside/db/schema';
import { withoutSignedLinkToken } from '../../platform/logger';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock, userIdOf } from '../../testing/jobs';
import { apply, fillResume, liveJob } from '../../testing/hiring';
import { NAUGHTY_STRINGS } from '../../testing/naughty-strings';

// Monday, November 30, 2026, noon in Chicago. The job seekers live in Austin and the practice is in
// Chicago (both America/Chicago, CST in December); one temp posting is in Phoenix (MST all year).
const clock = movableClock('2026-11-30T18:00:00.000Z');
const api = useTestApi({ clock });

let seeker: TestAccount;
let otherSeeker: TestAccount;
let practice: TestAccount;
let otherPractice: TestAccount;
const shifts = {} as Record<'dec3' | 'dec4' | 'dec5' | 'dec7' | 'phoenix', number>;
let interviewId: number;

const PRACTICE = 'Bright Smiles Dental';
const JOB = 'Temp Hygienist Cover';

/** The shift (job_dates row) of a posting on a date. */
async function shiftOn(jobId: number, date: string): Promise<number> {
  const [row] = await api.database.db
    .select({ id: jobDates.id })
    .from(jobDates)
    .where(and(eq(jobDates.jobId, jobId), eq(jobDates.date, date)));
  return row.id;
}

/** Books a shift for a person, as the temp shifts do (one conditional update of the row). */
async function book(shiftId: number, account: TestAccount, values: Partial<typeof jobDates.$inferInsert> = {}) {
  await api.database.db
    .update(jobDates)
    .set({ status: 'BOOKED', bookedUserId: await userIdOf(api, account.username), bookedAt: clock.now(), ...values })
    .where(eq(jobDates.id, shiftId));
}

/** A booking cancelled by the practice: the shift opens again, its SEQUENCE goes up, the cancellation is kept. */
async function cancelBooking(shiftId: number, account: TestAccount) {
  await api.database.db
    .update(jobDates)
    .set({ status: 'ACTIVE', bookedUserId: null, bookedAt: null, sequence: sql`${jobDates.sequence} + 1` })
    .where(eq(jobDates.id, shiftId));
  await api.database.db.insert(shiftCancellations).values({
    jobDateId: shiftId,
    userId: await userIdOf(api, account.username),
    cancelledBy: 'PRACTICE',
    reason: 'The dentist is ill.',
    isLate: false,
  });
}

const calendarOf = (as: TestAccount | null, of: TestAccount, query = 'from=2026-11-30&to=2026-12-13') =>
  call(api, as, 'GET', `/api9/users/${of.username}/calendar?${query}`);
const feedPath = (account: TestAccount) => `/api9/users/${account.username}/calendar-feed`;
const fetchFeed = (url: string) => api.app.inject({ method: 'GET', url: new URL(url).pathname });

/** The events of a feed as a standard iCalendar library reads them. */
function parsedFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    method: calendar.getFirstPropertyValue('method'),
    zones: calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid')),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        sequence: event.sequence,
        summary: event.summary,
        status: String(component.getFirstPropertyValue('status')),
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        zone: event.startDate.isDate ? 'date' : event.startDate.zone?.tzid,
      };
    }),
  };
}

/** The content lines with folding undone. */
const unfolded = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

beforeAll(async () => {
  [seeker, otherSeeker, practice, otherPractice] = await Promise.all([signUpStaff(api), signUpStaff(api), signUpEmployer(api), signUpEmployer(api)]);
  const chicago = await liveJob(api, practice, {
    name: JOB,
    type: 'TEMP',
    jobDates: [
      { date: '2026-12-03', startTime: '08:00', endTime: '17:00' },
      { date: '2026-12-04', startTime: '09:00', endTime: '15:00' },
      { date: '2026-12-05', startTime: '07:30', endTime: '12:30' },
      { date: '2026-12-07' },
    ],
  });
  const phoenix = await liveJob(api, practice, {
    name: 'Phoenix Assistant Cover',
    position: 'DA',
    type: 'TEMP',
    zip: '85004',
    address: '100 N 1st St',
    jobDates: [{ date: '2026-12-10', startTime: '08:00', endTime: '16:00' }],
  });
  shifts.dec3 = await shiftOn(chicago.id, '2026-12-03');
  shifts.dec4 = await shiftOn(chicago.id, '2026-12-04');
  shifts.dec5 = await shiftOn(chicago.id, '2026-12-05');
  shifts.dec7 = await shiftOn(chicago.id, '2026-12-07');
  shifts.phoenix = await shiftOn(phoenix.id, '2026-12-10');
  await book(shifts.dec3, seeker, { rateCents: 4500, breakMinutes: 30 });
  await book(shifts.dec4, seeker);
  await cancelBooking(shifts.dec4, seeker);
  await book(shifts.dec7, otherSeeker);
  await book(shifts.phoenix, seeker);

  // An interview proposed to the job seeker, at 10:30 in the office's zone on Wednesday, December 2.
  await fillResume(api, seeker);
  const applied = await apply(api, seeker, chicago.id);
  expect(applied.statusCode, applied.body).toBe(201);
  const proposed = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/interviews`, {
    applicationId: applied.json().applicationId,
    type: 'INPERSON',
    interviewDate: '2026-12-02T10:30',
    durationMinutes: 45,
    location: 'Front desk, 2450 N Clark St',
  });
  expect(proposed.statusCode, proposed.body).toBe(201);
  interviewId = proposed.json().id;

  // Free on Thursdays and Saturdays; not on Thursday, December 10.
  const saved = await call(api, seeker, 'PUT', `/api9/users/staff/${seeker.username}/temp-profile`, {
    positions: ['DH'],
    weekly: { thu: [{ start: '07:00', end: '17:00' }], sat: [{ start: '08:00', end: '12:00' }] },
    exceptions: [{ date: '2026-12-10', available: false }],
    travelMiles: 25,
    minimumRateCents: 4000,
    instantBooking: false,
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

describe("the person's calendar", () => {
  it('gives a job seeker their shifts, cancelled bookings, interviews and availability, in time order, days in their zone', async () => {
    const answer = await calendarOf(seeker, seeker);
    expect(answer.statusCode, answer.body).toBe(200);
    const calendar = answer.json();
    expect(calendar).toMatchObject({ from: '2026-11-30', to: '2026-12-13', timeZone: 'America/Chicago' });
    const shift = (id: number) => `shift-${id}`;
    expect(calendar.items).toEqual([
      {
        kind: 'INTERVIEW',
        id: `interview-${interviewId}`,
        title: `In-Person Meeting/Interview: ${JOB} at ${PRACTICE}`,
        start: '2026-12-02T16:30:00.000Z',
        end: '2026-12-02T17:15:00.000Z',
        allDay: false,
        timeZone: 'America/Chicago',
        status: 'TENTATIVE',
        location: 'Front desk, 2450 N Clark St',
        link: '/app/interviews',
      },
      {
        kind: 'AVAILABILITY',
        id: 'availability-2026-12-03-07:00',
        title: 'Available for temp shifts',
        start: '2026-12-03T13:00:00.000Z',
        end: '2026-12-03T23:00:00.000Z',
        allDay: false,
        timeZone: 'America/Chicago',
        status: 'CONFIRMED',
        location: null,
        link: '/app/temp-work',
      },
      {
        kind: 'SHIFT',
        id: shift(shifts.dec3),
        title: `Shift: ${JOB} at ${PRACTICE}`,
        start: '2026-12-03T14:00:00.000Z',
        end: '2026-12-03T23:00:00.000Z',
        allDay: false,
        timeZone: 'America/Chicago',
        status: 'CONFIRMED',
        location: '2450 N Clark St, Chicago IL, 60614',
        link: '/app/temp-shifts',
      },
      expect.objectContaining({
        kind: 'SHIFT',
        id: shift(shifts.dec4),
        title: `Canceled shift: ${JOB} at ${PRACTICE}`,
        start: '2026-12-04T15:00:00.000Z',
        end: '2026-12-04T21:00:00.000Z',
        status: 'CANCELLED',
      }),
      expect.objectContaining({ kind: 'AVAILABILITY', start: '2026-12-05T14:00:00.000Z', end: '2026-12-05T18:00:00.000Z' }),
      // In Phoenix 8:00 is 15:00 UTC all year; Thursday the 10th is a day off, so no availability that day.
      expect.objectContaining({
        kind: 'SHIFT',
        id: shift(shifts.phoenix),
        title: `Shift: Phoenix Assistant Cover at ${PRACTICE}`,
        start: '2026-12-10T15:00:00.000Z',
        end: '2026-12-10T23:00:00.000Z',
        timeZone: 'America/Phoenix',
        status: 'CONFIRMED',
      }),
      expect.objectContaining({ kind: 'AVAILABILITY', id: 'availability-2026-12-12-08:00', start: '2026-12-12T14:00:00.000Z' }),
    ]);
  });

  it('gives a practice the open and booked shifts of its temp postings, with who is booked, and its interviews', async () => {
    const calendar = (await calendarOf(practice, practice)).json();
    expect(
      calendar.items.map((item: { id: string; title: string; status: string; allDay: boolean; link: string }) => [
        item.id,
        item.title,
        item.status,
        item.allDay,
      ]),
    ).toEqual([
      [`interview-${interviewId}`, `In-Person Meeting/Interview with Raé Núñez: ${JOB}`, 'TENTATIVE', false],
      [`shift-${shifts.dec3}`, `Shift: ${JOB}, booked: Raé Núñez`, 'CONFIRMED', false],
      [`shift-${shifts.dec4}`, `Open shift: ${JOB}`, 'TENTATIVE', false],
      [`shift-${shifts.dec5}`, `Open shift: ${JOB}`, 'TENTATIVE', false],
      // A date without hours is the whole day in the practice's zone.
      [`shift-${shifts.dec7}`, `Shift: ${JOB}, booked: Raé Núñez`, 'CONFIRMED', true],
      [`shift-${shifts.phoenix}`, 'Shift: Phoenix Assistant Cover, booked: Raé Núñez', 'CONFIRMED', false],
    ]);
    const dec7 = calendar.items.find((item: { id: string }) => item.id === `shift-${shifts.dec7}`);
    expect(dec7).toMatchObject({
      start: '2026-12-07T06:00:00.000Z',
      end: '2026-12-08T06:00:00.000Z',
      link: '/app/shifts',
    });
  });

  it('reads only the days asked for, whole days in the person’s zone', async () => {
    // December 3 in Chicago runs from 06:00 UTC to 06:00 UTC the next day.
    const items = (await calendarOf(seeker, seeker, 'from=2026-12-03&to=2026-12-03')).json().items;
    expect(items.map((item: { id: string }) => item.id)).toEqual(['availability-2026-12-03-07:00', `shift-${shifts.dec3}`]);
    expect((await calendarOf(otherPractice, otherPractice)).json().items).toEqual([]);
  });

  it.each([
    ['from=2026-12-01', 'to', 'to is a day written YYYY-MM-DD.'],
    ['to=2026-12-01', 'from', 'from is a day written YYYY-MM-DD.'],
    ['from=2026-12-02&to=2026-12-01', 'to', 'to is the same day as from or a later one.'],
    ['from=2026-11-01&to=2027-01-02', 'to', 'Ask for at most 62 days at a time.'],
    ['from=2026-02-30&to=2026-03-02', 'from', 'from is a day written YYYY-MM-DD.'],
    ['from=2026-12-01&to=2026-12-02&tz=UTC', 'tz', 'Unknown field: tz.'],
  ])('refuses %s: 400 naming %s', async (query, field, message) => {
    const answer = await calendarOf(seeker, seeker, query);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().errors).toEqual([{ code: 'VALIDATION', field, message }]);
  });

  it('refuses hostile days with a 400, never a 500', async () => {
    for (const value of NAUGHTY_STRINGS) {
      const answer = await calendarOf(seeker, seeker, `from=${encodeURIComponent(value)}&to=2026-12-01`);
      expect(answer.statusCode, value).toBe(400);
    }
  });

  it('is its owner’s only: anonymous 401, another person 404, an administrator’s own empty', async () => {
    expect((await calendarOf(null, seeker)).statusCode).toBe(401);
    expect((await calendarOf(otherSeeker, seeker)).statusCode).toBe(404);
    expect((await calendarOf(practice, seeker)).statusCode).toBe(404);
    expect((await calendarOf(seeker, practice)).statusCode).toBe(404);
    const admin = await createAdmin(api);
    const own = await calendarOf(admin, admin);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().items).toEqual([]);
  });
});

describe('the calendar feed', () => {
  let address: { url: string; httpsUrl: string; createdAt: string };

  it('makes a secret address, shown once and kept only as its hash', async () => {
    expect((await call(api, seeker, 'GET', feedPath(seeker))).json()).toEqual({ exists: false, createdAt: null, lastFetchedAt: null });
    const made = await call(api, seeker, 'POST', feedPath(seeker));
    expect(made.statusCode, made.body).toBe(201);
    address = made.json();
    const token = /\/api9\/calendar-feeds\/([A-Za-z0-9_-]{43})\.ics$/.exec(address.url)?.[1] ?? '';
    expect(address).toEqual({
      url: `webcal://localhost:3000/api9/calendar-feeds/${token}.ics`,
      httpsUrl: `http://localhost:3000/api9/calendar-feeds/${token}.ics`,
      createdAt: clock.now().toISOString(),
    });
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await api.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, await userIdOf(api, seeker.username)));
    expect(stored).toEqual([
      { userId: expect.any(Number), tokenHash: createHash('sha256').update(token).digest('hex'), createdAt: clock.now(), lastFetchedAt: null },
    ]);
    const status = await call(api, seeker, 'GET', feedPath(seeker));
    expect(status.json()).toEqual({ exists: true, createdAt: clock.now().toISOString(), lastFetchedAt: null });
    expect(status.body).not.toContain(token);
  });

  it('answers text/calendar that a standard library parses, with the shifts and interviews at the person’s local time and no availability', async () => {
    const answer = await fetchFeed(address.httpsUrl);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, max-age=300');
    const feed = parsedFeed(answer.body);
    expect(feed).toMatchObject({ name: 'Chairside', method: 'PUBLISH', zones: ['America/Chicago', 'America/Phoenix'] });
    expect(feed.events).toEqual([
      {
        uid: `interview-${interviewId}@localhost`,
        sequence: 0,
        summary: `In-Person Meeting/Interview: ${JOB} at ${PRACTICE}`,
        status: 'TENTATIVE',
        start: '2026-12-02T16:30:00.000Z',
        end: '2026-12-02T17:15:00.000Z',
        zone: 'America/Chicago',
      },
      {
        uid: `shift-${shifts.dec3}@localhost`,
        sequence: 0,
        summary: `Shift: ${JOB} at ${PRACTICE}`,
        status: 'CONFIRMED',
        start: '2026-12-03T14:00:00.000Z',
        end: '2026-12-03T23:00:00.000Z',
        zone: 'America/Chicago',
      },
      {
        uid: `shift-${shifts.dec4}@localhost`,
        // One above the shift's own (1 after the cancellation): calendars take the cancellation.
        sequence: 2,
        summary: `Canceled shift: ${JOB} at ${PRACTICE}`,
        status: 'CANCELLED',
        start: '2026-12-04T15:00:00.000Z',
        end: '2026-12-04T21:00:00.000Z',
        zone: 'America/Chicago',
      },
      {
        uid: `shift-${shifts.phoenix}@localhost`,
        sequence: 0,
        summary: `Shift: Phoenix Assistant Cover at ${PRACTICE}`,
        status: 'CONFIRMED',
        start: '2026-12-10T15:00:00.000Z',
        end: '2026-12-10T23:00:00.000Z',
        zone: 'America/Phoenix',
      },
    ]);
    const lines = unfolded(answer.body);
    expect(lines).toContain('DTSTART;TZID=America/Chicago:20261203T080000');
    expect(lines).toContain('DTSTART;TZID=America/Phoenix:20261210T080000');
    expect(lines).toContain(
      'DESCRIPTION:Thu\\, Dec 3\\, 8:00 AM CST to 5:00 PM CST\\, 30 minutes unpaid break.\\n$45 an hour.\\nhttp://localhost:3000/app/temp-shifts',
    );
    expect(answer.body).not.toContain('Available');
  });

  it('notes the fetch at most once an hour', async () => {
    const first = clock.now().toISOString();
    expect((await call(api, seeker, 'GET', feedPath(seeker))).json().lastFetchedAt).toBe(first);
    clock.set(new Date(clock.now().getTime() + 30 * 60_000).toISOString());
    expect((await fetchFeed(address.httpsUrl)).statusCode).toBe(200);
    expect((await call(api, seeker, 'GET', feedPath(seeker))).json().lastFetchedAt).toBe(first);
    clock.set(new Date(clock.now().getTime() + 31 * 60_000).toISOString());
    expect((await fetchFeed(address.httpsUrl)).statusCode).toBe(200);
    expect((await call(api, seeker, 'GET', feedPath(seeker))).json().lastFetchedAt).toBe(clock.now().toISOString());
  });

  it('keeps a changed shift’s UID and raises its SEQUENCE', async () => {
    await api.database.db
      .update(jobDates)
      .set({ startTime: '09:00', sequence: sql`${jobDates.sequence} + 1` })
      .where(eq(jobDates.id, shifts.dec3));
    const answer = await fetchFeed(address.httpsUrl);
    const changed = parsedFeed(answer.body).events.filter((event) => event.uid === `shift-${shifts.dec3}@localhost`);
    expect(changed).toEqual([expect.objectContaining({ sequence: 1, start: '2026-12-03T15:00:00.000Z', status: 'CONFIRMED' })]);
    expect(unfolded(answer.body)).toContain('DTSTART;TZID=America/Chicago:20261203T090000');
  });

  it('shows a practice its shifts, a whole day as a date', async () => {
    const made = (await call(api, practice, 'POST', feedPath(practice))).json();
    const feed = parsedFeed((await fetchFeed(made.httpsUrl)).body);
    expect(feed.events.map((event) => [event.uid, event.status, event.zone])).toEqual([
      [`interview-${interviewId}@localhost`, 'TENTATIVE', 'America/Chicago'],
      [`shift-${shifts.dec3}@localhost`, 'CONFIRMED', 'America/Chicago'],
      [`shift-${shifts.dec4}@localhost`, 'TENTATIVE', 'America/Chicago'],
      [`shift-${shifts.dec5}@localhost`, 'TENTATIVE', 'America/Chicago'],
      [`shift-${shifts.dec7}@localhost`, 'CONFIRMED', 'date'],
      [`shift-${shifts.phoenix}@localhost`, 'CONFIRMED', 'America/Phoenix'],
    ]);
  });

  it('replaces the address: the old one answers 404 at once, the new one works', async () => {
    const replaced = await call(api, seeker, 'POST', feedPath(seeker));
    expect(replaced.statusCode).toBe(201);
    const next = replaced.json();
    expect(next.url).not.toBe(address.url);
    expect((await fetchFeed(address.httpsUrl)).statusCode).toBe(404);
    expect((await fetchFeed(next.httpsUrl)).statusCode).toBe(200);
    expect((await call(api, seeker, 'GET', feedPath(seeker))).json()).toMatchObject({ exists: true, lastFetchedAt: clock.now().toISOString() });
    address = next;
  });

  it('revokes the address: 204, then 404 for it, and no address', async () => {
    const revoked = await call(api, seeker, 'DELETE', feedPath(seeker));
    expect(revoked.statusCode).toBe(204);
    const gone = await fetchFeed(address.httpsUrl);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errors).toEqual([{ code: 'NOT_FOUND', message: 'That calendar feed was not found.' }]);
    expect((await call(api, seeker, 'GET', feedPath(seeker))).json()).toEqual({ exists: false, createdAt: null, lastFetchedAt: null });
    // Again: nothing to revoke, still 204.
    expect((await call(api, seeker, 'DELETE', feedPath(seeker))).statusCode).toBe(204);
  });

  it('answers 404 for an unknown or malformed secret, never a 500', async () => {
    const unknown = Buffer.alloc(32, 7).toString('base64url');
    expect((await api.app.inject({ method: 'GET', url: `/api9/calendar-feeds/${unknown}.ics` })).statusCode).toBe(404);
    for (const value of NAUGHTY_STRINGS.filter((text) => text !== '' && text.length < 200)) {
      const answer = await api.app.inject({ method: 'GET', url: `/api9/calendar-feeds/${encodeURIComponent(value)}.ics` });
      // A NUL is refused for every route before any query (400 naming the field).
      expect(answer.statusCode, value).toBe(value.includes('\u0000') ? 400 : 404);
    }
    expect((await api.app.inject({ method: 'GET', url: `/api9/calendar-feeds/${'a'.repeat(300)}.ics` })).statusCode).toBe(400);
  });

  it('is its owner’s to make, read and revoke: anonymous 401, another person 404', async () => {
    for (const method of ['POST', 'GET', 'DELETE'] as const) {
      expect((await call(api, null, method, feedPath(otherSeeker))).statusCode, method).toBe(401);
      expect((await call(api, seeker, method, feedPath(otherSeeker))).statusCode, method).toBe(404);
    }
    expect((await call(api, otherSeeker, 'GET', feedPath(otherSeeker))).json().exists).toBe(false);
  });

  it('limits fetches of one feed to 60 an hour', async () => {
    const made = (await call(api, otherSeeker, 'POST', feedPath(otherSeeker))).json();
    for (let fetch = 1; fetch <= 60; fetch++) expect((await fetchFeed(made.httpsUrl)).statusCode).toBe(200);
    const limited = await fetchFeed(made.httpsUrl);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps the secret out of the request log', () => {
    expect(withoutSignedLinkToken('/api9/calendar-feeds/AbC-dEf_123.ics')).toBe('/api9/calendar-feeds/[hidden]');
  });
});
