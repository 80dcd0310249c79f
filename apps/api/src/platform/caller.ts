// The one way a route resolves the account it acts for (ADR 93). The preHandler guards of
// auth.ts (requireUser, requireStaff, requireEmployer, requireOwner) have checked the token's role
// and that the path names the caller; the use case then reads the account's id here, once.
import { and, eq } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { employers, users } from '@chairside/db/schema';
import type { Role } from '@chairside/domain/accounts';
import type { RequestAuth } from './auth';
import type { AppContext } from './context';
import { AppError, notFound } from './errors';

/** Whose account a route needs: any account, a job seeker's, or a practice's (with its employers row). */
export type CallerKind = 'account' | 'staff' | 'employer';

/** The account a route acts for. */
export type Caller = { id: number; role: Role };

const WHO: Record<CallerKind, string> = { account: 'That account', staff: 'That job seeker', employer: 'That employer' };

/** The account a username names, of the kind asked for; null for an unknown name or another role. */
export async function findCaller(db: Database, username: string, kind: CallerKind = 'account'): Promise<Caller | null> {
  if (kind === 'employer') {
    const [row] = await db
      .select({ id: employers.userId, role: users.role })
      .from(employers)
      .innerJoin(users, eq(users.id, employers.userId))
      .where(eq(users.username, username))
      .limit(1);
    return row ? { id: Number(row.id), role: row.role } : null;
  }
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(kind === 'staff' ? and(eq(users.username, username), eq(users.role, 'staff')) : eq(users.username, username))
    .limit(1);
  return row ? { id: Number(row.id), role: row.role } : null;
}

/**
 * The account the path names (the guards checked it is the caller), or 404 naming who was
 * meant (`who`, by default "That account", "That job seeker" or "That employer").
 */
export async function requireCaller(ctx: AppContext, username: string, kind: CallerKind = 'account', who: string = WHO[kind]): Promise<Caller> {
  const caller = await findCaller(ctx.db, username, kind);
  if (!caller) throw notFound(who);
  return caller;
}

/** The id of the account the path names, or 404 naming who was meant (see requireCaller). */
export async function requireCallerId(ctx: AppContext, username: string, kind: CallerKind = 'account', who?: string): Promise<number> {
  return (await requireCaller(ctx, username, kind, who)).id;
}

/** The signed-in person's account id; a token of an account since removed: 401, as without a token. */
export async function requireSignedInId(ctx: AppContext, auth: RequestAuth): Promise<number> {
  const caller = await findCaller(ctx.db, auth.username);
  if (!caller) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return caller.id;
}

/**
 * Holds the practice's employers row until the transaction ends, so writes that count its
 * postings or offices, or move its primary office, do not race (jobs, offices, employers).
 */
export async function lockEmployer(tx: Database, employerId: number): Promise<void> {
  await tx.select({ id: employers.userId }).from(employers).where(eq(employers.userId, employerId)).for('update');
}
