import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock, userIdOf } from '../../testing/jobs';
import { NAUGHTY_STRINGS } from '../../testing/naughty-strings';

// 05:30 UTC on December 1 is still November 30 in Austin (America/Chicago), where the seekers live.
const clock = movableClock('2026-12-01T05:30:00.000Z');
const api = useTestApi({ clock });

let seeker: TestAccount;
let other: TestAccount;
let practice: TestAccount;

beforeAll(async () => {
  seeker = await signUpStaff(api);
  other = await signUpStaff(api);
  practice = await signUpEmployer(api);
});

const path = (account: TestAccount) => `/api9/users/staff/${account.username}/temp-profile`;
const read = (as: TestAccount | null, of: TestAccount) => call(api, as, 'GET', path(of));
const save = (as: TestAccount | null, of: TestAccount, body: unknown) => call(api, as, 'PUT', path(of), body);

const weekdays = (start: string, end: string) => Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => [day, [{ start, end }]]));

const profile = {
  positions: ['DH', 'DA'],
  weekly: { ...weekdays('07:00', '17:00'), sat: [{ start: '08:00', end: '12:00' }] },
  exceptions: [
    { date: '2026-11-30', available: false },
    { date: '2026-12-06', available: true, start: '09:00', end: '13:00' },
  ],
  travelMiles: 25,
  minimumRateCents: 4500,
  instantBooking: true,
};
const SUMMARY = 'Temps as Dental Hygienist, Dental Assistant · Mon–Fri 7:00 am–5:00 pm; Sat 8:00 am–12:00 pm · within 25 mi · from $45/h · instant booking';

/** Every stored row of the temp profile tables, to show that a refused call changed nothing. */
async function storedRows() {
  const db = api.database.db;
  const [profiles, windows, exceptions] = await Promise.all([
    db.execute(
      sql`select user_id::int as user_id, positions, travel_miles, minimum_rate_cents, instant_booking, updated_at from temp_profiles order by user_id`,
    ),
    db.execute(sql`select user_id::int as user_id, weekday, start_minute, end_minute from temp_profile_windows order by user_id, weekday, start_minute`),
    db.execute(
      sql`select user_id::int as user_id, date, available, start_minute, end_minute from temp_profile_exceptions order by user_id, date, start_minute`,
    ),
  ]);
  return { profiles: profiles.rows, windows: windows.rows, exceptions: exceptions.rows };
}

