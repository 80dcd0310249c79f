import { and, asc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { applications, jobs, matchCriteria, staffCerts, staffProfiles, staffSkills, users } from '@chairside/db/schema';
import { EARTH_RADIUS_MILES, distanceInMiles } from '@chairside/domain/job-search-rules';
import { MATCH_DAYS, type MatchCandidate, type MatchCriteria, type MatchDay } from '@chairside/domain/match-rules';
import { MatchCriteriaSchema } from '@chairside/domain/match-criteria';

// ---- postings and their criteria ----

export type MatchJob = {
  id: number;
  employerId: number;
  position: string | null;
  name: string | null;
  type: 'PERM' | 'TEMP';
  city: string | null;
  state: string | null;
  lat: number | null;
  lng: number | null;
};

const jobColumns = {
  id: jobs.id,
  employerId: jobs.employerId,
  position: jobs.position,
  name: jobs.name,
  type: jobs.type,
  city: jobs.city,
  state: jobs.state,
  lat: jobs.lat,
  lng: jobs.lng,
};

/** A posting by id; only the employer's own when `employerId` is given (another's: null). */
export async function findMatchJob(db: Database, jobId: number, employerId?: number): Promise<MatchJob | null> {
  const [row] = await db
    .select(jobColumns)
    .from(jobs)
    .where(employerId === undefined ? eq(jobs.id, jobId) : and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)))
    .limit(1);
  return row ?? null;
}

export type StoredCriteria = { jobId: number; criteria: MatchCriteria; updatedAt: string };

/** Stored criteria are parsed again on read so an older shape still reads as today's. */
function parseStored(value: unknown): MatchCriteria {
  const parsed = MatchCriteriaSchema.safeParse(value);
  return parsed.success ? parsed.data : { certifications: null, experience: null, skills: null, days: null, distance: null, pay: null };
}

export async function findCriteria(db: Database, jobId: number): Promise<StoredCriteria | null> {
  const [row] = await db
    .select({ jobId: matchCriteria.jobId, criteria: matchCriteria.criteria, updatedAt: matchCriteria.updatedAt })
    .from(matchCriteria)
    .where(eq(matchCriteria.jobId, jobId))
    .limit(1);
  return row ? { jobId: row.jobId, criteria: parseStored(row.criteria), updatedAt: new Date(row.updatedAt).toISOString() } : null;
}

/** Inserts the criteria; false when the posting already has some (nothing written). */
export async function insertCriteria(db: Database, employerId: number, jobId: number, criteria: MatchCriteria): Promise<boolean> {
  const rows = await db
    .insert(matchCriteria)
    .values({ jobId, employerId, criteria })
    .onConflictDoNothing({ target: matchCriteria.jobId })
    .returning({ jobId: matchCriteria.jobId });
  return rows.length > 0;
}

/** Writes the criteria whether or not the posting had some. */
export async function upsertCriteria(db: Database, employerId: number, jobId: number, criteria: MatchCriteria): Promise<void> {
  await db
    .insert(matchCriteria)
    .values({ jobId, employerId, criteria })
    .onConflictDoUpdate({ target: matchCriteria.jobId, set: { criteria, updatedAt: sql`now()` } });
}

export type EmployerCriteriaRow = StoredCriteria & Pick<MatchJob, 'position' | 'name' | 'city' | 'state'>;

export async function listEmployerCriteria(db: Database, employerId: number): Promise<EmployerCriteriaRow[]> {
  const rows = await db
    .select({
      jobId: matchCriteria.jobId,
      criteria: matchCriteria.criteria,
      updatedAt: matchCriteria.updatedAt,
      position: jobs.position,
      name: jobs.name,
      city: jobs.city,
      state: jobs.state,
    })
    .from(matchCriteria)
    .innerJoin(jobs, and(eq(jobs.id, matchCriteria.jobId), eq(jobs.employerId, employerId)))
    .where(eq(matchCriteria.employerId, employerId))
    .orderBy(asc(matchCriteria.jobId));
  return rows.map((row) => ({ ...row, criteria: parseStored(row.criteria), updatedAt: new Date(row.updatedAt).toISOString() }));
}

// ---- candidates ----

export type CandidateRow = {
  userId: number;
  username: string;
  name: string;
  position: string | null;
  city: string | null;
  state: string | null;
  lat: number | null;
  lng: number | null;
  experience: number | null;
  salary: string | null;
  isRelocate: boolean;
  days: Record<'perm' | 'temp', MatchDay[]>;
  certifications: { name: string; expiresDate: string | null }[];
  skills: string[];
};

const PERM_COLUMNS = [
  staffProfiles.isDowSun,
  staffProfiles.isDowMon,
  staffProfiles.isDowTue,
  staffProfiles.isDowWed,
  staffProfiles.isDowThur,
  staffProfiles.isDowFri,
  staffProfiles.isDowSat,
] as const;
const TEMP_COLUMNS = [
  staffProfiles.isDowSunTemp,
  staffProfiles.isDowMonTemp,
  staffProfiles.isDowTueTemp,
  staffProfiles.isDowWedTemp,
  staffProfiles.isDowThurTemp,
  staffProfiles.isDowFriTemp,
  staffProfiles.isDowSatTemp,
] as const;

