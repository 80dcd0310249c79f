import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { uniqueEmail } from '../support/people';
import { expectNoAxeViolations } from '../support/accessibility';
import { freePort, startServer, stopServer } from '../support/own-server';
import { startOpenIdProvider } from '../support/openid-provider';

// Sign in with Google (ADR 107), against a local OpenID provider standing in for Google: a job
// seeker who registered on the site signs in with the Google account of the same address, proves
// the account with its password once, lands signed in; signs out; and signs in with Google again
// without the password. The settings then show the Google address linked; unlinked there, it is
// connected again from the settings while signed in, and signs in once more.

async function signOut(page: Page) {
  await page.getByRole('button', { name: /user menu/i }).click();
  await page
    .getByRole('link', { name: 'Sign Out' })
    .or(page.getByRole('menuitem', { name: 'Sign Out' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/dental-jobs\/login\/?$/);
}

/** At the provider's own pages: sign in as `email`, then allow Chairside (a provider that remembers both sends the browser straight back). */
async function signInAtProvider(page: Page, email: string) {
  await page.waitForURL((url) => ['/interaction/', '/app/', '/dental-jobs/login/google'].some((prefix) => url.pathname.startsWith(prefix)));
  if (!new URL(page.url()).pathname.startsWith('/interaction/')) return;
  await page.getByPlaceholder('Enter any login').fill(email);
  await page.getByPlaceholder('and password').fill('google-side-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a job seeker links Google with their password once, then signs in with Google alone', async ({ browser }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const provider = await startOpenIdProvider({ redirectUri: `${origin}/api9/auth/google/callback` });
  const dataDir = mkdtempSync(join(tmpdir(), 'chairside-google-'));
  const server = await startServer(port, dataDir, {
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    GOOGLE_ISSUER_URL: provider.issuer,
  });
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    const email = uniqueEmail('google-seeker');
    const password = 'google-journey-2026';
    await page.goto('/dental-jobs/register/staff/');
    await page.getByLabel('Your name').fill('Gwen Ortega');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('Position').selectOption('DH');
    await page.getByLabel('ZIP code').fill('78701');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await signOut(page);

    // First time: Google's account is new to Chairside, and the account of its address is proved by its password.
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await signInAtProvider(page, email);
    await expect(page).toHaveURL(/\/dental-jobs\/login\/google\/link\/$/);
    await expect(page.getByRole('heading', { name: 'Link Your Google Account' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Chairside password').fill('not-my-password');
    await page.getByRole('button', { name: 'Link Google and Sign In' }).click();
    await expect(page.getByText('That is not the password of your Chairside account.')).toBeVisible();
    await page.getByLabel('Chairside password').fill(password);
    await page.getByRole('button', { name: 'Link Google and Sign In' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await signOut(page);

    // Again: Google alone signs in.
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await signInAtProvider(page, email);
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    await page.goto('/app/account-settings#settings-google');
    const panel = page.getByRole('region', { name: 'Sign in with Google' });
    await expect(panel).toContainText(`Google: linked as ${email}`);

    // Unlinked with the password, then connected again from the settings while signed in (ADR 128).
    await panel.getByRole('button', { name: 'Unlink Google' }).click();
    const unlink = panel.getByRole('form', { name: 'Unlink Google' });
    await unlink.getByLabel('Current password').fill(password);
    await unlink.getByRole('button', { name: 'Unlink Google' }).click();
    await expect(panel.getByRole('status')).toHaveText('Google is unlinked. It no longer signs in to this account.');
    await expect(panel).toContainText('Google: not linked.');
    await panel.getByRole('button', { name: 'Connect Google' }).click();
    await signInAtProvider(page, email);
    await expect(page).toHaveURL(/\/app\/account-settings\?google=linked#settings-google$/);
    await expect(panel.getByRole('status')).toHaveText('Google is connected. You can now sign in with Google.');
    await expect(panel).toContainText(`Google: linked as ${email}`);
    await signOut(page);
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await signInAtProvider(page, email);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  } finally {
    await context.close();
    await stopServer(server);
    await provider.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
