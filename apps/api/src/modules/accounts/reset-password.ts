import type { PasswordReset } from '@chairside/domain/accounts';
import type { Database } from '@chairside/db/client';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { decoyPasswordHash, verifyPassword } from '../../platform/passwords';
import { latestResetCode, reserveGuess, spendResetCode } from './password-reset-repository';
import { endAllSessions } from './sessions';
import { clearSignInLimitsAfterReset } from './sign-in-limits';
import { findUserByEmail, updatePasswordHash } from './users-repository';
import { newPasswordHash, refuseCommonPassword } from './new-password';

export const MAX_RESET_GUESSES = 5;
export const PASSWORD_RESET_MESSAGE = 'Your password has been changed. Sign in with your new password.';

const codeDead = () => new AppError('VALIDATION', 'This code is no longer valid. Request a new one.', { field: 'code' });

/**
 * Sets a new password with the emailed code. The code is single-use, expires, and dies after
 * five guesses (a guess is counted before it is checked, so parallel guesses cannot exceed it).
 * On success every session of the account ends and the person signs in again with the new
 * password: the code proves control of the mailbox, the sign-in stays the one way in. The
 * account's sign-in failures are forgotten and the address that reset it is let in even if
 * the account is locked again meanwhile (ADR 20).
 */
export async function resetPassword(ctx: AppContext, input: PasswordReset, ip: string): Promise<{ message: string }> {
  refuseCommonPassword(input.password); // before the code is tried, so a refused password costs no guess
  const user = await findUserByEmail(ctx.db, input.email);
  const code = user ? await latestResetCode(ctx.db, user.id) : null;
  const live = code && !code.usedAt && code.attempts < MAX_RESET_GUESSES && new Date(code.expiresAt).getTime() > ctx.clock.now().getTime();
  if (!user || !code || !live) {
    await verifyPassword(await decoyPasswordHash(), input.code);
    throw codeDead();
  }

  const guesses = await reserveGuess(ctx.db, code.id, MAX_RESET_GUESSES);
  if (guesses === null) throw codeDead();
  if (!(await verifyPassword(code.codeHash, input.code))) {
    const left = MAX_RESET_GUESSES - guesses;
    if (left <= 0) throw codeDead();
    throw new AppError('VALIDATION', `That code is not right. Check the email and try again (${left} ${left === 1 ? 'try' : 'tries'} left).`, {
      field: 'code',
    });
  }

  const passwordHash = await newPasswordHash(input.password);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    if (!(await spendResetCode(db, code, ctx.clock.now()))) throw codeDead();
    await updatePasswordHash(db, user.id, passwordHash);
    await endAllSessions(db, user.id);
  });
  await clearSignInLimitsAfterReset(ctx, user.email, ip);
  return { message: PASSWORD_RESET_MESSAGE };
}
