import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { timeZoneOfZip } from '@chairside/db/zip-codes';
import { employers, jobDates, jobSlots, jobs, offices, users } from '@chairside/db/schema';
import type { JobDateInput } from '@chairside/domain/job-posting';
import type { JobStatus } from '@chairside/domain/job-status';
import type { JobScope } from '../../platform/team-access';

/** A posting's stored facts with the state of its slot (never the search vector). */
export type JobRow = {
  id: number;
  employerId: number;
  officeId: number | null;
  slotId: number | null;
  position: string | null;
  name: string | null;
  description: string | null;
  urltitle: string | null;
  type: 'PERM' | 'TEMP';
  status: JobStatus;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  lat: number | null;
  lng: number | null;
  /** The IANA time zone of the posting's place (its ZIP code's, the fallback without one). */
  timeZone: string;
  isConfidential: boolean;
  payCode: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  specialties: string[];
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'PER_DIEM' | null;
  workDays: string[];
  shifts: string[];
  benefits: string[];
  screeningQuestions: { id: string; text: string; isDealBreaker: boolean }[];
  /** Required credentials (kind codes) and, for shifts, certifications by name. */
  shiftRequirements: string[];
  isBasic: boolean;
  isSubscription: boolean;
  isNational: boolean;
  postedDate: Date | null;
  expiredDate: Date | null;
  views: number;
  /** Set when an administrator took the posting down over reports. */
  hiddenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  slot: { product: 'JOB' | 'JOBSUB' | 'BASIC'; activeJobId: number | null; cancelledAt: Date | null; expiresAt: Date | null } | null;
};

export type JobDateRow = typeof jobDates.$inferSelect;

/** The columns a posting may be written with (everything the form and publishing set). */
export type JobValues = Partial<Omit<typeof jobs.$inferInsert, 'id' | 'employerId' | 'createdAt' | 'searchVector'>>;

const jobColumns = {
  id: jobs.id,
  employerId: jobs.employerId,
  officeId: jobs.officeId,
  slotId: jobs.slotId,
  position: jobs.position,
  name: jobs.name,
  description: jobs.description,
  urltitle: jobs.urltitle,
  type: jobs.type,
  status: jobs.status,
  address: jobs.address,
  address2: jobs.address2,
  city: jobs.city,
  state: jobs.state,
  zip: jobs.zip,
  lat: jobs.lat,
  lng: jobs.lng,
  timeZone: timeZoneOfZip(jobs.zip),
  isConfidential: jobs.isConfidential,
  payCode: jobs.payCode,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  specialties: jobs.specialties,
  employmentType: jobs.employmentType,
  workDays: jobs.workDays,
  shifts: jobs.shifts,
  benefits: jobs.benefits,
  screeningQuestions: jobs.screeningQuestions,
  shiftRequirements: jobs.shiftRequirements,
  isBasic: jobs.isBasic,
  isSubscription: jobs.isSubscription,
  isNational: jobs.isNational,
  postedDate: jobs.postedDate,
  expiredDate: jobs.expiredDate,
  views: jobs.views,
  hiddenAt: jobs.hiddenAt,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  slotProduct: jobSlots.product,
  slotActiveJobId: jobSlots.activeJobId,
  slotCancelledAt: jobSlots.cancelledAt,
  slotExpiresAt: jobSlots.expiresAt,
};

function selectJobs(db: Database) {
  return db.select(jobColumns).from(jobs).leftJoin(jobSlots, eq(jobSlots.id, jobs.slotId));
}
type SelectedRow = Awaited<ReturnType<typeof selectJobs>>[number];

function jobRowOf(row: SelectedRow): JobRow {
  const { slotProduct, slotActiveJobId, slotCancelledAt, slotExpiresAt, ...job } = row;
  return {
    ...job,
    status: job.status as JobStatus,
    slot: slotProduct === null ? null : { product: slotProduct, activeJobId: slotActiveJobId, cancelledAt: slotCancelledAt, expiresAt: slotExpiresAt },
  };
}

export async function countJobs(db: Database, employerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.employerId, employerId));
  return row.n;
}

export async function insertJob(db: Database, employerId: number, values: JobValues): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({ ...values, employerId })
    .returning({ id: jobs.id });
  return row.id;
}

