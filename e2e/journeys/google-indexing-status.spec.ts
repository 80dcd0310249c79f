import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/test';
import { dismissProfilePrompt, publishHygienistPosting } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';
import { signInAsDemoAdmin } from '../support/two-step';

// A practice publishes a posting; an administrator opens Google indexing in the admin area and
// sees the URL_UPDATED notification for its page, how it ended, and today's quota (ADR 109).

test('an administrator sees the Indexing API notification of a posting a practice just published', async ({ page, request }) => {
  const posting = await publishHygienistPosting(request, { name: `Journey Indexed Hygienist ${randomBytes(3).toString('hex')}` });
  await dismissProfilePrompt(page);
  await signInAsDemoAdmin(page);
  await page.goto('/app/admin');
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Google indexing' }).click();
  await expect(page.getByRole('heading', { name: 'Google indexing', level: 1 })).toBeVisible();
  const status = page.getByLabel('Indexing API status');
  await expect(status).toContainText('Recorded here only (no service account set)');
  const row = page.getByTestId('indexing-call').filter({ hasText: `/dental-jobs/job/${posting.id}/` });
  // The queue sends within seconds of the change.
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Sent', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('URL_UPDATED');
  await expect(row).toContainText('published');
  await expect(status).toContainText(/Quota used today \(\d{4}-\d{2}-\d{2}, UTC\)\s*\d+ of 200/);
  await page.screenshot({ path: test.info().outputPath('google-indexing.png'), fullPage: true });
  await expectNoAxeViolations(page);
});
