// Sign in with Google (ADR 107). The trip to Google is the authorization code flow with PKCE, state
// and nonce; its checks travel in a short-lived signed cookie, and the identity Google vouched for
// (issuer and subject) in another, so any instance can take the next step. A linked identity signs
// in as a password does (second step included); an unknown one whose verified address is an
// account's links only after the account is proved, by its password or by a link emailed to it.
// A signed-in person may also connect Google from the settings (ADR 128): the same trip, whose
// return links the Google account to theirs.
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { googleIdentities, users } from '@chairside/db/schema';
import type { CurrentUser } from '@chairside/domain/accounts';
import type { GoogleAccount } from '@chairside/domain/google-sign-in';
import type { SecondStepRequired } from '@chairside/domain/two-step';
import { appLink } from '../../platform/app-link';
import { recordAudit } from '../../platform/audit';
import type { Config } from '../../platform/config';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { createGoogleSignIn, type GoogleSignIn } from '../../platform/google-sign-in';
import { decoyPasswordHash, verifyPassword } from '../../platform/passwords';
import { SIGNED_LINK_TTL_MS } from '../../platform/signed-links';
import { googleLinkEmail } from './account-emails';
import { checkCurrentPassword } from './current-password';
import { finishSignIn, showsKnownDevice } from './finish-sign-in';
import { hasSecondFactor } from './second-factor-repository';
import { secondStepChallenge } from './second-step-sign-in';
import { admitPasswordAttempt, recordPasswordFailure, recordPasswordSuccess, type LockWording } from './sign-in-limits';
import { findUserByEmail, findUserByUsername, type UserRecord } from './users-repository';

const FLOW_COOKIE = 'chairside_google_flow';
const IDENTITY_COOKIE = 'chairside_google';
const COOKIE_PATH = '/api9/auth/google';
export const GOOGLE_CALLBACK_PATH = '/api9/auth/google/callback';
/** The web pages the callback sends the browser to. */
export const GOOGLE_PAGES = {
  login: '/dental-jobs/login/',
  signedIn: '/dental-jobs/login/google/',
  link: '/dental-jobs/login/google/link/',
  confirm: '/dental-jobs/login/google/confirm/',
  /** Connecting Google from the settings while signed in (ADR 128): back to the settings' panel, saying how it went. */
  settings: '/app/account-settings',
} as const;

/** How connecting Google from the settings ended, as the settings page's google parameter says it. */
export type GoogleConnectOutcome = 'linked' | 'taken' | 'failed';
const backToSettings = (outcome: GoogleConnectOutcome) => `${GOOGLE_PAGES.settings}?google=${outcome}#settings-google`;

type Outcome = { user: CurrentUser | null; secondStep?: undefined } | { secondStep: SecondStepRequired };
type Identity = { issuer: string; subject: string; email: string };

const LINK_LOCKS: LockWording = {
  address: (minutes) => `Too many wrong passwords. Please wait ${minutes} minutes and try again, or reset your password.`,
  account: (minutes) => `Too many wrong passwords on this account. Please wait ${minutes} minutes and try again, or reset your password.`,
};

// One adapter per configuration: it holds only the provider's metadata, never a person's state.
const adapters = new WeakMap<Config, GoogleSignIn | null>();
export function googleSignInOf(ctx: AppContext): GoogleSignIn | null {
  if (!adapters.has(ctx.config)) adapters.set(ctx.config, createGoogleSignIn(ctx.config));
  return adapters.get(ctx.config) ?? null;
}

const notOffered = () => new AppError('NOT_FOUND', 'Sign in with Google is not available on this site. Sign in with your email and password.');
const tookTooLong = () =>
  new AppError('UNAUTHENTICATED', 'Your sign-in with Google took too long or was not finished. Please sign in with Google again.', { field: 'google' });

function requireGoogle(ctx: AppContext): GoogleSignIn {
  const google = googleSignInOf(ctx);
  if (!google) throw notOffered();
  return google;
}

