import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { classifiedFlags, classifiedPhotos, classifieds, users } from '@chairside/db/schema';
import type { ClassifiedCategory, ClassifiedValues } from '@chairside/domain/classifieds';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

export type ClassifiedRow = {
  id: number;
  ownerId: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  category: string;
  title: string;
  description: string;
  priceCents: number | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  reviewNote: string | null;
  approvedAt: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export type ClassifiedPhotoRow = {
  id: number;
  classifiedId: number;
  photoKey: string;
  thumbnailKey: string;
  sortOrder: number;
  width: number;
  height: number;
};

const columns = {
  id: classifieds.id,
  ownerId: classifieds.ownerId,
  status: classifieds.status,
  category: classifieds.category,
  title: classifieds.title,
  description: classifieds.description,
  priceCents: classifieds.priceCents,
  city: classifieds.city,
  state: classifieds.state,
  zip: classifieds.zip,
  contactEmail: classifieds.contactEmail,
  contactPhone: classifieds.contactPhone,
  reviewNote: classifieds.reviewNote,
  approvedAt: classifieds.approvedAt,
  expiresAt: classifieds.expiresAt,
  createdAt: classifieds.createdAt,
  updatedAt: classifieds.updatedAt,
};

const photoColumns = {
  id: classifiedPhotos.id,
  classifiedId: classifiedPhotos.classifiedId,
  photoKey: classifiedPhotos.photoKey,
  thumbnailKey: classifiedPhotos.thumbnailKey,
  sortOrder: classifiedPhotos.sortOrder,
  width: classifiedPhotos.width,
  height: classifiedPhotos.height,
};

/** Shown to readers: approved and within its term. */
export const isPublicNow = (now: Date) => and(eq(classifieds.status, 'APPROVED'), gt(classifieds.expiresAt, now));

export async function insertClassified(db: Db, ownerId: number, values: ClassifiedValues, now: Date): Promise<number> {
  const [row] = await db
    .insert(classifieds)
    .values({ ...values, ownerId, status: 'PENDING', createdAt: now, updatedAt: now })
    .returning({ id: classifieds.id });
  return row.id;
}

/** The owner's edit: the listing goes back to review. False when it is not theirs. */
export async function updateOwnClassified(db: Db, id: number, ownerId: number, values: ClassifiedValues, now: Date): Promise<boolean> {
  const rows = await db
    .update(classifieds)
    .set({ ...values, status: 'PENDING', reviewNote: null, updatedAt: now })
    .where(and(eq(classifieds.id, id), eq(classifieds.ownerId, ownerId)))
    .returning({ id: classifieds.id });
  return rows.length > 0;
}

/** Photos changed: an approved or rejected listing goes back to review. */
export async function returnToReview(db: Db, id: number, now: Date): Promise<void> {
  await db.update(classifieds).set({ status: 'PENDING', reviewNote: null, updatedAt: now }).where(eq(classifieds.id, id));
}

export async function findClassified(db: Db, id: number, lock = false): Promise<ClassifiedRow | null> {
  const query = db.select(columns).from(classifieds).where(eq(classifieds.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return (row as ClassifiedRow | undefined) ?? null;
}

export async function findOwnClassified(db: Db, id: number, ownerId: number, lock = false): Promise<ClassifiedRow | null> {
  const query = db
    .select(columns)
    .from(classifieds)
    .where(and(eq(classifieds.id, id), eq(classifieds.ownerId, ownerId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return (row as ClassifiedRow | undefined) ?? null;
}

/** Deletes the owner's listing; its photos and reports go with it (on delete cascade). False when it is not theirs. */
export async function deleteOwnClassified(db: Db, id: number, ownerId: number): Promise<boolean> {
  const rows = await db
    .delete(classifieds)
    .where(and(eq(classifieds.id, id), eq(classifieds.ownerId, ownerId)))
    .returning({ id: classifieds.id });
  return rows.length > 0;
}

/** The owner's address and name, for the emails about their listing. */
export async function findOwnerContact(db: Db, ownerId: number): Promise<{ email: string; name: string } | null> {
  const [row] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, ownerId)).limit(1);
  return row ?? null;
}

export async function listPhotos(db: Db, classifiedIds: number[]): Promise<ClassifiedPhotoRow[]> {
  if (classifiedIds.length === 0) return [];
  return db
    .select(photoColumns)
    .from(classifiedPhotos)
    .where(inArray(classifiedPhotos.classifiedId, classifiedIds))
    .orderBy(asc(classifiedPhotos.sortOrder), asc(classifiedPhotos.id));
}

/** Listings readers may see, newest approval first, optionally of one category. */
export async function listPublicClassifieds(
  db: Database,
  options: { category: ClassifiedCategory | null; now: Date; limit: number; offset: number },
): Promise<{ rows: ClassifiedRow[]; total: number }> {
  const where = and(isPublicNow(options.now), options.category ? eq(classifieds.category, options.category) : undefined);
  const [rows, [counted]] = await Promise.all([
    db.select(columns).from(classifieds).where(where).orderBy(desc(classifieds.approvedAt), desc(classifieds.id)).limit(options.limit).offset(options.offset),
    db.select({ total: count() }).from(classifieds).where(where),
  ]);
  return { rows: rows as ClassifiedRow[], total: Number(counted?.total ?? 0) };
}

export async function listOwnerClassifieds(db: Database, ownerId: number): Promise<ClassifiedRow[]> {
  const rows = await db.select(columns).from(classifieds).where(eq(classifieds.ownerId, ownerId)).orderBy(desc(classifieds.id)).limit(200);
  return rows as ClassifiedRow[];
}

export async function setReview(
  db: Db,
  id: number,
  review: { status: 'APPROVED' | 'REJECTED'; note: string | null; now: Date; expiresAt: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(classifieds)
    .set(
      review.status === 'APPROVED'
        ? { status: 'APPROVED', reviewNote: review.note, approvedAt: review.now, expiresAt: review.expiresAt, expiryNoticeFor: null }
        : { status: 'REJECTED', reviewNote: review.note },
    )
    .where(eq(classifieds.id, id))
    .returning({ id: classifieds.id });
  return rows.length > 0;
}

/** A new term from now for an approved listing; false when it is not approved. */
export async function extendTerm(db: Db, id: number, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .update(classifieds)
    .set({ expiresAt, expiryNoticeFor: null })
    .where(and(eq(classifieds.id, id), eq(classifieds.status, 'APPROVED')))
    .returning({ id: classifieds.id });
  return rows.length > 0;
}

/** Approved listings whose term has ended and whose owner has not been told for this term. */
export async function listExpiredUnnoticed(db: Database, now: Date, limit: number): Promise<(ClassifiedRow & { ownerEmail: string; ownerName: string })[]> {
  const rows = await db
    .select({ ...columns, ownerEmail: users.email, ownerName: users.name })
    .from(classifieds)
    .innerJoin(users, eq(users.id, classifieds.ownerId))
    .where(
      and(
        eq(classifieds.status, 'APPROVED'),
        lte(classifieds.expiresAt, now),
        or(isNull(classifieds.expiryNoticeFor), sql`${classifieds.expiryNoticeFor} <> ${classifieds.expiresAt}`),
      ),
    )
    .orderBy(asc(classifieds.expiresAt))
    .limit(limit);
  return rows as (ClassifiedRow & { ownerEmail: string; ownerName: string })[];
}

/** Claims the notice of one term (true once per term, so two instances never both send it). */
export async function claimExpiryNotice(db: Database, id: number, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .update(classifieds)
    .set({ expiryNoticeFor: expiresAt })
    .where(
      and(
        eq(classifieds.id, id),
        eq(classifieds.expiresAt, expiresAt),
        or(isNull(classifieds.expiryNoticeFor), sql`${classifieds.expiryNoticeFor} <> ${expiresAt.toISOString()}`),
      ),
    )
    .returning({ id: classifieds.id });
  return rows.length > 0;
}

export async function countPhotos(db: Db, classifiedId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(classifiedPhotos).where(eq(classifiedPhotos.classifiedId, classifiedId));
  return Number(row?.total ?? 0);
}

export async function insertPhoto(
  db: Db,
  classifiedId: number,
  photo: Omit<ClassifiedPhotoRow, 'id' | 'classifiedId' | 'sortOrder'>,
): Promise<ClassifiedPhotoRow> {
  const [row] = await db
    .insert(classifiedPhotos)
    .values({
      classifiedId,
      ...photo,
      sortOrder: sql`coalesce((select max(sort_order) + 1 from classified_photos where classified_id = ${classifiedId}), 0)`,
    })
    .returning(photoColumns);
  return row;
}

export async function deletePhoto(db: Db, classifiedId: number, photoId: number): Promise<ClassifiedPhotoRow | null> {
  const [row] = await db
    .delete(classifiedPhotos)
    .where(and(eq(classifiedPhotos.id, photoId), eq(classifiedPhotos.classifiedId, classifiedId)))
    .returning(photoColumns);
  return row ?? null;
}

export async function setPhotoOrder(db: Db, classifiedId: number, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries())
    await db
      .update(classifiedPhotos)
      .set({ sortOrder: index })
      .where(and(eq(classifiedPhotos.id, id), eq(classifiedPhotos.classifiedId, classifiedId)));
}

/** Records a reader's report; false when they already have an open one on this listing. */
export async function insertFlag(db: Database, classifiedId: number, reporterId: number, reason: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(classifiedFlags)
    .values({ classifiedId, reporterId, reason, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: classifiedFlags.id });
  return rows.length > 0;
}

export async function resolveFlags(db: Db, classifiedId: number, now: Date): Promise<void> {
  await db
    .update(classifiedFlags)
    .set({ resolvedAt: now })
    .where(and(eq(classifiedFlags.classifiedId, classifiedId), isNull(classifiedFlags.resolvedAt)));
}

export type AdminListingRow = ClassifiedRow & { ownerName: string; ownerEmail: string };

/** For moderation: listings waiting for review (oldest first), or listings with open reports (most recent report first). */
export async function listForModeration(db: Database, queue: 'PENDING' | 'FLAGGED', limit: number): Promise<AdminListingRow[]> {
  const base = db
    .select({ ...columns, ownerName: users.name, ownerEmail: users.email })
    .from(classifieds)
    .innerJoin(users, eq(users.id, classifieds.ownerId));
  const rows =
    queue === 'PENDING'
      ? await base.where(eq(classifieds.status, 'PENDING')).orderBy(asc(classifieds.updatedAt), asc(classifieds.id)).limit(limit)
      : await base
          .where(sql`exists (select 1 from classified_flags f where f.classified_id = ${classifieds.id} and f.resolved_at is null)`)
          .orderBy(desc(classifieds.id))
          .limit(limit);
  return rows as AdminListingRow[];
}

export async function openFlagsOf(db: Database, classifiedIds: number[]): Promise<{ classifiedId: number; reason: string; createdAt: Date }[]> {
  if (classifiedIds.length === 0) return [];
  return db
    .select({ classifiedId: classifiedFlags.classifiedId, reason: classifiedFlags.reason, createdAt: classifiedFlags.createdAt })
    .from(classifiedFlags)
    .where(and(inArray(classifiedFlags.classifiedId, classifiedIds), isNull(classifiedFlags.resolvedAt)))
    .orderBy(asc(classifiedFlags.createdAt));
}
