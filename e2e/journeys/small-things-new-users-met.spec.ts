import { expect, test, type Page } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../support/people';
import { hydrated, signIn } from '../support/steps';
import { signInAsDemoAdmin } from '../support/two-step';

// Small things new users met (ADR 103): the home page's open jobs, one API request per job search,
// the install steps of /mobile/, admin tables at phone width and the app area's background.

/** Counts the page's requests to the visitor's job search API from now on. */
function countSearches(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api9/jobs/search') seen.push(request.url());
  });
  return seen;
}

/** Waits for the count of search requests to reach n, then checks that it stays there a second longer. */
async function expectSearchCount(page: Page, searches: string[], n: number) {
  await expect.poll(() => searches.length).toBe(n);
  await page.waitForTimeout(1000);
  expect(searches).toHaveLength(n);
}

test('the home page shows how many jobs are open and the newest ones, from the server', async ({ browser }) => {
  // Without JavaScript: what a crawler and a slow phone see first.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText(/^[\d,]+ open jobs? in dental offices right now$/)).toBeVisible();
  const newest = page.getByRole('region', { name: 'Newest dental jobs' }).getByRole('listitem');
  await expect(newest.first()).toBeVisible();
  expect(await newest.count()).toBeLessThanOrEqual(6);
  const first = newest.first().getByRole('link');
  const title = (await first.textContent())?.trim() ?? '';
  expect(await first.getAttribute('href')).toMatch(/^\/dental-jobs\/job\/\d+\//);
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await context.close();
});

test('one search asks the job search API once', async ({ page }) => {
  await page.goto('/dental-jobs/search/');
  await hydrated(page, '#search-position');
  const searches = countSearches(page);
  await page.getByLabel('Position').selectOption('DH');
  await page.getByLabel('ZIP code').fill('60614');
  await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
  await expectSearchCount(page, searches, 1);
  // Another distance is another search: one more request.
  await page.getByLabel('Distance').selectOption('50');
  await expect(page).toHaveURL(/radius=50/);
  await expectSearchCount(page, searches, 2);
  // The national list is asked for when its tab is opened.
  await page.getByRole('tab', { name: 'National' }).click();
  await expect(page.getByRole('heading', { name: 'Search National Jobs' })).toBeVisible();
  await expectSearchCount(page, searches, 3);
  expect(searches[2]).toContain('radius=101');
});

test('/mobile/ tells people how to install the web app on an iPhone and on Android', async ({ page }) => {
  await page.goto('/mobile/');
  await expect(page.getByRole('heading', { name: 'Install it on an iPhone or iPad' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Install it on an Android phone' })).toBeVisible();
  await expect(page.getByText('Add to Home Screen', { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/App Store|Google Play/);
});

test('the admin tables fit a phone: the page itself never scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemoAdmin(page);
  for (const screen of ['announcements', 'promotions', 'blog-posts', 'content-pages', 'analytics']) {
    await page.goto(`/app/admin/${screen}`);
    await expect(page.getByRole('table').first()).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
    expect(widths.page, screen).toBeLessThanOrEqual(widths.screen);
  }
});

test("the app area's background runs to the bottom of the page, beside the side navigation", async ({ page }) => {
  await signIn(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
  await page.goto('/app/account-settings');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  const colors = await page.evaluate(() => ({
    body: getComputedStyle(document.body).backgroundColor,
    shell: getComputedStyle(document.querySelector('.app-shell') as Element).backgroundColor,
  }));
  expect(colors.body).toBe(colors.shell);
});