function setCookie(ctx: AppContext, reply: FastifyReply, name: string, value: string, maxAgeMs: number) {
  // Lax: the provider sends the browser back with a top-level GET from its own site.
  reply.setCookie(name, value, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.PUBLIC_URL.startsWith('https:'),
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}
const clearCookie = (reply: FastifyReply, name: string) => reply.clearCookie(name, { path: COOKIE_PATH });

/**
 * The provider's address to send the browser to; the checks of its return go in the flow cookie,
 * with the signed-in account to link when the trip connects Google from the settings (`linkTo`).
 */
export async function startGoogleSignIn(ctx: AppContext, reply: FastifyReply, linkTo?: number): Promise<string> {
  const google = requireGoogle(ctx);
  const { url, checks } = await google.start(appLink(ctx, GOOGLE_CALLBACK_PATH));
  const ttlMs = SIGNED_LINK_TTL_MS['google-sign-in'];
  const subject = { s: checks.state, n: checks.nonce, v: checks.codeVerifier, ...(linkTo === undefined ? {} : { l: linkTo }) };
  setCookie(ctx, reply, FLOW_COOKIE, ctx.signedLinks.create('google-sign-in', subject, { ttlMs }), ttlMs);
  return url;
}

/**
 * Connecting Google from the settings while signed in (ADR 128): the same trip to the provider,
 * whose return links the Google account to this one (no password asked: the session proves the
 * account, and the trip's cookie can only be set by it). 409 when one is linked already.
 */
export async function startGoogleConnect(ctx: AppContext, reply: FastifyReply, username: string): Promise<{ location: string }> {
  requireGoogle(ctx);
  const user = await findUserByUsername(ctx.db, username);
  if (!user) throw new AppError('NOT_FOUND', 'That account was not found.');
  const [linked] = await ctx.db.select({ id: googleIdentities.id }).from(googleIdentities).where(eq(googleIdentities.userId, user.id));
  if (linked) throw new AppError('CONFLICT', 'A Google account is linked already. Unlink it first to connect another.', { field: 'google' });
  return { location: await startGoogleSignIn(ctx, reply, user.id) };
}

/** The return of a trip that connects Google to a signed-in account: link it, then back to the settings saying how it went. */
async function finishGoogleConnect(ctx: AppContext, userId: number, identity: Identity): Promise<string> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) return returnTo('failed');
  const holder = await findLinkedUser(ctx, identity);
  if (holder && holder.id !== user.id) return backToSettings('taken');
  try {
    await link(ctx, user, identity, 'settings');
  } catch {
    return backToSettings('taken');
  }
  return backToSettings('linked');
}

const returnTo = (reason: 'failed' | 'unverified' | 'no-account') => `${GOOGLE_PAGES.login}?google=${reason}`;

/**
 * The provider's return: checks state, nonce and PKCE (openid-client), then answers the web page
 * to go to. A linked identity goes on to sign in; an unknown one with an account at its verified
 * address goes to the page that proves the account; anything else back to sign-in, saying why.
 */
