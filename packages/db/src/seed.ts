import { randomInt } from 'node:crypto';
import { and, eq, like, notExists, or, sql } from 'drizzle-orm';
import { EMP_TYPE_CODES, EMPLOYER_TECHNOLOGIES } from '@chairside/domain/employer-profile';
import type { Database } from './client';
import { seedDemoCommerce } from './demo-commerce';
import { seedDemoContent } from './demo-content';
import { seedDemoCommunity } from './demo-community';
import { seedDemoCe } from './demo-ce';
import { seedDemoNotices } from './demo-notices';
import { seedDemoPromotions } from './demo-promotions';
import { seedDemoHiring } from './demo-hiring';
import { seedDemoTempProfiles } from './demo-temp-profiles';
import { ABOUT_TEMPLATES } from './demo-jobs';
import {
  createAdminAccount,
  createEmployerAccount,
  giveInvitationCredits,
  createJobPosting,
  createJobSlot,
  createOffice,
  createStaffAccount,
  createStaffProfile,
  hashPasswordForFactory,
  metroZipsOf,
  pick,
  sample,
  type JobPostingOverrides,
  type StaffProfileOverrides,
} from './factories';
import { employers, jobs, offices, secondFactors, staffProfiles, users } from './schema';

/** The documented demo sign-ins (README). Every demo account uses the same password. */
export const DEMO_PASSWORD = 'chairside-demo';
export const DEMO_EMPLOYER = { email: 'employer@demo.chairside.dev', name: 'Dana Whitfield', practiceName: 'Bright Smiles Dental', zip: '60614' };
export const DEMO_STAFF = { email: 'seeker@demo.chairside.dev', name: 'Rosa Martinez', position: 'DH', zip: '60625' } as const;
export const DEMO_ADMIN = { email: 'admin@demo.chairside.dev', name: 'Chairside Support' };
/**
 * The demo administrator's authenticator key (ADR 105: administrators need two-step sign-in),
 * published in the README like the password: a local try-out only, never a production site (ADR 65).
 */
export const DEMO_ADMIN_TOTP_KEY = 'CHAIRSIDEDEMOADMINTWOSTEPKEY2345';

const DEMO_EMPLOYERS = 50;
const DEMO_SEEKERS = 300;

/**
 * The demo seeker's resume: good to apply (an intro and 6 skills) but private and not
 * relocating, the case the 'Let's update your profile to get hired faster!' prompt is for. The
 * account saw the prompt the day the demo was made (it shows once per 30 days, ADR 73), so
 * whoever signs in first, a newcomer or a journey, meets the same dashboard.
 */
export const DEMO_STAFF_PROFILE: StaffProfileOverrides = {
  intro:
    'Registered dental hygienist with eight years in busy Chicago family practices. I love periodontal care, ' +
    'gentle cleanings for nervous patients and clear home-care coaching.',
  isPublic: false,
  isRelocate: false,
  experience: 8,
  salary: '$48/hour',
  specialties: ['GEN', 'PERIO'],
  availability: { isDowMon: true, isDowTue: true, isDowThur: true, isDowSatTemp: true },
  skills: [
    { name: 'Scaling and root planing', score: 4 },
    { name: 'Periodontal charting', score: 5 },
    { name: 'Local anesthesia', score: 4 },
    { name: 'Digital X-rays', score: 4 },
    { name: 'Dentrix', score: 3 },
    { name: 'Patient education', score: 5 },
  ],
};

/**
 * Resumes as a real board has them: complete and public, complete but private, half done,
 * just good enough to apply, and none at all (new sign-ups). Drawn by the seeker's index.
 */
function variedProfile(index: number): StaffProfileOverrides | null {
  switch (index % 20) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
    case 5:
      return { isPublic: true, isRelocate: index % 3 === 0 };
    case 6:
    case 7:
    case 8:
    case 9:
      return { isPublic: false, isRelocate: index % 2 === 0 };
    case 10:
    case 11:
    case 12:
    case 13:
      return {
        other: null,
        salary: null,
        experience: null,
        availability: {},
        companies: [],
        schools: [],
        certs: [],
        courses: [],
        skills: [
          { name: 'Dentrix', score: 1 },
          { name: 'Digital X-rays', score: 2 },
          { name: 'Patient education', score: 1 },
        ].slice(0, 1 + (index % 3)),
      };
    case 14:
    case 15:
    case 16:
      return { isPublic: true, other: null, certs: [], courses: [], salary: null };
    default:
      return null;
  }
}

