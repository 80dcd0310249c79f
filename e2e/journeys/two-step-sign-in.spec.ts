import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { freePort, startServer, stopServer } from '../support/own-server';
import { DEMO_PASSWORD } from '../support/people';
import { dismissProfilePrompt, fillSignIn, registerSeeker, signIn } from '../support/steps';
import { totpCode } from '../support/two-step';

// Two-step sign-in (ADR 105). Administrators need it: the demo administrator, here without a
// second factor (this server seeds them without the published key), is asked to set up an
// authenticator app as they sign in (the test computes its codes from the key shown), saves the
// recovery codes and goes on; opens a delegated session. Then they sign in with a code, and once
// with a recovery code, on a phone. A job seeker sets it up in their settings. A server of its own:
// the demo administrator changes here.

const ADMIN_EMAIL = 'admin@demo.chairside.dev';
const SEEKER_PASSWORD = 'two-step-journey-2026';
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('an administrator sets up two-step sign-in as they sign in, opens a delegated session, and signs in with a code or a recovery code', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'chairside-two-step-'));
  const server = await startServer(port, dataDir, { SEED_DEMO_ADMIN_TWO_STEP: 'false' });
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    const seeker = await registerSeeker(page.request, { name: 'Robin Helped', password: SEEKER_PASSWORD });
    await dismissProfilePrompt(page);

    // The password alone opens nothing: the administrator sets up an app first (QR code and key).
    await page.goto('/dental-jobs/login/');
    await fillSignIn(page, ADMIN_EMAIL, DEMO_PASSWORD);
    const setup = page.getByRole('form', { name: 'Set up two-step sign-in' });
    await expect(page.getByText('Administrators sign in with two-step sign-in. Set it up now to continue:')).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(setup.getByLabel('Code from the app')).toBeFocused();
    const key = (await page.getByTestId('totp-key').textContent())!;
    const firstCode = totpCode(key);
    await setup.getByLabel('Code from the app').fill(wrongCode(firstCode));
    await setup.getByRole('button', { name: 'Turn On and Sign In' }).click();
    await expect(setup.getByText('That code is not right.')).toBeVisible();
    await expect(page).toHaveURL(/\/dental-jobs\/login\//);
    await setup.getByLabel('Code from the app').fill(firstCode);
    await setup.getByLabel('Code from the app').press('Enter');
    const codes = page.getByTestId('recovery-codes');
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = await codes.getByRole('listitem').allTextContents();
    await expect(codes.getByRole('link', { name: 'Download codes' })).toHaveAttribute('download', 'chairside-recovery-codes.txt');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('recovery-codes.png'), fullPage: true });
    await codes.getByRole('button', { name: 'I saved my codes, continue' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    // Proved at sign-in a moment ago: the delegated session opens.
    await page.goto('/app/admin/accounts');
    const delegate = page.getByRole('form', { name: 'Open a delegated session' });
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

    // Anyone can turn it on in their settings: a job seeker, a wrong code first.
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, seeker.email, SEEKER_PASSWORD);
    await page.goto('/app/account-settings');
    const panel = page.getByRole('region', { name: 'Two-step sign-in' });
    await panel.getByRole('button', { name: 'Set Up Two-Step Sign-In' }).click();
    await expect(panel.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const seekerKey = (await panel.getByTestId('totp-key').textContent())!;
    const confirm = panel.getByRole('form', { name: 'Confirm your authenticator app' });
    await confirm.getByLabel('Code from the app').fill(wrongCode(totpCode(seekerKey)));
    await confirm.getByRole('button', { name: 'Turn On' }).click();
    await expect(confirm.getByText('That code is not right.')).toBeVisible();
    await confirm.getByLabel('Code from the app').fill(totpCode(seekerKey));
    await confirm.getByLabel('Code from the app').press('Enter');
    await expect(panel.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await panel.getByTestId('recovery-codes').getByRole('button', { name: 'I saved my codes' }).click();
    await expect(panel.getByTestId('recovery-codes-left')).toHaveText('10 recovery codes left');
  } finally {
    await context.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