export async function finishGoogleSignIn(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const google = requireGoogle(ctx);
  const flow = request.cookies[FLOW_COOKIE];
  clearCookie(reply, FLOW_COOKIE);
  let identity: Identity;
  let linkTo: number | null = null;
  try {
    if (!flow) return returnTo('failed');
    const { s, n, v, l } = ctx.signedLinks.verify(flow, 'google-sign-in').subject;
    if (typeof s !== 'string' || typeof n !== 'string' || typeof v !== 'string') return returnTo('failed');
    if (typeof l === 'number') linkTo = l;
    const callbackUrl = new URL(request.url, ctx.config.PUBLIC_URL);
    const proven = await google.finish(callbackUrl, { state: s, nonce: n, codeVerifier: v });
    if (!proven.email || !proven.emailVerified) return linkTo === null ? returnTo('unverified') : backToSettings('failed');
    identity = { issuer: proven.issuer, subject: proven.subject, email: proven.email };
  } catch (error) {
    request.log.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'sign in with Google refused');
    return linkTo === null ? returnTo('failed') : backToSettings('failed');
  }
  if (linkTo !== null) return finishGoogleConnect(ctx, linkTo, identity);
  const linked = await findLinkedUser(ctx, identity);
  if (!linked && !(await findUserByEmail(ctx.db, identity.email))) return returnTo('no-account');
  const ttlMs = SIGNED_LINK_TTL_MS['google-identity'];
  const token = ctx.signedLinks.create('google-identity', { i: identity.issuer, s: identity.subject, e: identity.email }, { ttlMs });
  setCookie(ctx, reply, IDENTITY_COOKIE, token, ttlMs);
  return linked ? GOOGLE_PAGES.signedIn : GOOGLE_PAGES.link;
}

function identityOf(ctx: AppContext, request: FastifyRequest): Identity {
  const cookie = request.cookies[IDENTITY_COOKIE];
  if (!cookie) throw tookTooLong();
  try {
    const { i, s, e } = ctx.signedLinks.verify(cookie, 'google-identity').subject;
    if (typeof i === 'string' && typeof s === 'string' && typeof e === 'string') return { issuer: i, subject: s, email: e };
  } catch {
    // Expired or changed: the same answer as none.
  }
  throw tookTooLong();
}

async function findLinkedUser(ctx: AppContext, identity: Pick<Identity, 'issuer' | 'subject'>): Promise<UserRecord | null> {
  const [row] = await ctx.db
    .select({ user: users })
    .from(googleIdentities)
    .innerJoin(users, eq(users.id, googleIdentities.userId))
    .where(and(eq(googleIdentities.issuer, identity.issuer), eq(googleIdentities.subject, identity.subject)));
  return row?.user ?? null;
}

/** The sign-in itself, as after a right password: the second step when it is on, else the session. */
async function signIn(ctx: AppContext, reply: FastifyReply, user: UserRecord): Promise<Outcome> {
  clearCookie(reply, IDENTITY_COOKIE);
  if (await hasSecondFactor(ctx.db, user.id)) return { secondStep: secondStepChallenge(ctx, user) };
  return { user: await finishSignIn(ctx, reply, user, showsKnownDevice(ctx, reply, user)) };
}

/** Signs in the account the identity of this browser is linked to. */
export async function signInWithGoogle(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<Outcome> {
  requireGoogle(ctx);
  const user = await findLinkedUser(ctx, identityOf(ctx, request));
  if (!user) throw new AppError('UNAUTHENTICATED', 'That Google account is not linked to a Chairside account yet.', { field: 'google' });
  return signIn(ctx, reply, user);
}

/** Links the identity to the user (once per account and provider), audited; a 409 when another is linked. */
async function link(ctx: AppContext, user: UserRecord, identity: Identity, how: string) {
  const inserted = await ctx.db
    .insert(googleIdentities)
    .values({ userId: user.id, issuer: identity.issuer, subject: identity.subject, email: identity.email })
    .onConflictDoNothing()
    .returning({ id: googleIdentities.id });
  if (inserted.length === 0) {
    const already = await findLinkedUser(ctx, identity);
    if (already?.id === user.id) return;
    throw new AppError('CONFLICT', 'Your account is already linked to another Google account. Unlink it in your settings first.', { field: 'google' });
  }
  await recordAudit(ctx.db, { actor: user.username, subject: user.username, method: 'POST', path: `/api9/auth/google/link/${how}`, status: 200 });
}

/**
 * Links the identity of this browser to the account of its address with that account's password,
 * then signs in. A wrong password is 401 and links nothing; wrong passwords count against the
 * limits of sign-in (ADR 20).
 */
export async function linkGoogleByPassword(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, password: string): Promise<Outcome> {
  requireGoogle(ctx);
  const identity = identityOf(ctx, request);
  const user = await findUserByEmail(ctx.db, identity.email);
  const knownDevice = showsKnownDevice(ctx, reply, user);
  const attempt = { email: identity.email, passwordHash: user?.passwordHash ?? null, ip: request.ip, knownDevice };
  await admitPasswordAttempt(ctx, attempt, LINK_LOCKS);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!user || !passwordOk) {
    await recordPasswordFailure(ctx, attempt);
    throw new AppError('UNAUTHENTICATED', 'That is not the password of your Chairside account.', { field: 'password' });
  }
  await recordPasswordSuccess(ctx, attempt);
  await link(ctx, user, identity, 'password');
  return signIn(ctx, reply, user);
}

