import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { jobs, savedJobs } from '@chairside/db/schema';

export type SavedJobRow = { jobId: number; savedAt: Date };

/** Whether a posting anyone may read exists (published: not a draft). */
export async function publishedPostingExists(db: Database, jobId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), ne(jobs.status, 'DRAFT')))
    .limit(1);
  return !!row;
}

/** The person's saved posting, or null. */
export async function findSavedJob(db: Database, userId: number, jobId: number): Promise<SavedJobRow | null> {
  const [row] = await db
    .select({ jobId: savedJobs.jobId, savedAt: savedJobs.savedAt })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)))
    .limit(1);
  return row ?? null;
}

export async function countSavedJobs(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(savedJobs).where(eq(savedJobs.userId, userId));
  return Number(row?.total ?? 0);
}

/** Saves the posting once: a second save keeps the first row and its time. Answers the stored row. */
export async function insertSavedJob(db: Database, userId: number, jobId: number, now: Date): Promise<SavedJobRow> {
  await db.insert(savedJobs).values({ userId, jobId, savedAt: now }).onConflictDoNothing();
  const row = await findSavedJob(db, userId, jobId);
  if (!row) throw new Error(`Saved job ${jobId} vanished`);
  return row;
}

export async function deleteSavedJob(db: Database, userId: number, jobId: number): Promise<void> {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

/** The person's saved postings, newest first. */
export async function listSavedJobRows(db: Database, userId: number, limit: number): Promise<SavedJobRow[]> {
  return db
    .select({ jobId: savedJobs.jobId, savedAt: savedJobs.savedAt })
    .from(savedJobs)
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.savedAt), desc(savedJobs.jobId))
    .limit(limit);
}
