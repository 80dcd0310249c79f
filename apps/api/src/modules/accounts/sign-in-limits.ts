import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { sha256 } from '../../platform/tokens';

/**
 * The limits on password guesses (ADR 20), shared by sign-in and the current-password check:
 * - one address on one account: LOGIN_FAILURES_PER_ACCOUNT_AND_IP failures lock that pair (the
 *   guess is counted before the password is checked, so parallel guesses cannot pass it);
 * - one address on any account: LOGIN_FAILURES_PER_IP failures lock the address, except for a
 *   browser that has signed in to the account before (its known-device cookie);
 * - one account from every address: each failure slows the next answers (signInDelayMs), and
 *   LOGIN_FAILURES_PER_ACCOUNT lock the account for everybody but the address that last reset
 *   its password.
 */

/**
 * Where a password is being tried: the account's email, its current hash (null: no account), the
 * client address, and whether the browser showed this account's known-device mark.
 */
export type PasswordAttempt = { email: string; passwordHash: string | null; ip: string; knownDevice?: boolean };

/**
 * The known-device mark of an account, kept by a browser once it signed in (an httpOnly cookie):
 * a keyed digest of the email and the current password hash, so only the server makes it and a
 * new password retires every mark. Proves the browser signed in to this account before.
 */
export const knownDeviceMark = (ctx: AppContext, email: string, passwordHash: string) => ctx.tokens.digest('known-device', `${email}\n${passwordHash}`);

/** How a refusal is worded where the password is asked. */
export type LockWording = { address: (minutes: number) => string; account: (minutes: number) => string };

/** Failures on the account before answers start to slow down. */
const FREE_FAILURES = 5;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;

/** The wait before an account's password is checked, from its failures in the window: doubling, capped. */
export function signInDelayMs(accountFailures: number): number {
  if (accountFailures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(accountFailures - FREE_FAILURES, 16));
}

/** Waits before a password is checked; tests replace `wait` to see the delay without waiting. */
export const signInPause = {
  wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/** The failure counter of one account across every address. */
const accountKey = (email: string) => `login:account:${sha256(email)}`;
/**
 * The failure counter of one address on one account. It belongs to the account's current
 * password: a new password (reset or change) starts every address afresh.
 */
const pairKey = ({ email, passwordHash, ip }: PasswordAttempt) => `login:pair:${sha256(`${email}\n${ip}\n${passwordHash ?? ''}`)}`;
const addressKey = (ip: string) => `login:ip:${ip}`;
/** Marks the address that reset the account's password: the account-wide lock does not apply to it. */
const resetAddressKey = (email: string, ip: string) => `login:reset:${sha256(`${email}\n${ip}`)}`;

function locked(message: string, retryAfterSeconds: number) {
  return new AppError('RATE_LIMITED', message, { headers: { 'retry-after': String(retryAfterSeconds) } });
}

/**
 * Lets a password guess through, or answers 429: first the address's and the account's locks,
 * then the guess is counted on the pair (429 past its limit), then the account's delay is
 * waited. The address that last reset the password skips the address limit, the account lock
 * and the delay; a browser with the account's known-device mark skips the address limit (one
 * address spraying other accounts does not lock this account's owner out); the pair limit
 * still holds for both.
 */
export async function admitPasswordAttempt(ctx: AppContext, attempt: PasswordAttempt, wording: LockWording): Promise<void> {
  const { rateLimiter, config } = ctx;
  const window = config.LOGIN_FAILURE_WINDOW_SECONDS;
  const accountWindow = config.LOGIN_ACCOUNT_FAILURE_WINDOW_SECONDS;
  const [addressFailures, accountFailures, resetHere] = await Promise.all([
    rateLimiter.count(addressKey(attempt.ip)),
    rateLimiter.count(accountKey(attempt.email)),
    rateLimiter.count(resetAddressKey(attempt.email, attempt.ip)),
  ]);
  const exempt = resetHere > 0;
  if (!exempt && !attempt.knownDevice && addressFailures >= config.LOGIN_FAILURES_PER_IP) throw locked(wording.address(Math.ceil(window / 60)), window);
  if (!exempt && accountFailures >= config.LOGIN_FAILURES_PER_ACCOUNT) throw locked(wording.account(Math.ceil(accountWindow / 60)), accountWindow);
  if ((await rateLimiter.hit(pairKey(attempt), window)) > config.LOGIN_FAILURES_PER_ACCOUNT_AND_IP)
    throw locked(wording.address(Math.ceil(window / 60)), window);
  const delay = exempt ? 0 : signInDelayMs(accountFailures);
  if (delay > 0) await signInPause.wait(delay);
}

/** A wrong password: it counts against the address and the account (the pair counted it already). */
export async function recordPasswordFailure(ctx: AppContext, attempt: PasswordAttempt): Promise<void> {
  const { rateLimiter, config } = ctx;
  await Promise.all([
    rateLimiter.hit(addressKey(attempt.ip), config.LOGIN_FAILURE_WINDOW_SECONDS),
    rateLimiter.hit(accountKey(attempt.email), config.LOGIN_ACCOUNT_FAILURE_WINDOW_SECONDS),
  ]);
}

/**
 * The right password: the address's guesses on this account are forgotten. The account's
 * count stays until its window ends, so the owner signing in does not give an attacker
 * elsewhere a fresh allowance.
 */
export async function recordPasswordSuccess(ctx: AppContext, attempt: PasswordAttempt): Promise<void> {
  await ctx.rateLimiter.reset(pairKey(attempt));
}

/**
 * After a password reset by emailed code: the account's failures are forgotten (every pair
 * already starts afresh with the new password), and the address that reset it is exempt from
 * the account-wide lock for one account window, so the owner gets in even while someone keeps
 * failing elsewhere.
 */
export async function clearSignInLimitsAfterReset(ctx: AppContext, email: string, ip: string): Promise<void> {
  const { rateLimiter, config } = ctx;
  const resetHere = resetAddressKey(email, ip);
  await Promise.all([rateLimiter.reset(accountKey(email)), rateLimiter.reset(resetHere)]);
  // A fresh window: the exemption lasts a full account window from this reset.
  await rateLimiter.hit(resetHere, config.LOGIN_ACCOUNT_FAILURE_WINDOW_SECONDS);
}
