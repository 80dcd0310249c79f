import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import sharp from 'sharp';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD, DEMO_SEEKER_EMAIL } from '../support/people';
import { dismissProfilePrompt, hydrated, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';
import { freePort, startServer, stopServer } from '../support/own-server';
import { watchPolicy } from '../support/content-security';

// The site under its Content-Security-Policy in Chromium: the public pages, the sign-in and the
// signed-in area of a practice and of a job seeker load, hydrate and work, and the browser reports
// no violation of the policy (nor a complaint about the policy or the Permissions-Policy itself).

async function pngPhoto(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#0b5c6b"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#f2a541"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('a visitor opens the home page, searches, opens a job and reaches the sign-in page without a violation', async ({ page }) => {
  const problems = await watchPolicy(page);

  await page.goto('/');
  await hydrated(page, 'header button');
  // Hydrated: the mega-menu opens on a click.
  await page.getByRole('button', { name: 'Resources', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Resources menu' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/dental-jobs/search/ANY/60614?radius=101');
  await hydrated(page, '#search-radius');
  await page.getByLabel('Distance').selectOption('50');
  await expect(page).toHaveURL(/\/dental-jobs\/search\/ANY\/60614\?radius=50$/);
  const card = page.getByTestId('job-card').first();
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  const jobPath = (await card.getByRole('link').first().getAttribute('href')) ?? '';
  expect(jobPath).toMatch(/^\/dental-jobs\/job\/\d+\//);

  // The job page as loaded from the server (structured data, page data and scripts, each with the nonce).
  await page.goto(jobPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  // The JobPosting and the breadcrumb trail's BreadcrumbList.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  await hydrated(page, 'aside a');
  await page.locator('aside').getByRole('link', { name: 'Apply now' }).click();
  await expect(page).toHaveURL(/\/dental-jobs\/login/);
  await hydrated(page, 'form[aria-label="Sign in"]');
  await expect(page.getByLabel('Email')).toBeEditable();
  await expectNoAxeViolations(page);

  await page.waitForLoadState('load');
  expect(problems).toEqual([]);
});

test('a practice signs in and works in its dashboard, postings and profile without a violation', async ({ page }) => {
  const problems = await watchPolicy(page);
  await signIn(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await mainMenu(page).getByRole('link', { name: 'Job Postings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Job Postings/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('search', { name: 'Filter job postings' }).getByRole('textbox').first().fill('hygienist');
  const posting = page.locator('.job-rows a').first();
  await expect(posting).toBeVisible();
  await posting.click();
  await expect(page).toHaveURL(/\/app\/post-job\/(summary|edit)\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await mainMenu(page).getByRole('link', { name: 'Employer Profile' }).click();
  await expect(page.locator('#employer-profile-title')).toBeVisible();
  await expectNoAxeViolations(page);

  // A reload of an /app page: the server's shell, then the browser renders the screen.
  await page.reload();
  await expect(page.locator('#employer-profile-title')).toBeVisible();
  await page.waitForLoadState('load');
  expect(problems).toEqual([]);
});

test('a job seeker signs in, crops a photo in the profile and opens the applications without a violation', async ({ page }) => {
  const problems = await watchPolicy(page);
  await dismissProfilePrompt(page);
  await signIn(page, DEMO_SEEKER_EMAIL, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await mainMenu(page).getByRole('link', { name: 'Resume Profile' }).click();
  await expect(page.locator('#my-profile-title')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Profile completeness' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The photo cropper (react-easy-crop) draws with its own stylesheet and inline styles.
  await page.getByRole('button', { name: /^(Add|Edit) photo$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload/Edit Profile Photo' });
  await dialog.getByRole('button', { name: /^(Add a photo|Crop or replace photo)$/ }).click();
  await dialog.getByLabel('Choose a photo').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await pngPhoto(900, 600) });
  const cropped = dialog.getByRole('img', { name: 'The photo to crop' });
  await expect(cropped).toBeVisible();
  // Its stylesheet applies: the crop area is laid over the photo, not below it.
  await expect(dialog.locator('[data-testid="container"]')).toHaveCSS('position', 'absolute');
  await expect(dialog.locator('[data-testid="cropper"]')).toHaveCSS('position', 'absolute');
  await dialog.getByLabel('Zoom').fill('1.5');
  await expect(dialog.getByText('1.5×')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/app/job-application/all');
  await expect(page.locator('#applications-title')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.waitForLoadState('load');
  expect(problems).toEqual([]);
});

test('the API reference draws under its own policy', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/content[- ]security[- ]policy/i.test(message.text())) problems.push(message.text());
  });
  const response = await page.goto('/api9/docs/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Chairside API/ })).toBeVisible({ timeout: 30_000 });
  // The reference is Swagger UI's own markup and styles, which we do not control: axe checks the
  // document around it (language, title, landmarks), not the third-party widget.
  await expectNoAxeViolations(page, { exclude: ['.swagger-ui'] });
  // It calls the API from the page.
  await page
    .getByRole('button', { name: /\/api9\/health/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Try it out' }).click();
  await page.getByRole('button', { name: 'Execute' }).click();
  await expect(page.locator('.live-responses-table td.response-col_status:not(.col_header)')).toHaveText('200');
  await page.waitForLoadState('load');
  expect(problems).toEqual([]);
});

test('a page answered again from the server’s reuse (ADR 62) carries its own nonce, loads and works without a violation', async ({ browser }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'chairside-page-reuse-'));
  const server = await startServer(port, dataDir, { PAGE_CACHE_SECONDS: '60' });
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
  try {
    const page = await context.newPage();
    const problems = await watchPolicy(page);
    const policyNonces: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document')
        policyNonces.push(/'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '');
    });
    /** When the server rendered the page the tab holds (the same render answered twice has the same time). */
    const renderedAt = () =>
      page.evaluate(() => (window as unknown as { __CHAIRSIDE_STATE__: { queries: { dehydratedAt: number }[] } }).__CHAIRSIDE_STATE__.queries[0].dehydratedAt);

    for (let visit = 0; visit < 2; visit++) {
      await page.goto('/dental-jobs/search/ANY/60614?radius=101');
      await hydrated(page, '#search-radius');
      await expect(page.getByTestId('job-card').first()).toBeVisible();
    }
    const second = await renderedAt();
    await page.getByLabel('Distance').selectOption('50');
    await expect(page).toHaveURL(/\/dental-jobs\/search\/ANY\/60614\?radius=50$/);
    await page.goBack();
    await page.reload();
    await hydrated(page, '#search-radius');
    // The reloaded page is the same render, answered again, with a nonce of its own each time.
    expect(await renderedAt()).toBe(second);
    expect(policyNonces.length).toBeGreaterThanOrEqual(3);
    expect(new Set(policyNonces).size).toBe(policyNonces.length);
    await page.getByRole('button', { name: 'Resources', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Resources menu' })).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
