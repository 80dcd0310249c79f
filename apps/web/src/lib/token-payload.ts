import type { Role, TokenPayload } from '@chairside/domain/accounts';

// The browser reads the session token with this small check rather than the domain's zod schema,
// so public pages do not ship zod. It accepts exactly what TokenPayloadSchema accepts.
const ROLE_NAMES: Record<Role, true> = { employer: true, staff: true, admin: true };

const isRole = (value: unknown): value is Role => typeof value === 'string' && Object.hasOwn(ROLE_NAMES, value);

/** The token payload's known fields, or null when one is missing or of the wrong type. */
export function tokenPayloadFrom(value: unknown): TokenPayload | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { sub, role, delegated, exp } = value as Record<string, unknown>;
  if (typeof sub !== 'string' || !isRole(role) || typeof delegated !== 'boolean') return null;
  if (exp !== undefined && (typeof exp !== 'number' || !Number.isFinite(exp))) return null;
  return exp === undefined ? { sub, role, delegated } : { sub, role, delegated, exp };
}

/** Reads a JWT's payload without checking its signature (the server checks it). */
export function parseTokenPayload(token: unknown): TokenPayload | null {
  if (typeof token !== 'string') return null;
  const part = token.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = decodeURIComponent(Array.from(atob(padded), (c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join(''));
    return tokenPayloadFrom(JSON.parse(json));
  } catch {
    return null;
  }
}
