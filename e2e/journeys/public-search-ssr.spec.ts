import { expect, test, type Page } from '../support/test';
import { hydrated } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// The public job search as a crawler and a visitor get it: the server's HTML holds the jobs (seen
// with JavaScript off); with JavaScript on, the page hydrates that HTML (keeping it: no mismatch)
// without asking the API again and without an error in the console. And a job page asked with a
// wrong or missing slug answers 301 to its canonical URL.

// Demo postings are spread at random over a few cities, every position near Chicago.
const SEARCH = '/dental-jobs/search/ANY/60614?radius=101';

/** React has taken over the element: it carries React's internal fiber once hydrated. */

/**
 * Counts removals of the server-rendered element (the page's heading). Hydration keeps the
 * server's HTML; a mismatch makes React drop it and render again, silently in a production build.
 */
async function watchServerHtml(page: Page, selector: string) {
  await page.addInitScript((css) => {
    const watch = window as unknown as { removedPages: number };
    watch.removedPages = 0;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.removedNodes) if (node instanceof Element && (node.matches(css) || node.querySelector(css))) watch.removedPages += 1;
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { removedPages: number }).removedPages);
}

/** Errors and warnings in the browser's console, and uncaught errors. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Counts the page's calls to the search API. */
function searchCalls(page: Page): { count: number } {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api9/jobs/search') calls.count += 1;
  });
  return calls;
}

test('without JavaScript, the search page shows the jobs near the ZIP code', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(SEARCH);
  await expect(page).toHaveTitle('Dental Jobs near 60614 | Chairside');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Jobs Near You' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/dental-jobs\/search\/ANY\/60614$/);
  await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
  const cards = page.getByTestId('job-card');
  expect(await cards.count()).toBeGreaterThan(0);
  const first = cards.first();
  // The title links to the posting (a public practice's name links to its page too).
  await expect(first.locator('.job-card__title a')).toHaveAttribute('href', /^\/dental-jobs\/job\/\d+\/[a-z0-9-]+\/$/);
  await expect(first.locator('.job-card__practice')).not.toBeEmpty();
  await expect(first.locator('.job-card__meta')).toContainText(/, [A-Z]{2}/);
  for (const distance of await cards.locator('.job-card__distance').allTextContents()) expect(distance).toMatch(/^\d+\.\d mi$/);

  // A search with a keyword is kept out of search engines.
  await page.goto('/dental-jobs/search/ANY/60614?radius=101&keyword=dental');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);

  // A ZIP code that is not one: the page's own message.
  await page.goto('/dental-jobs/search/DH/ABCDE');
  await expect(page.getByRole('alert')).toHaveText('Enter a 5-digit ZIP code (or a Canadian postal code).');
  await context.close();
});

test('with JavaScript, the page hydrates without asking the API again, then searches', async ({ page }) => {
  const problems = consoleProblems(page);
  const calls = searchCalls(page);
  const removedPages = await watchServerHtml(page, '#job-search-title');
  await page.goto(SEARCH);
  await hydrated(page, '#search-radius');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  expect(await removedPages()).toBe(0);
  expect(calls.count).toBe(0);
  expect(problems).toEqual([]);

  // The form works: a shorter distance is a new search.
  await page.getByLabel('Distance').selectOption('50');
  await expect(page).toHaveURL(/\/dental-jobs\/search\/ANY\/60614\?radius=50$/);
  await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
  await expect.poll(() => calls.count).toBeGreaterThan(0);
  for (const distance of await page.getByTestId('job-card').locator('.job-card__distance').allTextContents())
    expect(parseFloat(distance)).toBeLessThanOrEqual(50);
  expect(problems).toEqual([]);
  await expectNoAxeViolations(page);
});

test('with JavaScript, a refused search hydrates with its message', async ({ page }) => {
  const problems = consoleProblems(page);
  const calls = searchCalls(page);
  const removedPages = await watchServerHtml(page, '#job-search-title');
  await page.goto('/dental-jobs/search/DH/ABCDE');
  await hydrated(page, '#search-zip');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('alert')).toHaveText('Enter a 5-digit ZIP code (or a Canadian postal code).');
  expect(await removedPages()).toBe(0);
  expect(calls.count).toBe(0);
  expect(problems).toEqual([]);
  await expectNoAxeViolations(page);

  // Fixing the ZIP code searches.
  await page.getByLabel('ZIP code').fill('60614');
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  expect(problems).toEqual([]);
  await expectNoAxeViolations(page);
});

test('a job page asked with a wrong or missing slug answers 301 to its canonical URL', async ({ page }) => {
  const search = await page.request.get('/api9/jobs/search?position=ANY&zip=60614&radius=200&limit=1');
  const [job] = ((await search.json()) as { premiumJobs: Array<{ id: number; slug: string; title: string }> }).premiumJobs;
  const canonical = `/dental-jobs/job/${job.id}/${job.slug}/`;

  const wrong = await page.request.get(`/dental-jobs/job/${job.id}/not-the-slug?utm_source=journey`, { maxRedirects: 0 });
  expect(wrong.status()).toBe(301);
  expect(wrong.headers()['location']).toBe(`${canonical}?utm_source=journey`);
  const missing = await page.request.get(`/dental-jobs/job/${job.id}`, { maxRedirects: 0 });
  expect(missing.status()).toBe(301);
  expect(missing.headers()['location']).toBe(canonical);
  expect((await page.request.get('/dental-jobs/job/987654321/anything', { maxRedirects: 0 })).status()).toBe(404);

  const removedPages = await watchServerHtml(page, '#public-job-title');
  await page.goto(`/dental-jobs/job/${job.id}/not-the-slug`);
  await expect(page).toHaveURL(canonical);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await hydrated(page, '#public-job-title');
  await page.waitForLoadState('networkidle');
  expect(await removedPages()).toBe(0);
  await expectNoAxeViolations(page);
});