const candidateColumns = {
  userId: users.id,
  username: users.username,
  name: users.name,
  position: users.position,
  city: users.city,
  state: users.state,
  lat: users.lat,
  lng: users.lng,
  experience: staffProfiles.experience,
  salary: staffProfiles.salary,
  isRelocate: sql<boolean>`coalesce(${staffProfiles.isRelocate}, false)`,
  perm: sql<boolean[]>`array[${sql.join(
    PERM_COLUMNS.map((column) => sql`coalesce(${column}, false)`),
    sql`, `,
  )}]`,
  temp: sql<boolean[]>`array[${sql.join(
    TEMP_COLUMNS.map((column) => sql`coalesce(${column}, false)`),
    sql`, `,
  )}]`,
};

type CandidateBase = Omit<CandidateRow, 'certifications' | 'skills' | 'days'> & { perm: boolean[]; temp: boolean[] };

const daysOf = (flags: boolean[]): MatchDay[] => MATCH_DAYS.filter((_, index) => flags[index] === true);

/** Adds certifications and skills to the people found (two queries for the whole list). */
async function withResumeLists(db: Database, bases: CandidateBase[]): Promise<CandidateRow[]> {
  if (bases.length === 0) return [];
  const ids = bases.map((base) => base.userId);
  const [certs, skills] = await Promise.all([
    db
      .select({ userId: staffCerts.userId, name: staffCerts.name, expiresDate: staffCerts.expiresDate })
      .from(staffCerts)
      .where(inArray(staffCerts.userId, ids)),
    db.select({ userId: staffSkills.userId, name: staffSkills.name }).from(staffSkills).where(inArray(staffSkills.userId, ids)),
  ]);
  return bases.map(({ perm, temp, ...base }) => ({
    ...base,
    days: { perm: daysOf(perm), temp: daysOf(temp) },
    certifications: certs.filter((cert) => cert.userId === base.userId).map(({ name, expiresDate }) => ({ name, expiresDate })),
    skills: skills.filter((skill) => skill.userId === base.userId).map((skill) => skill.name),
  }));
}

/** One job seeker by username (any resume visibility: the caller checked the person may be read). */
export async function findCandidate(db: Database, username: string): Promise<CandidateRow | null> {
  const bases = await db
    .select(candidateColumns)
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(and(eq(users.username, username), eq(users.role, 'staff')))
    .limit(1);
  return (await withResumeLists(db, bases))[0] ?? null;
}

/** A posting's applicants, oldest application first, each with when they applied. */
export async function listApplicantCandidates(db: Database, jobId: number): Promise<(CandidateRow & { appliedAt: Date })[]> {
  const bases = await db
    .select({ ...candidateColumns, appliedAt: applications.createdAt })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(eq(applications.jobId, jobId))
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .limit(500);
  const appliedAt = new Map(bases.map((base) => [base.userId, base.appliedAt]));
  const rows = await withResumeLists(
    db,
    bases.map(({ appliedAt: _appliedAt, ...base }) => base),
  );
  return rows.map((row) => ({ ...row, appliedAt: appliedAt.get(row.userId)! }));
}

const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;

/**
 * Public resumes of the posting's position near it: within `radiusMiles` (a bounding box, then the
 * great-circle distance), plus public resumes of people willing to relocate wherever they live.
 * People who said they are not looking are left out. At most `pool` people, nearest first.
 */
export async function listNearbyCandidates(
  db: Database,
  place: { position: string; lat: number; lng: number },
  radiusMiles: number,
  pool: number,
): Promise<CandidateRow[]> {
  const latSpan = radiusMiles / MILES_PER_DEGREE;
  const lngSpan = radiusMiles / (MILES_PER_DEGREE * Math.max(0.01, Math.cos((place.lat * Math.PI) / 180)));
  const inBox = and(
    gte(users.lat, place.lat - latSpan),
    lte(users.lat, place.lat + latSpan),
    gte(users.lng, place.lng - lngSpan),
    lte(users.lng, place.lng + lngSpan),
  );
  const distanceSql = sql`(${users.lat} - ${place.lat}) * (${users.lat} - ${place.lat}) + (${users.lng} - ${place.lng}) * (${users.lng} - ${place.lng}) * ${Math.cos((place.lat * Math.PI) / 180) ** 2}`;
  const bases = await db
    .select(candidateColumns)
    .from(staffProfiles)
    .innerJoin(users, eq(users.id, staffProfiles.userId))
    .where(
      and(
        eq(users.role, 'staff'),
        eq(users.position, place.position),
        eq(staffProfiles.isPublic, true),
        ne(staffProfiles.candidateState, 'NOT_LOOKING'),
        or(inBox, eq(staffProfiles.isRelocate, true)),
      ),
    )
    .orderBy(sql`${distanceSql} asc nulls last`, asc(users.id))
    .limit(pool);
  const near = bases.filter(
    (base) => base.isRelocate || (base.lat !== null && base.lng !== null && distanceInMiles(place, { lat: base.lat, lng: base.lng }) <= radiusMiles),
  );
  return withResumeLists(db, near);
}

/** What the scoring rules read about a candidate for a posting. */
export function toMatchCandidate(row: CandidateRow, job: MatchJob): MatchCandidate {
  return {
    experienceYears: row.experience,
    certifications: row.certifications,
    skills: row.skills,
    daysAvailable: job.type === 'TEMP' ? row.days.temp : row.days.perm,
    distanceMiles: distanceOf(row, job),
    isRelocate: row.isRelocate,
    salary: row.salary,
  };
}

export function distanceOf(row: Pick<CandidateRow, 'lat' | 'lng'>, job: Pick<MatchJob, 'lat' | 'lng'>): number | null {
  if (row.lat === null || row.lng === null || job.lat === null || job.lng === null) return null;
  return distanceInMiles({ lat: job.lat, lng: job.lng }, { lat: row.lat, lng: row.lng });
}
