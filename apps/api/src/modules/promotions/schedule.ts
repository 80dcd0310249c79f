import { AppError } from '../../platform/errors';

export type Schedule = { startsAt: Date; endsAt: Date | null };

/**
 * The schedule after a create or an edit: startsAt omitted keeps the current start (now for a
 * new one), endsAt omitted keeps the current end, null clears it. The end must follow the start.
 */
export function nextSchedule(input: { startsAt?: string; endsAt?: string | null }, current: Schedule | null, now: Date): Schedule {
  const startsAt = input.startsAt ? new Date(input.startsAt) : (current?.startsAt ?? now);
  const endsAt = input.endsAt === undefined ? (current?.endsAt ?? null) : input.endsAt === null ? null : new Date(input.endsAt);
  if (endsAt && endsAt <= startsAt) throw new AppError('VALIDATION', 'endsAt must be after startsAt.', { field: 'endsAt' });
  return { startsAt, endsAt };
}

/** Ending now: the end is now; one not started yet is moved to have started just before. */
export function endedSchedule(current: Schedule, now: Date): Schedule {
  if (current.endsAt && current.endsAt <= now) return current;
  const startsAt = current.startsAt < now ? current.startsAt : new Date(now.getTime() - 1);
  return { startsAt, endsAt: now };
}
