import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/test';
import { dismissProfilePrompt, publishHygienistPosting, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// The installable app in Chromium: the page links a web app manifest with icons, the service
// worker at /sw.js (scope /) is registered and controls the page, keeps the job seeker's saved
// jobs for that person, and signing out forgets what the device kept.

const PASSWORD = 'installable-app-2026';

test('the app installs, keeps the saved jobs for their owner, and forgets them at sign-out', async ({ page, context }) => {
  test.setTimeout(120_000);
  const seeker = await registerSeeker(page.request, { name: `Olive Offline ${randomBytes(3).toString('hex')}`, password: PASSWORD, position: 'DA' });
  // A saved job to read offline: the journey's own posting, which no other journey fills or hides.
  const title = `Journey Installable Hygienist ${randomBytes(3).toString('hex')}`;
  const job = { ...(await publishHygienistPosting(page.request, { name: title })), title };
  expect(
    (await page.request.put(`/api9/users/staff/${seeker.username}/saved-jobs/${job.id}`, { headers: { authorization: seeker.authorization } })).status(),
  ).toBe(200);

  await page.goto('/');
  // The manifest Chromium finds, and its icons.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ short_name: 'Chairside', start_url: '/app/dashboard', scope: '/', display: 'standalone' });
  for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  const cdp = await context.newCDPSession(page);
  const parsed = await cdp.send('Page.getAppManifest');
  expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
  expect(parsed.errors).toEqual([]);

  // The service worker: registered from /sw.js with scope /, controlling the page.
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL ?? null };
  });
  expect(new URL(registration.scope).pathname).toBe('/');
  expect(new URL(registration.script!).pathname).toBe('/sw.js');
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  // Signed in, the saved jobs page is seen once online (the worker keeps it for its owner)...
  await dismissProfilePrompt(page);
  await signIn(page, seeker.email, PASSWORD);
  await page.goto('/app/saved-jobs');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.reload();
  const list = page.getByTestId('saved-jobs');
  await expect(list).toContainText(job.title);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  // The worker kept the answer for this person, marked with whom it was fetched for.
  await expect
    .poll(() =>
      page.evaluate(async (username) => {
        const cache = await caches.open('chairside-data-v1');
        const kept = await cache.match(`/api9/users/staff/${username}/saved-jobs`);
        return kept?.headers.get('x-cached-for') ?? null;
      }, seeker.username),
    )
    .toBe(seeker.username);
  await expectNoAxeViolations(page);

  // Signing out forgets the person's offline data on this device.
  await page.goto('/app/sign-out');
  await expect(page).toHaveURL(/\/dental-jobs\/login/);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const shells = await Promise.all(
          names.filter((name) => name.startsWith('chairside-pages')).map(async (name) => (await caches.open(name)).match('/__app-shell')),
        );
        const kept = await Promise.all(
          names.filter((name) => name.startsWith('chairside-data')).map(async (name) => (await (await caches.open(name)).keys()).length),
        );
        return { data: kept.reduce((sum, count) => sum + count, 0) > 0, appShell: shells.some(Boolean) };
      }),
    )
    .toEqual({ data: false, appShell: false });
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).some((name) => name.startsWith('chairside-static-')))).toBe(true);
});