/** Emails the account of the identity's address a link (an hour, once) that links it and signs in. */
export async function emailGoogleLink(ctx: AppContext, request: FastifyRequest): Promise<{ message: string }> {
  requireGoogle(ctx);
  const identity = identityOf(ctx, request);
  const user = await findUserByEmail(ctx.db, identity.email);
  if (user) {
    const ttlMs = SIGNED_LINK_TTL_MS['google-link'];
    const linkUrl = ctx.signedLinks.link(
      'google-link',
      { u: user.id, i: identity.issuer, s: identity.subject, e: identity.email },
      `${GOOGLE_PAGES.confirm}?token=`,
      { ttlMs, singleUse: true },
    );
    await ctx.mailer.send({ to: user.email, ...googleLinkEmail.render({ name: user.name, googleEmail: identity.email, linkUrl, minutes: ttlMs / 60_000 }) });
  }
  return { message: `We emailed a link to ${identity.email}. Open it within an hour to link Google and sign in.` };
}

/** The emailed link: links the identity it names to its account (while the account still uses that address), then signs in. */
export async function linkGoogleByEmail(ctx: AppContext, reply: FastifyReply, token: string): Promise<Outcome> {
  requireGoogle(ctx);
  const verified = ctx.signedLinks.verify(token, 'google-link');
  const { u, i, s, e } = verified.subject;
  if (typeof u !== 'number' || typeof i !== 'string' || typeof s !== 'string' || typeof e !== 'string')
    throw new AppError('LINK_INVALID', 'This link is not valid.');
  return ctx.signedLinks.useOnce(verified, async () => {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, u));
    if (!user || user.email.toLowerCase() !== e.toLowerCase())
      throw new AppError('LINK_INVALID', 'This link no longer works: the account’s email address has changed.', { field: 'token' });
    await link(ctx, user, { issuer: i, subject: s, email: e }, 'email');
    return signIn(ctx, reply, user);
  });
}

/** The settings' entry: whether Google is offered, and the linked Google address. */
export async function googleAccountOf(ctx: AppContext, username: string): Promise<GoogleAccount> {
  const [row] = await ctx.db
    .select({ email: googleIdentities.email })
    .from(googleIdentities)
    .innerJoin(users, eq(users.id, googleIdentities.userId))
    .where(eq(users.username, username));
  return { available: googleSignInOf(ctx) !== null, linkedEmail: row?.email ?? null };
}

/** Unlinks Google from the account, with its password; audited. */
export async function unlinkGoogle(ctx: AppContext, username: string, currentPassword: string, ip: string): Promise<void> {
  const user = await findUserByUsername(ctx.db, username);
  if (!user) throw new AppError('NOT_FOUND', 'That account was not found.');
  await checkCurrentPassword(ctx, user, currentPassword, ip);
  const removed = await ctx.db.delete(googleIdentities).where(eq(googleIdentities.userId, user.id)).returning({ id: googleIdentities.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', 'No Google account is linked to your account.', { field: 'google' });
  await recordAudit(ctx.db, { actor: user.username, subject: user.username, method: 'POST', path: `/api9/users/${user.username}/google/unlink`, status: 204 });
}
