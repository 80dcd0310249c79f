import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/test';
import { dismissProfilePrompt, registerSeeker } from '../support/steps';
import { signInWithCode, totpCode, turnOnTwoStep } from '../support/two-step';

// Recovery codes in the settings: a job seeker with two-step sign-in sees how many recovery codes
// are left, replaces them (a recovery code proves it is them) and gets ten new ones shown once; then
// closes the account with a code from the authenticator app instead of the password.

const PASSWORD = 'recovery-codes-journey-2026';
const PERIOD_MS = 30_000;

test('a job seeker replaces their recovery codes, then closes the account with a code from the app', async ({ page }) => {
  test.setTimeout(180_000);
  dismissProfilePrompt(page);
  const seeker = await registerSeeker(page.request, { name: `Noor Haddad ${randomBytes(3).toString('hex')}`, password: PASSWORD, readyToApply: false });
  const { secret, recoveryCodes } = await turnOnTwoStep(page.request, seeker.email, PASSWORD);
  await signInWithCode(page, seeker.email, PASSWORD, secret);
  // The sign-in used the next period's code: the app's codes after it are those of the periods that follow.
  const usedPeriod = Math.floor(Date.now() / PERIOD_MS) + 1;

  await page.goto('/app/account-settings');
  const panel = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(panel.getByTestId('recovery-codes-left')).toHaveText('10 recovery codes left');

  // Replacing them asks for a code; a wrong one is refused, a recovery code works.
  await panel.getByRole('button', { name: 'Replace Recovery Codes…' }).click();
  const replace = panel.getByRole('form', { name: 'Replace recovery codes' });
  await replace.getByLabel('Code from the app, or a recovery code').fill('AAAA-AAAA-AAAA-AAAA');
  await replace.getByRole('button', { name: 'Replace Recovery Codes' }).click();
  await expect(replace.getByText('That recovery code is not right')).toBeVisible();
  await replace.getByLabel('Code from the app, or a recovery code').fill(recoveryCodes[0]);
  await replace.getByRole('button', { name: 'Replace Recovery Codes' }).click();
  const shown = panel.getByTestId('recovery-codes').getByRole('listitem');
  await expect(shown).toHaveCount(10);
  const fresh = (await shown.allTextContents()).map((code) => code.trim());
  expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);
  await panel.getByTestId('recovery-codes').getByRole('button', { name: 'I saved my codes' }).click();
  await expect(panel.getByTestId('recovery-codes')).toHaveCount(0);
  await expect(panel.getByTestId('recovery-codes-left')).toHaveText('10 recovery codes left');

  // Closing the account: with two-step sign-in on, a code from the app instead of the password.
  const data = page.getByRole('region', { name: 'Your data' });
  await data.getByRole('button', { name: 'Close my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close your account?' });
  await expect(dialog.getByLabel('Your password')).toBeVisible();
  await dialog.getByRole('button', { name: 'Use a code from your authenticator app instead' }).click();
  // A code of a later period than the sign-in's (each code works once).
  await expect.poll(() => Math.floor(Date.now() / PERIOD_MS), { timeout: 40_000, intervals: [1_000] }).toBeGreaterThanOrEqual(usedPeriod);
  await dialog.getByLabel('Code from your authenticator app').fill(totpCode(secret, 1));
  await dialog.getByRole('button', { name: 'Close my account' }).click();
  await expect(page).toHaveURL(/\/dental-jobs\/login\//);
  // The closing is confirmed by email.
  const subjects = async () => {
    const answer = await page.request.get(`/api9/dev/outbox?to=${encodeURIComponent(seeker.email)}`);
    return answer.ok() ? ((await answer.json()) as { messages: { subject: string }[] }).messages.map((message) => message.subject) : [];
  };
  await expect.poll(subjects, { timeout: 30_000 }).toContain('Your Chairside account is closing');
});
