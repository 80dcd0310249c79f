// The second step of two-step sign-in (ADR 105): the password step answers a challenge (a signed
// token naming the account, good for 5 minutes, no session), and this step trades it and a code
// from the authenticator app, or a recovery code, for the session.
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { users } from '@chairside/db/schema';
import type { SecondStep, SecondStepRequired } from '@chairside/domain/two-step';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { SIGNED_LINK_TTL_MS } from '../../platform/signed-links';
import { finishSignIn, showsKnownDevice } from './finish-sign-in';
import { proveSecondFactor } from './second-factor';
import type { UserRecord } from './users-repository';

const PURPOSE = 'sign-in-second-step';

/** Binds the challenge to the password it followed: a new password retires it. */
const passwordMark = (ctx: AppContext, passwordHash: string) => ctx.tokens.digest('second-step', passwordHash).slice(0, 22);

const challengeExpired = () =>
  new AppError('UNAUTHENTICATED', 'Your sign-in took too long. Please enter your email and password again.', { field: 'challenge' });

/** What the password step answers when the account has two-step sign-in on. */
export function secondStepChallenge(ctx: AppContext, user: Pick<UserRecord, 'id' | 'passwordHash'>): SecondStepRequired {
  const ttlMs = SIGNED_LINK_TTL_MS[PURPOSE];
  const challenge = ctx.signedLinks.create(PURPOSE, { u: user.id, k: passwordMark(ctx, user.passwordHash) }, { ttlMs });
  return { secondStep: 'totp', challenge, expiresAt: new Date(ctx.clock.now().getTime() + ttlMs).toISOString() };
}

/**
 * Completes the sign-in: 401 (field challenge) for a challenge that is not valid, has expired or
 * followed a password since changed; 401 (field code) for a wrong or already used code; 429
 * past the account's tries (second-factor.ts). The session starts having proved the second factor.
 */
export async function completeSecondStep(ctx: AppContext, reply: FastifyReply, input: SecondStep) {
  let subject: Record<string, string | number>;
  try {
    subject = ctx.signedLinks.verify(input.challenge, PURPOSE).subject;
  } catch {
    throw challengeExpired();
  }
  const [user] = typeof subject.u === 'number' ? await ctx.db.select().from(users).where(eq(users.id, subject.u)) : [];
  if (!user || subject.k !== passwordMark(ctx, user.passwordHash)) throw challengeExpired();
  await proveSecondFactor(ctx, user.id, input.code, { wrong: 'UNAUTHENTICATED' });
  return finishSignIn(ctx, reply, user, showsKnownDevice(ctx, reply, user), true);
}
