import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { officePhotos } from '@chairside/db/schema';
import type { PhotoRow } from './offices-repository';

export type NewPhoto = { photoKey: string; thumbnailKey: string; description: string | null; width: number; height: number };

export async function countPhotos(db: Database, officeId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(officePhotos)
    .where(eq(officePhotos.officeId, officeId));
  return row.n;
}

/** Adds a photo after the office's last one. */
export async function insertPhoto(db: Database, officeId: number, photo: NewPhoto): Promise<PhotoRow> {
  const [row] = await db
    .insert(officePhotos)
    .values({
      ...photo,
      officeId,
      sortOrder: sql`(select coalesce(max(${officePhotos.sortOrder}) + 1, 0) from ${officePhotos} where ${officePhotos.officeId} = ${officeId})`,
    })
    .returning();
  return row;
}

/** One photo of the office (the office's ownership is checked by the caller). */
export async function findPhoto(db: Database, officeId: number, photoId: number): Promise<PhotoRow | null> {
  const [row] = await db
    .select()
    .from(officePhotos)
    .where(and(eq(officePhotos.id, photoId), eq(officePhotos.officeId, officeId)))
    .limit(1);
  return row ?? null;
}

export async function updatePhoto(
  db: Database,
  officeId: number,
  photoId: number,
  changes: Partial<Pick<PhotoRow, 'description' | 'photoKey' | 'thumbnailKey' | 'width' | 'height'>>,
): Promise<PhotoRow | null> {
  const [row] = await db
    .update(officePhotos)
    .set(changes)
    .where(and(eq(officePhotos.id, photoId), eq(officePhotos.officeId, officeId)))
    .returning();
  return row ?? null;
}

export async function deletePhoto(db: Database, officeId: number, photoId: number): Promise<PhotoRow | null> {
  const [row] = await db
    .delete(officePhotos)
    .where(and(eq(officePhotos.id, photoId), eq(officePhotos.officeId, officeId)))
    .returning();
  return row ?? null;
}

export async function listPhotos(db: Database, officeId: number): Promise<PhotoRow[]> {
  return db.select().from(officePhotos).where(eq(officePhotos.officeId, officeId)).orderBy(asc(officePhotos.sortOrder), asc(officePhotos.id));
}

/** Numbers the photos 0, 1, 2... in the given order (every id must be the office's). */
export async function saveOrder(tx: Database, officeId: number, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await tx
      .update(officePhotos)
      .set({ sortOrder: index })
      .where(and(eq(officePhotos.id, id), eq(officePhotos.officeId, officeId)));
  }
}
