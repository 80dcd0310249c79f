import { closeSync, existsSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD } from './people';
import { fillSignIn } from './steps';

/** The code an authenticator app shows for the key (spaces allowed) `steps` periods of 30 seconds from `at` (now). */
export const totpCode = (key: string, steps = 0, at = new Date()) =>
  TOTP.generate({ secret: Secret.fromBase32(key.replace(/\s/g, '')), timestamp: at.getTime() + steps * 30_000 });

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

/** The demo administrator: password and authenticator key as published in the README (a local try-out only). */
export const DEMO_ADMIN_EMAIL = 'admin@demo.chairside.dev';
export const DEMO_ADMIN_TOTP_KEY = 'CHAIRSIDEDEMOADMINTWOSTEPKEY2345';

const STEP_MS = 30_000;
const LOCK = join(tmpdir(), 'chairside-e2e-demo-admin.lock');
const LAST_STEP = join(tmpdir(), 'chairside-e2e-demo-admin.step');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `signIn` with a code of the demo administrator's key that no earlier sign-in used, one
 * worker at a time. The server accepts only a code of a later time step than the last one used
 * (ADR 105) and one step of drift: the step is the current one or the next, after the last one
 * recorded in a file every worker shares, waiting for the next 30 seconds when both are used.
 * The lock is held until the sign-in is done, so no other worker's later code lands first.
 */
async function withDemoAdminCode<T>(signIn: (code: string) => Promise<T>): Promise<T> {
  for (;;) {
    try {
      closeSync(openSync(LOCK, 'wx'));
      break;
    } catch {
      // A lock older than a minute belongs to a worker that stopped midway.
      const stale = (() => {
        try {
          return Date.now() - statSync(LOCK).mtimeMs > 60_000;
        } catch {
          return false;
        }
      })();
      if (stale) rmSync(LOCK, { force: true });
      else await sleep(100);
    }
  }
  try {
    const last = existsSync(LAST_STEP) ? Number(readFileSync(LAST_STEP, 'utf8')) || 0 : 0;
    let current = Math.floor(Date.now() / STEP_MS);
    while (last > current) {
      await sleep((current + 1) * STEP_MS - Date.now() + 50);
      current = Math.floor(Date.now() / STEP_MS);
    }
    const step = Math.max(current, last + 1);
    const code = TOTP.generate({ secret: Secret.fromBase32(DEMO_ADMIN_TOTP_KEY), timestamp: step * STEP_MS });
    // Recorded first: a sign-in that fails midway may still have used the step.
    writeFileSync(LAST_STEP, String(step));
    return await signIn(code);
  } finally {
    rmSync(LOCK, { force: true });
  }
}

/**
 * Signs the demo administrator in from the login page (password, then a code of the published key)
 * and lands on the dashboard. On a journey's own server, whose clock may have been moved on, pass
 * its clock: the code is that moment's, and no other journey spends that server's codes.
 */
export async function signInAsDemoAdmin(page: Page, serverNow?: () => Date) {
  await page.goto('/dental-jobs/login/');
  await fillSignIn(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  const step = page.getByRole('form', { name: 'Two-step sign-in' });
  await expect(step.getByLabel('Authentication code')).toBeVisible();
  const enter = async (code: string) => {
    await step.getByLabel('Authentication code').fill(code);
    await step.getByRole('button', { name: 'Verify and Sign In' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  };
  if (serverNow) await enter(totpCode(DEMO_ADMIN_TOTP_KEY, 0, serverNow()));
  else await withDemoAdminCode(enter);
}

/** Signs the demo administrator in through the API (password, then a code): answers the second step's response (Authorization header, refresh cookie). */
export async function signInDemoAdminByApi(request: APIRequestContext) {
  const login = await request.post('/api9/auth/login', { data: { username: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(202);
  const { challenge } = (await login.json()) as { challenge: string };
  return withDemoAdminCode(async (code) => {
    const done = await request.post('/api9/auth/login/second-step', { data: { challenge, code } });
    expect(done.status()).toBe(200);
    return done;
  });
}
