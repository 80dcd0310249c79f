import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { employers, jobFlags, jobSlots, jobs, users } from '@chairside/db/schema';
import type { JobStatus } from '@chairside/domain/job-status';

export type FlagResolution = 'HIDDEN' | 'SUSPENDED' | 'DISMISSED';

export type ReportedJobRow = {
  jobId: number;
  name: string | null;
  position: string | null;
  status: JobStatus;
  city: string | null;
  state: string | null;
  urltitle: string | null;
  description: string | null;
  postedDate: Date | null;
  employerId: number;
  employerUsername: string;
  employerEmail: string;
  employerSince: string;
  practiceName: string;
  isSuspended: boolean;
  flagCount: number;
  lastFlaggedAt: string;
};

/** Postings with open reports that are still shown (not hidden), the most recently reported first. */
export async function listReportedJobs(db: Database, limit: number): Promise<ReportedJobRow[]> {
  const counts = db
    .select({
      jobId: jobFlags.jobId,
      flagCount: sql<number>`count(*)::int`.as('flag_count'),
      // An ISO string on both drivers (raw SQL results are not mapped by column type).
      lastFlaggedAt: sql<string>`to_char(max(${jobFlags.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('last_flagged_at'),
    })
    .from(jobFlags)
    .where(isNull(jobFlags.resolvedAt))
    .groupBy(jobFlags.jobId)
    .as('counts');
  const rows = await db
    .select({
      jobId: jobs.id,
      name: jobs.name,
      position: jobs.position,
      status: jobs.status,
      city: jobs.city,
      state: jobs.state,
      urltitle: jobs.urltitle,
      description: jobs.description,
      postedDate: jobs.postedDate,
      employerId: jobs.employerId,
      employerUsername: users.username,
      employerEmail: users.email,
      employerSince: sql<string>`to_char(${employers.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      practiceName: employers.practiceName,
      suspendedAt: employers.suspendedAt,
      flagCount: counts.flagCount,
      lastFlaggedAt: counts.lastFlaggedAt,
    })
    .from(counts)
    .innerJoin(jobs, eq(jobs.id, counts.jobId))
    .innerJoin(employers, eq(employers.userId, jobs.employerId))
    .innerJoin(users, eq(users.id, jobs.employerId))
    .where(isNull(jobs.hiddenAt))
    .orderBy(desc(counts.lastFlaggedAt), desc(jobs.id))
    .limit(limit);
  return rows.map(({ suspendedAt, ...row }) => ({ ...row, status: row.status as JobStatus, isSuspended: suspendedAt !== null }));
}

export type OpenFlagRow = { jobId: number; reason: string; reporter: string | null; hasEmail: boolean; createdAt: Date };

/** The open reports of the postings, newest first (the reporter's username when signed in). */
export async function loadOpenFlags(db: Database, jobIds: number[]): Promise<OpenFlagRow[]> {
  if (jobIds.length === 0) return [];
  return db
    .select({
      jobId: jobFlags.jobId,
      reason: jobFlags.reason,
      reporter: users.username,
      hasEmail: sql<boolean>`${jobFlags.reporterEmail} is not null`,
      createdAt: jobFlags.createdAt,
    })
    .from(jobFlags)
    .leftJoin(users, eq(users.id, jobFlags.reporterUserId))
    .where(and(inArray(jobFlags.jobId, jobIds), isNull(jobFlags.resolvedAt)))
    .orderBy(desc(jobFlags.createdAt), desc(jobFlags.id));
}

/** Live postings per practice (ACTIVE, not hidden, live_until ahead). */
export async function countLivePostings(db: Database, employerIds: number[], now: Date): Promise<Map<number, number>> {
  if (employerIds.length === 0) return new Map();
  const rows = await db
    .select({ employerId: jobs.employerId, n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(inArray(jobs.employerId, employerIds), eq(jobs.status, 'ACTIVE'), sql`${jobs.liveUntil} > ${now.toISOString()}::timestamptz`))
    .groupBy(jobs.employerId);
  return new Map(rows.map((row) => [row.employerId, row.n]));
}

/** The published posting (not a draft) and its practice, locked for the review; null when there is none. */
export async function lockPublishedJob(tx: Database, jobId: number): Promise<{ id: number; employerId: number } | null> {
  const [row] = await tx
    .select({ id: jobs.id, employerId: jobs.employerId })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), ne(jobs.status, 'DRAFT')))
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * Takes postings down: hidden now and closed (CANCELED), so they leave search, their pages and
 * the practice's live list; a subscription slot a posting held is freed. Already hidden ones are
 * left as they were. Answers the ids it hid.
 */
export async function hidePostings(tx: Database, where: { jobId: number } | { employerId: number }, now: Date): Promise<number[]> {
  const scope = 'jobId' in where ? eq(jobs.id, where.jobId) : eq(jobs.employerId, where.employerId);
  const hidden = await tx
    .update(jobs)
    .set({ hiddenAt: now, status: sql`case when ${jobs.status} = 'ACTIVE' then 'CANCELED' else ${jobs.status} end`, updatedAt: sql`now()` })
    .where(and(scope, ne(jobs.status, 'DRAFT'), isNull(jobs.hiddenAt)))
    .returning({ id: jobs.id });
  const ids = hidden.map((row) => row.id);
  if (ids.length > 0) await tx.update(jobSlots).set({ activeJobId: null }).where(inArray(jobSlots.activeJobId, ids));
  return ids;
}

export type Reporter = { email: string; jobId: number; jobName: string | null };

/** Closes the open reports of the postings with the resolution; answers the people to thank (one per address and posting). */
export async function resolveOpenFlags(
  tx: Database,
  jobIds: number[],
  resolution: FlagResolution,
  now: Date,
): Promise<{ closed: number; reporters: Reporter[] }> {
  if (jobIds.length === 0) return { closed: 0, reporters: [] };
  const rows = await tx
    .update(jobFlags)
    .set({ resolvedAt: now, resolution })
    .where(and(inArray(jobFlags.jobId, jobIds), isNull(jobFlags.resolvedAt)))
    .returning({ email: jobFlags.reporterEmail, jobId: jobFlags.jobId });
  const names = new Map((await tx.select({ id: jobs.id, name: jobs.name }).from(jobs).where(inArray(jobs.id, jobIds))).map((row) => [row.id, row.name]));
  const reporters = new Map<string, Reporter>();
  for (const row of rows)
    if (row.email !== null) reporters.set(`${row.jobId} ${row.email}`, { email: row.email, jobId: row.jobId, jobName: names.get(row.jobId) ?? null });
  return { closed: rows.length, reporters: [...reporters.values()] };
}

/** The practice's postings with open reports (to close them all when it is suspended). */
export async function jobsWithOpenFlags(tx: Database, employerId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: jobFlags.jobId })
    .from(jobFlags)
    .innerJoin(jobs, eq(jobs.id, jobFlags.jobId))
    .where(and(eq(jobs.employerId, employerId), isNull(jobFlags.resolvedAt)));
  return rows.map((row) => row.id);
}

