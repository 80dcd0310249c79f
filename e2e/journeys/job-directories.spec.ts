import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/accessibility';

/** The page fits the viewport: nothing wider than the screen makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.content).toBeLessThanOrEqual(widths.viewport);
}

test("from the home page's 'Browse all dental jobs' to a state, a city and a job", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Browse all dental jobs' }).click();
  await expect(page).toHaveURL(/\/dental-jobs\/zones\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse All Dental Jobs' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('zones-desktop.png') });

  await page.getByRole('region', { name: 'Jobs by state' }).getByRole('link', { name: 'Illinois', exact: true }).click();
  await expect(page).toHaveURL(/\/dental-jobs\/state\/illinois\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dental Jobs in Illinois' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Dental Jobs' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('region', { name: 'Cities' }).getByRole('link', { name: 'Chicago', exact: true }).click();
  await expect(page).toHaveURL(/\/dental-jobs\/state\/illinois\/chicago\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dental Jobs in Chicago, IL' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nearby' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('city-desktop.png'), fullPage: true });

  const firstJob = page.getByRole('region', { name: 'Jobs', exact: true }).getByRole('listitem').first().getByRole('link').first();
  const title = (await firstJob.textContent())?.trim() ?? '';
  await firstJob.click();
  await expect(page).toHaveURL(/\/dental-jobs\/job\/\d+\/[^/]+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a role link of the menu leads to its directory, and the role links to its states', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Jobs', exact: true }).hover();
  await page.getByRole('region', { name: 'Jobs menu' }).getByRole('link', { name: 'Dental Hygienists' }).click();
  await expect(page).toHaveURL(/\/dental-jobs\/dental-hygienist\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dental Hygienist Jobs' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Jobs', exact: true }).getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('region', { name: 'Places' }).getByRole('link', { name: 'Illinois', exact: true }).click();
  await expect(page).toHaveURL(/\/dental-jobs\/dental-hygienist\/illinois\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dental Hygienist Jobs in Illinois' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('every role link of the menus leads to a real page', async ({ request }) => {
  for (const role of ['dentist', 'dental-hygienist', 'dental-assistant', 'dental-front-office', 'dental-lab-technician', 'dental-sales-rep']) {
    const response = await request.get(`/dental-jobs/${role}/`);
    expect(response.status(), role).toBe(200);
    expect(await response.text(), role).not.toContain('Coming soon');
  }
  const zones = await request.get('/dental-jobs/zones/');
  expect(zones.status()).toBe(200);
  const unknown = await request.get('/dental-jobs/state/atlantis/');
  expect(unknown.status()).toBe(404);
});

test('the practices and professionals directories and a salary page render', async ({ page }) => {
  await page.goto('/dental-jobs/organizations/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dental Practices' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/dental-professionals/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dental Professionals' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/dental-salaries/dental-hygienist/illinois/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dental Hygienist Salary in Illinois' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the zones, a state and a city fit the screen', async ({ page }) => {
    for (const path of ['/dental-jobs/zones/', '/dental-jobs/state/illinois/', '/dental-jobs/state/illinois/chicago/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    }
    await page.screenshot({ path: test.info().outputPath('city-phone.png'), fullPage: false });
  });
});
