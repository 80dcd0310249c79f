import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { hash, Algorithm } from '@node-rs/argon2';
import { POSITION_CODES, type PositionCode } from '@chairside/domain/positions';
import { type SIGN_UP_KINDS, usernameFromName } from '@chairside/domain/accounts';
import type { Database } from './client';
import { employers, users } from './schema';
import { FIRST_NAMES, LAST_NAMES, METRO_ZIPS, PRACTICE_KINDS, PRACTICE_WORDS } from './demo-places';

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
  hash(password, { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

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
