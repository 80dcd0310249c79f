import type { CurrentUser, TokenPayload } from '@chairside/domain/accounts';
import { parseTokenPayload } from './token-payload';
import { clearPrivateOfflineData } from './offline-data';

/** Keys of the browser's localStorage that hold the session. */
export const AUTH_TOKEN_KEY = 'authToken';
export const TOKEN_USER_KEY = 'tokenUserData';
export const CURRENT_USER_KEY = 'currentUserData';

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

export function readToken(): string | null {
  return storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
}

/** Saves the token only if it is a string whose payload parses; answers the payload. */
export function saveToken(token: unknown): TokenPayload | null {
  const payload = parseTokenPayload(token);
  if (!payload || typeof token !== 'string') return null;
  try {
    storage()?.setItem(AUTH_TOKEN_KEY, token.replace(/^Bearer\s+/i, ''));
    storage()?.setItem(TOKEN_USER_KEY, JSON.stringify(payload));
  } catch {
    console.warn('Could not save token data');
  }
  return payload;
}

export function readTokenPayload(): TokenPayload | null {
  return parseTokenPayload(readToken());
}

export function saveCurrentUser(user: CurrentUser): void {
  try {
    storage()?.setItem(CURRENT_USER_KEY, JSON.stringify(user));
  } catch {
    console.warn('Could not save user data');
  }
}

export function readCurrentUser(): CurrentUser | null {
  try {
    const raw = storage()?.getItem(CURRENT_USER_KEY);
    return raw ? (JSON.parse(raw) as CurrentUser) : null;
  } catch {
    return null;
  }
}

export function clearSession(): void {
  for (const key of [AUTH_TOKEN_KEY, TOKEN_USER_KEY, CURRENT_USER_KEY]) storage()?.removeItem(key);
  // What the installable app kept for offline reading belongs to this session only (ADR 54).
  clearPrivateOfflineData();
}
