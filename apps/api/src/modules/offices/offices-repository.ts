import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { officeHours, officePhotos, offices } from '@chairside/db/schema';
import type { OfficeDay } from '@chairside/domain/office';

export type OfficeRow = typeof offices.$inferSelect;
export type OfficeValues = Pick<typeof offices.$inferInsert, 'name' | 'address' | 'address2' | 'city' | 'state' | 'zip' | 'lat' | 'lng' | 'phone'>;
export type HourRow = { officeId: number; dow: number; opens: string; closes: string };
export type PhotoRow = typeof officePhotos.$inferSelect;

export async function countOffices(db: Database, employerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(offices)
    .where(eq(offices.employerId, employerId));
  return row.n;
}

export async function insertOffice(db: Database, employerId: number, values: OfficeValues, isPrimary: boolean): Promise<OfficeRow> {
  const [row] = await db
    .insert(offices)
    .values({ ...values, employerId, isPrimary })
    .returning();
  return row;
}

/** One of the employer's offices (ownership in the query); null otherwise. */
export async function findOffice(db: Database, employerId: number, officeId: number, lock = false): Promise<OfficeRow | null> {
  const query = db
    .select()
    .from(offices)
    .where(and(eq(offices.id, officeId), eq(offices.employerId, employerId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The employer's offices, primary first, then oldest first. */
export async function listOffices(db: Database, employerId: number): Promise<OfficeRow[]> {
  return db.select().from(offices).where(eq(offices.employerId, employerId)).orderBy(desc(offices.isPrimary), asc(offices.id));
}

export async function findOfficeById(db: Database, officeId: number): Promise<OfficeRow | null> {
  const [row] = await db.select().from(offices).where(eq(offices.id, officeId)).limit(1);
  return row ?? null;
}

export async function updateOffice(db: Database, employerId: number, officeId: number, values: OfficeValues): Promise<OfficeRow | null> {
  const [row] = await db
    .update(offices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(offices.id, officeId), eq(offices.employerId, employerId)))
    .returning();
  return row ?? null;
}

/** Makes one office the primary (the others not): call under the employer lock. */
export async function makePrimary(tx: Database, employerId: number, officeId: number): Promise<void> {
  await tx
    .update(offices)
    .set({ isPrimary: false })
    .where(and(eq(offices.employerId, employerId), eq(offices.isPrimary, true), sql`${offices.id} <> ${officeId}`));
  await tx
    .update(offices)
    .set({ isPrimary: true, updatedAt: sql`now()` })
    .where(and(eq(offices.id, officeId), eq(offices.employerId, employerId)));
}

export async function deleteOffice(tx: Database, employerId: number, officeId: number): Promise<OfficeRow | null> {
  const [row] = await tx
    .delete(offices)
    .where(and(eq(offices.id, officeId), eq(offices.employerId, employerId)))
    .returning();
  return row ?? null;
}

export async function oldestOfficeId(tx: Database, employerId: number): Promise<number | null> {
  const [row] = await tx.select({ id: offices.id }).from(offices).where(eq(offices.employerId, employerId)).orderBy(asc(offices.id)).limit(1);
  return row?.id ?? null;
}

export async function replaceHours(tx: Database, officeId: number, days: OfficeDay[]): Promise<void> {
  await tx.delete(officeHours).where(eq(officeHours.officeId, officeId));
  if (days.length) await tx.insert(officeHours).values(days.map((day) => ({ officeId, ...day })));
}

export async function deleteHour(db: Database, officeId: number, dow: number): Promise<void> {
  await db.delete(officeHours).where(and(eq(officeHours.officeId, officeId), eq(officeHours.dow, dow)));
}

export async function loadHours(db: Database, officeIds: number[]): Promise<HourRow[]> {
  if (officeIds.length === 0) return [];
  return db
    .select({ officeId: officeHours.officeId, dow: officeHours.dow, opens: officeHours.opens, closes: officeHours.closes })
    .from(officeHours)
    .where(inArray(officeHours.officeId, officeIds))
    .orderBy(asc(officeHours.officeId), asc(officeHours.dow));
}

/** Photos of the offices, each office's in its order. */
export async function loadPhotos(db: Database, officeIds: number[]): Promise<PhotoRow[]> {
  if (officeIds.length === 0) return [];
  return db
    .select()
    .from(officePhotos)
    .where(inArray(officePhotos.officeId, officeIds))
    .orderBy(asc(officePhotos.officeId), asc(officePhotos.sortOrder), asc(officePhotos.id));
}
