// Passkeys (ADR 106): WebAuthn through @simplewebauthn/server. A person adds passkeys in their
// settings; a passkey then counts as their second factor (the sign-in's second step, the step-up
// before a delegated session), and signs them in without a password (a discoverable credential).
// Every ceremony's challenge is stored in the database, taken once, within 5 minutes.
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { users } from '@chairside/db/schema';
import { STEP_UP_MINUTES } from '@chairside/domain/two-step';
import type { AddPasskey, Passkey, PasskeyConfirmation, PasskeyOptions } from '@chairside/domain/passkeys';
import type { AppContext } from '../../platform/context';
import { AppError, notFound, type ErrorCode } from '../../platform/errors';
import { checkCurrentPassword } from './current-password';
import { finishSignIn, showsKnownDevice } from './finish-sign-in';
import {
  deletePasskey,
  findPasskeyByCredential,
  insertPasskey,
  listPasskeys,
  recordPasskeyUse,
  saveChallenge,
  takeChallenge,
  type CeremonyPurpose,
  type PasskeyRecord,
} from './passkey-repository';
import { SECOND_FACTOR_TRIES } from './second-factor';
import { markSessionProven, mustKeepSecondFactor, secondStepMethods, sessionProvenAt } from './second-factor-repository';
import { challengedUser } from './second-step-sign-in';
import { findUserByUsername, type UserRecord } from './users-repository';

const RP_NAME = 'Chairside';
/** How long the browser offers the ceremony, and how long its challenge is good for. */
const CEREMONY_MS = 5 * 60_000;
const WINDOW_SECONDS = 15 * 60;
/** Password-less sign-in ceremonies from one address within 15 minutes before 429. */
export const PASSKEY_SIGN_IN_TRIES = 30;

/** The relying party: the host of PUBLIC_URL, and its origin (what the browser reports). */
function relyingParty(ctx: AppContext) {
  const url = new URL(ctx.config.PUBLIC_URL);
  return { rpID: url.hostname, origin: url.origin };
}

const toView = (row: PasskeyRecord): Passkey => ({ id: row.id, name: row.name, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt });

async function owner(ctx: AppContext, username: string) {
  const user = await findUserByUsername(ctx.db, username);
  if (!user) throw notFound('That account');
  return user;
}

/** Counts a try of a sign-in ceremony; 429 with Retry-After past `limit` in 15 minutes. */
async function admitTry(ctx: AppContext, key: string, limit: number) {
  const tries = await ctx.rateLimiter.hitWindow(key, WINDOW_SECONDS);
  if (tries.count > limit)
    throw new AppError('RATE_LIMITED', `Too many tries. Please wait ${Math.ceil(tries.secondsLeft / 60)} minutes and try again.`, {
      headers: { 'retry-after': String(tries.secondsLeft) },
    });
}
/** The same counter as the authenticator app's codes (second-factor.ts): one budget per account. */
const secondFactorTries = (userId: number) => `second-factor:${userId}`;

/**
 * Adding or removing a passkey: the current password, or this session proved the second factor
 * within STEP_UP_MINUTES. 400 (field currentPassword) otherwise.
 */
async function confirmPerson(ctx: AppContext, user: UserRecord, session: string | undefined, input: PasskeyConfirmation, ip: string) {
  if (input.currentPassword !== undefined) return checkCurrentPassword(ctx, user, input.currentPassword, ip);
  const provenAt = session ? await sessionProvenAt(ctx.db, session) : null;
  if (!provenAt || ctx.clock.now().getTime() - provenAt.getTime() > STEP_UP_MINUTES * 60_000)
    throw new AppError('VALIDATION', 'Enter your current password.', { field: 'currentPassword' });
}

const credentialRefused = (code: ErrorCode, message = 'That passkey could not be checked. Please try again.') =>
  new AppError(code, message, { field: 'credential' });

// ---- Settings ---------------------------------------------------------------------------------

export async function passkeyList(ctx: AppContext, username: string): Promise<Passkey[]> {
  const user = await owner(ctx, username);
  return (await listPasskeys(ctx.db, user.id)).map(toView);
}

/** The options for navigator.credentials.create for the person's next passkey; its challenge is stored for 5 minutes. */
async function registrationOptions(ctx: AppContext, user: UserRecord): Promise<PasskeyOptions> {
  const { rpID } = relyingParty(ctx);
  const existing = await listPasskeys(ctx.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user.email,
    userID: new TextEncoder().encode(String(user.id)),
    userDisplayName: user.username,
    timeout: CEREMONY_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: key.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
  });
  await saveChallenge(ctx.db, options.challenge, 'register', user.id, ctx.clock.now());
  return options as unknown as PasskeyOptions;
}