async function claim(db: Database, key: string): Promise<boolean> {
  const claimed = await db.execute(sql`insert into app_settings (key, value) values (${key}, now()::text) on conflict (key) do nothing returning key`);
  return claimed.rows.length > 0;
}

/**
 * What the demo seed writes. `admin`: the demo administrator with the published password (a local
 * try-out only: a production site never gets it, ADR 65). `adminTwoStep` (default true): with the
 * published authenticator key on; false leaves them to set one up at sign-in.
 */
export type DemoSeedOptions = { admin: boolean; adminTwoStep?: boolean };

/** The demo accounts (once): answers what it made and the employers it made, or null when they were there already. */
async function seedDemoAccounts(db: Database, { admin, adminTwoStep = true }: DemoSeedOptions) {
  if (!(await claim(db, 'demo_seeded'))) return null;
  const passwordHash = await hashPasswordForFactory(DEMO_PASSWORD);
  await createEmployerAccount(db, { ...DEMO_EMPLOYER, username: 'demo-employer', passwordHash, phone: '(312) 555-0142' });
  const demoSeeker = await createStaffAccount(db, { ...DEMO_STAFF, username: 'demo-seeker', passwordHash });
  await createStaffProfile(db, demoSeeker.user.id, DEMO_STAFF_PROFILE);
  await db
    .update(staffProfiles)
    .set({ profilePromptShownOn: new Date().toISOString().slice(0, 10) })
    .where(eq(staffProfiles.userId, demoSeeker.user.id));
  if (admin) {
    const { user } = await createAdminAccount(db, { ...DEMO_ADMIN, username: 'demo-admin', passwordHash });
    if (adminTwoStep) await db.insert(secondFactors).values({ userId: user.id, totpSecret: DEMO_ADMIN_TOTP_KEY, enabledAt: new Date().toISOString() });
  }
  const employerIds: number[] = [];
  for (let i = 0; i < DEMO_EMPLOYERS; i++) employerIds.push((await createEmployerAccount(db, { passwordHash })).user.id);
  for (let i = 0; i < DEMO_SEEKERS; i++) {
    const seeker = await createStaffAccount(db, { passwordHash });
    const profile = variedProfile(i);
    if (profile) await createStaffProfile(db, seeker.user.id, profile);
  }
  return { counts: { employers: DEMO_EMPLOYERS + 1, seekers: DEMO_SEEKERS + 1, admins: admin ? 1 : 0 }, employerIds };
}

/** The demo practice's profile: complete but for office photos (the dashboard shows that gap). */
export const DEMO_EMPLOYER_PROFILE = {
  about:
    'Bright Smiles Dental has cared for Chicago families since 2009 from two offices, in Lincoln Park and Ravenswood. ' +
    'We are fully digital, run on time, and invest in our team: paid CE, four-day weeks and a lot of laughter.',
  empType: 'GROUP',
  technologies: ['Dentrix', 'Digital X-rays', 'Intraoral scanner (iTero)', 'CAD/CAM (CEREC)', 'Text message reminders', 'Paperless charting'],
  contactName: 'Dana Whitfield',
  contactEmail: 'hiring@brightsmiles.example',
  contactPhone: '(312) 555-0142',
  website: 'https://brightsmiles.example',
  isPublic: true,
};

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const daysAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The demo employer's offices, slots and postings: two offices with hours, three free slots (one
 * a subscription slot), a credit post, and postings in every state (drafts, live 30-day, temp and
 * subscription postings, filled, closed, expired).
 */
