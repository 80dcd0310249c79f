import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { loginFailureKey } from './log-in';

/**
 * Checks the current password before a change of email or password. Wrong answers count
 * against the same per-account limit as sign-in, so a stolen access token cannot be used to
 * guess the password.
 */
export async function checkCurrentPassword(ctx: AppContext, user: { email: string; passwordHash: string }, password: string) {
  const { rateLimiter, config } = ctx;
  const key = loginFailureKey(user.email);
  const window = config.LOGIN_FAILURE_WINDOW_SECONDS;
  if ((await rateLimiter.count(key)) >= config.LOGIN_FAILURES_PER_ACCOUNT)
    throw new AppError('RATE_LIMITED', `Too many wrong passwords. Please wait ${Math.ceil(window / 60)} minutes and try again, or reset your password.`, {
      headers: { 'retry-after': String(window) },
    });
  if (!(await verifyPassword(user.passwordHash, password))) {
    await rateLimiter.hit(key, window);
    throw new AppError('VALIDATION', 'The current password is not right.', { field: 'currentPassword' });
  }
}
