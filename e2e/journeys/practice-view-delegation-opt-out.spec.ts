import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { demoLivePosting, dismissProfilePrompt, publishHygienistPosting, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';
import { freePort, startServer, stopServer } from '../support/own-server';
import { signInAsDemoAdmin } from '../support/two-step';

// A job seeker opens the practice they applied to from their applications (GET users/{id}/employer/
// {username}) and is told when a practice's profile is not open to them; an administrator opens a
// delegated session from the admin area and ends it; a job seeker stops all marketing email from
// the settings screen and allows it again (PUT users/{id}/optout2).

const suffix = () => randomBytes(3).toString('hex');

test('a job seeker opens the practice of an application, and another practice’s private profile stays closed', async ({ page }) => {
  test.setTimeout(120_000);
  const password = 'practice-view-2026';
  const seeker = await registerSeeker(page.request, { name: `Casey View ${suffix()}`, password });
  // The demo practice (about, two offices) and one of its live postings.
  const posting = await demoLivePosting(page.request);
  const title = posting.name;
  const other = await publishHygienistPosting(page.request, { name: `Elsewhere Hygienist ${suffix()}`, practice: 'Private Smiles' });
  const applied = await page.request.post(`/api9/users/staff/${seeker.username}/applications`, {
    headers: { authorization: seeker.authorization },
    data: { jobId: posting.id, message: null },
  });
  expect(applied.status()).toBe(201);
  const practiceOf = async (jobId: number) =>
    ((await (await page.request.get(`/api9/jobs/${jobId}`)).json()) as { practice: { username: string; name: string } }).practice;
  const practice = await practiceOf(posting.id);

  await dismissProfilePrompt(page);
  await signIn(page, seeker.email, password);
  await page.goto('/app/job-application/all');
  const application = page.getByTestId('application').filter({ hasText: title });
  await application.getByRole('link', { name: practice.name }).click();
  await expect(page).toHaveURL(new RegExp(`/app/employers/${practice.username}$`));
  await expect(page.getByRole('heading', { level: 1, name: practice.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'About the practice' })).toContainText('has cared for Chicago families since 2009');
  const offices = page.getByRole('region', { name: 'Offices' });
  // The demo practice's two offices (other journeys may add one of their own meanwhile).
  await expect.poll(() => offices.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(2);
  await expect(offices).toContainText('Chicago, IL');
  const jobs = page.getByTestId('practice-jobs');
  await expect(jobs.getByRole('link', { name: title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('practice-view-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('practice-view-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // Its open job opens in the app.
  await jobs.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/app/search-jobs/post-job/${posting.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // A private practice the job seeker never dealt with.
  const closed = await practiceOf(other.id);
  await page.goto(`/app/employers/${closed.username}`);
  await expect(page.getByRole('alert')).toContainText('This practice’s profile is not open to you');
  await expect(page.getByRole('heading', { level: 1, name: closed.name })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an administrator opens a delegated session from the admin area, acts as the job seeker, and ends it', async ({ browser }) => {
  test.setTimeout(150_000);
  // Delegated sessions need the administrator's two-step sign-in (ADR 105): the demo administrator
  // signs in with a code of the published key, on a server of this journey's own (the delegated
  // session and its audit stay out of the shared server's admin area).
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'chairside-delegation-'));
  const server = await startServer(port, dataDir);
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    const seeker = await registerSeeker(page.request, { name: `Taylor Helped ${suffix()}`, password: 'delegated-journey-2026' });
    await dismissProfilePrompt(page);
    await signInAsDemoAdmin(page);
    await page.goto('/app/admin');
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Accounts' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/accounts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expectNoAxeViolations(page);

    const form = page.getByRole('form', { name: 'Open a delegated session' });
    await form.getByRole('button', { name: 'Open their account' }).click();
    await expect(form.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Username')).toBeFocused();
    await form.getByLabel('Username').fill(`nobody-${suffix()}`);
    await form.getByRole('button', { name: 'Open their account' }).click();
    await expect(form.getByText('No account has this username.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('admin-accounts.png'), fullPage: true });

    await form.getByLabel('Username').fill(seeker.username);
    await form.getByRole('button', { name: 'Open their account' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const notice = page.getByTestId('delegated-session');
    await expect(notice).toContainText(`You are acting on behalf of ${seeker.name}`);
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Resume Profile' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('delegated-dashboard.png'), fullPage: true });
    // The account's own settings: the password and email address stay the owner's.
    await page.goto('/app/account-settings');
    await expect(page.getByText('You are signed in on behalf of this account (a delegated session).')).toBeVisible();

    await notice.getByRole('link', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/dental-jobs\/login\//);
    const current = await page.evaluate(() => window.localStorage.getItem('authToken'));
    expect(current).toBeNull();
  } finally {
    await context.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a job seeker unsubscribes from all marketing email in settings, then allows it again', async ({ page, request }) => {
  const password = 'opt-out-journey-2026';
  const seeker = await registerSeeker(page.request, { name: `Sam Quiet ${suffix()}`, password });
  // Read with a session of its own (and a cookie jar of its own: the page keeps its session), fresh
  // each time (the journey server's access tokens last seconds).
  const preferences = async () => {
    const login = await request.post('/api9/auth/login', { data: { username: seeker.email, password } });
    const authorization = login.headers()['authorization'];
    return (await (await request.get(`/api9/users/${seeker.username}/emails/preferences`, { headers: { authorization } })).json()) as Record<string, boolean>;
  };
  await dismissProfilePrompt(page);
  await signIn(page, seeker.email, password);
  await page.goto('/app/account-settings');
  const panel = page.getByRole('region', { name: 'Marketing email' });
  await expect(panel).toContainText('Email about your own messages, applications and interviews still comes.');
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: 'Unsubscribe from all marketing email' }).click();
  await expect(panel.getByRole('status')).toHaveText('You are unsubscribed from all marketing email.');
  await expect(panel.getByRole('button', { name: 'Allow marketing email again' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Newsletter' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Product news' })).not.toBeChecked();
  expect(await preferences()).toMatchObject({ jobAlerts: false, newsletter: false, productNews: false, messages: true });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('marketing-opted-out.png'), fullPage: true });

  await panel.getByRole('button', { name: 'Allow marketing email again' }).click();
  await expect(panel.getByRole('status')).toHaveText('Marketing email is allowed again.');
  await expect(page.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked();
  expect(await preferences()).toMatchObject({ jobAlerts: true, newsletter: true, productNews: true, messages: true });
});
