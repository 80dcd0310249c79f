import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createEmployerAccount, createJobPosting } from '@chairside/db/factories';
import {
  jobDates,
  reliabilityEvents,
  shiftOffers,
  staffCerts,
  tempProfileExceptions,
  tempProfileWindows,
  tempProfiles,
  userBlocks,
  users,
} from '@chairside/db/schema';
import { EARTH_RADIUS_MILES } from '@chairside/domain/job-search';
import type { PositionCode } from '@chairside/domain/positions';
import { TempProfileInputSchema } from '@chairside/domain/temp-profile';
import {
  WEEKDAY_KEYS,
  emptyWeek,
  isAvailableFor,
  minutesOf,
  timeOfMinutes,
  type TempException,
  type TimeWindow,
  type WeeklyPattern,
} from '@chairside/domain/temp-profile-rules';
import { reliabilityScore, type ReliabilityEvent } from '@chairside/domain/temp-reliability';
import { useTestApi } from '../../testing/test-api';
import { findShiftCandidates, type ShiftToFill } from './shift-candidates';

const api = useTestApi();
const db = () => api.database.db;

const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;
/** A Tuesday, and the moment the choices are made (the day before). */
const TUESDAY = '2027-03-02';
const NOW = new Date('2027-03-01T12:00:00.000Z');
const DAY_MS = 86_400_000;
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

type Place = { lat: number; lng: number };
/** A place `miles` due north of `origin` (along a meridian, so exactly that far). */
const north = (origin: Place, miles: number): Place => ({ lat: origin.lat + miles / MILES_PER_DEGREE, lng: origin.lng });

type Window = { weekday: number; start: string; end: string };
type Person = {
  role?: 'staff' | 'employer' | 'admin';
  /** The resume's position (users.position). */
  position?: PositionCode;
  /** Temp profile positions; null: no temp profile at all. */
  positions?: string[] | null;
  minimumRateCents?: number;
  travelMiles?: number;
  milesAway?: number;
  windows?: Window[];
  exceptions?: TempException[];
  certs?: { name: string; expiresDate?: string | null }[];
  events?: { event: ReliabilityEvent; at: Date }[];
};

let serial = 0;
/** A professional near `origin` as the rows say (no API: some rows are ones the API would not write). */
async function addPerson(origin: Place, person: Person = {}): Promise<number> {
  serial++;
  const place = north(origin, person.milesAway ?? 3);
  const name = `shift-candidate-${serial}-${Math.random().toString(36).slice(2, 8)}`;
  const [user] = await db()
    .insert(users)
    .values({
      username: name,
      email: `${name}@example.com`,
      passwordHash: 'not-a-hash',
      role: person.role ?? 'staff',
      name,
      position: person.position ?? 'DH',
      ...place,
    })
    .returning({ id: users.id });
  const userId = user.id;
  if (person.positions === null) return userId;
  await db()
    .insert(tempProfiles)
    .values({
      userId,
      positions: person.positions ?? ['DH'],
      travelMiles: person.travelMiles ?? 25,
      minimumRateCents: person.minimumRateCents ?? 4500,
      updatedAt: NOW,
    });
  const windows = person.windows ?? [{ weekday: 2, start: '07:00', end: '18:00' }];
  if (windows.length > 0)
    await db()
      .insert(tempProfileWindows)
      .values(windows.map((window) => ({ userId, weekday: window.weekday, startMinute: minutesOf(window.start)!, endMinute: minutesOf(window.end)! })));
  const exceptions = person.exceptions ?? [];
  if (exceptions.length > 0)
    await db()
      .insert(tempProfileExceptions)
      .values(
        exceptions.map((exception) => ({
          userId,
          date: exception.date,
          available: exception.available,
          startMinute: exception.start ? minutesOf(exception.start) : null,
          endMinute: exception.end ? minutesOf(exception.end) : null,
        })),
      );
  const certs = person.certs ?? [{ name: 'CPR/BLS' }];
  if (certs.length > 0)
    await db()
      .insert(staffCerts)
      .values(certs.map((cert) => ({ userId, name: cert.name, expiresDate: cert.expiresDate ?? null })));
  const events = person.events ?? [];
  if (events.length > 0)
    await db()
      .insert(reliabilityEvents)
      .values(events.map((event) => ({ userId, event: event.event, createdAt: event.at })));
  return userId;
}

