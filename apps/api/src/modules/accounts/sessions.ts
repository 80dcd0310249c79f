import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '@chairside/db/client';
import { refreshTokens, users } from '@chairside/db/schema';
import type { Role } from '@chairside/domain/accounts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { randomToken, sha256 } from '../../platform/tokens';
import { recordSignedInDevice, touchSignedInDevice } from './signed-in-devices';

export const REFRESH_COOKIE = 'chairside_refresh';
const COOKIE_PATH = '/api9/auth';
/**
 * A spent refresh credential presented again within this many seconds of its first use gets
 * the same answer as the first time (two tabs refreshing at once); later, it revokes the family.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;
/** How far a repeat within the grace window follows the family's rotations to its live credential. */
const MAX_ROTATIONS_FOLLOWED = 3;

type SessionUser = { id: number; username: string; role: Role };
type SessionOptions = { delegated?: boolean; actor?: { id: number; username: string } };

/** A new access token and a new refresh family (answered: the session's id); the refresh credential goes in an httpOnly cookie. */
export async function startSession(ctx: AppContext, reply: FastifyReply, user: SessionUser, options: SessionOptions = {}): Promise<string> {
  const familyId = randomUUID();
  await issueRefreshToken(ctx, reply, user.id, familyId, options);
  await recordSignedInDevice(ctx.db, ctx.config, { familyId, userId: user.id, delegated: options.delegated ?? false, request: reply.request });
  await sendAccessToken(ctx, reply, user, familyId, options);
  return familyId;
}

/** An access token of the session (refresh family): honoured only while the family is not revoked. */
async function sendAccessToken(ctx: AppContext, reply: FastifyReply, user: SessionUser, familyId: string, options: SessionOptions) {
  const token = await ctx.tokens.sign({
    username: user.username,
    role: user.role,
    delegated: options.delegated ?? false,
    actor: options.actor?.username,
    session: familyId,
  });
  reply.header('authorization', `Bearer ${token}`);
}

type IssueOptions = SessionOptions & { db?: Database; token?: string };

/** Stores a refresh credential (random, or the one given) of the family and sets it as the cookie. */
async function issueRefreshToken(ctx: AppContext, reply: FastifyReply, userId: number, familyId: string, options: IssueOptions) {
  const token = options.token ?? randomToken();
  const expiresAt = new Date(ctx.clock.now().getTime() + ctx.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  await (options.db ?? ctx.db).insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256(token),
    delegated: options.delegated ?? false,
    actorUserId: options.actor?.id ?? null,
    expiresAt: expiresAt.toISOString(),
  });
  setRefreshCookie(ctx, reply, familyId, token, expiresAt);
}

function setRefreshCookie(ctx: AppContext, reply: FastifyReply, familyId: string, token: string, expiresAt: Date) {
  reply.setCookie(REFRESH_COOKIE, `${familyId}.${token}`, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.PUBLIC_URL.startsWith('https:'),
    expires: expiresAt,
  });
}

/**
 * The credential that replaces a spent one: derived from it with the server's key, so a repeat
 * of the same refresh can answer the same cookie, and nobody without the key can compute it.
 */
const successorOf = (ctx: AppContext, token: string) => ctx.tokens.digest('refresh-successor', token);

/** The known-device cookie of sign-in (ADR 20): which account this browser last signed in to. */
export const KNOWN_DEVICE_COOKIE = 'chairside_device';
const KNOWN_DEVICE_DAYS = 365;

export function setKnownDeviceCookie(ctx: AppContext, reply: FastifyReply, mark: string) {
  reply.setCookie(KNOWN_DEVICE_COOKIE, mark, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.PUBLIC_URL.startsWith('https:'),
    maxAge: KNOWN_DEVICE_DAYS * 86_400,
  });
}

export function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
}

const sessionExpired = () => new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');

/**
 * The family's live credential reached from a spent one by following its rotations (each one
 * the successor of the one before), with its expiry; null if the chain is broken or revoked.
 */
