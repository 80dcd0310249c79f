import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '@chairside/db/client';
import { refreshTokens, users } from '@chairside/db/schema';
import type { Role } from '@chairside/domain/accounts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { randomToken, sha256 } from '../../platform/tokens';

export const REFRESH_COOKIE = 'chairside_refresh';
const COOKIE_PATH = '/api9/auth';

type SessionUser = { id: number; username: string; role: Role };
type SessionOptions = { delegated?: boolean; actor?: { id: number; username: string } };

/** A new access token and a new refresh family; the refresh credential goes in an httpOnly cookie. */
export async function startSession(ctx: AppContext, reply: FastifyReply, user: SessionUser, options: SessionOptions = {}) {
  await issueRefreshToken(ctx, reply, user.id, randomUUID(), options);
  await sendAccessToken(ctx, reply, user, options);
}

async function sendAccessToken(ctx: AppContext, reply: FastifyReply, user: SessionUser, options: SessionOptions) {
  const token = await ctx.tokens.sign({
    username: user.username,
    role: user.role,
    delegated: options.delegated ?? false,
    actor: options.actor?.username,
  });
  reply.header('authorization', `Bearer ${token}`);
}

async function issueRefreshToken(ctx: AppContext, reply: FastifyReply, userId: number, familyId: string, options: SessionOptions, db: Database = ctx.db) {
  const token = randomToken();
  const expiresAt = new Date(ctx.clock.now().getTime() + ctx.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256(token),
    delegated: options.delegated ?? false,
    actorUserId: options.actor?.id ?? null,
    expiresAt: expiresAt.toISOString(),
  });
  reply.setCookie(REFRESH_COOKIE, `${familyId}.${token}`, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.PUBLIC_URL.startsWith('https:'),
    expires: expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
}

const sessionExpired = () => new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');

/**
 * Rotates the refresh credential: the presented one is spent and a new one of the same family
 * is issued. Presenting a spent credential again revokes the whole family.
 */
export async function refreshSession(ctx: AppContext, reply: FastifyReply, username: string, cookie: string | undefined) {
  if (!cookie) throw sessionExpired();
  const token = cookie.split('.')[1] ?? '';
  const now = ctx.clock.now().toISOString();
  const outcome = await ctx.db.transaction(async (tx) => {
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
    if (row.usedAt || row.revokedAt) {
      await tx.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { kind: 'reused' as const };
    }
    if (new Date(row.expiresAt).getTime() <= ctx.clock.now().getTime()) return { kind: 'invalid' as const };
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    const actor = row.actorUserId
      ? (await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, row.actorUserId)))[0]
      : undefined;
    const options: SessionOptions = { delegated: row.delegated, actor };
    await issueRefreshToken(ctx, reply, row.userId, row.familyId, options, tx as unknown as Database);
    return { kind: 'ok' as const, user: { id: row.userId, username: row.username, role: row.role as Role }, options };
  });
  if (outcome.kind !== 'ok') {
    clearRefreshCookie(reply);
    throw sessionExpired();
  }
  await sendAccessToken(ctx, reply, outcome.user, outcome.options);
}

/** Revokes the family of the presented refresh credential. */
export async function endSession(ctx: AppContext, reply: FastifyReply, cookie: string | undefined) {
  clearRefreshCookie(reply);
  const token = cookie?.split('.')[1];
  if (!token) return;
  await ctx.db.execute(sql`
    update refresh_tokens set revoked_at = now()
    where revoked_at is null
      and family_id = (select family_id from refresh_tokens where token_hash = ${sha256(token)})`);
}

/** Ends every session of a user (after a password reset or change). */
export async function endAllSessions(db: Database, userId: number) {
  await db.execute(sql`update refresh_tokens set revoked_at = now() where user_id = ${userId} and revoked_at is null`);
}
