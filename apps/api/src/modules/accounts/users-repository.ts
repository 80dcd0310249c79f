import { eq } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { employers, users } from '@chairside/db/schema';
import type { CurrentUser, Role, SignUpSource } from '@chairside/domain/accounts';

export type UserRecord = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** The sign-up's campaign (UTM values) as the users row keeps it; absent values stay null. */
export function signUpSourceColumns(source: SignUpSource): Pick<NewUser, 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmContent'> {
  return {
    utmSource: source.utm_source ?? null,
    utmMedium: source.utm_medium ?? null,
    utmCampaign: source.utm_campaign ?? null,
    utmContent: source.utm_content ?? null,
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserByUsername(db: Database, username: string): Promise<UserRecord | null> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row ?? null;
}

export async function emailTaken(db: Database, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

export async function usernameTaken(db: Database, username: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return rows.length > 0;
}

/** The user as GET /users/current shows it; only fields the user may see. */
export async function loadCurrentUser(db: Database, username: string, delegated: boolean): Promise<CurrentUser | null> {
  const [row] = await db
    .select({
      username: users.username,
      name: users.name,
      email: users.email,
      role: users.role,
      position: users.position,
      zip: users.zip,
      photoThumbnailUrl: users.photoThumbnailUrl,
      practiceName: employers.practiceName,
    })
    .from(users)
    .leftJoin(employers, eq(employers.userId, users.id))
    .where(eq(users.username, username))
    .limit(1);
  if (!row) return null;
  return { ...row, role: row.role as Role, practiceName: row.practiceName ?? null, delegated };
}

/** True when a database error is a unique-constraint violation (drizzle wraps driver errors). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** Changes the email; false when another account already has it. */
export async function updateEmail(db: Database, userId: number, email: string): Promise<boolean> {
  try {
    await db.update(users).set({ email }).where(eq(users.id, userId));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function loadEmailPreferences(db: Database, username: string): Promise<unknown> {
  const [row] = await db.select({ preferences: users.emailPreferences }).from(users).where(eq(users.username, username)).limit(1);
  return row ? row.preferences : null;
}

export async function saveEmailPreferences(db: Database, username: string, preferences: object): Promise<boolean> {
  const rows = await db.update(users).set({ emailPreferences: preferences }).where(eq(users.username, username)).returning({ id: users.id });
  return rows.length > 0;
}

export async function updatePasswordHash(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
