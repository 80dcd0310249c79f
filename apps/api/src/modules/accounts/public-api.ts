// What other modules may use of accounts (commerce's prepay: the account is made only when the
// charge succeeds, in the order's transaction): the sign-up limit, preparing and inserting an
// employer account, checking a password and starting a session exactly as sign-up does.
import { randomInt } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { employers, users } from '@chairside/db/schema';
import { usernameFromName, type EmployerSignUp } from '@chairside/domain/accounts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { enforceLimit } from '../../platform/request-limits';
import { requireZip, type ZipPlace } from '../geo/public-api';
import { startSession } from './sessions';
import { SIGN_UPS_PER_ADDRESS } from './sign-up';
import { loadCurrentUser, signUpSourceColumns, usernameTaken } from './users-repository';
import { queueWelcomeEmail } from './welcome-email';
import { newPasswordHash } from './new-password';

export type PreparedEmployerAccount = { input: EmployerSignUp; place: ZipPlace; username: string; passwordHash: string };

/** Told only after the payment went through (and was then cancelled): before it, the answer says nothing about the email. */
const emailInUse = () =>
  new AppError(
    'CONFLICT',
    'An account with this email already exists, so the payment was canceled and nothing was charged. Sign in or reset your password, then buy from your account.',
    { field: 'account.email' },
  );

/** Counts an account creation from this client address against the sign-up limit (429 past it), as sign-up does. */
export function enforceSignUpLimit(ctx: AppContext, ip: string): Promise<void> {
  return enforceLimit(ctx, SIGN_UPS_PER_ADDRESS, ip);
}

/**
 * Checks the sign-up details (ZIP known) and hashes the password; writes nothing. Whether the
 * email is taken is not asked here: the insert finds out after the payment (ADR 68), so a
 * visitor without a card accepted by the gateway learns nothing about who has an account.
 */
export async function prepareEmployerAccount(ctx: AppContext, input: EmployerSignUp): Promise<PreparedEmployerAccount> {
  const place = await requireZip(ctx.db, input.zip, 'account.zip');
  let username: string | null = null;
  for (let attempt = 0; attempt < 10 && !username; attempt++) {
    const candidate = usernameFromName(input.name, String(randomInt(1000, 1_000_000)));
    if (!(await usernameTaken(ctx.db, candidate))) username = candidate;
  }
  if (!username) throw new AppError('CONFLICT', 'Could not create a username; please try again.');
  return { input, place, username, passwordHash: await newPasswordHash(input.password) };
}

/**
 * Inserts the prepared employer account (user and practice) and queues its welcome email in the
 * caller's transaction; a taken email (or username) is a 409 naming account.email.
 */
export async function insertEmployerAccount(ctx: AppContext, tx: Database, account: PreparedEmployerAccount): Promise<{ id: number; username: string }> {
  const { input, place } = account;
  const [row] = await tx
    .insert(users)
    .values({
      username: account.username,
      email: input.email,
      passwordHash: account.passwordHash,
      role: 'employer',
      name: input.name,
      zip: place.zip,
      city: place.city,
      state: place.state,
      lat: place.lat,
      lng: place.lng,
      ...signUpSourceColumns(input),
    })
    .onConflictDoNothing()
    .returning({ id: users.id, username: users.username });
  if (!row) throw emailInUse();
  await tx.insert(employers).values({ userId: row.id, practiceName: input.practiceName, phone: input.phone });
  await queueWelcomeEmail(ctx, tx, row.id, { role: 'employer', name: input.name, email: input.email, practiceName: input.practiceName });
  return row;
}

/** Whether the password is the account's (user id). */
export async function accountPasswordMatches(db: Database, userId: number, password: string): Promise<{ username: string } | null> {
  const [row] = await db.select({ username: users.username, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, password))) return null;
  return { username: row.username };
}

/** Starts an employer's session as sign-up and sign-in do: the authorization header and the refresh cookie. */
export async function startEmployerSession(ctx: AppContext, reply: FastifyReply, user: { id: number; username: string }): Promise<void> {
  await startSession(ctx, reply, { id: user.id, username: user.username, role: 'employer' });
}

/** The account emails, for the template registry's previews. */
export { emailChangedEmail, googleLinkEmail, newSignInEmail, passwordResetEmail, practiceWelcomeEmail, seekerWelcomeEmail } from './account-emails';
/** The sign-up limit per address (commerce's prepay tests spend it). */
export { SIGN_UPS_PER_ADDRESS } from './sign-up';
/** Closing an account (account-data, ADR 104): the password check with sign-in's limits, and ending every session. */
export { checkCurrentPassword } from './current-password';
export { endAllSessions } from './sessions';
/** Closing an account with a code from the authenticator app instead of the password. */
export { proveSecondFactor } from './second-factor';
/** Whether a person has a second factor (an authenticator app or a passkey): a practice's requirement of its team (ADR 119). */
export { hasSecondFactor } from './second-factor-repository';
/** Two-step sign-in's emails, for the template registry's previews. */
export { recoveryCodesLowEmail, twoStepOffEmail } from './account-emails';
/** Support resetting a lost second factor (ADR 119): the admin route and its email. */
export { secondFactorAdminRoutes, secondFactorResetEmail } from './support-reset';

/** A member's session acting for a practice (ADR 116): the token names the practice, its actor the member; not delegated. */
export async function startMemberSession(
  ctx: AppContext,
  reply: FastifyReply,
  practice: { id: number; username: string },
  member: { id: number; username: string },
): Promise<void> {
  await startSession(ctx, reply, { ...practice, role: 'employer' }, { actor: member });
}

/** The account as GET /users/current answers it (not delegated). */
export async function loadCurrentUserOf(ctx: AppContext, username: string) {
  return loadCurrentUser(ctx.db, username, false);
}
