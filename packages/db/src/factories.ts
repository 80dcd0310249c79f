import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { POSITION_CODES, type PositionCode } from '@chairside/domain/positions';
import { type SIGN_UP_KINDS, usernameFromName } from '@chairside/domain/accounts';
import {
  NO_AVAILABILITY,
  REGIONS,
  type Availability,
  type CertInput,
  type CompanyInput,
  type CourseInput,
  type RegionCode,
  type SchoolInput,
  type SkillInput,
  type SpecialtyCode,
} from '@chairside/domain/resume-profile';
import type { Database } from './client';
import { zipCodePlace } from './zip-codes';
import {
  applications,
  candidateRecords,
  creditBalances,
  creditLedger,
  discounts,
  employers,
  orders,
  interviews,
  invitations,
  jobDates,
  jobSlots,
  jobs,
  officeHours,
  offices,
  staffCerts,
  staffCompanies,
  staffCourses,
  staffProfiles,
  staffSchools,
  staffSkills,
  users,
} from './schema';
import { FIRST_NAMES, LAST_NAMES, METRO_ZIPS, PRACTICE_KINDS, PRACTICE_WORDS } from './demo-places';
import { COURSES, DUTIES, OTHER_ACHIEVEMENTS, RESUME_MATERIAL } from './demo-resumes';
import {
  APPLICATION_MESSAGES,
  BENEFITS,
  INTERVIEW_NOTES,
  INVITATION_MESSAGES,
  JOB_MATERIAL,
  OFFICE_NAME_WORDS,
  PRACTICE_PITCHES,
  STREET_NAMES,
  type PayChoice,
} from './demo-jobs';

export const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)];

/** A ZIP code of a large metro, drawn in proportion to the metro's population. */
export function weightedMetroZip(): string {
  const total = METRO_ZIPS.reduce((sum, metro) => sum + metro.weight, 0);
  let draw = (randomInt(1_000_000) / 1_000_000) * total;
  for (const metro of METRO_ZIPS) {
    draw -= metro.weight;
    if (draw <= 0) return pick(metro.zips);
  }
  return pick(METRO_ZIPS[0].zips);
}

function place(zip: string) {
  const found = zipCodePlace(zip);
  if (!found) throw new Error(`Unknown ZIP code in factory: ${zip}`);
  return { zip, city: found.city, state: found.state, lat: found.lat, lng: found.lng };
}

export const hashPasswordForFactory = (password: string) => hash(password, { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

const uniqueSuffix = () => `${Date.now().toString(36)}${randomInt(1_000_000).toString(36)}`;
const randomPersonName = () => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;

type AccountBase = { email: string; name: string; zip: string; username: string; passwordHash: string; password: string };

async function accountBase(overrides: Partial<AccountBase>): Promise<AccountBase> {
  const name = overrides.name ?? randomPersonName();
  const suffix = uniqueSuffix();
  const password = overrides.password ?? 'chairside-demo';
  return {
    name,
    username: overrides.username ?? usernameFromName(name, suffix),
    email: overrides.email ?? `${usernameFromName(name, suffix)}@example.com`,
    zip: overrides.zip ?? weightedMetroZip(),
    password,
    passwordHash: overrides.passwordHash ?? (await hashPasswordForFactory(password)),
  };
}

export type EmployerAccountOverrides = Partial<AccountBase> & { practiceName?: string; phone?: string };

/** An employer account with its practice; valid random defaults, any field overridable. */
export async function createEmployerAccount(db: Database, overrides: EmployerAccountOverrides = {}) {
  const base = await accountBase(overrides);
  const practiceName = overrides.practiceName ?? `${pick(PRACTICE_WORDS)} ${pick(PRACTICE_KINDS)}`;
  const phone = overrides.phone ?? `(${randomInt(201, 989)}) 555-${String(randomInt(100, 9999)).padStart(4, '0')}`;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...place(base.zip), username: base.username, email: base.email, passwordHash: base.passwordHash, role: 'employer', name: base.name })
      .returning();
    await tx.insert(employers).values({ userId: user.id, practiceName, phone });
    return { user, practiceName, phone, password: base.password };
  });
}

