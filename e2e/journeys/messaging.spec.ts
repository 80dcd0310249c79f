import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../support/people';
import { dismissProfilePrompt, registerSeeker, signIn, type Seeker } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// The demo practice messages a new applicant from the applicants list; the applicant, signed in
// in another browser, sees the unread badge change without reloading, reads and answers; then
// blocks the practice, which can no longer write to them.

const PASSWORD = 'messaging-journey-2026';

async function demoPostingId(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api9/auth/login', { data: { username: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD, delegated: false, legacy: false } });
  expect(login.ok()).toBe(true);
  const { username } = (await login.json()) as { username: string };
  const list = await request.get(`/api9/users/employers/${username}/jobs`, { headers: { authorization: login.headers()['authorization'] } });
  const live = ((await list.json()) as Array<{ id: number; name: string | null; displayStatus: string | null }>).filter(
    (job) => job.displayStatus === 'Active' && !job.name?.startsWith('Journey'),
  );
  expect(live.length).toBeGreaterThan(0);
  return live[0].id;
}

async function registerApplicant(request: APIRequestContext, name: string, jobId: number): Promise<Seeker> {
  const seeker = await registerSeeker(request, { name, password: PASSWORD, readyToApply: true });
  const applied = await request.post(`/api9/users/staff/${seeker.username}/applications`, {
    headers: { authorization: seeker.authorization },
    data: { jobId, message: null },
  });
  expect(applied.status()).toBe(201);
  return seeker;
}

test('a practice messages an applicant, who sees the badge change live, answers, and blocks', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = randomBytes(4).toString('hex');
  const jobId = await demoPostingId(page.request);
  const seeker = await registerApplicant(page.request, `Casey Inbox ${suffix}`, jobId);

  // The applicant signs in in another browser context and waits on the dashboard.
  const seekerContext = await browser.newContext();
  const seekerPage = await seekerContext.newPage();
  await dismissProfilePrompt(seekerPage);
  await signIn(seekerPage, seeker.email, PASSWORD);
  const seekerMenu = seekerPage.locator('.app-sidebar').getByRole('link', { name: /^Messages/ });
  await expect(seekerMenu).toBeVisible();
  await expect(seekerMenu.locator('.side-nav__badge')).toHaveCount(0);
  await expectNoAxeViolations(seekerPage);

  // The practice writes from the applicants list.
  await signIn(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
  await page.goto(`/app/post-job/summary/${jobId}`);
  const card = page.getByTestId('applicant').filter({ hasText: `Casey Inbox ${suffix}` });
  await card.getByRole('button', { name: 'Message' }).click();
  const dialog = page.getByRole('dialog', { name: `Message Casey Inbox ${suffix}` });
  await dialog.getByLabel('Your message').fill('Hello Casey! Could you come in on Tuesday? Details: https://example.com/visit');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/app\/messages\/\d+$/);
  const thread = page.getByTestId('thread');
  await expect(thread.getByTestId('message').last()).toContainText('Could you come in on Tuesday?');
  const link = thread.getByRole('link', { name: 'https://example.com/visit' });
  await expect(link).toHaveAttribute('rel', 'noopener nofollow ugc');
  await expectNoAxeViolations(page);

  // Without reloading, the applicant's badge and page title show the unread message.
  await expect(seekerMenu.locator('.side-nav__badge')).toContainText('1', { timeout: 15_000 });
  await expect(seekerPage).toHaveTitle(/^\(1\) /);
  await seekerMenu.click();
  await expect(seekerPage.getByTestId('convo-group').first()).toContainText('Bright Smiles Dental');
  await expectNoAxeViolations(seekerPage);
  await seekerPage.getByTestId('convo-group').first().getByRole('link').first().click();
  const seekerThread = seekerPage.getByTestId('thread');
  await expect(seekerThread.getByTestId('message').last()).toContainText('Could you come in on Tuesday?');
  await expect(seekerMenu.locator('.side-nav__badge')).toHaveCount(0);
  await seekerPage.screenshot({ path: test.info().outputPath('messaging-seeker-thread.png') });
  await expectNoAxeViolations(seekerPage);

  await seekerThread.getByLabel('Your message').fill('Tuesday works for me. See you then!');
  await seekerThread.getByRole('button', { name: 'Send' }).click();
  await expect(seekerThread.getByTestId('message').last()).toContainText('Tuesday works for me.');

  // The practice sees the answer arrive in the open thread, and its own message marked seen.
  await expect(thread.getByTestId('message').last()).toContainText('Tuesday works for me.', { timeout: 15_000 });
  await page.screenshot({ path: test.info().outputPath('messaging-practice-thread.png') });

  // At phone width the thread fills the screen, with a way back to the list.
  await seekerPage.setViewportSize({ width: 390, height: 844 });
  await expect(seekerPage.getByRole('link', { name: 'Back to conversations' })).toBeVisible();
  await expect(seekerPage.getByRole('navigation', { name: 'Conversations' })).toBeHidden();
  await seekerPage.screenshot({ path: test.info().outputPath('messaging-phone-thread.png') });
  await expectNoAxeViolations(seekerPage);

  // The applicant blocks the practice: the practice is told plainly and cannot write.
  seekerPage.once('dialog', (confirm) => void confirm.accept());
  await seekerThread.getByRole('button', { name: 'Block' }).click();
  await expect(seekerThread.getByRole('status')).toContainText('You blocked Bright Smiles Dental.');
  await page.reload();
  await expect(page.getByTestId('thread').getByRole('status')).toContainText('has blocked you. You cannot send them messages.', { timeout: 15_000 });
  await expect(page.getByTestId('thread').getByLabel('Your message')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await seekerContext.close();
});
