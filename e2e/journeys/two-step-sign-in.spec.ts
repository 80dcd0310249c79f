import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { freePort, startServer, stopServer } from '../support/own-server';
import { DEMO_PASSWORD } from '../support/people';
import { dismissProfilePrompt, fillSignIn, registerSeeker, signIn } from '../support/steps';
import { totpCode } from '../support/two-step';

// Two-step sign-in (ADR 105). The demo administrator, without a second factor, cannot open a
// delegated session; sets up an authenticator app in the settings (the test computes its codes from
// the key shown), saves the recovery codes, and then opens one. Then they sign in with a code, and
// once with a recovery code, on a phone. A server of its own: the demo administrator changes here.

const ADMIN_EMAIL = 'admin@demo.chairside.dev';

test('an administrator needs two-step sign-in to open a delegated session, and signs in with a code or a recovery code', async ({ browser }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'chairside-two-step-'));
  const server = await startServer(port, dataDir);
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    const seeker = await registerSeeker(page.request, { name: 'Robin Helped', password: 'two-step-journey-2026' });
    await dismissProfilePrompt(page);

    // Without a second factor: refused, and told to set one up.
    await signIn(page, ADMIN_EMAIL, DEMO_PASSWORD);
    await page.goto('/app/admin/accounts');
    const delegate = page.getByRole('form', { name: 'Open a delegated session' });
    await delegate.getByLabel('Username').fill(seeker.username);
    await delegate.getByRole('button', { name: 'Open their account' }).click();
    await expect(delegate.getByText('Set up two-step sign-in in your account settings before you open a delegated session.')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/admin\/accounts$/);

    // Setting up: the QR code and the key; a wrong code first, then the app's code.
    await page.getByRole('link', { name: 'set it up in your settings' }).click();
    const panel = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(panel.getByText('Administrators need two-step sign-in to open delegated sessions.')).toBeVisible();
    await panel.getByRole('button', { name: 'Set Up Two-Step Sign-In' }).click();
    await expect(panel.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const key = (await panel.getByTestId('totp-key').textContent())!;
    const confirm = panel.getByRole('form', { name: 'Confirm your authenticator app' });
    const firstCode = totpCode(key);
    await confirm.getByLabel('Code from the app').fill(String((Number(firstCode) + 1) % 1_000_000).padStart(6, '0'));
    await confirm.getByRole('button', { name: 'Turn On' }).click();
    await expect(confirm.getByText('That code is not right.')).toBeVisible();
    await confirm.getByLabel('Code from the app').fill(firstCode);
    await confirm.getByLabel('Code from the app').press('Enter');
    const codes = panel.getByTestId('recovery-codes');
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = await codes.getByRole('listitem').allTextContents();
    await expect(codes.getByRole('link', { name: 'Download codes' })).toHaveAttribute('download', 'chairside-recovery-codes.txt');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('recovery-codes.png'), fullPage: true });
    await codes.getByRole('button', { name: 'I saved my codes' }).click();
    await expect(panel.getByText('Recovery codes left: 10.')).toBeVisible();

    // With it (proved in this session a moment ago): the delegated session opens.
    await page.goto('/app/admin/accounts');
    await delegate.getByLabel('Username').fill(seeker.username);
    await delegate.getByRole('button', { name: 'Open their account' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const notice = page.getByTestId('delegated-session');
    await expect(notice).toContainText(`You are acting on behalf of ${seeker.name}`);
    await notice.getByRole('link', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/dental-jobs\/login\//);

    // Signing in now asks for a code after the password: on a phone, by keyboard.
    await page.setViewportSize({ width: 390, height: 844 });
    await fillSignIn(page, ADMIN_EMAIL, DEMO_PASSWORD);
    const step = page.getByRole('form', { name: 'Two-step sign-in' });
    await expect(step.getByLabel('Authentication code')).toBeFocused();
    await page.keyboard.type(totpCode(key, 1));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/sign-out');
    await expect(page).toHaveURL(/\/dental-jobs\/login\//);

    // A lost phone: a recovery code, once.
    await fillSignIn(page, ADMIN_EMAIL, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await expect(step.getByLabel('Recovery code')).toBeFocused();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('recovery-code-step.png'), fullPage: true });
    await step.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await step.getByRole('button', { name: 'Verify and Sign In' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/sign-out');
    await fillSignIn(page, ADMIN_EMAIL, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await step.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await step.getByRole('button', { name: 'Verify and Sign In' }).click();
    await expect(step.getByText('That recovery code is not right, or it was already used.')).toBeVisible();
  } finally {
    await context.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
