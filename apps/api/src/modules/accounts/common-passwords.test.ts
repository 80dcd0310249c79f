import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { passwordResetCodes, users } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import { lastEmailTo, signUpStaff } from '../../testing/accounts';
import { isCommonPassword } from '../../platform/common-passwords';
import { COMMON_PASSWORD_MESSAGE } from './new-password';

const api = useTestApi();

describe('common passwords', () => {
  it('knows the passwords people choose most, whatever their letter case, and not a passphrase', () => {
    for (const common of ['password', '12345678', 'iloveyou', 'Baseball', 'QWERTYUIOP', 'trustno1']) expect(isCommonPassword(common), common).toBe(true);
    for (const fine of ['hygiene-first-2026', 'molar canoe lantern', 'x7#Lq9!vR2']) expect(isCommonPassword(fine), fine).toBe(false);
  });

  it('refuses one at sign-up, naming the password and saying why, and stores nothing', async () => {
    const email = 'common-password@example.com';
    const answer = await api.app.inject({
      method: 'POST',
      url: '/api9/users/staff',
      payload: { email, password: 'iloveyou', name: 'Sam Lee', position: 'DA', zip: '78701', kind: 'staff' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0]).toMatchObject({ field: 'password', message: COMMON_PASSWORD_MESSAGE });
    const [{ value }] = await api.database.db.select({ value: count() }).from(users).where(eq(users.email, email));
    expect(value).toBe(0);
  });

  it('refuses one as a new password, and as a reset one without spending a guess of the code', async () => {
    const account = await signUpStaff(api);
    const changed = await api.app.inject({
      method: 'POST',
      url: `/api9/auth/${account.username}/password`,
      headers: { authorization: account.authorization },
      payload: { currentPassword: account.password, password: 'Football' },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors[0]).toMatchObject({ field: 'password', message: COMMON_PASSWORD_MESSAGE });

    expect((await api.app.inject({ method: 'PUT', url: '/api9/auth/password', payload: { email: account.email } })).statusCode).toBe(202);
    const code = (await lastEmailTo(api, account.email, 'Your Chairside password reset code'))!.match(/password is (\d{6})\./)![1];
    const refused = await api.app.inject({ method: 'POST', url: '/api9/auth/password', payload: { email: account.email, code, password: 'sunshine' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ field: 'password', message: COMMON_PASSWORD_MESSAGE });
    const [stored] = await api.database.db.select({ attempts: passwordResetCodes.attempts }).from(passwordResetCodes);
    expect(stored?.attempts).toBe(0);
    const done = await api.app.inject({
      method: 'POST',
      url: '/api9/auth/password',
      payload: { email: account.email, code, password: 'a-brand-new-password' },
    });
    expect(done.statusCode).toBe(200);
  });
});
