import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { dismissProfilePrompt, publishHygienistPosting, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';
import { freePort, startServer, stopServer } from '../support/own-server';

// The installable app on a phone that lost its signal: the job seeker saw their saved jobs once
// online; with no network, opening the saved jobs page (afresh, and again with a reload) shows
// them from the device with the offline notice, only to them; back online, the notice goes. The
// network lost (the browser knows it is offline) and the server out of reach (the browser thinks
// it is online: only the service worker knows) both show it.

const PASSWORD = 'offline-saved-jobs-2026';

/** A token-shaped value for someone else (the worker reads the subject; the server would refuse it). */
const someoneElsesToken = () => `x.${Buffer.from(JSON.stringify({ sub: 'someone-else' })).toString('base64url')}.x`;

/** Signs a new job seeker in and shows their saved jobs once, online, under the service worker. */
async function seeSavedJobsOnline(page: Page) {
  const seeker = await registerSeeker(page.request, { name: `Nadia Nosignal ${randomBytes(3).toString('hex')}`, password: PASSWORD, position: 'DA' });
  // The journey's own posting, which no other journey fills or hides.
  const title = `Journey Offline Hygienist ${randomBytes(3).toString('hex')}`;
  const job = { ...(await publishHygienistPosting(page.request, { name: title })), title };
  expect(
    (await page.request.put(`/api9/users/staff/${seeker.username}/saved-jobs/${job.id}`, { headers: { authorization: seeker.authorization } })).status(),
  ).toBe(200);
  await dismissProfilePrompt(page);
  await signIn(page, seeker.email, PASSWORD);
  await page.goto('/app/saved-jobs');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.reload();
  await expect(page.getByTestId('saved-jobs')).toContainText(job.title);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(
        (username) => caches.match(`/api9/users/staff/${username}/saved-jobs`).then((kept) => kept?.headers.get('x-cached-for') ?? null),
        seeker.username,
      ),
    )
    .toBe(seeker.username);
  return { seeker, job };
}

test('the saved jobs page opens offline with the offline notice, for its owner only', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { seeker, job } = await seeSavedJobsOnline(page);
  const list = page.getByTestId('saved-jobs');
  const banner = page.getByTestId('offline-banner');

  // The signal is lost (the page and the worker both lose the network), and the app is opened afresh.
  await page.goto('about:blank');
  await context.setOffline(true);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
  });
  const opened = await page.goto('/app/saved-jobs');
  expect(opened?.fromServiceWorker()).toBe(true);
  await expect(list).toContainText(job.title);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('You are offline.');
  await expectNoAxeViolations(page);

  // A reload offline shows the same, and nothing navigates behind it (no sign-out, no reload loop).
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(list).toContainText(job.title);
  await expect(banner).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(page.url()).toMatch(/\/app\/saved-jobs$/);
  expect(documents).toEqual(['/app/saved-jobs', '/app/saved-jobs']);

  // What the device kept is the owner's only: asked for by someone else, or by nobody, there is no answer.
  const unanswered = await page.evaluate(
    async ({ path, token }) => {
      const attempt = (headers: Record<string, string>) =>
        fetch(path, { headers }).then(
          (response) => `answered ${response.status}`,
          () => 'no answer',
        );
      return [await attempt({ authorization: `Bearer ${token}` }), await attempt({})];
    },
    { path: `/api9/users/staff/${seeker.username}/saved-jobs`, token: someoneElsesToken() },
  );
  expect(unanswered).toEqual(['no answer', 'no answer']);

  // Back online, the notice goes and the page stays.
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(list).toContainText(job.title);
  expect(page.url()).toMatch(/\/app\/saved-jobs$/);
});

test('with the server out of reach, the saved jobs page opens from the device with the offline notice', async ({ browser }) => {
  test.setTimeout(240_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'chairside-offline-'));
  let server = await startServer(port, dataDir);
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
  try {
    const page = await context.newPage();
    const { job } = await seeSavedJobsOnline(page);
    const list = page.getByTestId('saved-jobs');
    const banner = page.getByTestId('offline-banner');

    // The server goes away; the browser still thinks it is online, only the worker finds no answer.
    await stopServer(server);
    const opened = await page.goto('/app/saved-jobs');
    expect(opened?.fromServiceWorker()).toBe(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect(list).toContainText(job.title);
    await expect(banner).toBeVisible();
    await page.reload();
    await expect(list).toContainText(job.title);
    await expect(banner).toBeVisible();
    expect(page.url()).toMatch(/\/app\/saved-jobs$/);

    // The server is back: the next load comes from it, without the notice, still signed in.
    server = await startServer(port, dataDir);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/saved-jobs'));
    await page.reload();
    expect((await answered).headers()['x-served-from-cache']).toBeUndefined();
    await expect(list).toContainText(job.title);
    await expect(banner).toHaveCount(0);
    expect(page.url()).toMatch(/\/app\/saved-jobs$/);
  } finally {
    await context.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
