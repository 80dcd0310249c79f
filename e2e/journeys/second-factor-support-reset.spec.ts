import { expect, test } from '@playwright/test';
import { registerSeeker } from '../support/steps';
import { signInAsDemoAdmin, turnOnTwoStep } from '../support/two-step';

// Support resetting a lost second factor (ADR 119): the administrator writes the identity checks
// done and resets; the person is emailed and signs in with the password alone; the reset is listed
// among the past resets.

test('an administrator resets a job seeker’s lost second factor after recorded identity checks', async ({ page, request }) => {
  test.setTimeout(120_000);
  const seeker = await registerSeeker(request, { name: 'Lara Lostphone', password: 'lara-lostphone-2026', readyToApply: false });
  await turnOnTwoStep(request, seeker.email, 'lara-lostphone-2026');
  expect((await request.post('/api9/auth/login', { data: { username: seeker.email, password: 'lara-lostphone-2026' } })).status()).toBe(202);

  await signInAsDemoAdmin(page);
  await page.goto('/app/admin/accounts');
  const form = page.getByRole('form', { name: 'Reset a lost second factor' });
  await form.getByLabel('Username').fill(seeker.username);
  await form.getByLabel('Identity checks done').fill('Called back on the phone number on file; confirmed ZIP code and the last application sent.');
  await form.getByRole('button', { name: 'Reset their second factor' }).click();
  await expect(page.getByText(`Reset for ${seeker.username}: removed the authenticator app and recovery codes.`)).toBeVisible();

  await expect(async () => {
    const { messages } = (await (await request.get(`/api9/dev/outbox?to=${encodeURIComponent(seeker.email)}`)).json()) as {
      messages: Array<{ subject: string }>;
    };
    expect(messages.map((m) => m.subject)).toContain('Support removed your two-step sign-in');
  }).toPass({ timeout: 15_000 });
  expect((await request.post('/api9/auth/login', { data: { username: seeker.email, password: 'lara-lostphone-2026' } })).status()).toBe(200);

  // The list of past resets (ADR 128): this one first, with whose, by whom and the checks written.
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Two-step resets' }).click();
  await expect(page).toHaveURL(/\/app\/admin\/second-factor-resets$/);
  const latest = page.getByRole('table', { name: 'Two-step resets' }).getByTestId('second-factor-reset').first();
  await expect(latest).toContainText('Lara Lostphone');
  await expect(latest).toContainText(seeker.username);
  await expect(latest).toContainText('Called back on the phone number on file; confirmed ZIP code and the last application sent.');
  await expect(latest.getByRole('cell').nth(2)).not.toBeEmpty();
});
