import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { freePort, startServer, stopServer } from '../support/own-server';
import { DEMO_PASSWORD } from '../support/people';
import { dismissProfilePrompt, fillSignIn, registerSeeker } from '../support/steps';
import { DEMO_ADMIN_EMAIL } from '../support/two-step';

// Passkeys (ADR 106), with Chromium's virtual authenticators (platform authenticators that keep
// discoverable credentials and verify the person). The demo administrator, here without a second
// factor, chooses a passkey when asked to set one up at sign-in (ADR 128, on a security key); then,
// on their laptop's authenticator, adds a passkey in the settings, signs in with the password and
// the passkey, opens a delegated session, and signs in with the passkey alone. A server of its own:
// the demo administrator changes here, and a passkey's relying party is a host name (localhost),
// never an address.

test('an administrator adds a passkey, signs in with the password and the passkey, opens a delegated session, and signs in with the passkey alone', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'chairside-passkeys-'));
  const origin = `http://localhost:${port}`;
  const server = await startServer(port, dataDir, { PUBLIC_URL: origin, SEED_DEMO_ADMIN_TWO_STEP: 'false' });
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const seeker = await registerSeeker(page.request, { name: 'Pat Passkey', password: 'passkeys-journey-2026' });
    await dismissProfilePrompt(page);

    // Asked to set up a second factor as they sign in, the administrator makes a passkey instead of using an app.
    const securityKey = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'usb', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    await page.goto('/dental-jobs/login/');
    await fillSignIn(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const setup = page.getByRole('form', { name: 'Set up a passkey' });
    await setup.getByRole('button', { name: 'Create Passkey and Sign In' }).click();
    await expect(setup.getByText('Give the passkey a name, such as the device it is on.')).toBeVisible();
    await setup.getByLabel('Passkey name').fill('Security key');
    await setup.getByRole('button', { name: 'Create Passkey and Sign In' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId: securityKey.authenticatorId })).credentials).toHaveLength(1);
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: securityKey.authenticatorId });
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });

    // The settings: a passkey named MacBook, made by the laptop (the form says what is missing first).
    await page.goto('/app/account-settings');
    const panel = page.getByRole('region', { name: 'Passkeys' });
    await expect(panel.getByRole('table', { name: 'Your passkeys' }).getByRole('row', { name: /Security key/ })).toBeVisible();
    await panel.getByRole('button', { name: 'Add a Passkey' }).click();
    const add = panel.getByRole('form', { name: 'Add a passkey' });
    await add.getByRole('button', { name: 'Create Passkey' }).click();
    await expect(add.getByText('Give the passkey a name, such as the device it is on.')).toBeVisible();
    await add.getByLabel('Passkey name').fill('MacBook');
    await add.getByLabel('Current password').fill(DEMO_PASSWORD);
    await add.getByRole('button', { name: 'Create Passkey' }).click();
    await expect(panel.getByRole('status')).toHaveText('Passkey “MacBook” added.');
    const table = panel.getByRole('table', { name: 'Your passkeys' });
    await expect(table.getByRole('row')).toHaveCount(3);
    const macBook = table.getByRole('row', { name: /MacBook/ });
    await expect(macBook).toContainText('Not yet');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].isResidentCredential).toBe(true);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('passkeys-settings.png'), fullPage: true });
    await page.goto('/app/sign-out');
    await expect(page).toHaveURL(/\/dental-jobs\/login\//);

    // The password, then the passkey as the second step.
    await fillSignIn(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const usePasskey = page.getByRole('button', { name: 'Use a Passkey' });
    await expect(usePasskey).toBeVisible();
    // Passkeys are this administrator's only second factor: no code is asked for.
    await expect(page.getByText('Confirm it is you with your passkey.')).toBeVisible();
    await usePasskey.click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    // The passkey proved the second factor: a delegated session opens (a passkey again if asked).
    await page.goto('/app/admin/accounts');
    const delegate = page.getByRole('form', { name: 'Open a delegated session' });
    await delegate.getByLabel('Username').fill(seeker.username);
    await delegate.getByRole('button', { name: 'Open their account' }).click();
    const stepUp = page.getByRole('form', { name: 'Confirm it is you' });
    await expect(page.getByTestId('delegated-session').or(stepUp)).toBeVisible();
    if (await stepUp.isVisible()) await stepUp.getByRole('button', { name: 'Use a Passkey' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const notice = page.getByTestId('delegated-session');
    await expect(notice).toContainText(`You are acting on behalf of ${seeker.name}`);
    await notice.getByRole('link', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/dental-jobs\/login\//);

    // No password: the browser offers the passkey it holds for the site.
    await page.getByRole('button', { name: 'Sign In with a Passkey' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/account-settings');
    await expect(panel.getByRole('table', { name: 'Your passkeys' }).getByRole('row', { name: /MacBook/ })).not.toContainText('Not yet');
    // And the session proved the second factor: the admin area opens a delegated session at once.
    await page.goto('/app/admin/accounts');
    await delegate.getByLabel('Username').fill(seeker.username);
    await delegate.getByRole('button', { name: 'Open their account' }).click();
    await expect(page.getByTestId('delegated-session')).toContainText(`You are acting on behalf of ${seeker.name}`);
  } finally {
    await context.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
