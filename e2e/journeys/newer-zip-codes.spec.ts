import { expect, test, type APIRequestContext } from '../support/test';
import { uniqueEmail } from '../support/people';
import { expectNoAxeViolations } from '../support/accessibility';
import { dismissProfilePrompt, hydrated, publishHygienistPosting } from '../support/steps';

// Frisco (75036) and McKinney (75072), Texas: ZIP codes made after 2012, once answered 'ZIP code
// not found'. A practice in Plano (75024) publishes first, so both have a posting within reach
// (the demo practices are placed at random, and some runs have none near Dallas).
const publishInPlano = (request: APIRequestContext) =>
  publishHygienistPosting(request, { name: 'Plano Hygienist', practice: 'Legacy Smiles', zip: '75024', address: '5700 Legacy Dr' });

test('a job seeker registers in Frisco (75036) and searches jobs near home', async ({ page, request }) => {
  await publishInPlano(request);
  await page.goto('/dental-jobs/register/staff/');
  await expectNoAxeViolations(page);
  await page.getByLabel('Your name').fill('Mia Torres');
  await page.getByLabel('Email').fill(uniqueEmail('frisco'));
  await page.getByLabel('Password').fill('frisco-smiles-2026');
  await page.getByLabel('Position').selectOption('DA');
  await page.getByLabel('ZIP code').fill('75036');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await dismissProfilePrompt(page);
  const searchJobs = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Search Jobs', exact: true });
  await expect(searchJobs).toHaveAttribute('href', '/app/search-jobs/DA/75036');
  await expectNoAxeViolations(page);

  await page.goto('/app/search-jobs/ANY/75036?radius=50');
  const cards = page.getByTestId('job-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
  await expect(page.getByText('ZIP code not found')).toHaveCount(0);
  for (const distance of await cards.locator('.job-card__distance').allTextContents()) expect(parseFloat(distance)).toBeLessThanOrEqual(50);
  await expectNoAxeViolations(page);
});

test('a visitor searches near McKinney (75072)', async ({ page, request }) => {
  await publishInPlano(request);
  await page.goto('/dental-jobs/search/');
  await expect(page.getByRole('heading', { name: 'Search Jobs Near You' })).toBeVisible();
  await hydrated(page, '#search-position');
  await page.getByLabel('Position').selectOption('ANY');
  await page.getByLabel('ZIP code').fill('75072');
  await page.getByLabel('Distance').selectOption('50');
  await expect(page).toHaveURL(/\/dental-jobs\/search\/ANY\/75072\?radius=50/);
  const cards = page.getByTestId('job-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
  await expect(page.getByText('ZIP code not found')).toHaveCount(0);
  for (const distance of await cards.locator('.job-card__distance').allTextContents()) expect(parseFloat(distance)).toBeLessThanOrEqual(50);
  await expectNoAxeViolations(page);
});
