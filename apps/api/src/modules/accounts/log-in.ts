import type { FastifyReply } from 'fastify';
import type { CurrentUser, Login } from '@chairside/domain/accounts';
import type { SecondStepRequired, SetupAtSignInRequired } from '@chairside/domain/two-step';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { decoyPasswordHash, verifyPassword } from '../../platform/passwords';
import { admitPasswordAttempt, recordPasswordFailure, recordPasswordSuccess, type LockWording } from './sign-in-limits';
import { findUserByEmail } from './users-repository';
import { finishSignIn, showsKnownDevice } from './finish-sign-in';
import { secondStepMethods } from './second-factor-repository';
import { secondStepChallenge, setupChallenge } from './second-step-sign-in';

const WRONG_CREDENTIALS = 'The email or password is incorrect.';

const SIGN_IN_LOCKS: LockWording = {
  address: (minutes) => `Too many failed sign-in attempts. Please wait ${minutes} minutes and try again, or reset your password.`,
  account: (minutes) =>
    `Too many failed sign-in attempts on this account. Please wait ${minutes} minutes and try again, or reset your password: you can then sign in at once from the same network.`,
};

/**
 * Signs a person in by email and password. A wrong email and a wrong password answer the same
 * message after the same work (a password hash is always verified). Guesses are limited per
 * address and account, per address and per account, and slowed per account (ADR 20); a locked
 * answer is 429 until its window ends. A browser that signed in to the account before (its
 * known-device cookie) is not held back by its address's failures on other accounts.
 * Nobody opens a delegated session by password: an administrator does (ADR 0005).
 * With two-step sign-in on (ADR 105), the right password answers a short-lived challenge and
 * no session: the second step (second-step-sign-in.ts) completes it with a code. An administrator
 * without it gets a setup challenge and no session: they set up an authenticator app to sign in.
 */
export async function logIn(
  ctx: AppContext,
  reply: FastifyReply,
  input: Login,
  ip: string,
): Promise<{ user: CurrentUser | null; secondStep?: undefined } | { secondStep: SecondStepRequired | SetupAtSignInRequired }> {
  if (input.delegated) throw new AppError('FORBIDDEN', 'Delegated sessions are opened by an administrator.', { field: 'delegated' });
  const user = await findUserByEmail(ctx.db, input.username);
  const knownDevice = showsKnownDevice(ctx, reply, user);
  const attempt = { email: input.username, passwordHash: user?.passwordHash ?? null, ip, knownDevice };
  await admitPasswordAttempt(ctx, attempt, SIGN_IN_LOCKS);

  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !passwordOk) {
    await recordPasswordFailure(ctx, attempt);
    throw new AppError('UNAUTHENTICATED', WRONG_CREDENTIALS, { field: 'password' });
  }
  await recordPasswordSuccess(ctx, attempt);
  const methods = await secondStepMethods(ctx.db, user.id);
  if (methods.length) return { secondStep: secondStepChallenge(ctx, user, methods) };
  // Administrators need a second factor: one without it sets it up before any session starts.
  if (user.role === 'admin') return { secondStep: setupChallenge(ctx, user) };
  return { user: await finishSignIn(ctx, reply, user, knownDevice) };
}
