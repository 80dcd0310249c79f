// Temp shifts for API tests: a professional's temp profile and an Austin posting with one
// instant-book shift (8:00 to 17:00, America/Chicago: 14:00 to 23:00 UTC in winter).
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestAccount } from './accounts';
import { call } from './staff-profiles';
import { createDraft, giveSlot, postingBody, publish, type MovableClock } from './jobs';
import type { TestApi } from './test-api';

const DAY_MS = 86_400_000;

/** The weekly availability `start` to `end` on each of `days` (Monday to Friday by default). */
export const weeklyAvailability = (start: string, end: string, days = ['mon', 'tue', 'wed', 'thu', 'fri']) =>
  Object.fromEntries(days.map((day) => [day, [{ start, end }]]));

/** A hygienist's temp profile near Austin, instant booking on, available on weekdays 7:00 to 18:00. */
export const TEMP_PROFILE = {
  positions: ['DH'],
  weekly: weeklyAvailability('07:00', '18:00'),
  exceptions: [],
  travelMiles: 25,
  minimumRateCents: 4000,
  instantBooking: true,
};

/** Saves `profile` as the professional's temp profile. */
export async function saveTempProfile(api: TestApi, pro: TestAccount, profile: Record<string, unknown> = TEMP_PROFILE): Promise<void> {
  const saved = await call(api, pro, 'PUT', `/api9/users/staff/${pro.username}/temp-profile`, profile);
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A published temp posting in Austin with one instant-book shift on `day`, 8:00 to 17:00: answers the shift's id. */
export async function instantShift(api: TestApi, practice: TestAccount, day: string, options: { rateCents?: number; name?: string } = {}): Promise<number> {
  await giveSlot(api, practice);
  const body = postingBody({
    type: 'TEMP',
    zip: '78701',
    name: options.name ?? 'Temp Hygienist',
    jobDates: [{ date: day, startTime: '08:00', endTime: '17:00' }],
  });
  const draft = await createDraft(api, practice, body);
  expect((await publish(api, practice, draft.id)).statusCode).toBe(200);
  const [row] = (await api.database.db.execute<{ id: number }>(sql`select id::int as id from job_dates where job_id = ${draft.id}`)).rows;
  const shiftId = row!.id;
  const settings = { bookingMode: 'INSTANT', rateCents: options.rateCents ?? 5000, breakMinutes: 0, notes: null };
  const put = await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/shifts/${shiftId}`, settings);
  expect(put.statusCode, put.body).toBe(200);
  return shiftId;
}

/**
 * An instant-book shift on `day` booked by `pro` two days before (the clock set then); the clock
 * is left at `at`. Answers the shift's id.
 */
export async function bookedShift(
  api: TestApi,
  clock: MovableClock,
  parties: { practice: TestAccount; pro: TestAccount },
  day: string,
  at: string,
  options: { rateCents?: number; name?: string } = {},
): Promise<number> {
  clock.set(new Date(Date.parse(`${day}T14:00:00Z`) - 2 * DAY_MS).toISOString());
  const shiftId = await instantShift(api, parties.practice, day, options);
  const booked = await call(api, parties.pro, 'POST', `/api9/users/staff/${parties.pro.username}/shifts/${shiftId}/acceptance`);
  expect(booked.statusCode, booked.body).toBe(200);
  clock.set(at);
  return shiftId;
}
