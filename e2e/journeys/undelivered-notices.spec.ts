import { expect, test } from '../support/test';
import { dismissProfilePrompt } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';
import { signInAsDemoAdmin } from '../support/two-step';

// An administrator finds an email that failed every attempt among the undelivered notices of the
// admin area, with why it failed, and tries it again: it leaves the list (ADR 75).

const PHONE = { width: 390, height: 844 };
const DEMO_KEY = 'demo-welcome:returned@demo.chairside.dev';

test('an administrator sees an undelivered email with its error and tries it again', async ({ page }) => {
  await dismissProfilePrompt(page);
  await signInAsDemoAdmin(page);
  await page.goto('/app/admin');
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Undelivered notices' }).click();
  await expect(page.getByRole('heading', { name: 'Undelivered notices', level: 1 })).toBeVisible();
  const row = page.getByTestId('dead-notice').filter({ hasText: DEMO_KEY });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('demo.welcome-email');
  await expect(row).toContainText('550 5.1.1 <returned@demo.chairside.dev>: mailbox unavailable');
  await expect(row.getByRole('cell', { name: '10', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  await row.getByRole('button', { name: `Try again ${DEMO_KEY}` }).click();
  await expect(page.getByRole('status')).toHaveText(`${DEMO_KEY} is queued again.`);
  await expect(row).toHaveCount(0);
  await expectNoAxeViolations(page);
});
