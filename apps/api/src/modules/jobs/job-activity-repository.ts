import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { employers, jobFlags, jobViews, jobs, users } from '@chairside/db/schema';
import type { JobStatus } from '@chairside/domain/job-status';

/** Records a view once per posting, visitor and day; true when this one counted. */
export async function recordView(db: Database, jobId: number, viewerKey: string, day: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(jobViews).values({ jobId, viewerKey, day }).onConflictDoNothing().returning({ jobId: jobViews.jobId });
    if (inserted.length === 0) return false;
    await tx
      .update(jobs)
      .set({ views: sql`${jobs.views} + 1` })
      .where(eq(jobs.id, jobId));
    return true;
  });
}

/** One report per posting and visitor; a second report replaces the reason. */
export async function saveFlag(db: Database, jobId: number, reporterKey: string, reporterUserId: number | null, reason: string): Promise<void> {
  await db
    .insert(jobFlags)
    .values({ jobId, reporterKey, reporterUserId, reason })
    .onConflictDoUpdate({ target: [jobFlags.jobId, jobFlags.reporterKey], set: { reason, createdAt: sql`now()` } });
}

export async function hasFlagged(db: Database, jobId: number, reporterKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: jobFlags.id })
    .from(jobFlags)
    .where(and(eq(jobFlags.jobId, jobId), eq(jobFlags.reporterKey, reporterKey)))
    .limit(1);
  return rows.length > 0;
}

export async function findUserId(db: Database, username: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return row?.id ?? null;
}

export type FlaggedJobRow = {
  jobId: number;
  name: string | null;
  position: string | null;
  status: JobStatus;
  employerUsername: string;
  practiceName: string;
  flagCount: number;
  lastFlaggedAt: string;
};

/** Postings with reports, the most recently reported first. */
export async function listFlaggedJobs(db: Database, limit: number): Promise<FlaggedJobRow[]> {
  const counts = db
    .select({
      jobId: jobFlags.jobId,
      flagCount: sql<number>`count(*)::int`.as('flag_count'),
      // An ISO string on both drivers (raw SQL results are not mapped by column type).
      lastFlaggedAt: sql<string>`to_char(max(${jobFlags.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('last_flagged_at'),
    })
    .from(jobFlags)
    .groupBy(jobFlags.jobId)
    .as('counts');
  const rows = await db
    .select({
      jobId: jobs.id,
      name: jobs.name,
      position: jobs.position,
      status: jobs.status,
      employerUsername: users.username,
      practiceName: employers.practiceName,
      flagCount: counts.flagCount,
      lastFlaggedAt: counts.lastFlaggedAt,
    })
    .from(counts)
    .innerJoin(jobs, eq(jobs.id, counts.jobId))
    .innerJoin(employers, eq(employers.userId, jobs.employerId))
    .innerJoin(users, eq(users.id, jobs.employerId))
    .orderBy(desc(counts.lastFlaggedAt), desc(jobs.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, status: row.status as JobStatus }));
}

export type FlagRow = { jobId: number; reason: string; reporter: string | null; createdAt: Date };

/** The reports of the postings, newest first (the reporter's username when signed in). */
export async function loadFlags(db: Database, jobIds: number[]): Promise<FlagRow[]> {
  if (jobIds.length === 0) return [];
  return db
    .select({ jobId: jobFlags.jobId, reason: jobFlags.reason, reporter: users.username, createdAt: jobFlags.createdAt })
    .from(jobFlags)
    .leftJoin(users, eq(users.id, jobFlags.reporterUserId))
    .where(inArray(jobFlags.jobId, jobIds))
    .orderBy(desc(jobFlags.createdAt), desc(jobFlags.id));
}