/** Another practice's shift on `date`, booked by the person. */
async function bookElsewhere(employerId: number, userId: number, date: string, start: string | null, end: string | null) {
  const { dates } = await createJobPosting(db(), employerId, { type: 'TEMP', position: 'DH', dates: [date] });
  await db()
    .update(jobDates)
    .set({
      status: 'BOOKED',
      bookedUserId: userId,
      bookedAt: NOW,
      startTime: start,
      endTime: end,
      rateCents: start ? 5000 : null,
      bookingMode: start ? 'REQUEST' : 'APPLICANTS',
    })
    .where(eq(jobDates.id, dates[0].id));
}

/** A practice with a temp posting on `date`: the shift's id and the practice. */
async function practiceShift(date: string) {
  const { user } = await createEmployerAccount(db(), { passwordHash: 'not-a-hash' });
  const { dates } = await createJobPosting(db(), user.id, { type: 'TEMP', position: 'DH', dates: [date] });
  return { employerId: user.id, jobDateId: dates[0].id };
}

const shiftAt = (origin: Place, ids: { employerId: number; jobDateId: number }, overrides: Partial<ShiftToFill> = {}): ShiftToFill => ({
  ...ids,
  position: 'DH',
  date: TUESDAY,
  startMinute: 8 * 60,
  endMinute: 17 * 60,
  ...origin,
  rateCents: 5000,
  requirements: [],
  ...overrides,
});

