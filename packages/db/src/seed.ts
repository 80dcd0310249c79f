import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { createAdminAccount, createEmployerAccount, createStaffAccount, hashPasswordForFactory } from './factories';

/** The documented demo sign-ins (README). Every demo account uses the same password. */
export const DEMO_PASSWORD = 'chairside-demo';
export const DEMO_EMPLOYER = { email: 'employer@demo.chairside.dev', name: 'Dana Whitfield', practiceName: 'Bright Smiles Dental', zip: '60614' };
export const DEMO_STAFF = { email: 'seeker@demo.chairside.dev', name: 'Rosa Martinez', position: 'DH', zip: '60625' } as const;
export const DEMO_ADMIN = { email: 'admin@demo.chairside.dev', name: 'Chairside Support' };

const DEMO_EMPLOYERS = 50;
const DEMO_SEEKERS = 300;

/** Loads the demo marketplace once; answers what it made, or null when it was there already. */
export async function seedDemoData(db: Database) {
  const claimed = await db.execute(sql`insert into app_settings (key, value) values ('demo_seeded', now()::text) on conflict (key) do nothing returning key`);
  if (claimed.rows.length === 0) return null;
  const passwordHash = await hashPasswordForFactory(DEMO_PASSWORD);
  await createEmployerAccount(db, { ...DEMO_EMPLOYER, username: 'demo-employer', passwordHash, phone: '(312) 555-0142' });
  await createStaffAccount(db, { ...DEMO_STAFF, username: 'demo-seeker', passwordHash });
  await createAdminAccount(db, { ...DEMO_ADMIN, username: 'demo-admin', passwordHash });
  for (let i = 0; i < DEMO_EMPLOYERS; i++) await createEmployerAccount(db, { passwordHash });
  for (let i = 0; i < DEMO_SEEKERS; i++) await createStaffAccount(db, { passwordHash });
  return { employers: DEMO_EMPLOYERS + 1, seekers: DEMO_SEEKERS + 1, admins: 1 };
}
