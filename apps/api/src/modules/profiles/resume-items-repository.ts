import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { staffCerts, staffCompanies, staffCourses, staffSchools, staffSkills } from '@chairside/db/schema';
import type { ResumeSection, SectionInputs, SectionItems } from '@chairside/domain/resume-profile';

// The columns each list answers: never user_id or created_at.
const COLUMNS = {
  skills: { id: staffSkills.id, name: staffSkills.name, score: staffSkills.score },
  companies: {
    id: staffCompanies.id,
    name: staffCompanies.name,
    title: staffCompanies.title,
    city: staffCompanies.city,
    state: staffCompanies.state,
    startDate: staffCompanies.startDate,
    endDate: staffCompanies.endDate,
    description: staffCompanies.description,
  },
  schools: {
    id: staffSchools.id,
    name: staffSchools.name,
    degree: staffSchools.degree,
    city: staffSchools.city,
    state: staffSchools.state,
    startDate: staffSchools.startDate,
    endDate: staffSchools.endDate,
  },
  certs: {
    id: staffCerts.id,
    name: staffCerts.name,
    issuer: staffCerts.issuer,
    issuedDate: staffCerts.issuedDate,
    expiresDate: staffCerts.expiresDate,
  },
  courses: {
    id: staffCourses.id,
    name: staffCourses.name,
    provider: staffCourses.provider,
    completedDate: staffCourses.completedDate,
    hours: staffCourses.hours,
  },
} as const;

const TABLES = { skills: staffSkills, companies: staffCompanies, schools: staffSchools, certs: staffCerts, courses: staffCourses };

// Every section table has id and user_id; Drizzle cannot type one query over a union of
// tables, so the generic writes below see them as the skills table (same two columns).
const tableOf = (section: ResumeSection) => TABLES[section] as unknown as typeof staffSkills;
const columnsOf = (section: ResumeSection) => COLUMNS[section] as unknown as typeof COLUMNS.skills;
type AnyInsert = typeof staffSkills.$inferInsert;

export type ResumeLists = { [S in ResumeSection]: SectionItems[S][] };

/** Every list of the resume: skills in the order added, history newest first (current jobs on top). */
export async function loadResumeLists(db: Database, userId: number): Promise<ResumeLists> {
  const [skills, companies, schools, certs, courses] = await Promise.all([
    db.select(COLUMNS.skills).from(staffSkills).where(eq(staffSkills.userId, userId)).orderBy(asc(staffSkills.id)),
    db
      .select(COLUMNS.companies)
      .from(staffCompanies)
      .where(eq(staffCompanies.userId, userId))
      .orderBy(sql`${staffCompanies.endDate} desc nulls first`, desc(staffCompanies.startDate), desc(staffCompanies.id)),
    db
      .select(COLUMNS.schools)
      .from(staffSchools)
      .where(eq(staffSchools.userId, userId))
      .orderBy(sql`${staffSchools.endDate} desc nulls first`, desc(staffSchools.id)),
    db
      .select(COLUMNS.certs)
      .from(staffCerts)
      .where(eq(staffCerts.userId, userId))
      .orderBy(sql`${staffCerts.issuedDate} desc nulls last`, desc(staffCerts.id)),
    db
      .select(COLUMNS.courses)
      .from(staffCourses)
      .where(eq(staffCourses.userId, userId))
      .orderBy(sql`${staffCourses.completedDate} desc nulls last`, desc(staffCourses.id)),
  ]);
  return { skills, companies, schools, certs, courses };
}

export async function countItems(db: Database, section: ResumeSection, userId: number): Promise<number> {
  const table = tableOf(section);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.userId, userId));
  return row.n;
}

export async function insertItem<S extends ResumeSection>(db: Database, section: S, userId: number, input: SectionInputs[S]): Promise<SectionItems[S]> {
  const [row] = await db
    .insert(tableOf(section))
    .values({ ...input, userId } as AnyInsert)
    .returning(columnsOf(section));
  return row as unknown as SectionItems[S];
}

/** Adds several entries to one list at once (the caller checked the list's limit). */
export async function insertItems<S extends ResumeSection>(db: Database, section: S, userId: number, inputs: readonly SectionInputs[S][]): Promise<void> {
  if (inputs.length === 0) return;
  await db.insert(tableOf(section)).values(inputs.map((input) => ({ ...input, userId }) as AnyInsert));
}

/** The names of the user's skills. */
export async function skillNames(db: Database, userId: number): Promise<string[]> {
  const rows = await db.select({ name: staffSkills.name }).from(staffSkills).where(eq(staffSkills.userId, userId));
  return rows.map((row) => row.name);
}

/** Replaces one entry, only if it is the user's (ownership inside the query); null otherwise. */
export async function updateItem<S extends ResumeSection>(
  db: Database,
  section: S,
  userId: number,
  id: number,
  input: SectionInputs[S],
): Promise<SectionItems[S] | null> {
  const table = tableOf(section);
  const [row] = await db
    .update(table)
    .set(input as Partial<AnyInsert>)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning(columnsOf(section));
  return (row as unknown as SectionItems[S] | undefined) ?? null;
}

/** Deletes one entry of the user's; false when there is none with that id. */
export async function deleteItem(db: Database, section: ResumeSection, userId: number, id: number): Promise<boolean> {
  const table = tableOf(section);
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** True when the user already lists a skill of this name (any case), other than `exceptId`. */
export async function skillNameTaken(db: Database, userId: number, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: staffSkills.id })
    .from(staffSkills)
    .where(
      and(
        eq(staffSkills.userId, userId),
        sql`lower(${staffSkills.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${staffSkills.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** True when a database error is a unique-constraint violation (drizzle wraps driver errors). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}