describe('who may be asked: each rule leaves out the right person', () => {
  // South Dakota: nobody else of this file lives within 100 miles.
  const origin = { lat: 44.0, lng: -101.0 };
  type Case = { name: string; person?: Person; after?: (userId: number) => Promise<void>; excluded?: boolean; asked: boolean };
  const ids = new Map<string, number>();
  let found: number[] = [];
  let ctx: { employerId: number; jobDateId: number; otherEmployerId: number; otherJobDateId: number };

  // Everyone is the baseline (a DH temping as DH, $45 minimum, 25 miles, 3 miles away, Tuesdays
  // 7:00–18:00, CPR/BLS without expiry) but for one thing. The shift: DH, Tuesday 8:00–17:00, $50,
  // CPR/BLS required (asked in lower case).
  const cases: Case[] = [
    { name: 'the baseline', asked: true },
    { name: 'a practice account with a temp profile', person: { role: 'employer' }, asked: false },
    { name: 'an administrator with a temp profile', person: { role: 'admin' }, asked: false },
    { name: 'a job seeker without a temp profile', person: { positions: null }, asked: false },
    { name: 'a temp profile without the position', person: { positions: ['DA', 'FO'] }, asked: false },
    { name: 'a DA on the resume who temps as DH too', person: { position: 'DA', positions: ['DA', 'DH'] }, asked: true },
    { name: 'a minimum rate above the shift’s', person: { minimumRateCents: 5001 }, asked: false },
    { name: 'a minimum rate equal to the shift’s', person: { minimumRateCents: 5000 }, asked: true },
    { name: 'farther than they travel (12 mi, travels 10)', person: { milesAway: 12, travelMiles: 10 }, asked: false },
    { name: 'just within their travel (9.9 mi, travels 10)', person: { milesAway: 9.9, travelMiles: 10 }, asked: true },
    { name: 'the Tuesday window starts after the shift', person: { windows: [{ weekday: 2, start: '08:30', end: '18:00' }] }, asked: false },
    { name: 'the Tuesday window ends before the shift', person: { windows: [{ weekday: 2, start: '07:00', end: '16:59' }] }, asked: false },
    { name: 'a window that is the shift exactly', person: { windows: [{ weekday: 2, start: '08:00', end: '17:00' }] }, asked: true },
    { name: 'windows on other days only', person: { windows: [1, 3, 4, 5].map((weekday) => ({ weekday, start: '07:00', end: '18:00' })) }, asked: false },
    {
      name: 'touching Tuesday windows (7–12, 12–6)',
      person: {
        windows: [
          { weekday: 2, start: '07:00', end: '12:00' },
          { weekday: 2, start: '12:00', end: '18:00' },
        ],
      },
      asked: true,
    },
    {
      name: 'Tuesday windows with a lunch gap (7–12, 12:30–6)',
      person: {
        windows: [
          { weekday: 2, start: '07:00', end: '12:00' },
          { weekday: 2, start: '12:30', end: '18:00' },
        ],
      },
      asked: false,
    },
    { name: 'a day off on the date', person: { exceptions: [{ date: TUESDAY, available: false, start: null, end: null }] }, asked: false },
    {
      name: 'a shorter window on the date replaces the week',
      person: { exceptions: [{ date: TUESDAY, available: true, start: '10:00', end: '17:00' }] },
      asked: false,
    },
    {
      name: 'a window on the date without a weekly pattern',
      person: { windows: [], exceptions: [{ date: TUESDAY, available: true, start: '08:00', end: '17:00' }] },
      asked: true,
    },
    {
      name: 'touching windows on the date',
      person: {
        windows: [],
        exceptions: [
          { date: TUESDAY, available: true, start: '13:00', end: '17:00' },
          { date: TUESDAY, available: true, start: '08:00', end: '13:00' },
        ],
      },
      asked: true,
    },
    { name: 'a day off on another date', person: { exceptions: [{ date: '2027-03-09', available: false, start: null, end: null }] }, asked: true },
    { name: 'no certifications', person: { certs: [] }, asked: false },
    { name: 'another certification only', person: { certs: [{ name: 'Radiography' }] }, asked: false },
    { name: 'CPR/BLS expired the day before', person: { certs: [{ name: 'CPR/BLS', expiresDate: '2027-03-01' }] }, asked: false },
    { name: 'CPR/BLS expiring on the day', person: { certs: [{ name: 'cpr/BLS', expiresDate: TUESDAY }] }, asked: true },
    { name: 'an expired CPR/BLS and a current one', person: { certs: [{ name: 'CPR/BLS', expiresDate: '2026-01-01' }, { name: 'CPR/BLS' }] }, asked: true },
    { name: 'booked elsewhere that day 16:00–20:00', after: (id) => bookElsewhere(ctx.otherEmployerId, id, TUESDAY, '16:00', '20:00'), asked: false },
    { name: 'booked elsewhere that day without hours', after: (id) => bookElsewhere(ctx.otherEmployerId, id, TUESDAY, null, null), asked: false },
    {
      name: 'booked elsewhere that day 17:00–21:00 (right after)',
      after: (id) => bookElsewhere(ctx.otherEmployerId, id, TUESDAY, '17:00', '21:00'),
      asked: true,
    },
    {
      name: 'booked elsewhere another day at the same hours',
      after: (id) => bookElsewhere(ctx.otherEmployerId, id, '2027-03-09', '08:00', '17:00'),
      asked: true,
    },
    {
      name: 'asked for this shift already (declined)',
      after: async (id) => {
        await db().insert(shiftOffers).values({ jobDateId: ctx.jobDateId, userId: id, status: 'DECLINED', round: 1 });
      },
      asked: false,
    },
    {
      name: 'asked for another shift',
      after: async (id) => {
        await db().insert(shiftOffers).values({ jobDateId: ctx.otherJobDateId, userId: id, status: 'OFFERED', round: 1 });
      },
      asked: true,
    },
    { name: 'excluded by the caller', excluded: true, asked: false },
    {
      name: 'blocked by the practice',
      after: async (id) => {
        await db().insert(userBlocks).values({ blockerUserId: ctx.employerId, blockedUserId: id });
      },
      asked: false,
    },
    {
      name: 'blocking the practice',
      after: async (id) => {
        await db().insert(userBlocks).values({ blockerUserId: id, blockedUserId: ctx.employerId });
      },
      asked: false,
    },
    {
      name: 'blocked by another practice',
      after: async (id) => {
        await db().insert(userBlocks).values({ blockerUserId: ctx.otherEmployerId, blockedUserId: id });
      },
      asked: true,
    },
    {
      name: 'two no-shows within 90 days (booking paused)',
      person: {
        events: [
          { event: 'NO_SHOW', at: daysBefore(89) },
          { event: 'NO_SHOW', at: daysBefore(2) },
        ],
      },
      asked: false,
    },
    {
      name: 'two no-shows, one 91 days ago',
      person: {
        events: [
          { event: 'NO_SHOW', at: daysBefore(91) },
          { event: 'NO_SHOW', at: daysBefore(2) },
        ],
      },
      asked: true,
    },
    { name: 'one recent no-show', person: { events: [{ event: 'NO_SHOW', at: daysBefore(1) }] }, asked: true },
  ];

  beforeAll(async () => {
    const shift = await practiceShift(TUESDAY);
    const other = await practiceShift('2027-03-09');
    ctx = { ...shift, otherEmployerId: other.employerId, otherJobDateId: other.jobDateId };
    for (const item of cases) {
      const id = await addPerson(origin, item.person);
      ids.set(item.name, id);
      await item.after?.(id);
    }
    const excluded = cases.filter((item) => item.excluded).map((item) => ids.get(item.name)!);
    const candidates = await findShiftCandidates(db(), shiftAt(origin, ctx, { requirements: ['cpr/bls'] }), { limit: 100, excludeUserIds: excluded, now: NOW });
    found = candidates.map((candidate) => candidate.userId);
  });

  it.each(cases.map((item) => [item.name, item.asked] as const))('%s: asked %s', (name, asked) => {
    expect(found.includes(ids.get(name)!)).toBe(asked);
  });

  it('finds exactly the people every rule lets through', () => {
    const expected = cases.filter((item) => item.asked).map((item) => ids.get(item.name)!);
    expect([...found].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
  });
});

describe('ranking, limit and reach', () => {
  // Nebraska, 250 miles east of the rules' people.
  const origin = { lat: 44.0, lng: -96.0 };
  const worked = (count: number, from = 400): { event: ReliabilityEvent; at: Date }[] =>
    Array.from({ length: count }, (_, i) => ({ event: 'WORKED', at: daysBefore(from - i) }));
  const people: Record<string, Person> = {
    // Band 0 to 5 miles: reliability first, then the closest minimum rate, then the user id.
    nearAverage: { milesAway: 1, minimumRateCents: 4500 },
    fourMilesReliable: { milesAway: 4, minimumRateCents: 4500, events: worked(10) },
    threeMilesFit: { milesAway: 3, minimumRateCents: 5000 },
    fourAndAHalfAverage: { milesAway: 4.5, minimumRateCents: 4500 },
    // Band 5 to 10 miles, whatever their scores.
    sixMilesPerfect: { milesAway: 6, events: worked(30) },
    // 30 shifts then two late cancellations: 1000 − 100 = 900 (clamped at 1000 on the way), not 1000.
    sevenMilesClamped: {
      milesAway: 7,
      events: [...worked(30), { event: 'CANCELLED_LATE', at: daysBefore(20) }, { event: 'CANCELLED_LATE', at: daysBefore(10) }],
    },
    eightMilesSteady: { milesAway: 8, events: worked(12) },
    // Nine old no-shows take the score to 0 (not below), then five shifts: 50.
    nineMilesRecovering: {
      milesAway: 9,
      events: [...Array.from({ length: 9 }, (_, i) => ({ event: 'NO_SHOW' as const, at: daysBefore(700 - i) })), ...worked(5, 300)],
    },
    // Beyond the second band, and far: 30 miles, travelling 50.
    thirtyMiles: { milesAway: 30, travelMiles: 50 },
  };
  const ids: Record<string, number> = {};
  let shift: ShiftToFill;
  const order = [
    'fourMilesReliable',
    'threeMilesFit',
    'nearAverage',
    'fourAndAHalfAverage',
    'sixMilesPerfect',
    'eightMilesSteady',
    'sevenMilesClamped',
    'nineMilesRecovering',
    'thirtyMiles',
  ];

  beforeAll(async () => {
    for (const [name, person] of Object.entries(people)) ids[name] = await addPerson(origin, person);
    shift = shiftAt(origin, await practiceShift(TUESDAY));
  });

  const namesOf = (candidates: { userId: number }[]) => candidates.map((candidate) => Object.keys(ids).find((name) => ids[name] === candidate.userId));

  it('ranks nearest first in bands of 5 miles, then by reliability, then by fit, then by user id', async () => {
    const candidates = await findShiftCandidates(db(), shift, { limit: 20, now: NOW });
    expect(namesOf(candidates)).toEqual(order);
    expect(ids.nearAverage).toBeLessThan(ids.fourAndAHalfAverage);
  });

  it('answers each one’s distance and the domain’s reliability score of their history', async () => {
    const candidates = await findShiftCandidates(db(), shift, { limit: 20, now: NOW });
    for (const candidate of candidates) {
      const name = namesOf([candidate])[0]!;
      const person = people[name];
      expect(candidate.miles).toBeCloseTo(person.milesAway ?? 3, 3);
      expect(candidate.reliability).toBe(reliabilityScore((person.events ?? []).map((event) => event.event)));
    }
    const scores = Object.fromEntries(candidates.map((candidate) => [namesOf([candidate])[0], candidate.reliability]));
    expect(scores).toMatchObject({ sevenMilesClamped: 900, eightMilesSteady: 920, nineMilesRecovering: 50, sixMilesPerfect: 1000, nearAverage: 800 });
  });

  it.each([1, 2, 3, 4, 5, 6, 8])('keeps the first %i of the same order', async (limit) => {
    const candidates = await findShiftCandidates(db(), shift, { limit, now: NOW });
    expect(namesOf(candidates)).toEqual(order.slice(0, limit));
  });

  it('asks nobody with a limit of 0', async () => {
    expect(await findShiftCandidates(db(), shift, { limit: 0, now: NOW })).toEqual([]);
  });

  it('caps the distance at radiusMiles, on top of each one’s travel distance', async () => {
    expect(namesOf(await findShiftCandidates(db(), shift, { limit: 20, radiusMiles: 5, now: NOW }))).toEqual(order.slice(0, 4));
    expect(namesOf(await findShiftCandidates(db(), shift, { limit: 20, radiusMiles: 8.5, now: NOW }))).toEqual(order.slice(0, 7));
    expect(namesOf(await findShiftCandidates(db(), shift, { limit: 20, radiusMiles: 29, now: NOW }))).toEqual(order.slice(0, 8));
    // Each one's own travel distance still holds under a wide cap: from 18.5 miles south, those
    // travelling 25 miles and living 7 or more miles north are too far; the one travelling 50 is
    // not. Bands: 19.5 miles, then 21.5 to 24.5 (by reliability), then 48.5.
    const far = namesOf(await findShiftCandidates(db(), { ...shift, ...north(origin, -18.5) }, { limit: 20, radiusMiles: 100, now: NOW }));
    expect(far).toEqual(['nearAverage', 'sixMilesPerfect', 'fourMilesReliable', 'threeMilesFit', 'fourAndAHalfAverage', 'thirtyMiles']);
  });

  it('leaves out the excluded and keeps the order of the rest', async () => {
    const candidates = await findShiftCandidates(db(), shift, { limit: 3, excludeUserIds: [ids.fourMilesReliable, ids.nearAverage], now: NOW });
    expect(namesOf(candidates)).toEqual(['threeMilesFit', 'fourAndAHalfAverage', 'sixMilesPerfect']);
  });
});

describe('availability in SQL agrees with isAvailableFor', () => {
  // Kansas, far from the other people of this file.
  const origin = { lat: 39.0, lng: -100.0 };
  const DATES = Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2027, 2, 1 + i)).toISOString().slice(0, 10));

  /** A seeded generator, so a failure repeats. */
  function mulberry32(seed: number) {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
  }
  const random = mulberry32(97);
  const below = (n: number) => Math.floor(random() * n);

  /**
   * One day's windows on a half-hour grid from 6:00: none to four, each 1 to 6 hours, the next
   * often touching the last (7–12, 12–5) or after a gap; with `overlapping`, sometimes starting
   * inside the last (rows the API refuses but the table allows).
   */
  function dayWindows(overlapping: boolean): TimeWindow[] {
    const windows: TimeWindow[] = [];
    let cursor = 360 + below(8) * 30;
    for (let count = below(5); windows.length < count;) {
      const start = cursor;
      const end = Math.min(1439, start + 60 + below(11) * 30);
      if (end <= start) break;
      windows.push({ start: timeOfMinutes(start), end: timeOfMinutes(end) });
      const next = random();
      cursor = next < 0.45 ? end : overlapping && next < 0.6 ? Math.max(start + 30, end - 60) : end + 30 + below(4) * 30;
      if (cursor >= 1410) break;
    }
    return windows;
  }

  function generatedProfile(overlapping: boolean): { weekly: WeeklyPattern; exceptions: TempException[] } {
    const weekly = emptyWeek();
    for (const day of WEEKDAY_KEYS) if (random() < 0.6) weekly[day] = dayWindows(overlapping);
    const exceptions: TempException[] = [];
    const dates = new Set(Array.from({ length: below(4) }, () => DATES[below(DATES.length)]));
    for (const date of dates) {
      if (random() < 0.4) exceptions.push({ date, available: false, start: null, end: null });
      else {
        const windows = dayWindows(overlapping);
        if (windows.length === 0) windows.push({ start: '09:00', end: '15:00' });
        for (const window of windows) exceptions.push({ date, available: true, ...window });
      }
    }
    return { weekly, exceptions };
  }

  const profiles: { id: number; profile: { weekly: WeeklyPattern; exceptions: TempException[] } }[] = [];
  const shifts: { date: string; start: string; end: string }[] = [];
  let context: { employerId: number; jobDateId: number };

  beforeAll(async () => {
    const ids = await practiceShift(TUESDAY);
    for (let i = 0; i < 160; i++) {
      const overlapping = i >= 140;
      const profile = generatedProfile(overlapping);
      if (!overlapping) {
        const input = {
          positions: ['DH'],
          weekly: profile.weekly,
          exceptions: profile.exceptions,
          travelMiles: 100,
          minimumRateCents: 1000,
          instantBooking: false,
        };
        const parsed = TempProfileInputSchema.safeParse(input);
        if (!parsed.success) throw new Error(`A generated profile the API would refuse: ${JSON.stringify(parsed.error.issues)}`);
      }
      const windows = WEEKDAY_KEYS.flatMap((day, weekday) => profile.weekly[day].map((window) => ({ weekday, ...window })));
      const id = await addPerson(origin, { windows, exceptions: profile.exceptions, certs: [], milesAway: 1, minimumRateCents: 1000, travelMiles: 100 });
      profiles.push({ id, profile });
    }
    for (const date of DATES)
      for (let i = 0; i < 5; i++) {
        const start = 360 + below(24) * 30;
        const end = Math.min(1439, start + 30 + below(20) * 30);
        shifts.push({ date, start: timeOfMinutes(start), end: timeOfMinutes(end) });
      }
    shifts.push({ date: TUESDAY, start: '00:00', end: '23:59' }, { date: TUESDAY, start: '12:00', end: '12:30' });
    context = ids;
  });

  it('finds, for every generated shift, exactly the generated profiles isAvailableFor finds available', async () => {
    let available = 0;
    let acrossTouchingWindows = 0;
    for (const window of shifts) {
      const shift = shiftAt(origin, context, { date: window.date, startMinute: minutesOf(window.start)!, endMinute: minutesOf(window.end)!, rateCents: 1000 });
      const found = (await findShiftCandidates(db(), shift, { limit: 1000, now: NOW })).map((candidate) => candidate.userId).sort((a, b) => a - b);
      const expected = profiles
        .filter(({ profile }) => isAvailableFor(profile, window))
        .map(({ id }) => id)
        .sort((a, b) => a - b);
      expect({ window, found }).toEqual({ window, found: expected });
      available += expected.length;
      // Available only because touching or overlapping windows join up.
      acrossTouchingWindows += profiles.filter(({ profile }) => {
        if (!isAvailableFor(profile, window)) return false;
        const onDate = profile.exceptions.filter((exception) => exception.date === window.date);
        const windows = onDate.length > 0 ? onDate : profile.weekly[WEEKDAY_KEYS[new Date(`${window.date}T00:00:00Z`).getUTCDay()]];
        return !windows.some((w) => w.start !== null && w.end !== null && w.start <= window.start && window.end <= w.end);
      }).length;
    }
    // The generated data reaches every branch: people available, not available, and available across joined windows.
    expect(available).toBeGreaterThan(100);
    expect(available).toBeLessThan(profiles.length * shifts.length * 0.6);
    expect(acrossTouchingWindows).toBeGreaterThan(10);
  });
});
