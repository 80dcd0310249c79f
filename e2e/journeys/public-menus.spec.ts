import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/accessibility';

test('the desktop mega-menu opens on hover and click, closes on leave, and navigates', async ({ page }) => {
  await page.goto('/');
  const jobsTab = page.getByRole('button', { name: 'Jobs', exact: true });
  await jobsTab.hover();
  const jobsPanel = page.getByRole('region', { name: 'Jobs menu' });
  await expect(jobsPanel).toBeVisible();
  await expect(jobsPanel.getByRole('link', { name: 'Browse all dental jobs' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.mouse.move(5, 800);
  await expect(jobsPanel).toBeHidden();

  await page.getByRole('button', { name: 'Resources', exact: true }).click();
  const resources = page.getByRole('region', { name: 'Resources menu' });
  await expect(resources.getByRole('link', { name: /Salary Survey/ })).toBeVisible();
  await expect(resources.getByRole('link', { name: 'View all blog posts' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Employers', exact: true }).click();
  const employers = page.getByRole('region', { name: 'Employers menu' });
  await employers.getByRole('link', { name: 'View all products & pricing' }).click();
  await expect(page).toHaveURL(/\/dental-hiring-products\/?$/);
  await expect(employers).toBeHidden();
  await expectNoAxeViolations(page);
});

test('the footer carries the newsletter block, the links and the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Stay In-The-Know')).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
  for (const link of ['About Us', 'FAQs', 'Contact Us', 'Terms of Service', 'Privacy Policy'])
    await expect(footer.getByRole('link', { name: link })).toBeVisible();
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the off-canvas menu opens, expands a category and navigates', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole('button', { name: 'Resources' }).click();
    await menu.getByRole('link', { name: 'Dental Career Guide' }).click();
    await expect(page).toHaveURL(/\/dental-career-guide\/?$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectNoAxeViolations(page);
  });
});

test('a crawler without JavaScript gets the page and a 404 for unknown paths', async ({ request }) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  const html = await home.text();
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toContain('Stay In-The-Know');
  const missing = await request.get('/no-such-page/');
  expect(missing.status()).toBe(404);
});

test('minimal pages show the sign-in or sign-up line', async ({ page }) => {
  await page.goto('/dental-jobs/login/');
  await expect(page.getByText(/Create an Account/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/dental-jobs/register/');
  await expect(page.getByText(/Already a User\?/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('every answer carries the security headers', async ({ request }) => {
  for (const path of ['/', '/api9/health']) {
    const response = await request.get(path);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['x-frame-options']).toBe('DENY');
  }
});
