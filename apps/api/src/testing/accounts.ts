import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { outboxMessages, secondFactors, signInSessions, users } from '@chairside/db/schema';
import { hashPassword } from '../platform/passwords';
import type { TestApi } from './test-api';

export type TestAccount = { username: string; email: string; password: string; authorization: string; cookie: string };

/** The refresh cookie (name=value) from a response's set-cookie header. */
export function refreshCookie(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const found = cookies.find((c) => c.startsWith('chairside_refresh='));
  if (!found) throw new Error('no refresh cookie');
  return found.split(';')[0];
}

/** A job seeker signed up through the API, with its session. */
export async function signUpStaff(api: TestApi, overrides: { email?: string; password?: string } = {}): Promise<TestAccount> {
  const email = overrides.email ?? `seeker-${randomInt(1_000_000_000)}@example.com`;
  const password = overrides.password ?? 'hygiene-first-2026';
  const response = await api.app.inject({
    method: 'POST',
    url: '/api9/users/staff',
    payload: { email, password, name: 'Raé Núñez', position: 'DH', zip: '78701', kind: 'staff' },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return {
    username: response.json().username,
    email,
    password,
    authorization: response.headers.authorization as string,
    cookie: refreshCookie(response.headers['set-cookie']),
  };
}

export async function logIn(api: TestApi, email: string, password: string) {
  return api.app.inject({ method: 'POST', url: '/api9/auth/login', payload: { username: email, password } });
}

/** The authenticator app's code for a secret at the application's time, `steps` periods of 30 seconds later. */
export const totpCode = (api: TestApi, secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: api.ctx.clock.now().getTime() + steps * 30_000 });

/**
 * An administrator inserted directly (no route creates one), then signed in. Administrators need
 * two-step sign-in (ADR 105): by default the account has it on and signs in with a code, so the
 * session has just proved it. `secondFactor: false`: an administrator of before, without it, whose
 * session never proved one (a session from before the requirement; signing in again asks for setup).
 */
export async function createAdmin(api: TestApi, options: { secondFactor?: boolean } = {}): Promise<TestAccount & { totpSecret: string | null }> {
  const suffix = randomInt(1_000_000_000);
  const account = { username: `admin-${suffix}`, email: `admin-${suffix}@example.com`, password: 'admin-password-2026' };
  const [{ id }] = await api.database.db
    .insert(users)
    .values({ username: account.username, email: account.email, passwordHash: await hashPassword(account.password), role: 'admin', name: 'Ada Admin' })
    .returning({ id: users.id });
  const secret = new Secret({ size: 20 }).base32;
  await api.database.db.insert(secondFactors).values({ userId: id, totpSecret: secret, enabledAt: api.ctx.clock.now().toISOString() });
  let login = await logIn(api, account.email, account.password);
  if (login.statusCode === 202)
    login = await api.app.inject({
      method: 'POST',
      url: '/api9/auth/login/second-step',
      payload: { challenge: login.json().challenge, code: totpCode(api, secret) },
    });
  if (login.statusCode !== 200) throw new Error(`admin sign-in failed: ${login.body}`);
  const totpSecret = options.secondFactor === false ? null : secret;
  if (!totpSecret) {
    await api.database.db.delete(secondFactors).where(eq(secondFactors.userId, id));
    await api.database.db.update(signInSessions).set({ secondFactorAt: null }).where(eq(signInSessions.userId, id));
  }
  return { ...account, totpSecret, authorization: login.headers.authorization as string, cookie: refreshCookie(login.headers['set-cookie']) };
}

/** The newest email sent to an address with the given subject, from the outbox table. */
export async function lastEmailTo(api: TestApi, to: string, subject: string) {
  const [row] = await api.database.db
    .select({ text: outboxMessages.textBody })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, to), eq(outboxMessages.subject, subject)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row?.text ?? null;
}

/** The claims part of a bearer token, without checking its signature. */
export function tokenClaims(authorization: string): Record<string, unknown> {
  const part = authorization.replace(/^Bearer\s+/i, '').split('.')[1];
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}
