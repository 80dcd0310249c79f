import { expect, test } from '../support/test';
import { hydrated } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// The search defaults of the spec with what they filter: `state` (a whole state instead of the
// radius) and `dow` (the days of the week a temp job needs). A visitor near Chicago widens the
// search to all of Illinois, then asks for temp work on Mondays; the URL carries both.

test('a visitor searches the whole state, then temp jobs needing someone on Mondays', async ({ page }) => {
  await page.goto('/dental-jobs/search/ANY/60614?radius=10');
  await hydrated(page, '#search-radius');
  const cards = page.getByTestId('job-card');
  const found = page.getByText(/[\d,]+\+? jobs? found/);
  await expect(found).toBeVisible();
  // The count as the screen says it: "1,234 jobs found".
  const count = async () => Number(/([\d,]+)/.exec((await found.textContent()) ?? '')?.[1].replaceAll(',', ''));
  const nearby = await count();

  await page.getByLabel('Distance').selectOption('Anywhere in the state');
  await expect(page).toHaveURL(/state=true/);
  await expect(cards.first()).toBeVisible();
  await expect.poll(count).toBeGreaterThanOrEqual(nearby);
  // Every posting listed is in Illinois, however far from the ZIP.
  for (const meta of await cards.locator('.job-card__meta > span:first-child').allTextContents()) expect(meta).toMatch(/, IL$/);
  await expectNoAxeViolations(page);

  await page.getByLabel('Type').selectOption('PLANNED');
  await page.locator('summary', { hasText: 'More filters' }).click();
  // The URL drives the form: the box turns once the search has followed.
  await page.getByRole('group', { name: 'Temp days needed' }).getByRole('checkbox', { name: 'Monday' }).click();
  await expect(page).toHaveURL(/dow=0100000/);
  await expect(page.locator('summary', { hasText: 'More filters (1)' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Temp days needed' }).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  // The screen lists what the API answers for the same search, and each of those has an open Monday.
  const answer = await page.request.get('/api9/jobs/search?position=ANY&zip=60614&radius=200&type=PLANNED&dow=0100000&state=true&limit=100');
  expect(answer.status()).toBe(200);
  const { premiumJobs, total } = (await answer.json()) as { premiumJobs: { jobDates: { date: string }[] }[]; total: number };
  for (const job of premiumJobs) expect(job.jobDates.some(({ date }) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  await expect(found).toHaveText(`${total} ${total === 1 ? 'job' : 'jobs'} found`);
  await expectNoAxeViolations(page);

  // Back to the radius: the state is dropped from the URL.
  await page.getByLabel('Distance').selectOption('Within 50 miles');
  await expect(page).not.toHaveURL(/state=true/);
  await expect(page).toHaveURL(/radius=50/);
});
