import type { FastifyReply } from 'fastify';
import type { Login, Role } from '@chairside/domain/accounts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { decoyPasswordHash, verifyPassword } from '../../platform/passwords';
import { sha256 } from '../../platform/tokens';
import { findUserByEmail, loadCurrentUser } from './users-repository';
import { startSession } from './sessions';

const WRONG_CREDENTIALS = 'The email or password is incorrect.';

/** The failure counter of one account, shared by sign-in and current-password checks. */
export const loginFailureKey = (email: string) => `login:account:${sha256(email)}`;

function tooManyAttempts(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError('RATE_LIMITED', `Too many failed sign-in attempts. Please wait ${minutes} minutes and try again, or reset your password.`, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/**
 * Signs a person in by email and password. A wrong email and a wrong password answer the same
 * message after the same work (a password hash is always verified). Failures are counted per
 * account and per address; past the limit the answer is 429 until the window ends.
 * Nobody opens a delegated session by password: an administrator does (ADR 0005).
 */
export async function logIn(ctx: AppContext, reply: FastifyReply, input: Login, ip: string) {
  if (input.delegated)
    throw new AppError('FORBIDDEN', 'Delegated sessions are opened by an administrator.', { field: 'delegated' });
  const { rateLimiter, config } = ctx;
  const window = config.LOGIN_FAILURE_WINDOW_SECONDS;
  const accountKey = loginFailureKey(input.username);
  const ipKey = `login:ip:${ip}`;
  const [accountFailures, ipFailures] = await Promise.all([rateLimiter.count(accountKey), rateLimiter.count(ipKey)]);
  if (accountFailures >= config.LOGIN_FAILURES_PER_ACCOUNT || ipFailures >= config.LOGIN_FAILURES_PER_IP) throw tooManyAttempts(window);

  const user = await findUserByEmail(ctx.db, input.username);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !passwordOk) {
    await Promise.all([rateLimiter.hit(accountKey, window), rateLimiter.hit(ipKey, window)]);
    throw new AppError('UNAUTHENTICATED', WRONG_CREDENTIALS, { field: 'password' });
  }
  await rateLimiter.reset(accountKey);
  await startSession(ctx, reply, { id: user.id, username: user.username, role: user.role as Role });
  return loadCurrentUser(ctx.db, user.username, false);
}
