import { expect, test } from '../support/test';
import { DEMO_PASSWORD, DEMO_SEEKER_EMAIL } from '../support/people';
import { fillSignIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// After a release the files of the old build are gone: a page whose code no longer loads is
// opened afresh (a full navigation to the same path), once, instead of leaving a broken screen.

// The service worker would fetch the page's code itself, out of reach of the refusing route below.
test.use({ serviceWorkers: 'block' });

test('a page whose code fails to load is loaded afresh, and shows', async ({ page }) => {
  // The signed-in area's code is refused until the browser loads a page afresh (a new release's files).
  const documents: string[] = [];
  let refused = 0;
  await page.route(/\/assets\/app-area-[\w-]+\.js$/, async (route) => {
    if (documents.length < 2) {
      refused += 1;
      return route.abort('failed');
    }
    return route.continue();
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });

  await page.goto('/dental-jobs/login/');
  await fillSignIn(page, DEMO_SEEKER_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(refused).toBeGreaterThan(0);
  // The sign-in page, then the dashboard loaded by the browser itself after the failed chunk.
  expect(documents).toEqual(['/dental-jobs/login/', '/app/dashboard']);
});

test('code that still fails after the fresh load shows the error page instead of reloading forever', async ({ page }) => {
  await page.route(/\/assets\/app-area-[\w-]+\.js$/, (route) => route.abort('failed'));
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.goto('/dental-jobs/login/');
  await fillSignIn(page, DEMO_SEEKER_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Something went wrong', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  // Nothing reloads again behind it.
  await page.waitForTimeout(1_000);
  expect(documents).toEqual(['/dental-jobs/login/', '/app/dashboard']);
});
