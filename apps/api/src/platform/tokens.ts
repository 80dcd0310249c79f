import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { TokenPayloadSchema, type Role, type TokenPayload } from '@chairside/domain/accounts';

/** `session`: the refresh family the token was issued to; the token is honoured only while that session lasts (ADR 3). */
export type AccessTokenClaims = { username: string; role: Role; delegated: boolean; actor?: string; session: string };

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Signs and verifies the short-lived access token (HS256). */
export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async sign(claims: AccessTokenClaims): Promise<string> {
      const payload: Record<string, unknown> = { role: claims.role, delegated: claims.delegated, sid: claims.session };
      if (claims.actor) payload.act = { sub: claims.actor };
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.username)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** A keyed digest of a value for one purpose (HMAC-SHA256 with the signing key), base64url: only the server can make it. */
    digest(purpose: string, value: string): string {
      return createHmac('sha256', key).update(`${purpose}\n${value}`).digest('base64url');
    },
    /** The claims of a valid, unexpired token naming its session, or null. Whether the session still lasts is the caller's question. */
    async verify(token: string): Promise<(TokenPayload & { actor?: string; session: string }) | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = TokenPayloadSchema.safeParse(payload);
        if (!parsed.success || typeof payload.sid !== 'string' || !SESSION_ID.test(payload.sid)) return null;
        const act = payload.act as { sub?: unknown } | undefined;
        return { ...parsed.data, actor: typeof act?.sub === 'string' ? act.sub : undefined, session: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
