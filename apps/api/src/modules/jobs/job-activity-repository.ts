import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { jobFlags, jobViews, jobs, users } from '@chairside/db/schema';

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

export type NewFlag = { jobId: number; reporterKey: string; reporterUserId: number | null; reporterEmail: string | null; reason: string };

/** One report per posting and visitor; a second report replaces the reason and the address, and opens it again. */
export async function saveFlag(db: Database, flag: NewFlag): Promise<void> {
  await db
    .insert(jobFlags)
    .values(flag)
    .onConflictDoUpdate({
      target: [jobFlags.jobId, jobFlags.reporterKey],
      set: {
        reason: flag.reason,
        reporterEmail: flag.reporterEmail,
        reporterUserId: flag.reporterUserId,
        resolvedAt: null,
        resolution: null,
        createdAt: sql`now()`,
      },
    });
}

export async function hasFlagged(db: Database, jobId: number, reporterKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: jobFlags.id })
    .from(jobFlags)
    .where(and(eq(jobFlags.jobId, jobId), eq(jobFlags.reporterKey, reporterKey)))
    .limit(1);
  return rows.length > 0;
}

export async function findUserContact(db: Database, username: string): Promise<{ id: number; email: string } | null> {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.username, username)).limit(1);
  return row ?? null;
}
