import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
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
import { employers, staffCerts, staffCompanies, staffCourses, staffProfiles, staffSchools, staffSkills, users } from './schema';
import { FIRST_NAMES, LAST_NAMES, METRO_ZIPS, PRACTICE_KINDS, PRACTICE_WORDS } from './demo-places';
import { COURSES, DUTIES, OTHER_ACHIEVEMENTS, RESUME_MATERIAL } from './demo-resumes';

type ZipRecord = { zip: string; latitude: number; longitude: number; city: string; state: string };
// zipcodes ships CommonJS without types.
const zipcodes = createRequire(import.meta.url)('zipcodes') as { lookup: (zip: string) => ZipRecord | undefined };

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
  const found = zipcodes.lookup(zip);
  if (!found) throw new Error(`Unknown ZIP code in factory: ${zip}`);
  return { zip, city: found.city, state: found.state, lat: found.latitude, lng: found.longitude };
}

export const hashPasswordForFactory = (password: string) =>
  hash(password, { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

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
    courses: sample(COURSES, randomInt(1, 3)).map((course) => ({ ...course, completedDate: yearsAgo(randomInt(0, 3), randomInt(0, 300)), hours: pick([2, 3, 4, 6, 8]) })),
  };
  const availability: Availability = overrides.availability
    ? { ...NO_AVAILABILITY, ...overrides.availability }
    : { ...NO_AVAILABILITY, isDowMon: true, isDowTue: randomInt(2) === 1, isDowWed: true, isDowThur: randomInt(2) === 1, isDowFri: randomInt(2) === 1, isDowSatTemp: randomInt(3) === 0 };
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
        license: has('license') ? overrides.license : material.license && `${material.license}, ${state ? REGIONS[state] : 'Illinois'}`,
        other: has('other') ? overrides.other : pick(OTHER_ACHIEVEMENTS),
        experience: has('experience') ? overrides.experience : Math.min(career.years, 60),
        salary: has('salary') ? overrides.salary : pick(material.salaries),
        isPublic: overrides.isPublic ?? false,
        isRelocate: overrides.isRelocate ?? false,
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
