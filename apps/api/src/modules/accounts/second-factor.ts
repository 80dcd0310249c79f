// Checks a second-factor code (ADR 105): the authenticator app's 6 digits, each time step once,
// or one unused recovery code. Tries are limited per account across every address.
import { RECOVERY_CODE_PATTERN, STEP_UP_MINUTES, TOTP_CODE_PATTERN } from '@chairside/domain/two-step';
import type { AppContext } from '../../platform/context';
import { AppError, type ErrorCode } from '../../platform/errors';
import { eq } from 'drizzle-orm';
import { users } from '@chairside/db/schema';
import { appLink } from '../../platform/app-link';
import { recoveryCodesLowEmail } from './account-emails';
import { claimTotpStep, countRecoveryCodesLeft, findSecondFactor, hasSecondFactor, sessionProvenAt, spendRecoveryCode } from './second-factor-repository';
import { recoveryCodeHash, totpStep } from './totp';

/** Codes tried on one account within the window before it answers 429 (a 6-digit code is guessable by volume only). */
export const SECOND_FACTOR_TRIES = 10;
const WINDOW_SECONDS = 15 * 60;

const triesKey = (userId: number) => `second-factor:${userId}`;

/** Recovery codes left at or below which using one emails the person to replace them. */
export const RECOVERY_CODES_LOW = 2;

/** After a recovery code was spent: with RECOVERY_CODES_LOW or fewer left, the person is emailed to replace them. */
async function tellIfRecoveryCodesLow(ctx: AppContext, userId: number, now: Date): Promise<void> {
  const left = await countRecoveryCodesLeft(ctx.db, userId);
  if (left > RECOVERY_CODES_LOW) return;
  const [user] = await ctx.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  const settingsUrl = appLink(ctx, '/app/account-settings#settings-two-step');
  await ctx.mailer.send(
    { to: user.email, ...recoveryCodesLowEmail.render({ name: user.name, left, settingsUrl }) },
    { key: `recovery-codes-low:${userId}:${left}:${now.getTime()}` },
  );
}

export type SecondFactorProof = 'totp' | 'recovery-code';

/**
 * Accepts a code for the person, or throws: 429 past SECOND_FACTOR_TRIES tries in 15 minutes,
 * else `wrong` (400 VALIDATION or 401 UNAUTHENTICATED, field `code`) for a wrong, replayed or
 * spent code. `pending`: the setup's first code, before two-step sign-in is on (no recovery codes yet).
 * A recovery code that leaves RECOVERY_CODES_LOW or fewer emails the person, unless `quietWhenLow`
 * (the codes are being replaced, or two-step sign-in turned off).
 */
export async function proveSecondFactor(
  ctx: AppContext,
  userId: number,
  code: string,
  options: { wrong: ErrorCode; pending?: boolean; quietWhenLow?: boolean },
): Promise<SecondFactorProof> {
  const tries = await ctx.rateLimiter.hitWindow(triesKey(userId), WINDOW_SECONDS);
  if (tries.count > SECOND_FACTOR_TRIES)
    throw new AppError('RATE_LIMITED', `Too many codes tried. Please wait ${Math.ceil(tries.secondsLeft / 60)} minutes and try again.`, {
      headers: { 'retry-after': String(tries.secondsLeft) },
    });
  const factor = await findSecondFactor(ctx.db, userId);
  const wrong = (message: string) => new AppError(options.wrong, message, { field: 'code' });
  if (!factor || Boolean(factor.enabledAt) === Boolean(options.pending)) throw wrong('Two-step sign-in is not set up for this account.');
  const now = ctx.clock.now();

  if (TOTP_CODE_PATTERN.test(code)) {
    const step = totpStep(factor.totpSecret, code, now);
    if (step === null) throw wrong('That code is not right. Enter the code your authenticator app shows now.');
    if (!(await claimTotpStep(ctx.db, userId, step))) throw wrong('That code was already used. Wait for the next code in your authenticator app.');
    await ctx.rateLimiter.reset(triesKey(userId));
    return 'totp';
  }
  const hash = RECOVERY_CODE_PATTERN.test(code) && !options.pending ? recoveryCodeHash(code) : null;
  if (!hash || !(await spendRecoveryCode(ctx.db, userId, hash, now))) throw wrong('That recovery code is not right, or it was already used.');
  await ctx.rateLimiter.reset(triesKey(userId));
  if (!options.quietWhenLow) await tellIfRecoveryCodesLow(ctx, userId, now);
  return 'recovery-code';
}

/**
 * Before a sensitive action (opening a delegated session): the person has two-step sign-in on
 * (else 403 SECOND_FACTOR_REQUIRED) and this session proved it within STEP_UP_MINUTES (else 403
 * STEP_UP_REQUIRED: the web app asks for a code and tries again).
 */
export async function requireRecentSecondFactor(ctx: AppContext, userId: number, session: string | undefined, action: string): Promise<void> {
  if (!(await hasSecondFactor(ctx.db, userId)))
    throw new AppError('SECOND_FACTOR_REQUIRED', `Set up two-step sign-in in your account settings before you ${action}.`);
  const provenAt = session ? await sessionProvenAt(ctx.db, session) : null;
  if (!provenAt || ctx.clock.now().getTime() - provenAt.getTime() > STEP_UP_MINUTES * 60_000)
    throw new AppError('STEP_UP_REQUIRED', `Enter a code from your authenticator app to ${action}.`, { field: 'code' });
}
