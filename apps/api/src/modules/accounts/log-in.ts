import type { FastifyReply } from 'fastify';
import type { Login, Role } from '@chairside/domain/accounts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { decoyPasswordHash, verifyPassword } from '../../platform/passwords';
import { sha256 } from '../../platform/tokens';
import { admitPasswordAttempt, knownDeviceMark, recordPasswordFailure, recordPasswordSuccess, type LockWording } from './sign-in-limits';
import { findUserByEmail, loadCurrentUser } from './users-repository';
import { KNOWN_DEVICE_COOKIE, setKnownDeviceCookie, startSession } from './sessions';
import { isNewDevice, tellOfNewSignIn } from './new-sign-in';

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
 */
export async function logIn(ctx: AppContext, reply: FastifyReply, input: Login, ip: string) {
  if (input.delegated) throw new AppError('FORBIDDEN', 'Delegated sessions are opened by an administrator.', { field: 'delegated' });
  const user = await findUserByEmail(ctx.db, input.username);
  const mark = user ? knownDeviceMark(ctx, user.email, user.passwordHash) : null;
  const shown = reply.request.cookies[KNOWN_DEVICE_COOKIE];
  // Compared as digests, so the time taken tells nothing about how much of the mark was right.
  const knownDevice = mark !== null && shown !== undefined && sha256(shown) === sha256(mark);
  const attempt = { email: input.username, passwordHash: user?.passwordHash ?? null, ip, knownDevice };
  await admitPasswordAttempt(ctx, attempt, SIGN_IN_LOCKS);

  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !passwordOk) {
    await recordPasswordFailure(ctx, attempt);
    throw new AppError('UNAUTHENTICATED', WRONG_CREDENTIALS, { field: 'password' });
  }
  await recordPasswordSuccess(ctx, attempt);
  setKnownDeviceCookie(ctx, reply, knownDeviceMark(ctx, user.email, user.passwordHash));
  const newDevice = !knownDevice && (await isNewDevice(ctx, user.id, reply.request));
  await startSession(ctx, reply, { id: user.id, username: user.username, role: user.role as Role });
  if (newDevice) await tellOfNewSignIn(ctx, user, reply.request);
  return loadCurrentUser(ctx.db, user.username, false);
}
