import { localDateTimeIn } from '@chairside/domain/time-zones';
import { TRAVEL_MILES_DEFAULT, emptyWeek, tempProfileSummary, upcomingExceptions, type TempProfile } from '@chairside/domain/temp-profile';
import type { StoredTempProfile } from './temp-profile-repository';

/**
 * The answer of GET and PUT users/staff/{id}/temp-profile: the stored profile with the exceptions
 * from today (in the person's zone) on, its zone and its summary; without one, an empty profile
 * (`exists` false) the form starts from.
 */
export function tempProfileAnswer(stored: StoredTempProfile | null, timeZone: string, now: Date): TempProfile {
  if (!stored)
    return {
      exists: false,
      positions: [],
      weekly: emptyWeek(),
      exceptions: [],
      travelMiles: TRAVEL_MILES_DEFAULT,
      minimumRateCents: null,
      instantBooking: false,
      timeZone,
      summary: null,
      updatedAt: null,
    };
  return {
    exists: true,
    positions: stored.positions,
    weekly: stored.weekly,
    exceptions: upcomingExceptions(stored.exceptions, todayIn(now, timeZone)),
    travelMiles: stored.travelMiles,
    minimumRateCents: stored.minimumRateCents,
    instantBooking: stored.instantBooking,
    timeZone,
    summary: tempProfileSummary(stored),
    updatedAt: stored.updatedAt.toISOString(),
  };
}

/** The person's calendar day (YYYY-MM-DD) at that instant. */
export const todayIn = (now: Date, timeZone: string) => localDateTimeIn(now, timeZone).slice(0, 10);
