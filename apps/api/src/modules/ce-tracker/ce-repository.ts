import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { ceCycles, communityEvents, staffCourses, staffProfiles, users } from '@chairside/db/schema';

export const courseColumns = {
  id: staffCourses.id,
  title: staffCourses.name,
  provider: staffCourses.provider,
  completedDate: staffCourses.completedDate,
  hours: staffCourses.hours,
  category: staffCourses.category,
  certificateKey: staffCourses.certificateKey,
};
export type CourseRow = {
  id: number;
  title: string;
  provider: string | null;
  completedDate: string | null;
  hours: number | null;
  category: string | null;
  certificateKey: string | null;
};

/** The job seeker by username with what presets need (position, licence state, ZIP state), or null. */
export async function findSeeker(db: Database, username: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, position: users.position, state: users.state, licenseState: staffProfiles.licenseState })
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(and(eq(users.username, username), eq(users.role, 'staff')))
    .limit(1);
  return row ?? null;
}

/** The person's courses (the resume's courses), newest first. */
export async function listCourses(db: Database, userId: number): Promise<CourseRow[]> {
  return db
    .select(courseColumns)
    .from(staffCourses)
    .where(eq(staffCourses.userId, userId))
    .orderBy(sql`${staffCourses.completedDate} desc nulls last`, desc(staffCourses.id));
}

/** One of the person's courses; another person's or none: null. */
export async function findCourse(db: Database, userId: number, courseId: number): Promise<CourseRow | null> {
  const [row] = await db
    .select(courseColumns)
    .from(staffCourses)
    .where(and(eq(staffCourses.id, courseId), eq(staffCourses.userId, userId)))
    .limit(1);
  return row ?? null;
}

export type CourseValues = { title: string; provider: string | null; completedDate: string; hours: number; category: string };

export async function insertCourse(db: Database, userId: number, values: CourseValues): Promise<CourseRow> {
  const [row] = await db
    .insert(staffCourses)
    .values({ userId, name: values.title, provider: values.provider, completedDate: values.completedDate, hours: values.hours, category: values.category })
    .returning(courseColumns);
  return row;
}

export async function updateCourse(db: Database, userId: number, courseId: number, values: CourseValues): Promise<CourseRow | null> {
  const [row] = await db
    .update(staffCourses)
    .set({ name: values.title, provider: values.provider, completedDate: values.completedDate, hours: values.hours, category: values.category })
    .where(and(eq(staffCourses.id, courseId), eq(staffCourses.userId, userId)))
    .returning(courseColumns);
  return row ?? null;
}

export async function deleteCourse(db: Database, userId: number, courseId: number): Promise<CourseRow | null> {
  const [row] = await db
    .delete(staffCourses)
    .where(and(eq(staffCourses.id, courseId), eq(staffCourses.userId, userId)))
    .returning(courseColumns);
  return row ?? null;
}

/** Points the course at a new certificate; answers the row and the key it replaced (null: none, or not the person's course). */
export async function setCertificate(
  db: Database,
  userId: number,
  courseId: number,
  key: string | null,
): Promise<{ row: CourseRow; previous: string | null } | null> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ key: staffCourses.certificateKey })
      .from(staffCourses)
      .where(and(eq(staffCourses.id, courseId), eq(staffCourses.userId, userId)))
      .for('update');
    if (!old) return null;
    const [row] = await tx.update(staffCourses).set({ certificateKey: key }).where(eq(staffCourses.id, courseId)).returning(courseColumns);
    return { row, previous: old.key };
  });
}

export type CycleRow = typeof ceCycles.$inferSelect;

export async function findCycle(db: Database, userId: number): Promise<CycleRow | null> {
  const [row] = await db.select().from(ceCycles).where(eq(ceCycles.userId, userId)).limit(1);
  return row ?? null;
}

export async function saveCycle(
  db: Database,
  userId: number,
  values: { state: string; cycleStart: string; cycleEnd: string; hoursRequired: number },
): Promise<void> {
  await db
    .insert(ceCycles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: ceCycles.userId, set: { ...values, updatedAt: sql`now()` } });
}

/** Cycles ending between `from` and `to` (YYYY-MM-DD) whose reminder for that end was not sent, with the person's email. */
export async function cyclesEndingSoon(db: Database, from: string, to: string) {
  return db
    .select({ cycle: ceCycles, email: users.email, name: users.name })
    .from(ceCycles)
    .innerJoin(users, eq(users.id, ceCycles.userId))
    .where(
      sql`${ceCycles.cycleEnd} between ${from}::date and ${to}::date and (${ceCycles.remindedFor} is null or ${ceCycles.remindedFor} <> ${ceCycles.cycleEnd})`,
    )
    .limit(1000);
}

/** Marks the reminder for this cycle end as sent; false when another run did it first. */
export async function markReminded(db: Database, userId: number, cycleEnd: string): Promise<boolean> {
  const rows = await db
    .update(ceCycles)
    .set({ remindedFor: cycleEnd })
    .where(and(eq(ceCycles.userId, userId), eq(ceCycles.cycleEnd, cycleEnd), sql`${ceCycles.remindedFor} is distinct from ${cycleEnd}::date`))
    .returning({ userId: ceCycles.userId });
  return rows.length > 0;
}

/** An approved event that carries CE credits, or null. */
export async function findCeEvent(db: Database, eventId: number) {
  const [row] = await db
    .select({
      id: communityEvents.id,
      title: communityEvents.title,
      venue: communityEvents.venue,
      endAt: communityEvents.endAt,
      ceCredits: communityEvents.ceCredits,
      category: communityEvents.category,
    })
    .from(communityEvents)
    .where(and(eq(communityEvents.id, eventId), eq(communityEvents.status, 'APPROVED')))
    .limit(1);
  return row ?? null;
}
