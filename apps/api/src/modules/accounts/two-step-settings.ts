// Two-step sign-in in the account's settings (ADR 105): set up an authenticator app (a secret made
// here, confirmed by its first code), recovery codes shown once, a fresh code for the session
// (step-up), and turning it off with the password and a code.
import type { DisableTwoStep, RecoveryCodes, TotpSetup, TwoStepStatus } from '@chairside/domain/two-step';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { checkCurrentPassword } from './current-password';
import { proveSecondFactor } from './second-factor';
import {
  countRecoveryCodesLeft,
  enableSecondFactor,
  findSecondFactor,
  markSessionProven,
  removeSecondFactor,
  replaceRecoveryCodes,
  savePendingSecret,
} from './second-factor-repository';
import { newRecoveryCodes, newTotpSecret, qrSvg, recoveryCodeHash, totpUri } from './totp';
import { findUserByUsername } from './users-repository';

async function owner(ctx: AppContext, username: string) {
  const user = await findUserByUsername(ctx.db, username);
  if (!user) throw notFound('That account');
  return user;
}

/** New recovery codes: the plain codes to show once, and their hashes to store. */
function freshRecoveryCodes() {
  const codes = newRecoveryCodes();
  return { codes, hashes: codes.map((code) => recoveryCodeHash(code)!) };
}

export async function twoStepStatus(ctx: AppContext, username: string): Promise<TwoStepStatus> {
  const user = await owner(ctx, username);
  const factor = await findSecondFactor(ctx.db, user.id);
  const enabled = Boolean(factor?.enabledAt);
  return { enabled, recoveryCodesLeft: enabled ? await countRecoveryCodesLeft(ctx.db, user.id) : 0, requiredForRole: user.role === 'admin' };
}

/** A new secret waiting for its first code (any earlier unconfirmed one is replaced); 409 when two-step sign-in is on. */
export async function startTotpSetup(ctx: AppContext, username: string): Promise<TotpSetup> {
  const user = await owner(ctx, username);
  const secret = newTotpSecret();
  if (!(await savePendingSecret(ctx.db, user.id, secret)))
    throw new AppError('CONFLICT', 'Two-step sign-in is already on. Turn it off first to use another app.');
  const uri = totpUri(secret, user.email);
  return { secret, uri, qrSvg: await qrSvg(uri) };
}

/** The app's first code turns two-step sign-in on; answers the recovery codes, shown this once. */
export async function confirmTotpSetup(ctx: AppContext, username: string, session: string | undefined, code: string): Promise<RecoveryCodes> {
  const user = await owner(ctx, username);
  await proveSecondFactor(ctx, user.id, code, { wrong: 'VALIDATION', pending: true });
  const { codes, hashes } = freshRecoveryCodes();
  if (!(await enableSecondFactor(ctx.db, user.id, hashes, ctx.clock.now()))) throw new AppError('CONFLICT', 'Two-step sign-in is already on.');
  if (session) await markSessionProven(ctx.db, session, ctx.clock.now());
  return { recoveryCodes: codes };
}

/** A code proves the second factor again for this session (asked before sensitive actions). */
export async function stepUp(ctx: AppContext, username: string, session: string | undefined, code: string): Promise<void> {
  const user = await owner(ctx, username);
  await proveSecondFactor(ctx, user.id, code, { wrong: 'VALIDATION' });
  if (session) await markSessionProven(ctx.db, session, ctx.clock.now());
}

/** Replaces every recovery code with ten new ones (after a code from the app or a recovery code). */
export async function renewRecoveryCodes(ctx: AppContext, username: string, code: string): Promise<RecoveryCodes> {
  const user = await owner(ctx, username);
  await proveSecondFactor(ctx, user.id, code, { wrong: 'VALIDATION' });
  const { codes, hashes } = freshRecoveryCodes();
  await replaceRecoveryCodes(ctx.db, user.id, hashes);
  return { recoveryCodes: codes };
}

/** Turns two-step sign-in off: the current password and a code (from the app or a recovery code). */
export async function disableTwoStep(ctx: AppContext, username: string, input: DisableTwoStep, ip: string): Promise<void> {
  const user = await owner(ctx, username);
  await checkCurrentPassword(ctx, user, input.currentPassword, ip);
  await proveSecondFactor(ctx, user.id, input.code, { wrong: 'VALIDATION' });
  await removeSecondFactor(ctx.db, user.id);
}
