import { expect, test, type Locator, type Page } from '../support/test';
import { hydrated, registerSeeker, signIn, formReady } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// Searching on a phone: the home page searches every position (or one); on the search page the
// results come first and the filters fold behind a 'Filters (n)' button; paging brings the list to
// the top of the screen and gives it focus. On a desktop the filters stay in view above the list.
// The job seeker's own search in the app is the same page and behaves the same.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

type Answer = { total: number; premiumJobs: { id: number; position: string }[] };

/** React's complaints about hydrating the server's HTML (minified in the build: errors 418 to 425). */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  const note = (text: string) => {
    if (/hydrat|error #4(1[89]|2[0-5])/i.test(text)) problems.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') note(message.text());
  });
  page.on('pageerror', (error) => note(error.message));
  return problems;
}

/** From the home page's quick search to the search page. */
async function searchFromHome(page: Page, position: string, zip: string) {
  await page.goto('/');
  await formReady(page, '#job-search');
  await page.getByLabel('Position').selectOption({ label: position });
  await page.getByLabel('ZIP code').fill(zip);
  await page.getByRole('button', { name: 'Search Jobs' }).click();
}

/** Every position near a ZIP code at any distance (the page asks the API for 200 miles): the first page's jobs and the total. */
async function searchAll(page: Page, zip: string): Promise<Answer> {
  return (await (await page.request.get(`/api9/jobs/search?position=ANY&zip=${zip}&radius=200&limit=25&offset=0`)).json()) as Answer;
}

/** The metro with the most demo jobs (they are placed at random): more than one page of them, to page through. */
async function busiestZip(page: Page): Promise<string> {
  const totals = await Promise.all(['10001', '90012', '60614', '75201', '77002'].map(async (zip) => ({ zip, total: (await searchAll(page, zip)).total })));
  const [busiest] = totals.sort((a, b) => b.total - a.total);
  expect(busiest.total).toBeGreaterThan(25);
  return busiest.zip;
}

/** The positions of the jobs the page lists, read from the API's answer for the same search. */
async function positionsListed(page: Page, zip: string, cards: Locator): Promise<Set<string>> {
  const answer = await searchAll(page, zip);
  const positionOf = new Map(answer.premiumJobs.map((job) => [job.id, job.position]));
  const hrefs = await cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return new Set(hrefs.map((href) => positionOf.get(Number(/\/job\/(\d+)\//.exec(href)?.[1]))).filter((code): code is string => Boolean(code)));
}

/** The list's top sits just under the sticky header, on screen (the scroll is smooth: it is waited for). */
async function expectListAtTop(page: Page, list: Locator) {
  await expect
    .poll(async () => {
      const box = await list.boundingBox();
      return box ? Math.round(box.y) : -1;
    })
    .toBeGreaterThan(0);
  await expect
    .poll(async () => {
      const top = (await list.boundingBox())?.y ?? -1;
      // The site's header, or the signed-in area's.
      const header = await page.locator('.cs-header, .app-header').evaluate((element) => element.getBoundingClientRect().bottom);
      return top >= header && top <= header + 40;
    })
    .toBe(true);
  await expect(list).toBeInViewport();
}

/**
 * 'Show results' folds the open filters and takes the person to the list (at its top); then,
 * from the keyboard, the Filters button opens them (Type kept at PERM) and closes them again.
 */
async function showResultsThenToggleByKeyboard(page: Page, filters: Locator, list: Locator) {
  await page.getByRole('button', { name: 'Show results' }).click();
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Keyword')).toBeHidden();
  await expect(page.getByLabel('Type')).toBeHidden();
  await expect(list).toBeFocused();
  await expectListAtTop(page, list);
  await filters.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Type')).toBeVisible();
  await expect(page.getByLabel('Type')).toHaveValue('PERM');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Type')).toBeHidden();
  await expect(filters).toBeFocused();
}

/** Next, then Previous: each page of the list comes to the top of the screen with focus on it. */
async function pageThrough(page: Page, list: Locator) {
  const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await expect(page).toHaveURL(/[?&]offset=25/);
  await expect(list).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/^Previous26–/);
  await expectListAtTop(page, list);
  await expectNoAxeViolations(page);

  // From the keyboard: the list has focus, so the next Tab lands on its first job.
  const previous = page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Previous' });
  await previous.focus();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/offset=/);
  await expect(list).toBeFocused();
  await expectListAtTop(page, list);
  await page.keyboard.press('Tab');
  await expect(list.getByTestId('job-card').first().getByRole('link').first()).toBeFocused();
}

test('on a phone: every position from the home page, results first, the filters folded and counted, paging to the top', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const hydrationProblems = watchHydration(page);
  const zip = await busiestZip(page);
  await searchFromHome(page, 'All Positions', zip);
  await expect(page).toHaveURL(new RegExp(`/dental-jobs/search/ANY/${zip}(\\?|$)`));
  const list = page.getByRole('region', { name: 'Jobs near you', exact: true });
  const cards = list.getByTestId('job-card');
  await expect(cards.first()).toBeVisible();
  await hydrated(page, 'form.job-search__form');
  expect((await positionsListed(page, zip, cards)).size).toBeGreaterThan(1);

  // Results first: the first job is on screen, the filters are folded away behind the button.
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveText('Filters');
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Keyword')).toBeHidden();
  await expect(cards.first()).toBeInViewport();
  await expect(page.getByText(`All Positions · ${zip} · Any distance`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('search-phone.png') });
  await expectNoAxeViolations(page);

  await pageThrough(page, list);
  await page.screenshot({ path: test.info().outputPath('paged-phone.png') });

  // Open: the filters follow the button; two set, the button counts them.
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Keyword')).toBeVisible();
  await page.getByLabel('Distance').selectOption('200');
  await page.getByLabel('Type').selectOption('PERM');
  await page.getByLabel('Posted within').selectOption('60');
  await expect(page).toHaveURL(/type=PERM.*days-old=60/);
  await expect(filters).toHaveText('Filters (2)');
  await expect(page.getByText(`All Positions · ${zip} · Within 200 miles`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('filters-phone.png') });
  await expectNoAxeViolations(page);

  await showResultsThenToggleByKeyboard(page, filters, list);
  // The count comes with the page from the server: a reload shows it at once.
  await page.reload();
  await expect(filters).toHaveText('Filters (2)');
  await expect(page.getByLabel('Type')).toBeHidden();
  await expect(cards.first()).toBeInViewport();
  await hydrated(page, 'form.job-search__form');
  await filters.click();
  await expect(page.getByLabel('Type')).toHaveValue('PERM');
  await expectNoAxeViolations(page);

  // A search that cannot be made yet shows its fields at once.
  await page.goto('/dental-jobs/search/');
  await expect(page.getByLabel('Position')).toBeVisible();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  // The server's markup was the browser's: the fold is CSS, not the window's width.
  expect(hydrationProblems).toEqual([]);
});

test('on a desktop: one position or every one from the home page, the filters in view above the list, paging to the top', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  // One position: its jobs only.
  await searchFromHome(page, 'Dental Hygienist (RDH)', '60614');
  await expect(page).toHaveURL(/\/dental-jobs\/search\/DH\/60614(\?|$)/);
  await expect(page.getByLabel('Position')).toHaveValue('DH');
  await expectNoAxeViolations(page);

  const zip = await busiestZip(page);
  await searchFromHome(page, 'All Positions', zip);
  await expect(page).toHaveURL(new RegExp(`/dental-jobs/search/ANY/${zip}(\\?|$)`));
  const list = page.getByRole('region', { name: 'Jobs near you', exact: true });
  const cards = list.getByTestId('job-card');
  await expect(cards.first()).toBeVisible();
  expect((await positionsListed(page, zip, cards)).size).toBeGreaterThan(1);

  // No fold: the filters are in view above the list, the phone's button is not shown.
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  await expect(page.getByLabel('Keyword')).toBeVisible();
  await expect(page.getByText('More filters')).toBeVisible();
  const form = await page.locator('form.job-search__form').boundingBox();
  const first = await cards.first().boundingBox();
  expect(form && first && form.y + form.height <= first.y).toBe(true);
  await page.screenshot({ path: test.info().outputPath('search-desktop.png') });
  await expectNoAxeViolations(page);

  await hydrated(page, 'form.job-search__form');
  await pageThrough(page, list);
  await page.screenshot({ path: test.info().outputPath('paged-desktop.png') });
});

