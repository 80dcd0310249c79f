import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { assessmentProgress, assessmentResults, employerCultureResults, employers, staffSkills, users } from '@chairside/db/schema';
import type { StaffAssessmentKind } from '@chairside/domain/assessments/catalog';
import type { SkillEntry } from '@chairside/domain/assessments/skills';

export type StoredResult = { result: Record<string, unknown>; answers: Record<string, unknown>; version: number; completedDate: string };
export type StoredProgress = { answers: Record<string, unknown>; version: number; progressDate: string };

const iso = (value: string | Date) => new Date(value).toISOString();

/** The user id of a job seeker by username, or null. */
export async function findStaffId(db: Database, username: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username), eq(users.role, 'staff')))
    .limit(1);
  return row?.id ?? null;
}

/** The user id of a practice by username, or null. */
export async function findEmployerUserId(db: Database, username: string): Promise<number | null> {
  const [row] = await db
    .select({ id: employers.userId })
    .from(employers)
    .innerJoin(users, eq(users.id, employers.userId))
    .where(eq(users.username, username))
    .limit(1);
  return row?.id ?? null;
}

export async function loadStaffResults(db: Database, userId: number, kinds?: readonly StaffAssessmentKind[]): Promise<Map<StaffAssessmentKind, StoredResult>> {
  const rows = await db
    .select()
    .from(assessmentResults)
    .where(kinds ? and(eq(assessmentResults.userId, userId), inArray(assessmentResults.kind, [...kinds])) : eq(assessmentResults.userId, userId));
  return new Map(
    rows.map((row) => [
      row.kind,
      {
        result: row.result as Record<string, unknown>,
        answers: row.answers as Record<string, unknown>,
        version: row.version,
        completedDate: iso(row.updatedAt),
      },
    ]),
  );
}

export async function loadProgress(db: Database, userId: number): Promise<Map<string, StoredProgress>> {
  const rows = await db.select().from(assessmentProgress).where(eq(assessmentProgress.userId, userId));
  return new Map(rows.map((row) => [row.kind, { answers: row.answers as Record<string, unknown>, version: row.version, progressDate: iso(row.updatedAt) }]));
}

/** Stores a scored result (replacing the previous one) and drops the saved progress. */
export async function saveStaffResult(
  tx: Database,
  userId: number,
  kind: StaffAssessmentKind,
  stored: { result: object; answers: object; version: number },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await tx
    .insert(assessmentResults)
    .values({ userId, kind, result: stored.result, answers: stored.answers, version: stored.version, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [assessmentResults.userId, assessmentResults.kind],
      set: { result: stored.result, answers: stored.answers, version: stored.version, updatedAt: at },
    });
  await deleteProgress(tx, userId, kind);
}

export async function saveProgress(db: Database, userId: number, kind: string, answers: object, version: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insert(assessmentProgress)
    .values({ userId, kind, answers, version, updatedAt: at })
    .onConflictDoUpdate({ target: [assessmentProgress.userId, assessmentProgress.kind], set: { answers, version, updatedAt: at } });
}

export async function deleteProgress(db: Database, userId: number, kind: string): Promise<void> {
  await db.delete(assessmentProgress).where(and(eq(assessmentProgress.userId, userId), eq(assessmentProgress.kind, kind)));
}

export async function deleteStaffResult(db: Database, userId: number, kind: StaffAssessmentKind): Promise<void> {
  await db.delete(assessmentResults).where(and(eq(assessmentResults.userId, userId), eq(assessmentResults.kind, kind)));
}

/** The skills assessment's ratings also rate the resume's skills of the same name (any case). */
export async function rateResumeSkills(tx: Database, userId: number, skills: readonly SkillEntry[]): Promise<void> {
  for (const entry of skills) {
    await tx
      .update(staffSkills)
      .set({ score: entry.score })
      .where(and(eq(staffSkills.userId, userId), sql`lower(${staffSkills.name}) = ${entry.skill.toLowerCase()}`));
  }
}

export async function loadEmployerCulture(db: Database, employerId: number): Promise<StoredResult | null> {
  const [row] = await db.select().from(employerCultureResults).where(eq(employerCultureResults.employerId, employerId)).limit(1);
  return row
    ? {
        result: row.result as Record<string, unknown>,
        answers: row.answers as Record<string, unknown>,
        version: row.version,
        completedDate: iso(row.updatedAt),
      }
    : null;
}

export async function saveEmployerCulture(
  tx: Database,
  employerId: number,
  stored: { result: object; answers: object; version: number },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await tx
    .insert(employerCultureResults)
    .values({ employerId, result: stored.result, answers: stored.answers, version: stored.version, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: employerCultureResults.employerId,
      set: { result: stored.result, answers: stored.answers, version: stored.version, updatedAt: at },
    });
  await deleteProgress(tx, employerId, 'culture-employer');
}

export async function deleteEmployerCulture(db: Database, employerId: number): Promise<void> {
  await db.delete(employerCultureResults).where(eq(employerCultureResults.employerId, employerId));
}

export async function loadTechnologies(db: Database, employerId: number): Promise<string[]> {
  const [row] = await db.select({ technologies: employers.technologies }).from(employers).where(eq(employers.userId, employerId)).limit(1);
  return row?.technologies ?? [];
}

/** The practice's technologies (the employer profile's list), set from its skills assessment. */
export async function saveTechnologies(db: Database, employerId: number, technologies: readonly string[]): Promise<string[]> {
  const [row] = await db
    .update(employers)
    .set({ technologies: [...technologies] })
    .where(eq(employers.userId, employerId))
    .returning({ technologies: employers.technologies });
  return row?.technologies ?? [];
}
