import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { applications } from '@chairside/db/schema';

// A posting's applicant figures, shown on the practice's job screens. Jobs counts the rows of the
// applications table itself (hiring writes them): hiring imports jobs, so jobs never imports
// hiring (ADR 93).

export type ApplicantCounts = { applicantCount: number; newApplicantCount: number };

/** Applications per posting, and how many the practice has not opened yet. */
export async function countApplicantsByJob(db: Database, jobIds: number[]): Promise<Map<number, ApplicantCounts>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({
      jobId: applications.jobId,
      applicantCount: sql<number>`count(*)::int`,
      newApplicantCount: sql<number>`(count(*) filter (where ${applications.reviewedDate} is null))::int`,
    })
    .from(applications)
    .where(inArray(applications.jobId, jobIds))
    .groupBy(applications.jobId);
  return new Map(rows.map(({ jobId, ...counts }) => [jobId, counts]));
}

const NONE: ApplicantCounts = { applicantCount: 0, newApplicantCount: 0 };

/** Applicants of each posting, and how many the practice has not opened yet (0 and 0 for none). */
export async function applicantCounts(db: Database, jobIds: number[]): Promise<(jobId: number) => ApplicantCounts> {
  const counts = await countApplicantsByJob(db, jobIds);
  return (jobId) => counts.get(jobId) ?? NONE;
}
