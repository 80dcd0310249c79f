// Two-step sign-in's emails: turning it off is told to the person, and so is signing in with a
// recovery code that leaves two or fewer; replacing the codes answers ten new ones.
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '@chairside/db/schema';
import { lastEmailTo, signUpStaff, totpCode, type TestAccount } from '../../testing/accounts';
import { useTestApi } from '../../testing/test-api';

const clock = { at: new Date('2026-12-03T02:30:00Z'), now: () => clock.at };
const api = useTestApi({ clock });

const post = (url: string, authorization: string | undefined, payload: object) =>
  api.app.inject({ method: 'POST', url: `/api9${url}`, headers: authorization ? { authorization } : {}, payload });
const status = async (account: TestAccount) =>
  (await api.app.inject({ method: 'GET', url: `/api9/users/${account.username}/two-step`, headers: { authorization: account.authorization } })).json();

async function turnOn(account: TestAccount) {
  const setup = await post(`/users/${account.username}/two-step/setup`, account.authorization, {});
  const secret = setup.json().secret as string;
  const confirmed = await post(`/users/${account.username}/two-step/confirm`, account.authorization, { code: totpCode(api, secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

async function emailsTo(to: string, subject: string): Promise<number> {
  const [row] = await api.database.db
    .select({ n: count() })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, to), eq(outboxMessages.subject, subject)));
  return Number(row.n);
}

describe("two-step sign-in's emails", () => {
  it('tells the person that two-step sign-in was turned off, in their time zone', async () => {
    const seeker = await signUpStaff(api);
    const { secret } = await turnOn(seeker);
    expect(await lastEmailTo(api, seeker.email, 'Two-step sign-in was turned off')).toBeNull();
    const off = await post(`/users/${seeker.username}/two-step/off`, seeker.authorization, {
      currentPassword: seeker.password,
      code: totpCode(api, secret, 1),
    });
    expect(off.statusCode, off.body).toBe(204);
    const email = await lastEmailTo(api, seeker.email, 'Two-step sign-in was turned off');
    expect(email).toContain('Two-step sign-in was turned off for your Chairside account');
    expect(email).toContain('/app/account-settings#settings-two-step');
  });

  it('emails when a sign-in with a recovery code leaves two or fewer, and replacing them gives ten new ones', async () => {
    const seeker = await signUpStaff(api);
    const { secret, recoveryCodes } = await turnOn(seeker);
    const login = await post('/auth/login', undefined, { username: seeker.email, password: seeker.password });
    expect(login.statusCode).toBe(202);
    const { challenge } = login.json();
    const signInWith = async (code: string) => expect((await post('/auth/login/second-step', undefined, { challenge, code })).statusCode).toBe(200);
    for (const code of recoveryCodes.slice(0, 7)) await signInWith(code);
    expect((await status(seeker)).recoveryCodesLeft).toBe(3);
    expect(await emailsTo(seeker.email, 'You have 3 recovery codes left')).toBe(0);
    // A sign-in with the app's code tells nothing.
    await signInWith(totpCode(api, secret, 1));
    expect(await emailsTo(seeker.email, 'You have 2 recovery codes left')).toBe(0);

    await signInWith(recoveryCodes[7]);
    const email = await lastEmailTo(api, seeker.email, 'You have 2 recovery codes left');
    expect(email).toContain('You have 2 left');
    expect(email).toContain('/app/account-settings#settings-two-step');
    await signInWith(recoveryCodes[8]);
    expect(await lastEmailTo(api, seeker.email, 'You have 1 recovery code left')).toContain('You have 1 left');

    // Replacing them with the last recovery code: ten new ones, the old ones stop working, no "low" email.
    const renewed = await post(`/users/${seeker.username}/two-step/recovery-codes`, seeker.authorization, { code: recoveryCodes[9] });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => recoveryCodes.includes(code))).toHaveLength(0);
    expect(await emailsTo(seeker.email, 'You have no recovery codes left')).toBe(0);
    expect((await status(seeker)).recoveryCodesLeft).toBe(10);
    expect((await post('/auth/login/second-step', undefined, { challenge, code: recoveryCodes[0] })).statusCode).toBe(401);
  });
});