/** Checks the browser's answer to the registration options and keeps the passkey; 400 (field credential) when it does not check out. */
async function registerPasskey(ctx: AppContext, user: UserRecord, input: AddPasskey): Promise<Passkey> {
  const { rpID, origin } = relyingParty(ctx);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.credential as RegistrationResponseJSON,
      expectedChallenge: (challenge) => takeChallenge(ctx.db, challenge, 'register', user.id, ctx.clock.now()),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch {
    throw credentialRefused('VALIDATION', 'That passkey could not be added. Please start again.');
  }
  if (!verification.verified) throw credentialRefused('VALIDATION', 'That passkey could not be added. Please start again.');
  const { credential } = verification.registrationInfo;
  const row = await insertPasskey(ctx.db, {
    userId: user.id,
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? input.credential.response.transports ?? [],
    name: input.name,
  });
  if (!row) throw new AppError('CONFLICT', 'That passkey is added already.', { field: 'credential' });
  return toView(row);
}

/** Starts adding a passkey (after the confirmation): the options for navigator.credentials.create. */
export async function startRegistration(
  ctx: AppContext,
  username: string,
  session: string | undefined,
  input: PasskeyConfirmation,
  ip: string,
): Promise<PasskeyOptions> {
  const user = await owner(ctx, username);
  await confirmPerson(ctx, user, session, input, ip);
  return registrationOptions(ctx, user);
}

/** Finishes adding a passkey with the browser's answer; 400 (field credential) when it does not check out. */
export async function finishRegistration(ctx: AppContext, username: string, input: AddPasskey): Promise<Passkey> {
  return registerPasskey(ctx, await owner(ctx, username), input);
}

// An administrator without a second factor sets one up at sign-in (ADR 105): a passkey instead of
// an authenticator app (ADR 128). The setup challenge of the password step stands for the password.

/** The account of a setup challenge, while it has no second factor yet (409 once it has: the challenge is spent). */
async function settingUp(ctx: AppContext, challenge: string): Promise<UserRecord> {
  const user = await challengedUser(ctx, challenge, 'setup');
  await admitTry(ctx, secondFactorTries(user.id), SECOND_FACTOR_TRIES);
  if ((await secondStepMethods(ctx.db, user.id)).length) throw new AppError('CONFLICT', 'Two-step sign-in is already on. Sign in with it.');
  return user;
}

/** Options for the first passkey of an administrator setting up their second factor at sign-in. */
export async function setupPasskeyOptions(ctx: AppContext, challenge: string): Promise<PasskeyOptions> {
  const user = await settingUp(ctx, challenge);
  return registrationOptions(ctx, user);
}

/** Adds that passkey and starts the session, having proved the second factor (the passkey was just used). */
export async function finishSetupWithPasskey(ctx: AppContext, reply: FastifyReply, challenge: string, input: AddPasskey) {
  const user = await settingUp(ctx, challenge);
  await registerPasskey(ctx, user, input);
  await ctx.rateLimiter.reset(secondFactorTries(user.id));
  return finishSignIn(ctx, reply, user, showsKnownDevice(ctx, reply, user), true);
}

/**
 * Removes one of the person's passkeys (after the confirmation); 404 when they have no such passkey,
 * 403 for an administrator's last second factor.
 */
export async function removePasskey(
  ctx: AppContext,
  username: string,
  id: number,
  session: string | undefined,
  input: PasskeyConfirmation,
  ip: string,
): Promise<void> {
  const user = await owner(ctx, username);
  // Administrators and a practice requiring it of its members keep a second factor (ADR 105, 119): not their last one.
  if (
    (await mustKeepSecondFactor(ctx.db, user)) &&
    !(await secondStepMethods(ctx.db, user.id)).includes('totp') &&
    (await listPasskeys(ctx.db, user.id)).length <= 1
  )
    throw new AppError(
      'FORBIDDEN',
      `${user.role === 'admin' ? 'Administrators keep two-step sign-in on' : 'Your practice requires two-step sign-in'}. Set up an authenticator app or add another passkey before removing this one.`,
    );
  await confirmPerson(ctx, user, session, input, ip);
  if (!(await deletePasskey(ctx.db, user.id, id))) throw notFound('That passkey');
}

// ---- Ceremonies that prove a passkey ------------------------------------------------------------

/** Options for navigator.credentials.get: the person's passkeys, or any (discoverable) for a password-less sign-in. */
async function authenticationOptions(ctx: AppContext, purpose: CeremonyPurpose, user: UserRecord | null): Promise<PasskeyOptions> {
  const { rpID } = relyingParty(ctx);
  const keys = user ? await listPasskeys(ctx.db, user.id) : [];
  if (user && !keys.length) throw new AppError('VALIDATION', 'This account has no passkey.', { field: 'credential' });
  const options = await generateAuthenticationOptions({
    rpID,
    timeout: CEREMONY_MS,
    userVerification: user ? 'preferred' : 'required',
    allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports as AuthenticatorTransport[] })),
  });
  await saveChallenge(ctx.db, options.challenge, purpose, user?.id ?? null, ctx.clock.now());
  return options as unknown as PasskeyOptions;
}

