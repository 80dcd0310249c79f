import { and, asc, desc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { announcements, promotions } from '@chairside/db/schema';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type NewAnnouncement = Omit<typeof announcements.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type NewPromotion = Omit<typeof promotions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const ADMIN_LIST_LIMIT = 500;
const LIVE_ANNOUNCEMENTS_LIMIT = 20;

const liveAnnouncement = (now: Date) => and(lte(announcements.startsAt, now), or(isNull(announcements.endsAt), gt(announcements.endsAt, now)));
const livePromotion = (now: Date) => and(lte(promotions.startsAt, now), or(isNull(promotions.endsAt), gt(promotions.endsAt, now)));

export const listAnnouncementRows = (db: Database) =>
  db.select().from(announcements).orderBy(desc(announcements.startsAt), desc(announcements.id)).limit(ADMIN_LIST_LIMIT);

/** Live announcements, newest start first (the display order: the first that matches shows). */
export const listLiveAnnouncementRows = (db: Database, now: Date, role: string | null, environment: string | null) =>
  db
    .select()
    .from(announcements)
    .where(
      and(
        liveAnnouncement(now),
        role ? sql`${role} = any(${announcements.userRoles})` : undefined,
        environment ? sql`${environment} = any(${announcements.buildEnvironments})` : undefined,
      ),
    )
    .orderBy(desc(announcements.startsAt), desc(announcements.id))
    .limit(LIVE_ANNOUNCEMENTS_LIMIT);

export async function insertAnnouncement(db: Database, values: NewAnnouncement): Promise<AnnouncementRow> {
  const [row] = await db.insert(announcements).values(values).returning();
  return row;
}

export async function updateAnnouncementRow(db: Database, id: number, values: Partial<NewAnnouncement> & { updatedAt: Date }): Promise<AnnouncementRow | null> {
  const [row] = await db.update(announcements).set(values).where(eq(announcements.id, id)).returning();
  return row ?? null;
}

export async function findAnnouncementRow(db: Database, id: number): Promise<AnnouncementRow | null> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row ?? null;
}

export const listPromotionRows = (db: Database) => db.select().from(promotions).orderBy(desc(promotions.startsAt), desc(promotions.id)).limit(ADMIN_LIST_LIMIT);

/** The promotion live now in this environment and not past its expiration day; the newest start wins. */
export async function findCurrentPromotionRow(db: Database, now: Date, environment: string): Promise<PromotionRow | null> {
  const today = now.toISOString().slice(0, 10);
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(livePromotion(now), eq(promotions.buildEnvironment, environment), gte(promotions.expirationDate, today)))
    .orderBy(desc(promotions.startsAt), asc(promotions.id))
    .limit(1);
  return row ?? null;
}

export async function insertPromotion(db: Database, values: NewPromotion): Promise<PromotionRow> {
  const [row] = await db.insert(promotions).values(values).returning();
  return row;
}

export async function updatePromotionRow(db: Database, id: number, values: Partial<NewPromotion> & { updatedAt: Date }): Promise<PromotionRow | null> {
  const [row] = await db.update(promotions).set(values).where(eq(promotions.id, id)).returning();
  return row ?? null;
}

export async function findPromotionRow(db: Database, id: number): Promise<PromotionRow | null> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row ?? null;
}