export type StaffAccountOverrides = Partial<AccountBase> & { position?: PositionCode; kind?: (typeof SIGN_UP_KINDS)[number] };

/** A job seeker account; valid random defaults, any field overridable. */
export async function createStaffAccount(db: Database, overrides: StaffAccountOverrides = {}) {
  const base = await accountBase(overrides);
  const [user] = await db
    .insert(users)
    .values({
      ...place(base.zip),
      username: base.username,
      email: base.email,
      passwordHash: base.passwordHash,
      role: 'staff',
      name: base.name,
      position: overrides.position ?? pick(POSITION_CODES),
      kind: overrides.kind ?? 'staff',
    })
    .returning();
  return { user, password: base.password };
}

/** An administrator, who can open delegated sessions. */
export async function createAdminAccount(db: Database, overrides: Partial<AccountBase> = {}) {
  const base = await accountBase({ zip: '10001', ...overrides });
  const [user] = await db
    .insert(users)
    .values({ ...place(base.zip), username: base.username, email: base.email, passwordHash: base.passwordHash, role: 'admin', name: base.name })
    .returning();
  return { user, password: base.password };
}

export type StaffProfileOverrides = {
  intro?: string | null;
  license?: string | null;
  other?: string | null;
  experience?: number | null;
  salary?: string | null;
  isPublic?: boolean;
  isRelocate?: boolean;
  /** Default OPEN (open to offers). */
  candidateState?: 'ACTIVE' | 'OPEN' | 'NOT_LOOKING';
  specialties?: SpecialtyCode[];
  /** Flags not given are false; without this, a few weekdays at random. */
  availability?: Partial<Availability>;
  skills?: SkillInput[];
  companies?: CompanyInput[];
  schools?: SchoolInput[];
  certs?: CertInput[];
  courses?: CourseInput[];
};

/** n distinct items drawn at random. */
export function sample<T>(items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(randomInt(pool.length), 1)[0]);
  return out;
}

