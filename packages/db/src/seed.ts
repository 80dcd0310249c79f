import { sql } from 'drizzle-orm';
import type { Database } from './client';
import {
  createAdminAccount,
  createEmployerAccount,
  createStaffAccount,
  createStaffProfile,
  hashPasswordForFactory,
  type StaffProfileOverrides,
} from './factories';

/** The documented demo sign-ins (README). Every demo account uses the same password. */
export const DEMO_PASSWORD = 'chairside-demo';
export const DEMO_EMPLOYER = { email: 'employer@demo.chairside.dev', name: 'Dana Whitfield', practiceName: 'Bright Smiles Dental', zip: '60614' };
export const DEMO_STAFF = { email: 'seeker@demo.chairside.dev', name: 'Rosa Martinez', position: 'DH', zip: '60625' } as const;
export const DEMO_ADMIN = { email: 'admin@demo.chairside.dev', name: 'Chairside Support' };

const DEMO_EMPLOYERS = 50;
const DEMO_SEEKERS = 300;

/**
 * The demo seeker's resume: good to apply (an intro and 6 skills) but private and not
 * relocating, so the 'Let's update your profile to get hired faster!' prompt shows.
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
    case 0: case 1: case 2: case 3: case 4: case 5:
      return { isPublic: true, isRelocate: index % 3 === 0 };
    case 6: case 7: case 8: case 9:
      return { isPublic: false, isRelocate: index % 2 === 0 };
    case 10: case 11: case 12: case 13:
      return { other: null, salary: null, experience: null, availability: {}, companies: [], schools: [], certs: [], courses: [], skills: [{ name: 'Dentrix', score: 1 }, { name: 'Digital X-rays', score: 2 }, { name: 'Patient education', score: 1 }].slice(0, 1 + (index % 3)) };
    case 14: case 15: case 16:
      return { isPublic: true, other: null, certs: [], courses: [], salary: null };
    default:
      return null;
  }
}

/** Loads the demo marketplace once; answers what it made, or null when it was there already. */
export async function seedDemoData(db: Database) {
  const claimed = await db.execute(sql`insert into app_settings (key, value) values ('demo_seeded', now()::text) on conflict (key) do nothing returning key`);
  if (claimed.rows.length === 0) return null;
  const passwordHash = await hashPasswordForFactory(DEMO_PASSWORD);
  await createEmployerAccount(db, { ...DEMO_EMPLOYER, username: 'demo-employer', passwordHash, phone: '(312) 555-0142' });
  const demoSeeker = await createStaffAccount(db, { ...DEMO_STAFF, username: 'demo-seeker', passwordHash });
  await createStaffProfile(db, demoSeeker.user.id, DEMO_STAFF_PROFILE);
  await createAdminAccount(db, { ...DEMO_ADMIN, username: 'demo-admin', passwordHash });
  for (let i = 0; i < DEMO_EMPLOYERS; i++) await createEmployerAccount(db, { passwordHash });
  for (let i = 0; i < DEMO_SEEKERS; i++) {
    const seeker = await createStaffAccount(db, { passwordHash });
    const profile = variedProfile(i);
    if (profile) await createStaffProfile(db, seeker.user.id, profile);
  }
  return { employers: DEMO_EMPLOYERS + 1, seekers: DEMO_SEEKERS + 1, admins: 1 };
}
