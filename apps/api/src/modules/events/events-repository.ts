import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { communityEvents, users } from '@chairside/db/schema';
import type { EventCategory, EventStatus } from '@chairside/domain/community-events';

export type EventRow = {
  id: number;
  submitterId: number | null;
  status: EventStatus;
  category: string;
  title: string;
  url: string | null;
  isOnline: boolean;
  venue: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  description: string;
  ceCredits: number | null;
  reviewNote: string | null;
  createdAt: Date;
};

export type EventFields = Omit<EventRow, 'id' | 'submitterId' | 'status' | 'reviewNote' | 'createdAt'>;

const columns = {
  id: communityEvents.id,
  submitterId: communityEvents.submitterId,
  status: communityEvents.status,
  category: communityEvents.category,
  title: communityEvents.title,
  url: communityEvents.url,
  isOnline: communityEvents.isOnline,
  venue: communityEvents.venue,
  city: communityEvents.city,
  state: communityEvents.state,
  zip: communityEvents.zip,
  startAt: communityEvents.startAt,
  endAt: communityEvents.endAt,
  timeZone: communityEvents.timeZone,
  description: communityEvents.description,
  ceCredits: communityEvents.ceCredits,
  reviewNote: communityEvents.reviewNote,
  createdAt: communityEvents.createdAt,
};

export async function insertEvent(db: Database, submitterId: number, fields: EventFields, now: Date): Promise<number> {
  const [row] = await db
    .insert(communityEvents)
    .values({ ...fields, submitterId, status: 'PENDING', createdAt: now, updatedAt: now })
    .returning({ id: communityEvents.id });
  return row.id;
}

/** The submitter's edit: the event goes back to review. False when it is not theirs. */
export async function updateOwnEvent(db: Database, id: number, submitterId: number, fields: EventFields, now: Date): Promise<boolean> {
  const rows = await db
    .update(communityEvents)
    .set({ ...fields, status: 'PENDING', reviewNote: null, reviewedAt: null, updatedAt: now })
    .where(and(eq(communityEvents.id, id), eq(communityEvents.submitterId, submitterId)))
    .returning({ id: communityEvents.id });
  return rows.length > 0;
}

export async function findEvent(db: Database, id: number): Promise<EventRow | null> {
  const [row] = await db.select(columns).from(communityEvents).where(eq(communityEvents.id, id)).limit(1);
  return (row as EventRow | undefined) ?? null;
}

/** Approved events not yet over (ending at or after now), soonest first, optionally of one category. */
export async function listUpcomingEvents(
  db: Database,
  options: { category: EventCategory | null; now: Date; limit: number; offset: number },
): Promise<{ rows: EventRow[]; total: number }> {
  const where = and(
    eq(communityEvents.status, 'APPROVED'),
    gte(communityEvents.endAt, options.now),
    options.category ? eq(communityEvents.category, options.category) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(communityEvents)
      .where(where)
      .orderBy(asc(communityEvents.startAt), asc(communityEvents.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(communityEvents).where(where),
  ]);
  return { rows: rows as EventRow[], total: Number(counted?.total ?? 0) };
}

export async function listEventsBySubmitter(db: Database, submitterId: number): Promise<EventRow[]> {
  const rows = await db.select(columns).from(communityEvents).where(eq(communityEvents.submitterId, submitterId)).orderBy(desc(communityEvents.id)).limit(200);
  return rows as EventRow[];
}

export async function listEventsByStatus(
  db: Database,
  status: EventStatus,
  limit: number,
): Promise<(EventRow & { submitterName: string | null; submitterEmail: string | null })[]> {
  const rows = await db
    .select({ ...columns, submitterName: users.name, submitterEmail: users.email })
    .from(communityEvents)
    .leftJoin(users, eq(users.id, communityEvents.submitterId))
    .where(eq(communityEvents.status, status))
    .orderBy(status === 'PENDING' ? asc(communityEvents.createdAt) : desc(communityEvents.createdAt), asc(communityEvents.id))
    .limit(limit);
  return rows as (EventRow & { submitterName: string | null; submitterEmail: string | null })[];
}

/** Records the decision; answers the status the event had before it (null: no such event). */
export async function setEventReview(db: Database, id: number, status: 'APPROVED' | 'REJECTED', note: string | null, now: Date): Promise<EventStatus | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ status: communityEvents.status }).from(communityEvents).where(eq(communityEvents.id, id)).limit(1).for('update');
    if (!before) return null;
    await tx.update(communityEvents).set({ status, reviewNote: note, reviewedAt: now }).where(eq(communityEvents.id, id));
    return before.status as EventStatus;
  });
}

/** The submitter's address and name, for the emails about their event (null: no account any more). */
export async function findSubmitterContact(db: Database, submitterId: number): Promise<{ email: string; name: string } | null> {
  const [row] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, submitterId)).limit(1);
  return row ?? null;
}

/** Events submitted by an account within the window (for the daily limit shown in the message). */
export async function countRecentSubmissions(db: Database, submitterId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(communityEvents)
    .where(and(eq(communityEvents.submitterId, submitterId), sql`${communityEvents.createdAt} >= ${since.toISOString()}`));
  return Number(row?.total ?? 0);
}

/** When an event last changed: an edit, or an administrator's decision. */
const lastChange = sql<Date>`greatest(${communityEvents.updatedAt}, coalesce(${communityEvents.reviewedAt}, ${communityEvents.updatedAt}))`;

/** Approved events by id (the sitemap's pages): the title their address carries and their last change. */
export async function listApprovedEventPages(db: Database, limit: number, offset: number): Promise<{ id: number; title: string; lastmod: string }[]> {
  const rows = await db
    .select({ id: communityEvents.id, title: communityEvents.title, lastmod: lastChange })
    .from(communityEvents)
    .where(eq(communityEvents.status, 'APPROVED'))
    .orderBy(asc(communityEvents.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ id: row.id, title: row.title, lastmod: new Date(row.lastmod).toISOString() }));
}

/** How many approved events there are, and the newest change among them. */
export async function countApprovedEvents(db: Database): Promise<{ total: number; lastmod: string | null }> {
  const [row] = await db
    .select({ total: count(), lastmod: sql<Date | null>`max(${lastChange})` })
    .from(communityEvents)
    .where(eq(communityEvents.status, 'APPROVED'));
  return { total: Number(row?.total ?? 0), lastmod: row?.lastmod ? new Date(row.lastmod).toISOString() : null };
}
