import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { applications, assessmentResults, invitations, jobs, staffProfiles, users, type AssessmentKind } from '@chairside/db/schema';
import type { Availability, CandidateState, StaffDetails } from '@chairside/domain/resume-profile';
import type { AssessmentResults } from '@chairside/domain/profile-completeness';

export type StaffUser = {
  id: number;
  username: string;
  name: string;
  email: string;
  position: string | null;
  zip: string | null;
  city: string | null;
  state: string | null;
  lat: number | null;
  lng: number | null;
};

export type ProfileRow = typeof staffProfiles.$inferSelect;

/** A job seeker by username; null for an unknown name or another role. */
export async function findStaffUser(db: Database, username: string): Promise<StaffUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      email: users.email,
      position: users.position,
      zip: users.zip,
      city: users.city,
      state: users.state,
      lat: users.lat,
      lng: users.lng,
    })
    .from(users)
    .where(and(eq(users.username, username), eq(users.role, 'staff')))
    .limit(1);
  return row ?? null;
}

/** Holds the job seeker's row until the transaction ends, so list limits and photo swaps do not race. */
export async function lockStaffUser(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The resume row; null when the person has not written anything yet. */
export async function loadProfileRow(db: Database, userId: number): Promise<ProfileRow | null> {
  const [row] = await db.select().from(staffProfiles).where(eq(staffProfiles.userId, userId)).limit(1);
  return row ?? null;
}

type ProfileFields = Partial<Omit<typeof staffProfiles.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>>;

/** Writes some resume fields, making the row on the first write; answers the row. */
export async function upsertProfile(db: Database, userId: number, fields: ProfileFields): Promise<ProfileRow> {
  const [row] = await db
    .insert(staffProfiles)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: staffProfiles.userId, set: { ...fields, updatedAt: sql`now()` } })
    .returning();
  return row;
}

export async function saveFlag(db: Database, userId: number, flag: 'isPublic' | 'isRelocate', value: boolean): Promise<boolean> {
  const row = await upsertProfile(db, userId, { [flag]: value });
  return row[flag];
}

export async function saveCandidateState(db: Database, userId: number, state: CandidateState): Promise<CandidateState> {
  return (await upsertProfile(db, userId, { candidateState: state })).candidateState;
}

export async function saveIntro(db: Database, userId: number, intro: string | null): Promise<string | null> {
  return (await upsertProfile(db, userId, { intro })).intro;
}

export async function saveAvailability(db: Database, userId: number, availability: Availability): Promise<ProfileRow> {
  return upsertProfile(db, userId, availability);
}

export type Place = { zip: string; city: string; state: string; lat: number; lng: number };

/** Position and place on the user, the rest on the resume: one transaction, both or neither. */
export async function saveDetails(db: Database, userId: number, details: StaffDetails, place: Place) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ position: details.position, ...place })
      .where(and(eq(users.id, userId), eq(users.role, 'staff')))
      .returning({ position: users.position, zip: users.zip, city: users.city, state: users.state, lat: users.lat, lng: users.lng });
    const profile = await upsertProfile(tx, userId, {
      license: details.license,
      licenseState: details.licenseState,
      licenseNumber: details.licenseNumber,
      phone: details.phone,
      showCurrentEmployer: details.showCurrentEmployer,
      other: details.other,
      experience: details.experience,
      salary: details.salary,
      specialties: details.specialties,
    });
    return { user, profile };
  });
}

/** Sets the job seeker's position and place (either may be left out): they live on the user. */
export async function saveSeekerPlace(db: Database, userId: number, change: { position?: string; place?: Place }): Promise<void> {
  const set = { ...(change.position ? { position: change.position } : {}), ...(change.place ?? {}) };
  if (Object.keys(set).length === 0) return;
  await db
    .update(users)
    .set(set)
    .where(and(eq(users.id, userId), eq(users.role, 'staff')));
}

export type PhotoKeys = { photoKey: string | null; photoThumbnailKey: string | null };

/** The photo's keys, read under the user lock (call inside a transaction that took it). */
export async function readPhotoKeys(tx: Database, userId: number): Promise<PhotoKeys> {
  const [row] = await tx
    .select({ photoKey: staffProfiles.photoKey, photoThumbnailKey: staffProfiles.photoThumbnailKey })
    .from(staffProfiles)
    .where(eq(staffProfiles.userId, userId))
    .limit(1);
  return row ?? { photoKey: null, photoThumbnailKey: null };
}

/** Sets (or, with nulls, clears) the photo on the resume and the thumbnail address on the user. */
export async function savePhoto(tx: Database, userId: number, keys: PhotoKeys, thumbnailUrl: string | null): Promise<void> {
  await upsertProfile(tx, userId, keys);
  await tx.update(users).set({ photoThumbnailUrl: thumbnailUrl }).where(eq(users.id, userId));
}

const ASSESSMENT_FIELDS: Record<AssessmentKind, keyof AssessmentResults | null> = {
  disc: 'discScores',
  emotions: 'emotion',
  values: 'values',
  culture: 'culture',
  alignment: 'alignmentQuestionnaire',
  // The skills assessment rates the resume's skills; completeness reads those scores.
  skills: null,
  // Job satisfaction is the person's own: not part of the completeness score.
  satisfaction: null,
};

/** The stored assessment results in the shape the completeness score reads. */
export async function loadAssessmentResults(db: Database, userId: number): Promise<AssessmentResults> {
  return (await loadAssessmentResultsFor(db, [userId])).get(userId) ?? {};
}

/** loadAssessmentResults for many people at once (one query); someone with none is missing from the map. */
export async function loadAssessmentResultsFor(db: Database, userIds: number[]): Promise<Map<number, AssessmentResults>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: assessmentResults.userId, kind: assessmentResults.kind, result: assessmentResults.result })
    .from(assessmentResults)
    .where(inArray(assessmentResults.userId, userIds));
  const byUser = new Map<number, Record<string, unknown>>();
  for (const row of rows) {
    const field = ASSESSMENT_FIELDS[row.kind];
    if (!field) continue;
    const results = byUser.get(row.userId) ?? {};
    results[field] = row.result;
    byUser.set(row.userId, results);
  }
  return byUser as Map<number, AssessmentResults>;
}

/**
 * Whether the job seeker applied to one of the employer's postings, or holds an open (pending
 * or accepted) invitation to one: what lets the practice read a private resume.
 */
export async function hasHiringLink(db: Database, employerUsername: string, staffUserId: number): Promise<boolean> {
  const owner = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, employerUsername), eq(users.role, 'employer')));
  const result = await db.execute<{ linked: boolean }>(sql`
    select exists (
      select 1 from ${applications} a join ${jobs} j on j.id = a.job_id
      where a.user_id = ${staffUserId} and j.employer_id in (${owner})
    ) or exists (
      select 1 from ${invitations} i join ${jobs} j on j.id = i.job_id
      where i.user_id = ${staffUserId} and i.status in ('PENDING', 'ACCEPTED') and j.employer_id in (${owner})
    ) as linked`);
  return result.rows[0]?.linked === true;
}
