import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { jobDates, reliabilityEvents, staffCerts, tempProfiles } from '@chairside/db/schema';
import { positionShortLabel } from '@chairside/domain/temp-profile-rules';
import type { PositionCode } from '@chairside/domain/positions';
import { NO_SHOWS_BEFORE_REVIEW, NO_SHOW_WINDOW_DAYS } from '@chairside/domain/temp-reliability';
import { credentialKindOfRequirement } from '@chairside/domain/credentials';
import { AppError } from '../../platform/errors';
import { requireCredentials } from '../credentials/public-api';
import { countsForReliability, type ShiftFacts, type ShiftReader } from './shifts-repository';

const DAY_MS = 86_400_000;

/**
 * The no-shows that count toward a booking pause: within NO_SHOW_WINDOW_DAYS, not overturned,
 * and after an administrator last lifted a pause.
 */
export async function pausingNoShows(db: ShiftReader, userId: number, now: Date): Promise<number> {
  const [noShows] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reliabilityEvents)
    .leftJoin(tempProfiles, eq(tempProfiles.userId, reliabilityEvents.userId))
    .where(
      and(
        eq(reliabilityEvents.userId, userId),
        eq(reliabilityEvents.event, 'NO_SHOW'),
        countsForReliability,
        gte(reliabilityEvents.createdAt, new Date(now.getTime() - NO_SHOW_WINDOW_DAYS * DAY_MS)),
        sql`(${tempProfiles.bookingReviewClearedAt} is null or ${reliabilityEvents.createdAt} > ${tempProfiles.bookingReviewClearedAt})`,
      ),
    );
  return noShows?.count ?? 0;
}

/** Refuses (409) a professional whose booking waits for review, or who is booked elsewhere at that time. */
export async function requireFreeToBook(db: ShiftReader, shift: ShiftFacts, userId: number, now: Date): Promise<void> {
  if ((await pausingNoShows(db, userId, now)) >= NO_SHOWS_BEFORE_REVIEW)
    throw new AppError('CONFLICT', 'Booking is paused until our team reviews your recent no-shows. We will email you.', { reason: 'review' });
  const overlap = await db
    .select({ id: jobDates.id })
    .from(jobDates)
    .where(
      and(
        eq(jobDates.bookedUserId, userId),
        eq(jobDates.date, shift.date),
        ne(jobDates.id, shift.id),
        // Dates without hours take the whole day.
        sql`coalesce(${jobDates.startTime}, '00:00') < coalesce(${shift.endTime}, '23:59') and coalesce(${jobDates.endTime}, '23:59') > coalesce(${shift.startTime}, '00:00')`,
      ),
    )
    .limit(1);
  if (overlap.length > 0) throw new AppError('CONFLICT', 'You are booked on another shift at that time.', { reason: 'overlap' });
}

/**
 * Refuses (409, reason "credentials") a professional lacking a verified license, permit or
 * certificate the shift's requirements name: on every booking path (instant, accepting a request,
 * asking for an applicants shift, the practice picking an applicant: `what` 'applicant').
 */
export async function requireShiftCredentials(db: ShiftReader, shift: ShiftFacts, userId: number, what: 'shift' | 'applicant' = 'shift'): Promise<void> {
  await requireCredentials(db, userId, shift.requirements, { state: shift.state, day: shift.date, what });
}

/** Refuses (409) instant booking to a professional who does not meet the shift's requirements. */
export async function requireQualified(db: ShiftReader, shift: ShiftFacts, userId: number): Promise<void> {
  const [profile] = await db.select({ positions: tempProfiles.positions }).from(tempProfiles).where(eq(tempProfiles.userId, userId)).limit(1);
  if (!profile || !profile.positions.includes(shift.position))
    throw new AppError('CONFLICT', `Add ${positionShortLabel(shift.position as PositionCode)} to your temp profile to book this shift.`, {
      reason: 'position',
    });
  if (shift.requirements.length === 0) return;
  // Requirements that name a license, permit or certificate need it verified (ADR 115), in the shift's state.
  await requireShiftCredentials(db, shift, userId);
  const resumeNeeds = shift.requirements.filter((requirement) => credentialKindOfRequirement(requirement) === null);
  if (resumeNeeds.length === 0) return;
  const held = await db
    .select({ name: sql<string>`lower(${staffCerts.name})` })
    .from(staffCerts)
    .where(and(eq(staffCerts.userId, userId), sql`(${staffCerts.expiresDate} is null or ${staffCerts.expiresDate} >= ${shift.date})`));
  const names = new Set(held.map((cert) => cert.name.trim()));
  const missing = resumeNeeds.filter((requirement) => !names.has(requirement.trim().toLowerCase()));
  if (missing.length > 0)
    throw new AppError('CONFLICT', `This shift needs ${missing.join(', ')} on your resume, valid on the day.`, { reason: 'requirements' });
}