/** One of the employer's postings (ownership in the query); `lock` holds the posting row. */
export async function findOwnJob(db: Database, employerId: number, jobId: number, lock = false): Promise<JobRow | null> {
  if (lock) {
    const locked = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)))
      .for('update');
    if (locked.length === 0) return null;
  }
  const [row] = await selectJobs(db)
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)))
    .limit(1);
  return row ? jobRowOf(row) : null;
}

/** The employer's postings, latest expiry first (drafts, which have none, last); a member's scope limits them (ADR 116). */
export async function listOwnJobs(db: Database, employerId: number, limit: number, scope?: JobScope): Promise<JobRow[]> {
  const within = !scope
    ? undefined
    : scope.jobIds
      ? inArray(jobs.id, scope.jobIds.length ? scope.jobIds : [0])
      : inArray(jobs.officeId, scope.officeIds?.length ? scope.officeIds : [0]);
  const rows = await selectJobs(db)
    .where(and(eq(jobs.employerId, employerId), within))
    .orderBy(sql`${jobs.expiredDate} desc nulls last`, desc(jobs.id))
    .limit(limit);
  return rows.map(jobRowOf);
}

export type PublishedJobRow = JobRow & {
  employerUsername: string;
  practiceName: string;
  practiceWebsite: string | null;
  employerIsPublic: boolean;
  lateCancelFeePercent: number;
  /** The practice's terms for temp professionals: independent contractor or employee (ADR 126). */
  workerClassification: 'CONTRACTOR' | 'EMPLOYEE';
  /** The practice is verified by its organization NPI (ADR 115). */
  practiceVerified: boolean;
};

/** A posting's columns with its practice's: who it is, its website, whether its page is public, its late-cancellation fee. */
const publishedJobColumns = {
  ...jobColumns,
  employerUsername: users.username,
  practiceName: employers.practiceName,
  practiceWebsite: employers.website,
  employerIsPublic: employers.isPublic,
  lateCancelFeePercent: employers.lateCancelFeePercent,
  workerClassification: employers.workerClassification,
  practiceVerified: sql<boolean>`${employers.npiVerifiedAt} is not null`,
};

/** A posting anyone may read: published (not a draft) and not taken down by an administrator; null otherwise. */
export async function findPublishedJob(db: Database, jobId: number): Promise<PublishedJobRow | null> {
  const [row] = await db
    .select(publishedJobColumns)
    .from(jobs)
    .leftJoin(jobSlots, eq(jobSlots.id, jobs.slotId))
    .innerJoin(employers, eq(employers.userId, jobs.employerId))
    .innerJoin(users, eq(users.id, jobs.employerId))
    .where(and(eq(jobs.id, jobId), ne(jobs.status, 'DRAFT'), isNull(jobs.hiddenAt)))
    .limit(1);
  if (!row) return null;
  const { employerUsername, practiceName, practiceWebsite, employerIsPublic, lateCancelFeePercent, workerClassification, practiceVerified, ...job } = row;
  return { ...jobRowOf(job), employerUsername, practiceName, practiceWebsite, employerIsPublic, lateCancelFeePercent, workerClassification, practiceVerified };
}

/**
 * A stamp of everything the posting's public page is made of that can change without its
 * address changing: the posting (every change to it sets updated_at; live_until follows its slot),
 * whether it is live at `now`, its practice and its office. Any change gives another stamp; null
 * when there is no such posting.
 */