async function seedDemoEmployerJobs(db: Database, employerId: number) {
  await db.update(employers).set(DEMO_EMPLOYER_PROFILE).where(eq(employers.userId, employerId));
  const weekdays = (opens: string, closes: string) => [1, 2, 3, 4, 5].map((dow) => ({ dow, opens, closes }));
  const { office: lincolnPark } = await createOffice(db, employerId, {
    name: 'Lincoln Park',
    address: '2450 N Clark St',
    address2: 'Suite 200',
    zip: '60614',
    phone: '(312) 555-0142',
    isPrimary: true,
    hours: [...weekdays('08:00', '17:00'), { dow: 6, opens: '08:00', closes: '12:00' }],
  });
  const { office: ravenswood } = await createOffice(db, employerId, {
    name: 'Ravenswood',
    address: '4710 N Lincoln Ave',
    address2: null,
    zip: '60625',
    phone: '(773) 555-0190',
    isPrimary: false,
    hours: weekdays('07:30', '16:00'),
  });
  await createJobSlot(db, employerId, { product: 'JOB' });
  await createJobSlot(db, employerId, { product: 'JOB' });
  await createJobSlot(db, employerId, { product: 'JOBSUB' });
  const postings: JobPostingOverrides[] = [
    { credit: true },
    { status: 'DRAFT', position: 'DH', type: 'PERM', name: 'Registered Dental Hygienist (4 days)', officeId: lincolnPark.id },
    {
      status: 'DRAFT',
      position: 'DA',
      type: 'TEMP',
      name: 'Temp Dental Assistant',
      officeId: ravenswood.id,
      dates: [daysAhead(7), daysAhead(8), daysAhead(9)],
    },
    {
      position: 'DH',
      type: 'PERM',
      name: 'Dental Hygienist for a Friendly Family Practice',
      officeId: lincolnPark.id,
      postedDate: daysAgo(5),
      pay: { payCode: 'HOUR_RANGE', salaryMin: 4500, salaryMax: 5500 },
    },
    {
      position: 'DA',
      type: 'TEMP',
      name: 'Temp Chairside Assistant',
      officeId: ravenswood.id,
      postedDate: daysAgo(2),
      dates: [daysAhead(3), daysAhead(4), daysAhead(10)],
    },
    {
      position: 'FO',
      type: 'PERM',
      name: 'Front Office Coordinator',
      officeId: lincolnPark.id,
      slot: 'JOBSUB',
      postedDate: daysAgo(40),
      pay: { payCode: 'HOUR_RANGE', salaryMin: 2100, salaryMax: 2600 },
    },
    {
      position: 'DD',
      type: 'PERM',
      name: 'Associate Dentist',
      officeId: lincolnPark.id,
      postedDate: daysAgo(26),
      isNational: true,
      pay: { payCode: 'COLLECTION_RANGE', salaryMin: 3000, salaryMax: 3500 },
    },
    { status: 'BOOKED', position: 'DA', type: 'PERM', name: 'Expanded Function Dental Assistant', officeId: ravenswood.id, postedDate: daysAgo(12) },
    { status: 'CANCELED', position: 'LT', type: 'PERM', name: 'In-House Lab Technician', officeId: lincolnPark.id, postedDate: daysAgo(9) },
    { status: 'ACTIVE', position: 'DH', type: 'PERM', name: 'Part-Time Dental Hygienist', officeId: ravenswood.id, postedDate: daysAgo(45) },
  ];
  for (const posting of postings) await createJobPosting(db, employerId, posting);
  return { offices: 2, jobs: postings.length };
}

/** One demo practice: profile, 1-3 offices in its metro, sometimes a subscription, 4-12 postings of every kind. */
async function seedPracticeJobs(db: Database, employerId: number, index: number) {
  const [practice] = await db
    .select({ practiceName: employers.practiceName, name: users.name, zip: users.zip, city: users.city, username: users.username })
    .from(employers)
    .innerJoin(users, eq(users.id, employers.userId))
    .where(eq(employers.userId, employerId));
  await db
    .update(employers)
    .set({
      about:
        index % 5 === 4
          ? null
          : pick(ABOUT_TEMPLATES)
              .replace('{practice}', practice.practiceName)
              .replace('{city}', practice.city ?? 'town')
              .replace('{years}', String(randomInt(5, 40))),
      empType: index % 7 === 6 ? null : pick(EMP_TYPE_CODES),
      technologies: sample(EMPLOYER_TECHNOLOGIES, randomInt(index % 6 === 5 ? 0 : 3, 9)),
      contactName: practice.name,
      contactEmail: index % 4 === 3 ? null : `jobs@${practice.username}.example`,
      contactPhone: null,
      isPublic: index % 3 !== 2,
    })
    .where(eq(employers.userId, employerId));
  const zips = [
    practice.zip ?? '60601',
    ...sample(
      metroZipsOf(practice.zip ?? '60601').filter((zip) => zip !== practice.zip),
      randomInt(0, 3),
    ),
  ];
  const practiceOffices = [];
  for (const [i, zip] of zips.entries()) practiceOffices.push((await createOffice(db, employerId, { zip, isPrimary: i === 0 })).office);

  const subscriber = index % 4 === 0;
  const subscriptionSlots = subscriber
    ? await Promise.all(Array.from({ length: randomInt(2, 5) }, () => createJobSlot(db, employerId, { product: 'JOBSUB' })))
    : [];
  for (let i = randomInt(0, 3); i > 0; i--) await createJobSlot(db, employerId, { product: 'JOB' });

  const count = randomInt(4, 13);
  for (let i = 0; i < count; i++) {
    const draw = randomInt(100);
    const posting: JobPostingOverrides = {
      officeId: pick(practiceOffices).id,
      isNational: randomInt(100) < 5,
      isConfidential: randomInt(100) < 4,
    };
    if (draw < 68) posting.status = 'ACTIVE';
    else if (draw < 74) posting.status = 'DRAFT';
    else if (draw < 82) posting.status = 'BOOKED';
    else if (draw < 88) posting.status = 'CANCELED';
    else Object.assign(posting, { status: 'ACTIVE', postedDate: daysAgo(randomInt(31, 75)) });
    const liveSubscription = posting.status === 'ACTIVE' && !posting.postedDate && subscriptionSlots.length > 0 && randomInt(2) === 0;
    if (liveSubscription) posting.slot = { id: subscriptionSlots.shift()!.id };
    await createJobPosting(db, employerId, posting);
  }
  return { offices: practiceOffices.length, jobs: count };
}

