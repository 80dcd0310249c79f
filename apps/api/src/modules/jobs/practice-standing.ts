import type { Database } from '@chairside/db/client';
import { AppError } from '../../platform/errors';
import { isPracticeSuspended } from './job-reports-repository';

export const SUSPENDED_MESSAGE =
  'Your practice is suspended after reports about its postings, so it cannot publish or reopen postings. Contact us to resolve it.';

/** A suspended practice may not put a posting in front of job seekers (403; ADR 72). */
export async function refuseSuspendedPractice(db: Database, employerId: number): Promise<void> {
  if (await isPracticeSuspended(db, employerId)) throw new AppError('FORBIDDEN', SUSPENDED_MESSAGE);
}

/** A posting an administrator took down stays down (409 status). */
export function refuseHiddenPosting(job: { hiddenAt: Date | null }): void {
  if (job.hiddenAt !== null) throw new AppError('CONFLICT', 'Our team took this posting down after reports, so it cannot be reopened.', { field: 'status' });
}