/** The day `years` years (and some days) before today, YYYY-MM-DD. */
function yearsAgo(years: number, extraDays = 0): string {
  const day = new Date(Date.now() - (years * 365.25 + extraDays) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** A work history of 1 to 3 jobs ending today (the newest is current), and the years it spans. */
function randomCareer(titles: readonly string[], city: string, state: RegionCode | null) {
  const jobs: CompanyInput[] = [];
  let end: number | null = null;
  let start = 0;
  for (let i = 0, count = randomInt(1, 4); i < count; i++) {
    start = (end ?? 0) + randomInt(1, 6);
    jobs.push({
      name: `${pick(PRACTICE_WORDS)} ${pick(PRACTICE_KINDS)}`,
      title: pick(titles),
      city,
      state,
      startDate: yearsAgo(start, randomInt(0, 200)),
      endDate: end === null ? null : yearsAgo(end, randomInt(0, 60)),
      description: pick(DUTIES),
    });
    end = start + (randomInt(0, 3) === 0 ? 1 : 0);
  }
  return { jobs, years: start };
}

/**
 * A job seeker's resume with valid random defaults for the user's position: intro, 5 to 8
 * skills, license (dentists and hygienists), work history, a school, certifications, a course,
 * availability, specialties. Private and not relocating unless overridden. Everything in one transaction.
 */
export async function createStaffProfile(db: Database, userId: number, overrides: StaffProfileOverrides = {}) {
  const [user] = await db.select({ position: users.position, city: users.city, state: users.state }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}`);
  const material = RESUME_MATERIAL[(user.position ?? 'DA') as PositionCode] ?? RESUME_MATERIAL.DA;
  const state = user.state && Object.hasOwn(REGIONS, user.state) ? (user.state as RegionCode) : null;
  const career = randomCareer(material.titles, user.city ?? 'Chicago', state);
  const school = pick(material.schools);
  const schoolEnd = career.years + randomInt(0, 3);
  const defaults = {
    skills: sample(material.skills, randomInt(5, 9)).map((name) => ({ name, score: randomInt(1, 6) })),
    companies: career.jobs,
    schools: [{ ...school, city: user.city, state, startDate: yearsAgo(schoolEnd + 2, 100), endDate: yearsAgo(schoolEnd, 30) }],
    certs: sample(material.certs, randomInt(1, material.certs.length + 1)).map((cert) => {
      const issued = randomInt(0, 3);
      return { ...cert, issuedDate: yearsAgo(issued, randomInt(0, 300)), expiresDate: yearsAgo(issued - 2) };
    }),
    courses: sample(COURSES, randomInt(1, 3)).map((course) => ({
      ...course,
      completedDate: yearsAgo(randomInt(0, 3), randomInt(0, 300)),
      hours: pick([2, 3, 4, 6, 8]),
    })),
  };
  const availability: Availability = overrides.availability
    ? { ...NO_AVAILABILITY, ...overrides.availability }
    : {
        ...NO_AVAILABILITY,
        isDowMon: true,
        isDowTue: randomInt(2) === 1,
        isDowWed: true,
        isDowThur: randomInt(2) === 1,
        isDowFri: randomInt(2) === 1,
        isDowSatTemp: randomInt(3) === 0,
      };
  const has = <K extends keyof StaffProfileOverrides>(key: K) => Object.hasOwn(overrides, key);
  const lists = {
    skills: overrides.skills ?? defaults.skills,
    companies: overrides.companies ?? defaults.companies,
    schools: overrides.schools ?? defaults.schools,
    certs: overrides.certs ?? defaults.certs,
    courses: overrides.courses ?? defaults.courses,
  };
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .insert(staffProfiles)
      .values({
        userId,
        intro: has('intro') ? overrides.intro : pick(material.intros),
        license: has('license') ? overrides.license : material.license,
        licenseState: material.license ? (state ?? 'IL') : null,
        // Invented numbers: a letter pair and six digits, never a real license.
        licenseNumber: material.license ? `${material.license.slice(0, 2).toUpperCase()}-${String(randomInt(100_000, 1_000_000))}` : null,
        other: has('other') ? overrides.other : pick(OTHER_ACHIEVEMENTS),
        experience: has('experience') ? overrides.experience : Math.min(career.years, 60),
        salary: has('salary') ? overrides.salary : pick(material.salaries),
        isPublic: overrides.isPublic ?? false,
        isRelocate: overrides.isRelocate ?? false,
        candidateState: overrides.candidateState ?? 'OPEN',
        specialties: overrides.specialties ?? sample(material.specialties, randomInt(1, 3)),
        ...availability,
      })
      .returning();
    const withUser = <T extends object>(rows: T[]) => rows.map((row) => ({ ...row, userId }));
    const skills = lists.skills.length ? await tx.insert(staffSkills).values(withUser(lists.skills)).returning() : [];
    const companies = lists.companies.length ? await tx.insert(staffCompanies).values(withUser(lists.companies)).returning() : [];
    const schools = lists.schools.length ? await tx.insert(staffSchools).values(withUser(lists.schools)).returning() : [];
    const certs = lists.certs.length ? await tx.insert(staffCerts).values(withUser(lists.certs)).returning() : [];
    const courses = lists.courses.length ? await tx.insert(staffCourses).values(withUser(lists.courses)).returning() : [];
    return { profile, skills, companies, schools, certs, courses };
  });
}

// ---- offices, job slots and job postings ----

const DAY_MS = 86_400_000;
const POSTING_DAYS = 30;
const dayString = (instant: Date) => instant.toISOString().slice(0, 10);

/** The metro a ZIP code belongs to (its other ZIP codes), or just that ZIP. */
export function metroZipsOf(zip: string): string[] {
  return METRO_ZIPS.find((metro) => metro.zips.includes(zip))?.zips ?? [zip];
}

export type OfficeDayOverride = { dow: number; opens: string; closes: string };
export type OfficeOverrides = {
  name?: string;
  address?: string;
  address2?: string | null;
  zip?: string;
  city?: string;
  state?: string;
  phone?: string | null;
  /** Default: primary when the employer has no office yet. */
  isPrimary?: boolean;
  /** Default: Monday to Thursday 8-5, Friday 8-2 (and some Saturdays). [] for none. */
  hours?: OfficeDayOverride[];
};

const randomStreet = () => `${randomInt(100, 9900)} ${pick(STREET_NAMES)}`;
const randomPhone = () => `(${randomInt(201, 989)}) 555-${String(randomInt(100, 9999)).padStart(4, '0')}`;

function defaultHours(): OfficeDayOverride[] {
  const days = [1, 2, 3, 4].map((dow) => ({ dow, opens: pick(['07:30', '08:00', '09:00']), closes: pick(['16:30', '17:00', '18:00']) }));
  days.push({ dow: 5, opens: '08:00', closes: '14:00' });
  if (randomInt(3) === 0) days.push({ dow: 6, opens: '08:00', closes: '12:00' });
  return days;
}

/** An office of the employer at a ZIP of its metro, with opening hours; valid random defaults. */
export async function createOffice(db: Database, employerId: number, overrides: OfficeOverrides = {}) {
  const [owner] = await db.select({ zip: users.zip }).from(users).where(eq(users.id, employerId));
  const zip = overrides.zip ?? owner?.zip ?? weightedMetroZip();
  const where = place(zip);
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: offices.id }).from(offices).where(eq(offices.employerId, employerId)).limit(1);
    const isPrimary = overrides.isPrimary ?? existing.length === 0;
    if (isPrimary) await tx.update(offices).set({ isPrimary: false }).where(eq(offices.employerId, employerId));
    const [office] = await tx
      .insert(offices)
      .values({
        employerId,
        name: overrides.name ?? `${pick(OFFICE_NAME_WORDS)} ${where.city} Office`,
        address: overrides.address ?? randomStreet(),
        address2: overrides.address2 === undefined ? (randomInt(3) === 0 ? `Suite ${randomInt(100, 400)}` : null) : overrides.address2,
        city: overrides.city ?? where.city,
        state: overrides.state ?? where.state,
        zip,
        lat: where.lat,
        lng: where.lng,
        phone: overrides.phone === undefined ? randomPhone() : overrides.phone,
        isPrimary,
      })
      .returning();
    const days = overrides.hours ?? defaultHours();
    const hours = days.length
      ? await tx
          .insert(officeHours)
          .values(days.map((day) => ({ ...day, officeId: office.id })))
          .returning()
      : [];
    return { office, hours };
  });
}

export type JobSlotOverrides = {
  product?: 'JOB' | 'JOBSUB' | 'BASIC';
  orderId?: number | null;
  activeJobId?: number | null;
  /** Default: a subscription slot ends 12 months from now; a 30-day slot has no end until used. */
  expiresAt?: Date | null;
  cancelledAt?: Date | null;
  /** What the slot was bought for; default null: any position, any region. */
  position?: string | null;
  region?: string | null;
};

/** A job slot of the employer (free unless activeJobId is given). */
export async function createJobSlot(db: Database, employerId: number, overrides: JobSlotOverrides = {}) {
  const product = overrides.product ?? 'JOB';
  const expiresAt = overrides.expiresAt !== undefined ? overrides.expiresAt : product === 'JOBSUB' ? new Date(Date.now() + 365 * DAY_MS) : null;
  const [slot] = await db
    .insert(jobSlots)
    .values({
      employerId,
      product,
      orderId: overrides.orderId ?? null,
      activeJobId: overrides.activeJobId ?? null,
      expiresAt,
      cancelledAt: overrides.cancelledAt ?? null,
      position: overrides.position ?? null,
      region: overrides.region ?? null,
    })
    .returning();
  return slot;
}

/** Positions as often as a board sees them: assistants and hygienists most. */
const POSITION_WEIGHTS: [PositionCode, number][] = [
  ['DA', 30],
  ['DH', 28],
  ['FO', 16],
  ['DD', 14],
  ['LT', 6],
  ['SR', 6],
];
export function weightedPosition(): PositionCode {
  let draw = randomInt(100);
  for (const [code, weight] of POSITION_WEIGHTS) {
    draw -= weight;
    if (draw < 0) return code;
  }
  return 'DA';
}

/** A posting's HTML description: pitch, duties, requirements, benefits (only tags the API keeps). */
export function jobDescription(position: PositionCode, practiceName: string, type: 'PERM' | 'TEMP'): string {
  const material = JOB_MATERIAL[position];
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  const opening =
    type === 'TEMP'
      ? `<p><strong>${practiceName}</strong> needs temp coverage on the dates below.</p>`
      : `<p><strong>${practiceName}</strong> is hiring. ${pick(PRACTICE_PITCHES)}</p>`;
  return [
    opening,
    '<p><em>What you will do</em></p>',
    list(sample(material.duties, 3)),
    '<p><em>What you bring</em></p>',
    list(material.requirements),
    ...(type === 'PERM' ? ['<p><em>Benefits</em></p>', list(sample(BENEFITS, 3))] : []),
  ].join('');
}

export type JobPostingOverrides = {
  position?: PositionCode | null;
  type?: 'PERM' | 'TEMP';
  /** DRAFT (default for credit posts), ACTIVE (default), BOOKED or CANCELED. */
  status?: 'DRAFT' | 'ACTIVE' | 'BOOKED' | 'CANCELED';
  /** A credit post: a draft without a position, title or description. */
  credit?: boolean;
  /** Default: the employer's primary office, if any. null: no office (the employer's own ZIP). */
  officeId?: number | null;
  name?: string;
  description?: string;
  urltitle?: string | null;
  pay?: PayChoice | null;
  isConfidential?: boolean;
  isNational?: boolean;
  isBasic?: boolean;
  specialties?: string[];
  /** Published postings: when (default 0 to 20 days ago). Expiry is 30 days later. */
  postedDate?: Date;
  /** Published postings: the slot (default: a new JOB slot); 'none' leaves it unslotted. */
  slot?: 'JOB' | 'JOBSUB' | { id: number } | 'none';
  /** TEMP postings: the dates (default 1 to 4 days within the next three weeks). */
  dates?: string[];
  /** Status of every date (default ACTIVE; BOOKED postings book their dates). */
  dateStatus?: 'ACTIVE' | 'BOOKED' | 'CANCELED';
};

/**
 * A job posting with valid, realistic defaults for its position: an ACTIVE posting at the
 * employer's primary office, slotted into a new 30-day slot, posted in the last three weeks;
 * temp postings get dates. Drafts have no slot and no dates posted. Everything in one transaction.
 */
export async function createJobPosting(db: Database, employerId: number, overrides: JobPostingOverrides = {}) {
  const credit = overrides.credit ?? false;
  const status = overrides.status ?? (credit ? 'DRAFT' : 'ACTIVE');
  const [employer] = await db
    .select({ practiceName: employers.practiceName, zip: users.zip })
    .from(employers)
    .innerJoin(users, eq(users.id, employers.userId))
    .where(eq(employers.userId, employerId));
  if (!employer) throw new Error(`No employer ${employerId}`);
  const [office] =
    overrides.officeId === null
      ? []
      : await db
          .select()
          .from(offices)
          .where(
            overrides.officeId === undefined ? eq(offices.employerId, employerId) : and(eq(offices.employerId, employerId), eq(offices.id, overrides.officeId)),
          )
          .orderBy(desc(offices.isPrimary), asc(offices.id))
          .limit(1);
  const where = office
    ? { address: office.address, address2: office.address2, city: office.city, state: office.state, zip: office.zip, lat: office.lat, lng: office.lng }
    : { address: randomStreet(), address2: null, ...place(employer.zip ?? weightedMetroZip()) };
  const position = credit ? null : overrides.position === undefined ? weightedPosition() : overrides.position;
  const type = overrides.type ?? (randomInt(10) < 3 ? 'TEMP' : 'PERM');
  const material = position ? JOB_MATERIAL[position] : null;
  const pay = overrides.pay !== undefined ? overrides.pay : material ? pick(type === 'TEMP' ? material.tempPay : material.pay) : null;
  const postedDate = status === 'DRAFT' ? null : (overrides.postedDate ?? new Date(Date.now() - randomInt(0, 21) * DAY_MS - randomInt(0, 86_400) * 1000));
  const expiredDate = postedDate ? new Date(postedDate.getTime() + POSTING_DAYS * DAY_MS) : null;
  const firstDay = postedDate ?? new Date();
  const dates =
    type !== 'TEMP' || credit
      ? []
      : (overrides.dates ??
        [...new Set(Array.from({ length: randomInt(1, 5) }, () => dayString(new Date(firstDay.getTime() + randomInt(1, 22) * DAY_MS))))].sort());
  const slotChoice = status === 'DRAFT' ? 'none' : (overrides.slot ?? 'JOB');

  return db.transaction(async (tx) => {
    let slot = null as typeof jobSlots.$inferSelect | null;
    if (typeof slotChoice === 'object') {
      [slot] = await tx
        .select()
        .from(jobSlots)
        .where(and(eq(jobSlots.id, slotChoice.id), eq(jobSlots.employerId, employerId)));
      if (!slot) throw new Error(`No slot ${slotChoice.id} of employer ${employerId}`);
    } else if (slotChoice !== 'none') {
      [slot] = await tx
        .insert(jobSlots)
        .values({
          employerId,
          product: slotChoice,
          expiresAt: slotChoice === 'JOBSUB' ? new Date(Date.now() + 330 * DAY_MS) : expiredDate,
          createdAt: postedDate ?? new Date(),
        })
        .returning();
    }
    const isSubscription = slot?.product === 'JOBSUB';
    const [job] = await tx
      .insert(jobs)
      .values({
        employerId,
        officeId: office?.id ?? null,
        slotId: slot?.id ?? null,
        position,
        name: credit ? null : (overrides.name ?? pick(type === 'TEMP' ? material!.tempTitles : material!.titles)),
        description: credit ? null : (overrides.description ?? jobDescription(position!, employer.practiceName, type)),
        urltitle: overrides.urltitle ?? null,
        type,
        status,
        ...where,
        isConfidential: overrides.isConfidential ?? false,
        payCode: pay?.payCode ?? null,
        salaryMin: pay?.salaryMin ?? null,
        salaryMax: pay?.salaryMax ?? null,
        specialties: overrides.specialties ?? (material ? sample(material.specialties, randomInt(1, 3)) : []),
        isBasic: overrides.isBasic ?? false,
        isSubscription,
        isNational: overrides.isNational ?? false,
        postedDate,
        expiredDate,
        views: status === 'DRAFT' ? 0 : randomInt(0, 400),
        createdAt: postedDate ?? new Date(),
        updatedAt: postedDate ?? new Date(),
      })
      .returning();
    // A subscription slot frees when its posting is filled or closed; a 30-day slot stays with its posting.
    if (slot && !(isSubscription && status !== 'ACTIVE'))
      [slot] = await tx
        .update(jobSlots)
        .set({ activeJobId: job.id, ...(isSubscription ? {} : { expiresAt: expiredDate }) })
        .where(eq(jobSlots.id, slot.id))
        .returning();
    const dateStatus = overrides.dateStatus ?? (status === 'BOOKED' ? 'BOOKED' : 'ACTIVE');
    const madeDates = dates.length
      ? await tx
          .insert(jobDates)
          .values(dates.map((date) => ({ jobId: job.id, date, status: dateStatus })))
          .returning()
      : [];
    return { job, dates: madeDates, slot };
  });
}

// ---- applications, invitations and interviews ----

export type ApplicationOverrides = {
  /** Default: one of the demo messages; null for none. */
  message?: string | null;
  /** Default: within the last three days. */
  appliedAt?: Date;
  /** The invitation it answers (left as it is: pass an ACCEPTED one). */
  invitationId?: number | null;
  reviewedDate?: string | null;
  /** The practice's opinion of the applicant, kept on its candidate record. */
  opinion?: 'LIKED' | 'DISLIKED' | null;
};

/** A job seeker's application to a posting, with a realistic message. */
export async function createApplication(db: Database, jobId: number, userId: number, overrides: ApplicationOverrides = {}) {
  const [application] = await db
    .insert(applications)
    .values({
      jobId,
      userId,
      message: overrides.message === undefined ? pick(APPLICATION_MESSAGES) : overrides.message,
      invitationId: overrides.invitationId ?? null,
      reviewedDate: overrides.reviewedDate ?? null,
      createdAt: overrides.appliedAt ?? new Date(Date.now() - randomInt(0, 3 * 86_400) * 1000),
    })
    .returning();
  if (overrides.reviewedDate || overrides.opinion) {
    const [job] = await db.select({ employerId: jobs.employerId }).from(jobs).where(eq(jobs.id, jobId));
    const record = { reviewedDate: overrides.reviewedDate ?? null, opinion: overrides.opinion ?? null };
    await db
      .insert(candidateRecords)
      .values({ employerId: job.employerId, userId, ...record })
      .onConflictDoUpdate({ target: [candidateRecords.employerId, candidateRecords.userId], set: record });
  }
  return application;
}

export type InvitationOverrides = {
  message?: string | null;
  status?: 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'CANCELED';
  /** Default: within the last two days. */
  invitedAt?: Date;
  /** Default: an hour after the invitation when it is answered or withdrawn. */
  respondedAt?: Date | null;
};

/** A practice's invitation of a job seeker to apply to a posting (pending unless told). */
export async function createInvitation(db: Database, jobId: number, userId: number, overrides: InvitationOverrides = {}) {
  const status = overrides.status ?? 'PENDING';
  const invitedAt = overrides.invitedAt ?? new Date(Date.now() - randomInt(0, 2 * 86_400) * 1000);
  const respondedAt = overrides.respondedAt !== undefined ? overrides.respondedAt : status === 'PENDING' ? null : new Date(invitedAt.getTime() + 3_600_000);
  const [invitation] = await db
    .insert(invitations)
    .values({
      jobId,
      userId,
      status,
      message: overrides.message === undefined ? pick(INVITATION_MESSAGES) : overrides.message,
      createdAt: invitedAt,
      respondedAt,
    })
    .returning();
  return invitation;
}

export type InterviewOverrides = {
  type?: 'INPERSON' | 'VIRTUAL' | 'PHONE' | 'WORKING' | 'TEAM';
  /** Default: 1 to 10 days ahead, on the hour between 14:00 and 21:00 UTC (morning to afternoon in the US). */
  interviewDate?: Date;
  durationMinutes?: number;
  /** Default: the posting's address in person, a video or phone note otherwise. */
  location?: string | null;
  notes?: string | null;
  status?: 'PROPOSED' | 'CONFIRMED' | 'CANCELED';
};

const INTERVIEW_MINUTES = { INPERSON: 45, VIRTUAL: 30, PHONE: 20, WORKING: 240, TEAM: 60 } as const;

/** An interview a practice proposes for an application, with a place and length that fit its type. */
export async function createInterview(db: Database, applicationId: number, overrides: InterviewOverrides = {}) {
  const [job] = await db
    .select({ address: jobs.address, address2: jobs.address2, city: jobs.city, state: jobs.state, zip: jobs.zip })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId));
  if (!job) throw new Error(`No application ${applicationId}`);
  const type = overrides.type ?? pick(['INPERSON', 'VIRTUAL', 'PHONE', 'WORKING', 'TEAM'] as const);
  const day = new Date(Date.now() + randomInt(1, 11) * DAY_MS);
  const interviewDate = overrides.interviewDate ?? new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), randomInt(14, 22)));
  const street = [job.address, job.address2].filter(Boolean).join(', ');
  const defaultLocation =
    type === 'VIRTUAL'
      ? 'Video call (link sent by email)'
      : type === 'PHONE'
        ? 'We will call the number on your account.'
        : `${street}, ${job.city}, ${job.state} ${job.zip}`;
  const now = new Date();
  const [interview] = await db
    .insert(interviews)
    .values({
      applicationId,
      type,
      interviewDate,
      durationMinutes: overrides.durationMinutes ?? INTERVIEW_MINUTES[type],
      location: overrides.location === undefined ? defaultLocation : overrides.location,
      notes: overrides.notes === undefined ? pick(INTERVIEW_NOTES) : overrides.notes,
      status: overrides.status ?? 'PROPOSED',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return interview;
}

export type DiscountOverrides = Partial<Omit<typeof discounts.$inferInsert, 'id' | 'createdAt'>>;

/** A discount on a product (default: JOB at $129 a posting, 1 to 10 postings, never ends, given by code). */
export async function createDiscount(db: Database, overrides: DiscountOverrides = {}) {
  const [row] = await db
    .insert(discounts)
    .values({
      discountCode: overrides.discountCode ?? `SAVE${randomInt(100_000, 1_000_000)}`,
      productCode: overrides.productCode ?? 'JOB',
      displayPhrase: overrides.displayPhrase ?? 'Save $20 on each premium posting',
      endDate: overrides.endDate ?? null,
      minimumQuantity: overrides.minimumQuantity ?? 1,
      maximumQuantity: overrides.maximumQuantity ?? 10,
      discountFee: overrides.discountFee ?? 12900,
      discountActivationFee: overrides.discountActivationFee ?? 0,
      isPublic: overrides.isPublic ?? false,
      maxRedemptions: overrides.maxRedemptions ?? null,
      maxRedemptionsPerPractice: overrides.maxRedemptionsPerPractice ?? null,
      firstPurchaseOnly: overrides.firstPurchaseOnly ?? false,
    })
    .returning();
  return row;
}

/** A paid order record without items (slots may point at it); default one JOB at $149. */
export async function createOrder(db: Database, employerId: number, overrides: Partial<Omit<typeof orders.$inferInsert, 'id' | 'employerId'>> = {}) {
  const [row] = await db
    .insert(orders)
    .values({ productCode: 'JOB', quantity: 1, subtotal: 14900, discount: 0, total: 14900, ...overrides, employerId })
    .returning();
  return row;
}

/**
 * Invitation credits for a practice, as a purchase would give them (balance and ledger): every
 * invitation spends one (INVSUB first, then INV). Default 25 INV, the catalog's default quantity.
 */
export async function giveInvitationCredits(db: Database, employerId: number, credits: { INV?: number; INVSUB?: number } = { INV: 25 }) {
  for (const productCode of ['INV', 'INVSUB'] as const) {
    const change = credits[productCode] ?? 0;
    if (change <= 0) continue;
    await db
      .insert(creditBalances)
      .values({ employerId, productCode, balance: change })
      .onConflictDoUpdate({ target: [creditBalances.employerId, creditBalances.productCode], set: { balance: sql`${creditBalances.balance} + ${change}` } });
    await db.insert(creditLedger).values({ employerId, productCode, change, reason: 'purchase' });
  }
}