/** Offices, slots and postings of the demo practices (once; also on a database seeded before they existed). */
async function seedDemoJobs(db: Database, employerIds: number[] | null) {
  if (!(await claim(db, 'demo_jobs_seeded'))) return null;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo-employer'));
  const others =
    employerIds ??
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.role, 'employer'),
            like(users.email, '%@example.com'),
            notExists(db.select({ id: offices.id }).from(offices).where(eq(offices.employerId, users.id))),
            notExists(db.select({ id: jobs.id }).from(jobs).where(eq(jobs.employerId, users.id))),
          ),
        )
        .orderBy(users.id)
        .limit(DEMO_EMPLOYERS)
    ).map((row) => row.id);
  const made = { offices: 0, jobs: 0 };
  const add = (part: { offices: number; jobs: number }) => {
    made.offices += part.offices;
    made.jobs += part.jobs;
  };
  if (demo) add(await seedDemoEmployerJobs(db, demo.id));
  for (const [index, id] of others.entries()) add(await seedPracticeJobs(db, id, index));
  return made;
}

/** Applications, invitations and interviews (once; also on a database seeded before they existed). */
async function seedHiring(db: Database) {
  if (!(await claim(db, 'demo_hiring_seeded'))) return null;
  return seedDemoHiring(db);
}

/** The demo discounts (once; also on a database seeded before commerce existed). */
async function seedCommerce(db: Database) {
  if (!(await claim(db, 'demo_commerce_seeded'))) return null;
  return seedDemoCommerce(db);
}

/** Invitation credits for the demo practices (once; also on a database seeded before invitations cost one). */
async function seedInvitationCredits(db: Database) {
  if (!(await claim(db, 'demo_invitation_credits_seeded'))) return null;
  const practices = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.role, 'employer'), or(eq(users.username, 'demo-employer'), like(users.email, '%@example.com'))));
  // The demo practice is the one people try invitations with: enough for many tries.
  for (const practice of practices) await giveInvitationCredits(db, practice.id, { INV: practice.username === 'demo-employer' ? 100 : 25 });
  return { invitationCredits: practices.length };
}

/** The demo announcement and promotion (once; also on a database seeded before they existed). */
async function seedPromotions(db: Database) {
  if (!(await claim(db, 'demo_promotions_seeded'))) return null;
  return seedDemoPromotions(db);
}

/**
 * Loads the demo marketplace once: accounts, then the practices' offices, slots and postings,
 * then applications, invitations and interviews. Answers what it made, or null when everything
 * was there already.
 */
export async function seedDemoData(db: Database, options: DemoSeedOptions = { admin: true }) {
  const accounts = await seedDemoAccounts(db, options);
  const postings = await seedDemoJobs(db, accounts?.employerIds ?? null);
  const hiring = await seedHiring(db);
  const commerce = await seedCommerce(db);
  const promotions = await seedPromotions(db);
  const credits = await seedInvitationCredits(db);
  const content = await seedDemoContent(db); // the blog and the company pages (once)
  const community = await seedDemoCommunity(db); // events and classified listings (once)
  await seedDemoCe(db); // the demo job seeker's CE cycle and courses (once)
  await seedDemoTempProfiles(db); // temp profiles of the demo seeker and a third of the others (once)
  await seedDemoNotices(db); // an undelivered email for the admin area (once)
  if (!accounts && !postings && !hiring && !commerce && !promotions && !credits && !content && !community) return null;
  return {
    ...(accounts?.counts ?? {}),
    ...(postings ?? {}),
    ...(hiring ?? {}),
    ...(commerce ?? {}),
    ...(promotions ?? {}),
    ...(credits ?? {}),
    ...(content ?? {}),
    ...(community ?? {}),
  };
}
