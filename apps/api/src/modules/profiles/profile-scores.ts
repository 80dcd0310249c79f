import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { staffCerts, staffCompanies, staffCourses, staffProfiles, staffSchools, staffSkills, users } from '@chairside/db/schema';
import { isGoodToApply, profileCompleteness, type CompletenessInput } from '@chairside/domain/profile-completeness';
import { loadAssessmentResultsFor } from './profiles-repository';
import { availabilityOf } from './staff-profile-view';

export type ProfileScore = { completeness: number; isGoodToApply: boolean };

type Counted = typeof staffCompanies | typeof staffSchools | typeof staffCerts | typeof staffCourses;

async function countsOf(db: Database, table: Counted, userIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ userId: table.userId, n: sql<number>`count(*)::int` })
    .from(table)
    .where(inArray(table.userId, userIds))
    .groupBy(table.userId);
  return new Map(rows.map((row) => [row.userId, row.n]));
}

/** A list of n entries: the completeness rules only ask whether a history list is empty. */
const entries = (n: number | undefined) => Array.from({ length: n ?? 0 }, () => true);

/**
 * The completeness score and the good-to-apply rule of many job seekers at once (eight queries
 * whatever their number), read exactly as get-current-staff reads them for one person.
 */
export async function loadProfileScoresFor(db: Database, userIds: number[]): Promise<Map<number, ProfileScore>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const [people, profiles, skills, companies, schools, certs, courses, assessments] = await Promise.all([
    db.select({ id: users.id, position: users.position }).from(users).where(inArray(users.id, ids)),
    db.select().from(staffProfiles).where(inArray(staffProfiles.userId, ids)),
    db.select({ userId: staffSkills.userId, name: staffSkills.name, score: staffSkills.score }).from(staffSkills).where(inArray(staffSkills.userId, ids)),
    countsOf(db, staffCompanies, ids),
    countsOf(db, staffSchools, ids),
    countsOf(db, staffCerts, ids),
    countsOf(db, staffCourses, ids),
    loadAssessmentResultsFor(db, ids),
  ]);
  const profileOf = new Map(profiles.map((row) => [row.userId, row]));
  const skillsOf = new Map<number, { name: string; score: number }[]>();
  for (const { userId, ...skill } of skills) skillsOf.set(userId, [...(skillsOf.get(userId) ?? []), skill]);

  const scores = new Map<number, ProfileScore>();
  for (const person of people) {
    const row = profileOf.get(person.id) ?? null;
    const { dowTotal, dowTotalTemp } = availabilityOf(row);
    const input: CompletenessInput = {
      intro: row?.intro ?? null,
      skills: skillsOf.get(person.id) ?? [],
      isPublic: row?.isPublic ?? false,
      isRelocate: row?.isRelocate ?? false,
      license: row?.license ?? null,
      other: row?.other ?? null,
      experience: row?.experience ?? null,
      salary: row?.salary ?? null,
      companies: entries(companies.get(person.id)),
      schools: entries(schools.get(person.id)),
      certs: entries(certs.get(person.id)),
      courses: entries(courses.get(person.id)),
      dowTotal,
      dowTotalTemp,
      hasPhoto: (row?.photoKey ?? null) !== null,
      position: person.position,
      ...assessments.get(person.id),
    };
    scores.set(person.id, { completeness: profileCompleteness(input).score, isGoodToApply: isGoodToApply(input) });
  }
  return scores;
}