describe('the temp profile', () => {
  it('is empty until saved: exists false, the default distance and the zone of the ZIP code', async () => {
    const answer = await read(other, other);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      exists: false,
      positions: [],
      weekly: { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] },
      exceptions: [],
      travelMiles: 25,
      minimumRateCents: null,
      instantBooking: false,
      timeZone: 'America/Chicago',
      summary: null,
      updatedAt: null,
    });
    const me = (await call(api, other, 'GET', '/api9/users/staff/current')).json();
    expect(me.resume.tempSummary).toBeNull();
  });

  it('saves a whole profile, reads it back, and replaces it whole', async () => {
    const saved = await save(seeker, seeker, profile);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      exists: true,
      positions: ['DH', 'DA'],
      weekly: { sun: [], ...weekdays('07:00', '17:00'), sat: [{ start: '08:00', end: '12:00' }] },
      exceptions: [
        { date: '2026-11-30', available: false, start: null, end: null },
        { date: '2026-12-06', available: true, start: '09:00', end: '13:00' },
      ],
      travelMiles: 25,
      minimumRateCents: 4500,
      instantBooking: true,
      timeZone: 'America/Chicago',
      summary: SUMMARY,
      updatedAt: '2026-12-01T05:30:00.000Z',
    };
    expect(saved.json()).toEqual(expected);
    expect((await read(seeker, seeker)).json()).toEqual(expected);
    expect((await storedRows()).windows).toHaveLength(6);

    // A second save replaces everything: fewer windows, no exceptions, other positions.
    clock.set('2026-12-01T15:00:00.000Z');
    const replaced = await save(seeker, seeker, {
      ...profile,
      positions: ['FO'],
      weekly: { tue: [{ start: '12:00', end: '16:30' }] },
      exceptions: [],
      instantBooking: false,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      positions: ['FO'],
      weekly: { mon: [], tue: [{ start: '12:00', end: '16:30' }], sat: [] },
      exceptions: [],
      summary: 'Temps as Dental Front Office · Tue 12:00 pm–4:30 pm · within 25 mi · from $45/h',
      updatedAt: '2026-12-01T15:00:00.000Z',
    });
    const seekerId = await userIdOf(api, seeker.username);
    const rows = await storedRows();
    expect(rows.windows.filter((row) => Number(row.user_id) === seekerId)).toEqual([{ user_id: seekerId, weekday: 2, start_minute: 720, end_minute: 990 }]);
    expect(rows.exceptions).toEqual([]);
  });

  it('keeps exceptions from today on in the person’s zone, and refuses a past date naming it', async () => {
    clock.set('2026-12-01T05:30:00.000Z');
    expect((await save(seeker, seeker, profile)).statusCode).toBe(200);
    // The next morning in Austin: November 30 has gone from the answer.
    clock.set('2026-12-01T14:00:00.000Z');
    expect((await read(seeker, seeker)).json().exceptions).toEqual([{ date: '2026-12-06', available: true, start: '09:00', end: '13:00' }]);

    const before = await storedRows();
    const past = await save(seeker, seeker, profile);
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([{ code: 'VALIDATION', field: 'exceptions.0.date', message: 'Choose today or a later date.' }]);
    expect(await storedRows()).toEqual(before);
    clock.set('2026-12-01T05:30:00.000Z');
  });

  it('shows its summary on the resume: the owner’s, a practice’s and the public view', async () => {
    expect((await save(seeker, seeker, profile)).statusCode).toBe(200);
    const me = (await call(api, seeker, 'GET', '/api9/users/staff/current')).json();
    expect(me.resume.tempSummary).toBe(SUMMARY);

    // A private resume: the practice may not read it yet; once public, anyone reads the line.
    expect((await call(api, practice, 'GET', `/api9/users/staff/${seeker.username}/profile`)).statusCode).toBe(404);
    expect((await call(api, seeker, 'PUT', `/api9/users/staff/${seeker.username}/profile/public`, { state: true })).statusCode).toBe(200);
    const asPractice = await call(api, practice, 'GET', `/api9/users/staff/${seeker.username}/profile`);
    expect(asPractice.statusCode).toBe(200);
    expect(asPractice.json().resume.tempSummary).toBe(SUMMARY);
    expect((await call(api, null, 'GET', `/api9/users/staff/${seeker.username}/profile`)).json().resume.tempSummary).toBe(SUMMARY);
  });

  it('a window ending before it starts: 400 naming weekly.mon.0.end, nothing stored', async () => {
    const before = await storedRows();
    const answer = await save(seeker, seeker, { ...profile, weekly: { mon: [{ start: '17:00', end: '07:00' }] } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([{ code: 'VALIDATION', field: 'weekly.mon.0.end', message: 'The end time must come after the start time.' }]);
    expect(await storedRows()).toEqual(before);
  });

  it('names each bad field at once', async () => {
    const before = await storedRows();
    const answer = await save(seeker, seeker, {
      ...profile,
      positions: [],
      weekly: {
        tue: [
          { start: '07:00', end: '12:00' },
          { start: '11:00', end: '15:00' },
        ],
        wed: [{ start: '7:00', end: '12:00' }],
      },
      exceptions: [{ date: '2026-12-24', available: true, start: '13:00' }],
      travelMiles: 150,
      minimumRateCents: 100,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'positions',
      'weekly.tue.1.start',
      'weekly.wed.0.start',
      'exceptions.0.end',
      'travelMiles',
      'minimumRateCents',
    ]);
    expect(await storedRows()).toEqual(before);
  });

  it('who may call it: the job seeker only (signed out 401, a practice 403, another job seeker 404), nothing changed', async () => {
    const before = await storedRows();
    for (const [as, status] of [
      [null, 401],
      [practice, 403],
      [other, 404],
    ] as const) {
      expect((await read(as, seeker)).statusCode).toBe(status);
      expect((await save(as, seeker, { ...profile, travelMiles: 99 })).statusCode).toBe(status);
    }
    // A practice on its own path is still not a job seeker.
    expect((await read(practice, practice)).statusCode).toBe(403);
    expect(await storedRows()).toEqual(before);
  });

  it('hostile input: 4xx naming the field, nothing stored', async () => {
    const before = await storedRows();
    const malformed = await api.app.inject({
      method: 'PUT',
      url: path(seeker),
      headers: { authorization: seeker.authorization, 'content-type': 'application/json' },
      payload: '{"positions": ["DH"',
    });
    expect(malformed.statusCode).toBe(400);
    const cases: [unknown, string][] = [
      [{ ...profile, travelMiles: '25' }, 'travelMiles'],
      [{ ...profile, instantBooking: 1 }, 'instantBooking'],
      [{ ...profile, weekly: [] }, 'weekly'],
      [{ ...profile, exceptions: {} }, 'exceptions'],
      [{ ...profile, userId: 1 }, 'userId'],
      [{ ...profile, weekly: { mon: [{ start: '07:00', end: '17:00', note: 'x' }] } }, 'weekly.mon.0.note'],
      [
        {
          ...profile,
          exceptions: Array.from({ length: 61 }, (_, day) => ({
            date: `2027-0${1 + Math.floor(day / 28)}-${String(1 + (day % 28)).padStart(2, '0')}`,
            available: false,
          })),
        },
        'exceptions',
      ],
      [{ ...profile, weekly: { mon: Array.from({ length: 5 }, (_, hour) => ({ start: `0${hour}:00`, end: `0${hour}:30` })) } }, 'weekly.mon'],
    ];
    for (const naughty of NAUGHTY_STRINGS)
      cases.push(
        [{ ...profile, positions: [naughty] }, 'positions.0'],
        [{ ...profile, weekly: { fri: [{ start: naughty, end: '12:00' }] } }, 'weekly.fri.0.start'],
        [{ ...profile, exceptions: [{ date: naughty, available: false }] }, 'exceptions.0.date'],
      );
    for (const [body, field] of cases) {
      const answer = await save(seeker, seeker, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.json().errors.map((error: { field?: string }) => error.field)).toContain(field);
    }
    expect(await storedRows()).toEqual(before);
  });
});
