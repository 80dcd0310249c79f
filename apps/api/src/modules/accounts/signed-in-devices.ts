// The person's signed-in devices (ADR 102): one per refresh family, named by its browser, a
// coarse network and a rough place from a trusted proxy's geo headers (ADR 108), with when it was last active; any of them, or all but this one, can be signed
// out, and its access tokens are refused on their next request (platform/auth.ts sessionLasts).
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@chairside/db/client';
import { refreshTokens, signInSessions } from '@chairside/db/schema';
import { coarseNetwork, deviceName, placeFromGeoHeaders, type SignedInDevice } from '@chairside/domain/devices';
import type { Config } from '../../platform/config';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { isTrustedProxy } from '../../platform/proxy-trust';

type Writer = Pick<Database, 'insert' | 'update'>;

/** How the request's device reads: its browser and coarse network. */
export function deviceOfRequest(request: FastifyRequest): { device: string; network: string | null } {
  return { device: deviceName(request.headers['user-agent']), network: coarseNetwork(request.ip) };
}

/**
 * The request's rough place ('Chicago, IL'): from the geo headers of GEO_HEADERS' proxy, read only
 * when the connection comes from a TRUST_PROXY proxy (a client can send any header); else null.
 */
export function placeOfRequest(config: Pick<Config, 'GEO_HEADERS' | 'TRUST_PROXY'>, request: FastifyRequest): string | null {
  if (config.GEO_HEADERS === 'none' || !isTrustedProxy(config.TRUST_PROXY, request.socket.remoteAddress)) return null;
  return placeFromGeoHeaders(config.GEO_HEADERS, request.headers);
}

/** Records a new session's device (called as the session starts). */
export async function recordSignedInDevice(
  db: Writer,
  config: Pick<Config, 'GEO_HEADERS' | 'TRUST_PROXY'>,
  session: { familyId: string; userId: number; delegated: boolean; request: FastifyRequest },
) {
  await db.insert(signInSessions).values({
    familyId: session.familyId,
    userId: session.userId,
    delegated: session.delegated,
    ...deviceOfRequest(session.request),
    place: placeOfRequest(config, session.request),
  });
}

/** The session was active now (its access token refreshed). */
export async function touchSignedInDevice(db: Writer, familyId: string, now: Date) {
  await db.update(signInSessions).set({ lastSeenAt: now.toISOString() }).where(eq(signInSessions.familyId, familyId));
}

/** The person's sessions that still last (a credential neither revoked nor expired), the most recently active first. */
export async function listSignedInDevices(ctx: AppContext, userId: number, currentSession: string | undefined): Promise<SignedInDevice[]> {
  const now = ctx.clock.now().toISOString();
  const live = ctx.db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)));
  const rows = await ctx.db
    .select({
      id: signInSessions.familyId,
      device: signInSessions.device,
      network: signInSessions.network,
      place: signInSessions.place,
      delegated: signInSessions.delegated,
      signedInAt: signInSessions.createdAt,
      lastSeenAt: signInSessions.lastSeenAt,
    })
    .from(signInSessions)
    .where(and(eq(signInSessions.userId, userId), inArray(signInSessions.familyId, live)))
    .orderBy(desc(signInSessions.lastSeenAt), desc(signInSessions.createdAt));
  return rows.map((row) => ({ ...row, current: row.id === currentSession }));
}

/** Signs one of the person's devices out: 404 when it is not theirs or already signed out. */
export async function signOutDevice(ctx: AppContext, userId: number, session: string): Promise<void> {
  const ended = await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, session), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (ended.length === 0) throw new AppError('NOT_FOUND', 'That device is not signed in.', { field: 'session' });
}

/** Signs out every device of the person but the one asking; how many were signed out. */
export async function signOutOtherDevices(ctx: AppContext, userId: number, currentSession: string | undefined): Promise<number> {
  const ended = await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), currentSession ? ne(refreshTokens.familyId, currentSession) : undefined))
    .returning({ familyId: refreshTokens.familyId });
  return new Set(ended.map((row) => row.familyId)).size;
}
