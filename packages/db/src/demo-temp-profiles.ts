// Temp profiles of the demo job seekers (ADR 96): the demo seeker (Saturdays, as her resume's temp
// day says) and about a third of the others, with weekly patterns, days off and extra dates as
// real temps keep them. Drawn from each seeker's place in the list, so a reseed makes the same.
import { and, asc, eq, like, or } from 'drizzle-orm';
import type { PositionCode } from '@chairside/domain/positions';
import type { Database } from './client';
import { tempProfileExceptions, tempProfileWindows, tempProfiles, users } from './schema';

const DAY_MS = 86_400_000;
const daysAhead = (days: number, from: Date) => new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Weekly patterns: weekday (0 Sunday) -> windows. */
const PATTERNS: { weekday: number; start: string; end: string }[][] = [
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '07:00', end: '17:00' })),
  [1, 3, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:00' })),
  [...[2, 4].map((weekday) => ({ weekday, start: '07:30', end: '15:30' })), { weekday: 6, start: '08:00', end: '13:00' }],
  [0, 6].map((weekday) => ({ weekday, start: '08:00', end: '14:00' })),
  [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, start: '07:00', end: '12:00' },
    { weekday, start: '13:00', end: '17:00' },
  ]),
  [1, 2, 3, 4].map((weekday) => ({ weekday, start: '08:00', end: '17:00' })),
];

/** The positions a seeker temps as: their own, sometimes with a neighbouring one. */
const ALSO: Partial<Record<PositionCode, PositionCode>> = { DH: 'DA', DA: 'FO', FO: 'DA' };
/** Minimum hourly rates in cents, lowest to highest, by position. */
const RATES: Record<PositionCode, number[]> = {
  DD: [8500, 10_000, 12_000, 15_000],
  DH: [4000, 4500, 5000, 5500],
  DA: [2200, 2500, 2800, 3200],
  FO: [2000, 2200, 2500, 2800],
  LT: [2500, 2800, 3200, 3500],
  SR: [3000, 3500, 4000, 4500],
};
const MILES = [10, 15, 20, 25, 30, 40, 50];

type DemoTempProfile = {
  positions: PositionCode[];
  windows: { weekday: number; start: string; end: string }[];
  exceptions: { date: string; available: boolean; start?: string; end?: string }[];
  travelMiles: number;
  minimumRateCents: number;
  instantBooking: boolean;
};

/** The temp profile of the n-th temp among the demo seekers. */
function demoTempProfile(position: PositionCode, n: number, now: Date): DemoTempProfile {
  const also = ALSO[position];
  const exceptions: DemoTempProfile['exceptions'] = [];
  if (n % 3 === 0) exceptions.push({ date: daysAhead(7 + (n % 5), now), available: false });
  if (n % 4 === 1) exceptions.push({ date: daysAhead(10 + (n % 4), now), available: true, start: '09:00', end: '14:00' });
  return {
    positions: also && n % 2 === 0 ? [position, also] : [position],
    windows: PATTERNS[n % PATTERNS.length] ?? [],
    exceptions,
    travelMiles: MILES[n % MILES.length] ?? 25,
    minimumRateCents: RATES[position][n % 4] ?? 2500,
    instantBooking: n % 2 === 1,
  };
}

/** A transaction of the seed. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Stores one temp profile; false when the person has one already (another instance seeding at once). */
async function insertTempProfile(tx: Tx, userId: number, profile: DemoTempProfile, now: Date): Promise<boolean> {
  const inserted = await tx
    .insert(tempProfiles)
    .values({
      userId,
      positions: profile.positions,
      travelMiles: profile.travelMiles,
      minimumRateCents: profile.minimumRateCents,
      instantBooking: profile.instantBooking,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ userId: tempProfiles.userId });
  if (inserted.length === 0) return false;
  if (profile.windows.length > 0)
    await tx
      .insert(tempProfileWindows)
      .values(profile.windows.map((window) => ({ userId, weekday: window.weekday, startMinute: minutes(window.start), endMinute: minutes(window.end) })));
  if (profile.exceptions.length > 0)
    await tx.insert(tempProfileExceptions).values(
      profile.exceptions.map((exception) => ({
        userId,
        date: exception.date,
        available: exception.available,
        startMinute: exception.start ? minutes(exception.start) : null,
        endMinute: exception.end ? minutes(exception.end) : null,
      })),
    );
  return true;
}

/** The demo seeker's: a hygienist on Saturdays, the day her resume marks for temp work. */
const DEMO_SEEKER_TEMP: DemoTempProfile = {
  positions: ['DH'],
  windows: [{ weekday: 6, start: '08:00', end: '14:00' }],
  exceptions: [],
  travelMiles: 20,
  minimumRateCents: 4800,
  instantBooking: false,
};

/**
 * Temp profiles for the demo seeker and every third demo job seeker, in one transaction. Once:
 * nothing when the demo seeker has one already (or there is no demo seeker), so a database seeded
 * before temp work gets them too.
 */
export async function seedDemoTempProfiles(db: Database, now = new Date()): Promise<{ tempProfiles: number } | null> {
  const seekers = await db
    .select({ id: users.id, username: users.username, position: users.position })
    .from(users)
    .where(and(eq(users.role, 'staff'), or(eq(users.username, 'demo-seeker'), like(users.email, '%@example.com'))))
    .orderBy(asc(users.id));
  const demo = seekers.find((seeker) => seeker.username === 'demo-seeker');
  if (!demo) return null;
  return db.transaction(async (tx) => {
    // The demo seeker's first: another instance seeding at the same time waits here, then finds it made.
    if (!(await insertTempProfile(tx, demo.id, DEMO_SEEKER_TEMP, now))) return null;
    let made = 1;
    for (const [index, seeker] of seekers.entries()) {
      if (seeker === demo || index % 3 !== 1) continue;
      const position = seeker.position && seeker.position in RATES ? (seeker.position as PositionCode) : 'DA';
      await insertTempProfile(tx, seeker.id, demoTempProfile(position, made, now), now);
      made++;
    }
    return { tempProfiles: made };
  });
}
