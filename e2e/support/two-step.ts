import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { fillSignIn } from './steps';

/** The code an authenticator app shows for the key (spaces allowed) `steps` periods of 30 seconds from now. */
export const totpCode = (key: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(key.replace(/\s/g, '')), timestamp: Date.now() + steps * 30_000 });

/** Turns two-step sign-in on for an account through the API (signing in with its password); answers the key and recovery codes. */
export async function turnOnTwoStep(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api9/auth/login', { data: { username: email, password } });
  expect(login.status()).toBe(200);
  const { username } = (await login.json()) as { username: string };
  const headers = { authorization: login.headers()['authorization'] };
  const setup = await request.post(`/api9/users/${username}/two-step/setup`, { headers, data: {} });
  expect(setup.status()).toBe(201);
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await request.post(`/api9/users/${username}/two-step/confirm`, { headers, data: { code: totpCode(secret) } });
  expect(confirmed.status()).toBe(200);
  return { secret, recoveryCodes: ((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes };
}

/**
 * Signs in from the login page with the password and then a code for the key (the next period's,
 * so it never repeats a code just used), and lands on the dashboard.
 */
export async function signInWithCode(page: Page, email: string, password: string, key: string) {
  await page.goto('/dental-jobs/login/');
  await fillSignIn(page, email, password);
  const step = page.getByRole('form', { name: 'Two-step sign-in' });
  await step.getByLabel('Authentication code').fill(totpCode(key, 1));
  await step.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}
