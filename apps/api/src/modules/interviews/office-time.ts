import { interviewDateProblem } from '@chairside/domain/hiring';
import { instantOfLocalDateTime, LOCAL_DATE_TIME_PATTERN } from '@chairside/domain/time-zones';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findJobTimeZone } from './interviews-repository';

/** The office's time zone for a posting: its place's (the ZIP code copied from its office). */
export async function officeTimeZone(ctx: AppContext, jobId: number): Promise<string> {
  return findJobTimeZone(ctx.db, jobId);
}

/**
 * The instant of an interviewDate as sent: the office's wall-clock time (2026-12-02T10:30) read in
 * the office's zone, or an ISO instant with its offset. In the future and at most 365 days
 * ahead, or 400 interviewDate.
 */
export function interviewInstant(interviewDate: string, timeZone: string, now: Date): Date {
  const instant = LOCAL_DATE_TIME_PATTERN.test(interviewDate) ? instantOfLocalDateTime(interviewDate, timeZone) : new Date(interviewDate);
  if (!instant || Number.isNaN(instant.getTime()))
    throw new AppError('VALIDATION', 'interviewDate is not a date and time that exists.', { field: 'interviewDate' });
  const problem = interviewDateProblem(instant.toISOString(), now);
  if (problem) throw new AppError('VALIDATION', problem, { field: 'interviewDate' });
  return instant;
}
