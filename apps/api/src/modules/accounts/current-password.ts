import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { admitPasswordAttempt, recordPasswordFailure, recordPasswordSuccess, type LockWording } from './sign-in-limits';

const CURRENT_PASSWORD_LOCKS: LockWording = {
  address: (minutes) => `Too many wrong passwords. Please wait ${minutes} minutes and try again, or reset your password.`,
  account: (minutes) => `Too many wrong passwords on this account. Please wait ${minutes} minutes and try again, or reset your password.`,
};

/**
 * Checks the current password before a change of email or password. Wrong answers count
 * against the same limits as sign-in (this address on this account, this address, the
 * account; ADR 20), so a stolen access token cannot be used to guess the password.
 */
export async function checkCurrentPassword(ctx: AppContext, user: { email: string; passwordHash: string }, password: string, ip: string) {
  const attempt = { email: user.email, passwordHash: user.passwordHash, ip };
  await admitPasswordAttempt(ctx, attempt, CURRENT_PASSWORD_LOCKS);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordPasswordFailure(ctx, attempt);
    throw new AppError('VALIDATION', 'The current password is not right.', { field: 'currentPassword' });
  }
  await recordPasswordSuccess(ctx, attempt);
}
