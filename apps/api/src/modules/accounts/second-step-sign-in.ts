// The second step of two-step sign-in (ADR 105): the password step answers a challenge (a signed
// token naming the account, good for 5 minutes, no session), and this step trades it and a code
// from the authenticator app, or a recovery code, for the session. An administrator without a
// second factor gets a setup challenge instead: they set up the app here, and its first code starts
// the session.
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { users } from '@chairside/db/schema';
import type { ConfirmSetupAtSignIn, SecondStep, SecondStepRequired, SetupAtSignInDone, SetupAtSignInRequired, TotpSetup } from '@chairside/domain/two-step';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { SIGNED_LINK_TTL_MS } from '../../platform/signed-links';
import { finishSignIn, showsKnownDevice } from './finish-sign-in';
import { proveSecondFactor } from './second-factor';
import type { UserRecord } from './users-repository';
import { beginTotpSetup, turnOnTotp } from './two-step-settings';

const PURPOSE = 'sign-in-second-step';

/** Binds the challenge to the password it followed: a new password retires it. */
const passwordMark = (ctx: AppContext, passwordHash: string) => ctx.tokens.digest('second-step', passwordHash).slice(0, 22);

const challengeExpired = () =>
  new AppError('UNAUTHENTICATED', 'Your sign-in took too long. Please enter your email and password again.', { field: 'challenge' });

/** Setting up an app at sign-in (installing one, scanning the code) takes longer than entering a code. */
export const SETUP_AT_SIGN_IN_TTL_MS = 15 * 60_000;

/** What the password step answers when the account has two-step sign-in on. */
export function secondStepChallenge(
  ctx: AppContext,
  user: Pick<UserRecord, 'id' | 'passwordHash'>,
  methods: SecondStepRequired['methods'] = ['totp'],
): SecondStepRequired {
  const ttlMs = SIGNED_LINK_TTL_MS[PURPOSE];
  const challenge = ctx.signedLinks.create(PURPOSE, { u: user.id, k: passwordMark(ctx, user.passwordHash) }, { ttlMs });
  return { secondStep: 'totp', methods, challenge, expiresAt: new Date(ctx.clock.now().getTime() + ttlMs).toISOString() };
}

/** What the password step answers to an administrator without a second factor: set one up to sign in. */
export function setupChallenge(ctx: AppContext, user: Pick<UserRecord, 'id' | 'passwordHash'>): SetupAtSignInRequired {
  const ttlMs = SETUP_AT_SIGN_IN_TTL_MS;
  const challenge = ctx.signedLinks.create(PURPOSE, { u: user.id, k: passwordMark(ctx, user.passwordHash), m: 'setup' }, { ttlMs });
  return { secondStep: 'setup', challenge, expiresAt: new Date(ctx.clock.now().getTime() + ttlMs).toISOString() };
}

/** The account a challenge of the kind names, or 401 (field challenge). */
export async function challengedUser(ctx: AppContext, challenge: string, kind: 'totp' | 'setup'): Promise<UserRecord> {
  let subject: Record<string, string | number>;
  try {
    subject = ctx.signedLinks.verify(challenge, PURPOSE).subject;
  } catch {
    throw challengeExpired();
  }
  if ((subject.m === 'setup') !== (kind === 'setup')) throw challengeExpired();
  const [user] = typeof subject.u === 'number' ? await ctx.db.select().from(users).where(eq(users.id, subject.u)) : [];
  if (!user || subject.k !== passwordMark(ctx, user.passwordHash)) throw challengeExpired();
  return user;
}

/**
 * Completes the sign-in: 401 (field challenge) for a challenge that is not valid, has expired or
 * followed a password since changed; 401 (field code) for a wrong or already used code; 429
 * past the account's tries (second-factor.ts). The session starts having proved the second factor.
 */
export async function completeSecondStep(ctx: AppContext, reply: FastifyReply, input: SecondStep) {
  const user = await challengedUser(ctx, input.challenge, 'totp');
  await proveSecondFactor(ctx, user.id, input.code, { wrong: 'UNAUTHENTICATED' });
  return finishSignIn(ctx, reply, user, showsKnownDevice(ctx, reply, user), true);
}

/** A new authenticator secret for the account of a setup challenge (as in the settings); 409 when two-step sign-in is on already. */
export async function startSetupAtSignIn(ctx: AppContext, challenge: string): Promise<TotpSetup> {
  return beginTotpSetup(ctx, await challengedUser(ctx, challenge, 'setup'));
}

/**
 * The app's first code turns two-step sign-in on and starts the session, having proved the second
 * factor; answers the recovery codes, shown this once. 401 for a wrong code or challenge, 429 past the tries.
 */
export async function confirmSetupAtSignIn(ctx: AppContext, reply: FastifyReply, input: ConfirmSetupAtSignIn): Promise<SetupAtSignInDone | null> {
  const user = await challengedUser(ctx, input.challenge, 'setup');
  const { recoveryCodes } = await turnOnTotp(ctx, user.id, input.code, 'UNAUTHENTICATED');
  const current = await finishSignIn(ctx, reply, user, showsKnownDevice(ctx, reply, user), true);
  return current ? { user: current, recoveryCodes } : null;
}
