import { and, asc, count, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { contentImages, contentItems, contentItemTags, contentRevisions, contentTerms } from '@chairside/db/schema';
import type { ContentKind, TermKind } from '@chairside/domain/content';

export type ContentItemRow = typeof contentItems.$inferSelect;
export type ContentTermRow = typeof contentTerms.$inferSelect;
export type ContentRevisionRow = typeof contentRevisions.$inferSelect;
export type ContentImageRow = typeof contentImages.$inferSelect;
export type NewContentItem = Omit<typeof contentItems.$inferInsert, 'id' | 'createdAt'>;

const ADMIN_LIST_LIMIT = 1000;
const REVISIONS_LIMIT = 200;

/** True when a database error is a unique-constraint violation (drizzle wraps driver errors). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** Visible to anyone: published, and its publish time has come. */
export const isPublic = (now: Date) => and(eq(contentItems.status, 'published'), lte(contentItems.publishAt, now));

// Terms (authors, tags, categories)

export const listTermRows = (db: Database, kind: TermKind) =>
  db
    .select({
      term: contentTerms,
      posts:
        sql<number>`(select count(*) from ${contentItems} where ${contentItems.authorId} = ${contentTerms.id} or ${contentItems.categoryId} = ${contentTerms.id}) + (select count(*) from ${contentItemTags} where ${contentItemTags.tagId} = ${contentTerms.id})`.mapWith(
          Number,
        ),
    })
    .from(contentTerms)
    .where(eq(contentTerms.kind, kind))
    .orderBy(asc(contentTerms.name), asc(contentTerms.id))
    .limit(ADMIN_LIST_LIMIT);

export async function findTermRow(db: Database, kind: TermKind, id: number): Promise<ContentTermRow | null> {
  const [row] = await db
    .select()
    .from(contentTerms)
    .where(and(eq(contentTerms.kind, kind), eq(contentTerms.id, id)));
  return row ?? null;
}

export async function findTermBySlug(db: Database, kind: TermKind, slug: string): Promise<ContentTermRow | null> {
  const [row] = await db
    .select()
    .from(contentTerms)
    .where(and(eq(contentTerms.kind, kind), eq(contentTerms.slug, slug)));
  return row ?? null;
}

export async function termIdsExist(db: Database, kind: TermKind, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const [{ n }] = await db
    .select({ n: count() })
    .from(contentTerms)
    .where(and(eq(contentTerms.kind, kind), inArray(contentTerms.id, ids)));
  return Number(n) === new Set(ids).size;
}

export async function insertTerm(db: Database, values: { kind: TermKind; slug: string; name: string; description: string }): Promise<ContentTermRow> {
  const [row] = await db.insert(contentTerms).values(values).returning();
  return row;
}

export async function updateTermRow(
  db: Database,
  kind: TermKind,
  id: number,
  values: { slug: string; name: string; description: string; updatedAt: Date },
): Promise<ContentTermRow | null> {
  const [row] = await db
    .update(contentTerms)
    .set(values)
    .where(and(eq(contentTerms.kind, kind), eq(contentTerms.id, id)))
    .returning();
  return row ?? null;
}

export async function termSlugTaken(db: Database, kind: TermKind, slug: string, exceptId: number | null): Promise<boolean> {
  const rows = await db
    .select({ id: contentTerms.id })
    .from(contentTerms)
    .where(and(eq(contentTerms.kind, kind), eq(contentTerms.slug, slug), exceptId === null ? undefined : ne(contentTerms.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function termsByIds(db: Database, ids: number[]): Promise<Map<number, ContentTermRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(contentTerms).where(inArray(contentTerms.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

// Items (posts and pages)

export const listItemRows = (db: Database, kind: ContentKind) =>
  db.select().from(contentItems).where(eq(contentItems.kind, kind)).orderBy(desc(contentItems.updatedAt), desc(contentItems.id)).limit(ADMIN_LIST_LIMIT);

export async function findItemRow(db: Database, kind: ContentKind, id: number, forUpdate = false): Promise<ContentItemRow | null> {
  const query = db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function itemSlugTaken(db: Database, kind: ContentKind, slug: string, exceptId: number | null): Promise<boolean> {
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug), exceptId === null ? undefined : ne(contentItems.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertItem(db: Database, values: NewContentItem): Promise<ContentItemRow> {
  const [row] = await db.insert(contentItems).values(values).returning();
  return row;
}

export async function updateItemRow(db: Database, id: number, values: Partial<NewContentItem>): Promise<ContentItemRow> {
  const [row] = await db.update(contentItems).set(values).where(eq(contentItems.id, id)).returning();
  return row;
}

export async function tagIdsOf(db: Database, itemIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (itemIds.length === 0) return result;
  const rows = await db.select().from(contentItemTags).where(inArray(contentItemTags.itemId, itemIds)).orderBy(asc(contentItemTags.tagId));
  for (const row of rows) result.set(row.itemId, [...(result.get(row.itemId) ?? []), row.tagId]);
  return result;
}

export async function replaceTags(db: Database, itemId: number, tagIds: number[]): Promise<void> {
  await db.delete(contentItemTags).where(eq(contentItemTags.itemId, itemId));
  const unique = [...new Set(tagIds)];
  if (unique.length > 0) await db.insert(contentItemTags).values(unique.map((tagId) => ({ itemId, tagId })));
}

export async function insertRevision(
  db: Database,
  values: Omit<typeof contentRevisions.$inferInsert, 'id' | 'createdAt'> & { createdAt: Date },
): Promise<void> {
  await db.insert(contentRevisions).values(values);
}

export const listRevisionRows = (db: Database, itemId: number) =>
  db.select().from(contentRevisions).where(eq(contentRevisions.itemId, itemId)).orderBy(desc(contentRevisions.revision)).limit(REVISIONS_LIMIT);

export async function findRevisionRow(db: Database, itemId: number, revision: number): Promise<ContentRevisionRow | null> {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.itemId, itemId), eq(contentRevisions.revision, revision)));
  return row ?? null;
}

// Public reads

export type PublicPostFilter = { audience?: string; authorId?: number; categoryId?: number; tagId?: number };

const postFilter = (now: Date, filter: PublicPostFilter) =>
  and(
    eq(contentItems.kind, 'post'),
    isPublic(now),
    filter.audience ? eq(contentItems.audience, filter.audience as 'job-seekers' | 'employers') : undefined,
    filter.authorId ? eq(contentItems.authorId, filter.authorId) : undefined,
    filter.categoryId ? eq(contentItems.categoryId, filter.categoryId) : undefined,
    filter.tagId
      ? sql`exists (select 1 from ${contentItemTags} where ${contentItemTags.itemId} = ${contentItems.id} and ${contentItemTags.tagId} = ${filter.tagId})`
      : undefined,
  );

/** One page of public posts, newest first, and how many there are in all. */
export async function listPublicPostRows(db: Database, now: Date, filter: PublicPostFilter, limit: number, offset: number) {
  const where = postFilter(now, filter);
  const rows = await db.select().from(contentItems).where(where).orderBy(desc(contentItems.publishAt), desc(contentItems.id)).limit(limit).offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(contentItems).where(where);
  return { rows, total: Number(n) };
}

export async function findPublicItemBySlug(db: Database, kind: ContentKind, slug: string, now: Date): Promise<ContentItemRow | null> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug), isPublic(now)));
  return row ?? null;
}

/** Every public item (sitemap), with its last change. */
export const listPublicItemRows = (db: Database, now: Date) =>
  db
    .select({
      kind: contentItems.kind,
      slug: contentItems.slug,
      updatedAt: contentItems.updatedAt,
      publishAt: contentItems.publishAt,
      authorId: contentItems.authorId,
      categoryId: contentItems.categoryId,
      audience: contentItems.audience,
      id: contentItems.id,
    })
    .from(contentItems)
    .where(isPublic(now))
    .orderBy(asc(contentItems.kind), asc(contentItems.slug))
    .limit(50_000);

// Images

export async function insertImage(db: Database, values: Omit<typeof contentImages.$inferInsert, 'id' | 'createdAt'>): Promise<ContentImageRow> {
  const [row] = await db.insert(contentImages).values(values).returning();
  return row;
}

export async function imageKeyExists(db: Database, key: string): Promise<boolean> {
  const rows = await db.select({ id: contentImages.id }).from(contentImages).where(eq(contentImages.photoKey, key)).limit(1);
  return rows.length > 0;
}

export const listImageRows = (db: Database) => db.select().from(contentImages).orderBy(desc(contentImages.id)).limit(200);
