// Closing one's account (ADR 104): confirmed with the password, or a code from the authenticator
// app when two-step sign-in is on; every session ends at once, and the account is erased by the
// account-erasure task after the grace period; signing in before then offers "Keep my account",
// which cancels it.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { accountClosures, users } from '@chairside/db/schema';
import { CLOSURE_GRACE_DAYS, type AccountClosure, type CloseAccount } from '@chairside/domain/account-data';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { checkCurrentPassword, endAllSessions, proveSecondFactor } from '../accounts/public-api';
import { cancelShiftsOfClosingPractice } from '../temp-shifts/public-api';
import { accountClosingEmail } from './account-data-emails';

const DAY_MS = 86_400_000;

async function ownerOf(db: Database, username: string) {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  if (!user) throw notFound('That account');
  return user;
}

async function closureOf(db: Database, userId: number): Promise<AccountClosure> {
  const [row] = await db
    .select({ requestedAt: accountClosures.requestedAt, eraseAfter: accountClosures.eraseAfter })
    .from(accountClosures)
    .where(and(eq(accountClosures.userId, userId), isNull(accountClosures.erasedAt)));
  return { closing: row ? { requestedAt: row.requestedAt.toISOString(), eraseAfter: row.eraseAfter.toISOString() } : null };
}

/** Whether the account is closing, and when it is erased. */
export async function getAccountClosure(ctx: AppContext, username: string): Promise<AccountClosure> {
  return closureOf(ctx.db, (await ownerOf(ctx.db, username)).id);
}

const longDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * Closes the account: the password is checked (wrong answers count against sign-in's limits), or
 * the authenticator app's code when two-step sign-in is on (its own tries limit, 400 field code
 * otherwise); the closing and its confirmation email are written, and every session ends, in one
 * transaction; then a practice's upcoming temp shifts are canceled and their booked professionals
 * told. Administrators close no account this way (409).
 */
export async function closeAccount(ctx: AppContext, username: string, confirmation: CloseAccount, ip: string): Promise<AccountClosure> {
  const user = await ownerOf(ctx.db, username);
  if (user.role === 'admin') throw new AppError('CONFLICT', 'An administrator account is closed by another administrator.');
  if ('code' in confirmation) await proveSecondFactor(ctx, user.id, confirmation.code, { wrong: 'VALIDATION' });
  else
    await checkCurrentPassword(ctx, user, confirmation.password, ip).catch((error: unknown) => {
      if (error instanceof AppError && error.field === 'currentPassword') throw new AppError('VALIDATION', 'The password is not right.', { field: 'password' });
      throw error;
    });
  const now = ctx.clock.now();
  const eraseAfter = new Date(now.getTime() + CLOSURE_GRACE_DAYS * DAY_MS);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await db
      .insert(accountClosures)
      .values({ userId: user.id, requestedAt: now, eraseAfter })
      .onConflictDoUpdate({ target: accountClosures.userId, set: { requestedAt: now, eraseAfter, erasedAt: null } });
    await endAllSessions(db, user.id);
    const signInUrl = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/dental-jobs/login/`;
    await ctx.mailer.send(
      { to: user.email, ...accountClosingEmail.render({ name: user.name, eraseOn: longDate(eraseAfter), signInUrl }) },
      { tx, key: `account-closing:${user.id}:${now.getTime()}` },
    );
  });
  // A practice's booked professionals are told at once that their shifts are canceled.
  if (user.role === 'employer') await cancelShiftsOfClosingPractice(ctx, user.username);
  return closureOf(ctx.db, user.id);
}

/** "Keep my account": the closing is canceled (nothing happens when there was none). */
export async function keepAccount(ctx: AppContext, username: string): Promise<void> {
  const user = await ownerOf(ctx.db, username);
  await ctx.db.delete(accountClosures).where(and(eq(accountClosures.userId, user.id), isNull(accountClosures.erasedAt)));
}