/**
 * Checks a passkey's answer to a ceremony: a passkey of `user` (any person's for a password-less
 * sign-in), the ceremony's challenge taken once, the signature, and a counter that moved on.
 * Throws `wrong` (field credential) otherwise. Answers the passkey's owner.
 */
async function provePasskey(
  ctx: AppContext,
  purpose: CeremonyPurpose,
  user: UserRecord | null,
  response: AuthenticationResponseJSON,
  wrong: ErrorCode,
): Promise<number> {
  const key = await findPasskeyByCredential(ctx.db, response.id);
  if (!key || (user && key.userId !== user.id)) throw credentialRefused(wrong, 'That passkey is not one of this account’s.');
  const { rpID, origin } = relyingParty(ctx);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => takeChallenge(ctx.db, challenge, purpose, user?.id ?? null, ctx.clock.now()),
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: { id: key.credentialId, publicKey: isoBase64URL.toBuffer(key.publicKey), counter: key.counter },
      requireUserVerification: !user,
    });
  } catch {
    throw credentialRefused(wrong);
  }
  if (!verification.verified || !(await recordPasskeyUse(ctx.db, key.id, key.counter, verification.authenticationInfo.newCounter, ctx.clock.now())))
    throw credentialRefused(wrong);
  return key.userId;
}

/** Options for the sign-in's second step with a passkey (the password step's challenge names the account). */
export async function secondStepPasskeyOptions(ctx: AppContext, challenge: string): Promise<PasskeyOptions> {
  const user = await challengedUser(ctx, challenge, 'totp');
  await admitTry(ctx, secondFactorTries(user.id), SECOND_FACTOR_TRIES);
  return authenticationOptions(ctx, 'second-step', user);
}

/** Completes a two-step sign-in with a passkey; the session starts having proved the second factor. */
export async function completeSecondStepWithPasskey(ctx: AppContext, reply: FastifyReply, challenge: string, response: AuthenticationResponseJSON) {
  const user = await challengedUser(ctx, challenge, 'totp');
  await admitTry(ctx, secondFactorTries(user.id), SECOND_FACTOR_TRIES);
  await provePasskey(ctx, 'second-step', user, response, 'UNAUTHENTICATED');
  await ctx.rateLimiter.reset(secondFactorTries(user.id));
  return finishSignIn(ctx, reply, user, showsKnownDevice(ctx, reply, user), true);
}

const signInTries = (ip: string) => `passkey-sign-in:${ip}`;

/** Options for a password-less sign-in: no account named, the browser offers the site's passkeys. */
export async function passwordlessOptions(ctx: AppContext, ip: string): Promise<PasskeyOptions> {
  await admitTry(ctx, signInTries(ip), PASSKEY_SIGN_IN_TRIES);
  return authenticationOptions(ctx, 'sign-in', null);
}

/** A password-less sign-in: the passkey (verified by the person on the device) is both factors. */
export async function signInWithPasskey(ctx: AppContext, reply: FastifyReply, response: AuthenticationResponseJSON, ip: string) {
  await admitTry(ctx, signInTries(ip), PASSKEY_SIGN_IN_TRIES);
  const userId = await provePasskey(ctx, 'sign-in', null, response, 'UNAUTHENTICATED');
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw credentialRefused('UNAUTHENTICATED', 'That passkey is not one of this account’s.');
  return finishSignIn(ctx, reply, user, showsKnownDevice(ctx, reply, user), true);
}

/** Options for proving the second factor again in this session with a passkey (step-up). */
export async function stepUpPasskeyOptions(ctx: AppContext, username: string): Promise<PasskeyOptions> {
  const user = await owner(ctx, username);
  await admitTry(ctx, secondFactorTries(user.id), SECOND_FACTOR_TRIES);
  return authenticationOptions(ctx, 'step-up', user);
}

/** A passkey proves the second factor again for this session (asked before opening a delegated session). */
export async function stepUpWithPasskey(ctx: AppContext, username: string, session: string | undefined, response: AuthenticationResponseJSON) {
  const user = await owner(ctx, username);
  await admitTry(ctx, secondFactorTries(user.id), SECOND_FACTOR_TRIES);
  await provePasskey(ctx, 'step-up', user, response, 'VALIDATION');
  await ctx.rateLimiter.reset(secondFactorTries(user.id));
  if (session) await markSessionProven(ctx.db, session, ctx.clock.now());
}