export async function postingPageVersion(db: Database, jobId: number, now: Date): Promise<string | null> {
  const [row] = await db
    .select({
      version: sql<string>`concat_ws('|', ${jobs.updatedAt}, ${jobs.liveUntil}, ${jobs.status} = 'ACTIVE' and ${jobs.liveUntil} > ${now.toISOString()}::timestamptz, ${employers.updatedAt}, ${offices.updatedAt})`,
    })
    .from(jobs)
    .innerJoin(employers, eq(employers.userId, jobs.employerId))
    .leftJoin(offices, eq(offices.id, jobs.officeId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row?.version ?? null;
}

/** Postings by id with their practice (drafts included); only the employer's when `employerId` is given. */
export async function listJobsByIds(db: Database, jobIds: number[], employerId?: number): Promise<PublishedJobRow[]> {
  if (jobIds.length === 0) return [];
  const rows = await db
    .select(publishedJobColumns)
    .from(jobs)
    .leftJoin(jobSlots, eq(jobSlots.id, jobs.slotId))
    .innerJoin(employers, eq(employers.userId, jobs.employerId))
    .innerJoin(users, eq(users.id, jobs.employerId))
    .where(employerId === undefined ? inArray(jobs.id, jobIds) : and(inArray(jobs.id, jobIds), eq(jobs.employerId, employerId)));
  return rows.map(
    ({ employerUsername, practiceName, practiceWebsite, employerIsPublic, lateCancelFeePercent, workerClassification, practiceVerified, ...job }) => ({
      ...jobRowOf(job),
      employerUsername,
      practiceName,
      practiceWebsite,
      employerIsPublic,
      lateCancelFeePercent,
      workerClassification,
      practiceVerified,
    }),
  );
}

export async function updateJob(db: Database, jobId: number, values: JobValues): Promise<void> {
  await db
    .update(jobs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(jobs.id, jobId));
}

/** Dates of the postings, each posting's in calendar order. */
export async function loadJobDates(db: Database, jobIds: number[]): Promise<JobDateRow[]> {
  if (jobIds.length === 0) return [];
  return db.select().from(jobDates).where(inArray(jobDates.jobId, jobIds)).orderBy(asc(jobDates.jobId), asc(jobDates.date));
}

/**
 * Makes the posting's dates the given ones: a date already there keeps its id and status (its
 * shift is updated), new dates open (ACTIVE), dates no longer listed are removed.
 */
export async function syncJobDates(tx: Database, jobId: number, dates: JobDateInput[]): Promise<void> {
  const existing = new Map((await loadJobDates(tx, [jobId])).map((row) => [row.date, row]));
  const wanted = new Set(dates.map((d) => d.date));
  const gone = [...existing.values()].filter((row) => !wanted.has(row.date)).map((row) => row.id);
  if (gone.length) await tx.delete(jobDates).where(inArray(jobDates.id, gone));
  for (const jobDate of dates) {
    const row = existing.get(jobDate.date);
    if (!row) continue;
    if (row.startTime !== jobDate.startTime || row.endTime !== jobDate.endTime)
      await tx.update(jobDates).set({ startTime: jobDate.startTime, endTime: jobDate.endTime }).where(eq(jobDates.id, row.id));
  }
  const added = dates.filter((d) => !existing.has(d.date));
  if (added.length) await tx.insert(jobDates).values(added.map((d) => ({ jobId, date: d.date, startTime: d.startTime, endTime: d.endTime })));
}

export async function setJobDateStatus(db: Database, jobId: number, jobDateId: number, status: JobDateRow['status']): Promise<JobDateRow | null> {
  const [row] = await db
    .update(jobDates)
    .set({ status })
    .where(and(eq(jobDates.id, jobDateId), eq(jobDates.jobId, jobId)))
    .returning();
  return row ?? null;
}

/** The SQL form of the domain's jobLife(...).isActive at `now` (jobs joined to their slot as s). */
export const isLiveSql = (now: Date) => sql`(${jobs.status} = 'ACTIVE' and ${jobSlots.id} is not null and ${jobSlots.cancelledAt} is null and
  case when ${jobs.isSubscription} then (${jobSlots.expiresAt} is null or ${jobSlots.expiresAt} > ${now.toISOString()}::timestamptz)
       else ${jobs.expiredDate} > ${now.toISOString()}::timestamptz end)`;

export type LivePageRow = { id: number; urltitle: string | null; position: string | null; city: string | null; state: string | null; updatedAt: Date };

/** Live postings for the sitemap, newest change first. */
export async function listLivePages(db: Database, now: Date, limit: number): Promise<LivePageRow[]> {
  return db
    .select({ id: jobs.id, urltitle: jobs.urltitle, position: jobs.position, city: jobs.city, state: jobs.state, updatedAt: jobs.updatedAt })
    .from(jobs)
    .innerJoin(jobSlots, eq(jobSlots.id, jobs.slotId))
    .where(isLiveSql(now))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(limit);
}