export async function suspendPractice(tx: Database, employerId: number, now: Date): Promise<void> {
  await tx
    .update(employers)
    .set({ suspendedAt: now })
    .where(and(eq(employers.userId, employerId), isNull(employers.suspendedAt)));
}

export async function isPracticeSuspended(db: Database, employerId: number): Promise<boolean> {
  const [row] = await db.select({ suspendedAt: employers.suspendedAt }).from(employers).where(eq(employers.userId, employerId)).limit(1);
  return row?.suspendedAt != null;
}

/**
 * Claims the posting's one email to support: set once, when its open reports reach `threshold`.
 * Answers the posting's title and practice when this call claimed it, else null.
 */
export async function claimFlagAlert(
  db: Database,
  jobId: number,
  threshold: number,
  now: Date,
): Promise<{ name: string | null; practiceName: string; flagCount: number } | null> {
  const open = sql<number>`(select count(*)::int from ${jobFlags} where ${jobFlags.jobId} = ${jobId} and ${jobFlags.resolvedAt} is null)`;
  const [claimed] = await db
    .update(jobs)
    .set({ flagAlertSentAt: now })
    .where(and(eq(jobs.id, jobId), isNull(jobs.flagAlertSentAt), isNull(jobs.hiddenAt), sql`${open} >= ${threshold}`))
    .returning({ name: jobs.name, employerId: jobs.employerId, flagCount: open });
  if (!claimed) return null;
  const [practice] = await db.select({ practiceName: employers.practiceName }).from(employers).where(eq(employers.userId, claimed.employerId)).limit(1);
  return { name: claimed.name, practiceName: practice?.practiceName ?? '', flagCount: Number(claimed.flagCount) };
}

/** Lets the claim go (the email could not be sent), so the next report tries again. */
export async function releaseFlagAlert(db: Database, jobId: number): Promise<void> {
  await db.update(jobs).set({ flagAlertSentAt: null }).where(eq(jobs.id, jobId));
}
