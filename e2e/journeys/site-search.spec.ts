import { expect, test, type Page } from '../support/test';
import { hydrated } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// The header's site search finds a blog post, a job and an event from the demo data, grouped by
// index, and opens a result from the keyboard.

async function openSearch(page: Page) {
  await page.goto('/');
  await hydrated(page, 'button[aria-label="Search the site"]');
  const dialog = page.getByRole('dialog', { name: 'Search Chairside' });
  // A click while hydration is still suspended (a lazy chunk loading) does nothing: click again.
  await expect(async () => {
    await page.getByRole('button', { name: 'Search the site' }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return dialog;
}

test('site search finds a post, a job and an event, grouped by index, with keyboard navigation', async ({ page }) => {
  const dialog = await openSearch(page);
  const input = dialog.getByRole('combobox');

  // Under three characters nothing is asked.
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api9/site-search')) asked += 1;
  });
  await input.fill('hy');
  await expect(dialog.getByText('Type at least 3 characters.', { exact: false })).toBeVisible();
  await page.waitForTimeout(400);
  expect(asked).toBe(0);

  // A post.
  await input.fill('hygienist interview');
  const posts = dialog.getByRole('group', { name: 'Posts' });
  await expect(posts.getByRole('option', { name: /Five Questions to Ask at Your Next Hygienist Interview/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // A job, with a typo.
  await input.fill('orthodontik assistant');
  const jobs = dialog.getByRole('group', { name: 'Job Postings' });
  await expect(jobs.getByRole('option').first()).toContainText(/Orthodontic Assistant/i);
  await expect(dialog.getByText('Showing results for “orthodontic”.')).toBeVisible();

  // An event, opened with the keyboard.
  await input.fill('Lake Shore Hygiene');
  const events = dialog.getByRole('group', { name: 'Events' });
  const option = events.getByRole('option', { name: /Lake Shore Hygiene CE Day/ });
  await expect(option).toBeVisible();
  const optionId = await option.getAttribute('id');
  for (let step = 0; step < 20; step++) {
    await input.press('ArrowDown');
    if ((await input.getAttribute('aria-activedescendant')) === optionId) break;
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/dental-jobs\/events\/\d+\/lake-shore-hygiene-ce-day/);
  await expect(page.getByRole('heading', { name: /Lake Shore Hygiene CE Day/, level: 1 })).toBeVisible();

  // Phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneDialog = await openSearch(page);
  await phoneDialog.getByRole('combobox').fill('dental assistant');
  await expect(phoneDialog.getByRole('group', { name: 'Job Directories' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('site-search-phone.png') });
  await expectNoAxeViolations(page);
});
