import { eq, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { employers, users } from '@chairside/db/schema';
import type { CurrentUser, Role } from '@chairside/domain/accounts';

export type UserRecord = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

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
  const rows = await db.execute(sql`select 1 from users where username = ${username} limit 1`);
  return rows.rows.length > 0;
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
