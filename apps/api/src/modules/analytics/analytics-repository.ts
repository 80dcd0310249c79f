import { and, asc, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { analyticsDailyCounts, analyticsEvents, users } from '@chairside/db/schema';

export type NewAnalyticsEvent = Omit<typeof analyticsEvents.$inferInsert, 'id'>;

/**
 * Keeps a batch and adds it to the per-day counts, in one transaction: the counts never miss
 * or double an event that is stored.
 */
export async function insertAnalyticsEvents(db: Database, rows: NewAnalyticsEvent[]): Promise<void> {
  if (rows.length === 0) return;
  const counts = new Map<string, { day: string; name: string; count: number }>();
  for (const row of rows) {
    const day = row.occurredAt.toISOString().slice(0, 10);
    const key = `${day}|${row.name}`;
    const entry = counts.get(key) ?? { day, name: row.name, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  await db.transaction(async (tx) => {
    await tx.insert(analyticsEvents).values(rows);
    await tx
      .insert(analyticsDailyCounts)
      .values([...counts.values()].sort((a, b) => (a.day + a.name < b.day + b.name ? -1 : 1)))
      .onConflictDoUpdate({
        target: [analyticsDailyCounts.day, analyticsDailyCounts.name],
        set: { count: sql`${analyticsDailyCounts.count} + excluded.count` },
      });
  });
}

/** Events per UTC day and name for the days from..to: a primary-key range of the daily counts. */
export const countEventsPerDay = (db: Database, from: string, to: string) =>
  db
    .select({ day: analyticsDailyCounts.day, name: analyticsDailyCounts.name, count: analyticsDailyCounts.count })
    .from(analyticsDailyCounts)
    .where(and(gte(analyticsDailyCounts.day, from), lte(analyticsDailyCounts.day, to)))
    .orderBy(asc(analyticsDailyCounts.day), asc(analyticsDailyCounts.name));

/** How many of each named event in the days from..to, from the daily counts. */
export const countEventsByName = (db: Database, names: readonly string[], from: string, to: string) =>
  db
    .select({ name: analyticsDailyCounts.name, count: sql<number>`sum(${analyticsDailyCounts.count})::bigint` })
    .from(analyticsDailyCounts)
    .where(and(inArray(analyticsDailyCounts.name, [...names]), gte(analyticsDailyCounts.day, from), lte(analyticsDailyCounts.day, to)))
    .groupBy(analyticsDailyCounts.name);

/**
 * Accounts created in the instants from..before, by the campaign they signed up from (UTM source,
 * medium, campaign; null when the visit had none), employers and job seekers apart, most first.
 */
export const countSignUpsBySource = (db: Database, from: string, before: string) =>
  db
    .select({
      source: users.utmSource,
      medium: users.utmMedium,
      campaign: users.utmCampaign,
      employers: sql<number>`(count(*) filter (where ${users.role} = 'employer'))::int`,
      jobSeekers: sql<number>`(count(*) filter (where ${users.role} = 'staff'))::int`,
    })
    .from(users)
    .where(and(inArray(users.role, ['employer', 'staff']), gte(users.createdAt, from), lt(users.createdAt, before)))
    .groupBy(users.utmSource, users.utmMedium, users.utmCampaign)
    .orderBy(sql`count(*) desc`, sql`${users.utmSource} asc nulls last`, sql`${users.utmMedium} asc nulls last`, sql`${users.utmCampaign} asc nulls last`)
    .limit(200);
