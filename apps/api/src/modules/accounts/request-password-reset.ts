import { randomInt } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { hashPassword } from '../../platform/passwords';
import { enforceLimits, type RequestLimit } from '../../platform/request-limits';
import { sha256 } from '../../platform/tokens';
import { replaceResetCode } from './password-reset-repository';
import { findUserByEmail } from './users-repository';
import { passwordResetEmail } from './account-emails';

export const RESET_CODE_TTL_MINUTES = 30;
export const RESET_REQUESTED_MESSAGE = `If an account uses this email, we have sent it a 6-digit code. The code works for ${RESET_CODE_TTL_MINUTES} minutes.`;

/** Reset codes asked for per email and per client address, as configured (ADR 4, ADR 22). */
function resetLimits(config: AppContext['config']): { perEmail: RequestLimit; perAddress: RequestLimit } {
  const common = {
    windowSeconds: config.PASSWORD_RESET_WINDOW_SECONDS,
    message: (wait: string) => `Too many password reset requests. Please wait ${wait} and try again.`,
  };
  return {
    perEmail: { name: 'password-resets:email', limit: config.PASSWORD_RESETS_PER_EMAIL, ...common },
    perAddress: { name: 'password-resets:address', limit: config.PASSWORD_RESETS_PER_IP, ...common },
  };
}

/**
 * Sends a 6-digit reset code. The answer is the same whether or not an account uses the email,
 * and the code is hashed either way so both paths do the same work; only the email differs.
 * Only an argon2id hash of the code is kept; a new code replaces the older ones.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, ip: string): Promise<{ message: string }> {
  const { config } = ctx;
  const limits = resetLimits(config);
  await enforceLimits(ctx, [
    [limits.perEmail, sha256(email)],
    [limits.perAddress, ip],
  ]);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [user, codeHash] = await Promise.all([findUserByEmail(ctx.db, email), hashPassword(code)]);
  if (user) {
    const expiresAt = new Date(ctx.clock.now().getTime() + RESET_CODE_TTL_MINUTES * 60_000);
    await replaceResetCode(ctx.db, user.id, codeHash, expiresAt);
    const link = `${config.PUBLIC_URL.replace(/\/$/, '')}/dental-jobs/reset-password/?email=${encodeURIComponent(email)}`;
    await ctx.mailer.send({ to: user.email, ...passwordResetEmail.render({ name: user.name, code, minutes: RESET_CODE_TTL_MINUTES, resetUrl: link }) });
  }
  return { message: RESET_REQUESTED_MESSAGE };
}
