import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { refreshCookie, signUpStaff, type TestAccount } from '../../testing/accounts';
import { movableClock } from '../../testing/jobs';
import { REFRESH_REUSE_GRACE_SECONDS } from './sessions';

const clock = movableClock(new Date().toISOString());
const api = useTestApi({ clock });

const later = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1_000).toISOString());
const refresh = (account: TestAccount, cookie: string) => api.app.inject({ method: 'POST', url: `/api9/auth/${account.username}/token`, headers: { cookie } });

describe('refreshing a session', () => {
  it('answers a second refresh with the same cookie within the grace window with the same new credential', async () => {
    expect(REFRESH_REUSE_GRACE_SECONDS).toBe(30);
    const account = await signUpStaff(api);
    const first = await refresh(account, account.cookie);
    expect(first.statusCode).toBe(201);
    const next = refreshCookie(first.headers['set-cookie']);
    expect(next).not.toBe(account.cookie);

    later(29);
    const second = await refresh(account, account.cookie);
    expect(second.statusCode).toBe(201);
    expect(second.headers.authorization).toMatch(/^Bearer /);
    expect(refreshCookie(second.headers['set-cookie'])).toBe(next);

    // The new credential is the family's live one: it rotates as usual.
    const third = await refresh(account, next);
    expect(third.statusCode).toBe(201);
    expect(refreshCookie(third.headers['set-cookie'])).not.toBe(next);
  });

  it('revokes the family when a spent cookie comes back after the grace window', async () => {
    const account = await signUpStaff(api);
    const next = refreshCookie((await refresh(account, account.cookie)).headers['set-cookie']);
    later(REFRESH_REUSE_GRACE_SECONDS + 1);
    const reused = await refresh(account, account.cookie);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().errors[0].message).toBe('Your session has ended. Please sign in again.');
    expect(String(reused.headers['set-cookie'])).toMatch(/^chairside_refresh=;/);
    expect((await refresh(account, next)).statusCode).toBe(401);
  });

  it('measures the window from the first use, not from the latest repeat', async () => {
    const account = await signUpStaff(api);
    const next = refreshCookie((await refresh(account, account.cookie)).headers['set-cookie']);
    later(20);
    expect((await refresh(account, account.cookie)).statusCode).toBe(201);
    later(20);
    expect((await refresh(account, account.cookie)).statusCode).toBe(401);
    expect((await refresh(account, next)).statusCode).toBe(401);
  });

  it('answers nothing within the grace window once the person has signed out', async () => {
    const account = await signUpStaff(api);
    const next = refreshCookie((await refresh(account, account.cookie)).headers['set-cookie']);
    expect((await api.app.inject({ method: 'POST', url: `/api9/auth/${account.username}/logout`, headers: { cookie: next } })).statusCode).toBe(204);
    later(5);
    const again = await refresh(account, account.cookie);
    expect(again.statusCode).toBe(401);
    expect(again.headers.authorization).toBeUndefined();
  });

  it('gives two refreshes at the same moment with one cookie the same new credential', async () => {
    const account = await signUpStaff(api);
    const answers = await Promise.all([refresh(account, account.cookie), refresh(account, account.cookie), refresh(account, account.cookie)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const cookies = new Set(answers.map((answer) => refreshCookie(answer.headers['set-cookie'])));
    expect(cookies.size).toBe(1);
    const [next] = cookies;
    const live = await api.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from refresh_tokens t join users u on u.id = t.user_id where u.username = ${account.username} and t.used_at is null and t.revoked_at is null`,
    );
    expect(live.rows[0].n).toBe(1);
    expect((await refresh(account, next)).statusCode).toBe(201);
  });
});
