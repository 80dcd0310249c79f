// The accounts hiring works with: a job seeker or a practice by username or id, with email and name.
import { and, eq } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { users } from '@chairside/db/schema';

export type Account = {
  id: number;
  username: string;
  name: string;
  email: string;
  position: string | null;
  city: string | null;
  state: string | null;
};

const accountColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  position: users.position,
  city: users.city,
  state: users.state,
};

/** A user of the given role by username; null for an unknown name or another role. */
export async function findAccount(db: Database, username: string, role: 'staff' | 'employer'): Promise<Account | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.username, username), eq(users.role, role)))
    .limit(1);
  return row ?? null;
}

export async function findAccountById(db: Database, id: number): Promise<Account | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}
