// Two-step sign-in in the account's settings (ADR 105): set up an authenticator app (a secret made
// here, confirmed by its first code), recovery codes shown once, a fresh code for the session
// (step-up), and turning it off with the password and a code.
import type { DisableTwoStep, RecoveryCodes, TotpSetup, TwoStepStatus } from '@chairside/domain/two-step';
import { timeZoneOfUser } from '@chairside/db/zip-codes';
import { formatInZone } from '@chairside/domain/time-zones';
import { appLink } from '../../platform/app-link';
import type { AppContext } from '../../platform/context';
import { AppError, notFound, type ErrorCode } from '../../platform/errors';
import { twoStepOffEmail } from './account-emails';
import { checkCurrentPassword } from './current-password';
import { proveSecondFactor } from './second-factor';
import {
  countRecoveryCodesLeft,
  enableSecondFactor,
  findSecondFactor,
  markSessionProven,
  mustKeepSecondFactor,
  removeSecondFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  secondStepMethods,
} from './second-factor-repository';
import { newRecoveryCodes, newTotpSecret, qrSvg, recoveryCodeHash, totpUri } from './totp';
import { findUserByUsername, type UserRecord } from './users-repository';

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
  return { enabled, recoveryCodesLeft: enabled ? await countRecoveryCodesLeft(ctx.db, user.id) : 0, requiredForRole: await mustKeepSecondFactor(ctx.db, user) };
}

/**
 * A new secret waiting for its first code (any earlier unconfirmed one is replaced); 409 when
 * two-step sign-in is on. Used by the settings and by the setup at sign-in.
 */
export async function beginTotpSetup(ctx: AppContext, user: Pick<UserRecord, 'id' | 'email'>): Promise<TotpSetup> {
  const secret = newTotpSecret();
  if (!(await savePendingSecret(ctx.db, user.id, secret)))
    throw new AppError('CONFLICT', 'Two-step sign-in is already on. Turn it off first to use another app.');
  const uri = totpUri(secret, user.email);
  return { secret, uri, qrSvg: await qrSvg(uri) };
}

/** The app's first code turns two-step sign-in on (`wrong`: the error of a wrong code); answers the recovery codes, shown this once. */
export async function turnOnTotp(ctx: AppContext, userId: number, code: string, wrong: ErrorCode): Promise<RecoveryCodes> {
  await proveSecondFactor(ctx, userId, code, { wrong, pending: true });
  const { codes, hashes } = freshRecoveryCodes();
  if (!(await enableSecondFactor(ctx.db, userId, hashes, ctx.clock.now()))) throw new AppError('CONFLICT', 'Two-step sign-in is already on.');
  return { recoveryCodes: codes };
}

export async function startTotpSetup(ctx: AppContext, username: string): Promise<TotpSetup> {
  return beginTotpSetup(ctx, await owner(ctx, username));
}

export async function confirmTotpSetup(ctx: AppContext, username: string, session: string | undefined, code: string): Promise<RecoveryCodes> {
  const user = await owner(ctx, username);
  const answer = await turnOnTotp(ctx, user.id, code, 'VALIDATION');
  if (session) await markSessionProven(ctx.db, session, ctx.clock.now());
  return answer;
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
  await proveSecondFactor(ctx, user.id, code, { wrong: 'VALIDATION', quietWhenLow: true });
  const { codes, hashes } = freshRecoveryCodes();
  await replaceRecoveryCodes(ctx.db, user.id, hashes);
  return { recoveryCodes: codes };
}

/** Administrators keep a second factor (ADR 105): the app goes only when a passkey stays. */
export const adminKeepsTwoStep = () =>
  new AppError(
    'FORBIDDEN',
    'Administrators keep two-step sign-in on. Replace your recovery codes instead, or add a passkey first to move your authenticator app to a new phone.',
  );

/**
 * Turns two-step sign-in off: the current password and a code (from the app or a recovery code);
 * the person is emailed that it is off (a takeover that removes it is noticed). An administrator
 * cannot, unless a passkey keeps their second factor.
 */
export async function disableTwoStep(ctx: AppContext, username: string, input: DisableTwoStep, ip: string): Promise<void> {
  const user = await owner(ctx, username);
  if ((await mustKeepSecondFactor(ctx.db, user)) && !(await secondStepMethods(ctx.db, user.id)).includes('passkey')) {
    if (user.role === 'admin') throw adminKeepsTwoStep();
    throw new AppError(
      'FORBIDDEN',
      'Your practice requires two-step sign-in of its team. Turn that requirement off first, or add a passkey to replace the app.',
    );
  }
  await checkCurrentPassword(ctx, user, input.currentPassword, ip);
  await proveSecondFactor(ctx, user.id, input.code, { wrong: 'VALIDATION', quietWhenLow: true });
  const now = ctx.clock.now();
  const when = formatInZone(now, await timeZoneOfUser(ctx.db, user.id));
  // The email is queued in the change's transaction: turned off is always told, and told only if it happened.
  await ctx.db.transaction(async (tx) => {
    await removeSecondFactor(tx, user.id);
    await ctx.mailer.send(
      { to: user.email, ...twoStepOffEmail.render({ name: user.name, when, settingsUrl: appLink(ctx, '/app/account-settings#settings-two-step') }) },
      { tx, key: `two-step-off:${user.id}:${now.getTime()}` },
    );
  });
}