test('signed in, the job seeker’s own search: folded and counted on a phone, in view on a desktop, paging to the top on both', async ({ page }) => {
  test.setTimeout(120_000);
  // Not yet good to apply, so the profile prompt does not open over the search.
  const password = 'phone-search-2026';
  const seeker = await registerSeeker(page.request, { name: 'Morgan Mobile', password, readyToApply: false });
  await page.setViewportSize(PHONE);
  const zip = await busiestZip(page);
  await signIn(page, seeker.email, password);
  // The home page's quick search lands on the app's search when signed in.
  await searchFromHome(page, 'All Positions', zip);
  await expect(page).toHaveURL(new RegExp(`/app/search-jobs/ANY/${zip}(\\?|$)`));
  const list = page.getByRole('region', { name: 'Jobs near you', exact: true });
  const cards = list.getByTestId('job-card');
  await expect(cards.first()).toBeVisible();

  // Results first, the filters folded away behind the button.
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveText('Filters');
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Keyword')).toBeHidden();
  await expect(cards.first()).toBeInViewport();
  await expect(page.getByText(`All Positions · ${zip} · Any distance`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('app-search-phone.png') });
  await expectNoAxeViolations(page);

  await pageThrough(page, list);

  // Open: the signed-in person's liked/disliked choice counts too.
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Type').selectOption('PERM');
  await page.getByLabel('Show', { exact: true }).selectOption('DISLIKED');
  await expect(page).toHaveURL(/type=PERM.*evaluation=DISLIKED/);
  await expect(filters).toHaveText('Filters (2)');
  await page.getByLabel('Show', { exact: true }).selectOption('all');
  await expect(filters).toHaveText('Filters (1)');
  await page.screenshot({ path: test.info().outputPath('app-filters-phone.png') });
  await expectNoAxeViolations(page);

  await showResultsThenToggleByKeyboard(page, filters, list);

  // On a desktop: no fold, the filters in view above the list.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/app/search-jobs/ANY/${zip}`);
  await expect(cards.first()).toBeVisible();
  await expect(filters).toBeHidden();
  await expect(page.getByLabel('Keyword')).toBeVisible();
  await expect(page.getByText('More filters')).toBeVisible();
  const form = await page.locator('form.job-search__form').boundingBox();
  const first = await cards.first().boundingBox();
  expect(form && first && form.y + form.height <= first.y).toBe(true);
  await page.screenshot({ path: test.info().outputPath('app-search-desktop.png') });
  await expectNoAxeViolations(page);
  await pageThrough(page, list);
});