async function liveSuccessor(ctx: AppContext, db: Database, familyId: string, spent: string) {
  let current = spent;
  for (let step = 0; step < MAX_ROTATIONS_FOLLOWED; step++) {
    const next = successorOf(ctx, current);
    const [row] = await db
      .select({ usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt, expiresAt: refreshTokens.expiresAt })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, sha256(next)), eq(refreshTokens.familyId, familyId)))
      .limit(1);
    if (!row || row.revokedAt || new Date(row.expiresAt).getTime() <= ctx.clock.now().getTime()) return null;
    if (!row.usedAt) return { token: next, expiresAt: new Date(row.expiresAt) };
    current = next;
  }
  return null;
}

/**
 * Rotates the refresh credential: the presented one is spent and its successor of the same
 * family is issued. The same spent credential presented again within
 * REFRESH_REUSE_GRACE_SECONDS of its first use (two tabs, a retried request) answers the
 * family's live credential again; presented later, it revokes the whole family (theft).
 * The row is locked, so simultaneous refreshes take turns and the later ones see it spent.
 */
export async function refreshSession(ctx: AppContext, reply: FastifyReply, username: string, cookie: string | undefined) {
  if (!cookie) throw sessionExpired();
  const token = cookie.split('.')[1] ?? '';
  const now = ctx.clock.now().toISOString();
  const outcome = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        familyId: refreshTokens.familyId,
        usedAt: refreshTokens.usedAt,
        revokedAt: refreshTokens.revokedAt,
        expiresAt: refreshTokens.expiresAt,
        delegated: refreshTokens.delegated,
        actorUserId: refreshTokens.actorUserId,
        userId: users.id,
        username: users.username,
        role: users.role,
      })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(eq(refreshTokens.tokenHash, sha256(token)))
      .for('update')
      .limit(1);
    if (!row || row.username !== username) return { kind: 'invalid' as const };
    const actor = row.actorUserId
      ? (await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, row.actorUserId)))[0]
      : undefined;
    const options: SessionOptions = { delegated: row.delegated, actor };
    const user = { id: row.userId, username: row.username, role: row.role as Role };
    if (row.usedAt && !row.revokedAt && ctx.clock.now().getTime() - new Date(row.usedAt).getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1_000) {
      const live = await liveSuccessor(ctx, db, row.familyId, token);
      if (live) {
        setRefreshCookie(ctx, reply, row.familyId, live.token, live.expiresAt);
        return { kind: 'ok' as const, user, options, familyId: row.familyId };
      }
    }
    if (row.usedAt || row.revokedAt) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { kind: 'reused' as const };
    }
    if (new Date(row.expiresAt).getTime() <= ctx.clock.now().getTime()) return { kind: 'invalid' as const };
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    await issueRefreshToken(ctx, reply, row.userId, row.familyId, { ...options, db, token: successorOf(ctx, token) });
    await touchSignedInDevice(db, row.familyId, ctx.clock.now());
    return { kind: 'ok' as const, user, options, familyId: row.familyId };
  });
  if (outcome.kind !== 'ok') {
    clearRefreshCookie(reply);
    throw sessionExpired();
  }
  await sendAccessToken(ctx, reply, outcome.user, outcome.familyId, outcome.options);
}

/**
 * Revokes the family of the presented refresh credential and the session of the presented
 * access token (the same one from the web app): its access tokens are refused from then on.
 */
export async function endSession(ctx: AppContext, reply: FastifyReply, cookie: string | undefined, accessSession: string | undefined) {
  clearRefreshCookie(reply);
  const token = cookie?.split('.')[1];
  if (token)
    await ctx.db.execute(sql`
      update refresh_tokens set revoked_at = now()
      where revoked_at is null
        and family_id = (select family_id from refresh_tokens where token_hash = ${sha256(token)})`);
  if (accessSession)
    await ctx.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, accessSession), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user (after a password reset or change). */
export async function endAllSessions(db: Database, userId: number) {
  await db.execute(sql`update refresh_tokens set revoked_at = now() where user_id = ${userId} and revoked_at is null`);
}
