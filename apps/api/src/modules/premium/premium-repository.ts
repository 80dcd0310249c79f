import { and, desc, eq, gt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { employers, resumeViews, seekerSubscriptions, users } from '@chairside/db/schema';
import { PREMIUM_PRODUCT } from '@chairside/domain/premium';
import { idArray } from '../../platform/id-array';
import { boxSql, milesSql } from '../../platform/search-box';

const live = (now: Date | Placeholder) =>
  and(eq(seekerSubscriptions.status, 'active'), eq(seekerSubscriptions.productCode, PREMIUM_PRODUCT), gt(seekerSubscriptions.periodEnd, now));

/** SQL: true when the person `userId` (a column) has premium at `now` (or a statement shape's placeholder for it), for reading inside another query. */
export const hasPremiumSql = (userId: SQL, now: Date | Placeholder): SQL =>
  sql`exists (select 1 from ${seekerSubscriptions} where ${seekerSubscriptions.userId} = ${userId} and ${live(now)})`;

/** Whether the person has premium now: an active PREMIUM subscription whose period has not ended. */
export async function hasPremium(db: Database, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: seekerSubscriptions.id })
    .from(seekerSubscriptions)
    .where(and(eq(seekerSubscriptions.userId, userId), live(now)))
    .limit(1);
  return !!row;
}

/** Of these people, those with premium now. */
export async function premiumAmong(db: Database, userIds: readonly number[], now: Date): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  // Every alert owner of a job alerts pass at once: one array value (idArray), not a parameter each.
  const rows = await db
    .select({ userId: seekerSubscriptions.userId })
    .from(seekerSubscriptions)
    .where(and(sql`${seekerSubscriptions.userId} = any(${idArray(userIds)})`, live(now)));
  return new Set(rows.map((row) => row.userId));
}

/** A practice opened the person's full resume: one row per practice, person and day (the time of the last opening). */
export async function insertResumeView(db: Database, employerId: number, userId: number, now: Date): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await db
    .insert(resumeViews)
    .values({ employerId, userId, viewedOn: day, lastViewedAt: now })
    .onConflictDoUpdate({ target: [resumeViews.employerId, resumeViews.userId, resumeViews.viewedOn], set: { lastViewedAt: now } });
}

/** The practices that opened the person's resume, newest first (at most `limit`). */
export async function listResumeViews(db: Database, userId: number, limit: number) {
  return db
    .select({ practiceName: employers.practiceName, viewedOn: resumeViews.viewedOn, lastViewedAt: resumeViews.lastViewedAt })
    .from(resumeViews)
    .innerJoin(employers, eq(employers.userId, resumeViews.employerId))
    .where(eq(resumeViews.userId, userId))
    .orderBy(desc(resumeViews.lastViewedAt))
    .limit(limit);
}

export async function findSeekerPlace(db: Database, username: string) {
  const [row] = await db
    .select({ id: users.id, position: users.position, zip: users.zip, lat: users.lat, lng: users.lng })
    .from(users)
    .where(and(eq(users.username, username), eq(users.role, 'staff')))
    .limit(1);
  return row ?? null;
}

/**
 * The pay of published postings of a position within `radius` miles, posted in the last year:
 * a bounding box on the place index, then the great-circle distance. At most 2000 postings.
 */
export async function payNear(db: Database, position: string, origin: { lat: number; lng: number }, radius: number, now: Date) {
  const since = new Date(now.getTime() - 365 * 86_400_000).toISOString();
  const result = await db.execute<{ pay_code: string | null; salary_min: number | null; salary_max: number | null }>(sql`
    select pay_code, salary_min, salary_max from jobs
    where position = ${position} and status <> 'DRAFT' and pay_code is not null and salary_min is not null
      and ${boxSql({ ...origin, radius }, sql`lat`, sql`lng`)}
      and posted_date >= ${since}::timestamptz
      and ${milesSql(origin, sql`lat`, sql`lng`)} <= ${radius}::float8
    limit 2000`);
  return result.rows.map((row) => ({
    payCode: row.pay_code,
    salaryMin: row.salary_min === null ? null : Number(row.salary_min),
    salaryMax: row.salary_max === null ? null : Number(row.salary_max),
  }));
}
