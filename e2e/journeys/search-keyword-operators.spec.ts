import { expect, test } from '../support/test';
import { hydrated } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// A keyword of many minus signs (each one a NOT of the full-text syntax) once made the search
// fail on the server; the public search page then answered 500. It now finds nothing, as a
// keyword without words does, and says so.

const DASHES = '-'.repeat(40);

test('the public search page answers a keyword of 40 minus signs with its empty state', async ({ page }) => {
  const html = await page.request.get(`/dental-jobs/search/ANY/60614?radius=100&keyword=${DASHES}`);
  expect(html.status()).toBe(200);
  expect(await html.text()).toContain('No jobs match your search.');

  await page.goto(`/dental-jobs/search/ANY/60614?radius=100&keyword=${DASHES}`);
  await expect(page.getByText('No jobs match your search. Try a larger distance or fewer filters.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The search form works from there: clearing the keyword finds jobs again.
  const keyword = page.getByLabel('Keyword');
  await expect(keyword).toHaveValue(DASHES);
  await hydrated(page, '#search-keyword');
  await keyword.fill('');
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
