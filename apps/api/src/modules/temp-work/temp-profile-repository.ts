import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { tempProfileExceptions, tempProfileWindows, tempProfiles } from '@chairside/db/schema';
import type { PositionCode } from '@chairside/domain/positions';
import {
  WEEKDAY_KEYS,
  emptyWeek,
  minutesOf,
  timeOfMinutes,
  type TempException,
  type TempProfileInput,
  type WeekdayKey,
  type WeeklyPattern,
} from '@chairside/domain/temp-profile';

/** A database or a transaction: what the reads need. */
export type TempReader = Pick<Database, 'select'>;
/** A transaction: what replacing a profile needs. */
export type TempWriter = Pick<Database, 'insert' | 'delete'>;

/** A temp profile as stored: every exception, past ones too (the answer keeps the upcoming ones). */
export type StoredTempProfile = {
  positions: PositionCode[];
  travelMiles: number;
  minimumRateCents: number;
  instantBooking: boolean;
  updatedAt: Date;
  weekly: WeeklyPattern;
  exceptions: TempException[];
};

/** The weekly windows of these people, by person, each weekday's by start. */
async function weeksOf(db: TempReader, userIds: number[]): Promise<Map<number, WeeklyPattern>> {
  const rows = await db
    .select({
      userId: tempProfileWindows.userId,
      weekday: tempProfileWindows.weekday,
      start: tempProfileWindows.startMinute,
      end: tempProfileWindows.endMinute,
    })
    .from(tempProfileWindows)
    .where(inArray(tempProfileWindows.userId, userIds))
    .orderBy(asc(tempProfileWindows.userId), asc(tempProfileWindows.weekday), asc(tempProfileWindows.startMinute));
  const weeks = new Map<number, WeeklyPattern>();
  for (const row of rows) {
    const week = weeks.get(row.userId) ?? emptyWeek();
    const day = WEEKDAY_KEYS[row.weekday];
    if (day) week[day].push({ start: timeOfMinutes(row.start), end: timeOfMinutes(row.end) });
    weeks.set(row.userId, week);
  }
  return weeks;
}

/** The profile rows of these people (positions, distance, rate) with their weekly windows; exceptions left empty. */
export async function loadTempProfilesWithoutExceptions(db: TempReader, userIds: number[]): Promise<Map<number, StoredTempProfile>> {
  const ids = [...new Set(userIds)];
  const found = new Map<number, StoredTempProfile>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      userId: tempProfiles.userId,
      positions: tempProfiles.positions,
      travelMiles: tempProfiles.travelMiles,
      minimumRateCents: tempProfiles.minimumRateCents,
      instantBooking: tempProfiles.instantBooking,
      updatedAt: tempProfiles.updatedAt,
    })
    .from(tempProfiles)
    .where(inArray(tempProfiles.userId, ids));
  if (rows.length === 0) return found;
  const weeks = await weeksOf(
    db,
    rows.map((row) => row.userId),
  );
  for (const { userId, positions, ...row } of rows)
    found.set(userId, { ...row, positions: positions as PositionCode[], weekly: weeks.get(userId) ?? emptyWeek(), exceptions: [] });
  return found;
}

/** The person's temp profile, or null when they have none. */
export async function loadTempProfile(db: TempReader, userId: number): Promise<StoredTempProfile | null> {
  const profile = (await loadTempProfilesWithoutExceptions(db, [userId])).get(userId);
  if (!profile) return null;
  const rows = await db
    .select({
      date: tempProfileExceptions.date,
      available: tempProfileExceptions.available,
      start: tempProfileExceptions.startMinute,
      end: tempProfileExceptions.endMinute,
    })
    .from(tempProfileExceptions)
    .where(eq(tempProfileExceptions.userId, userId))
    .orderBy(asc(tempProfileExceptions.date), asc(tempProfileExceptions.startMinute));
  const exceptions = rows.map((row) => ({
    date: row.date,
    available: row.available,
    start: row.start === null ? null : timeOfMinutes(row.start),
    end: row.end === null ? null : timeOfMinutes(row.end),
  }));
  return { ...profile, exceptions };
}

/** Minutes after midnight of a checked HH:MM. */
const minutes = (time: string) => {
  const value = minutesOf(time);
  if (value === null) throw new Error(`Not a checked time: ${time}`);
  return value;
};

/**
 * Replaces the person's temp profile, windows and exceptions with the checked input. Run in a
 * transaction: the upsert locks the profile row first, so two saves of one person queue.
 */
export async function replaceTempProfile(tx: TempWriter, userId: number, input: TempProfileInput, now: Date): Promise<void> {
  const row = {
    positions: input.positions,
    travelMiles: input.travelMiles,
    minimumRateCents: input.minimumRateCents,
    instantBooking: input.instantBooking,
    updatedAt: now,
  };
  await tx
    .insert(tempProfiles)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: tempProfiles.userId, set: row });
  await tx.delete(tempProfileWindows).where(eq(tempProfileWindows.userId, userId));
  await tx.delete(tempProfileExceptions).where(eq(tempProfileExceptions.userId, userId));
  const windows = WEEKDAY_KEYS.flatMap((day: WeekdayKey, weekday) =>
    input.weekly[day].map((window) => ({ userId, weekday, startMinute: minutes(window.start), endMinute: minutes(window.end) })),
  );
  if (windows.length > 0) await tx.insert(tempProfileWindows).values(windows);
  const exceptions = input.exceptions.map((exception) => ({
    userId,
    date: exception.date,
    available: exception.available,
    startMinute: exception.available && exception.start ? minutes(exception.start) : null,
    endMinute: exception.available && exception.end ? minutes(exception.end) : null,
  }));
  if (exceptions.length > 0) await tx.insert(tempProfileExceptions).values(exceptions);
}
