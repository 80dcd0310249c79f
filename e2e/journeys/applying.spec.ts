import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD, uniqueEmail } from '../support/people';
import { dismissProfilePrompt, hydrated, registerSeeker } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// Applying without dead ends: a visitor clicks Apply, registers and comes back to the application;
// the page says what the profile still needs, the typed message survives completing it; after
// Submit a confirmation, an email, and 'Applied on' on the job pages. Saving a job from search.

const PASSWORD = 'applying-journey-2026';
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

type DemoJob = { id: number; name: string; slug: string; position: string; zip: string };

/** One of the demo practice's seeded live postings (other journeys close only their own). */
async function demoLiveJob(request: APIRequestContext): Promise<DemoJob> {
  const login = await request.post('/api9/auth/login', { data: { username: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD, delegated: false, legacy: false } });
  expect(login.ok()).toBe(true);
  const { username } = (await login.json()) as { username: string };
  const list = await request.get(`/api9/users/employers/${username}/jobs`, { headers: { authorization: login.headers()['authorization'] } });
  const live = (
    (await list.json()) as Array<{ id: number; name: string | null; slug: string; position: string | null; zip: string | null; displayStatus: string | null }>
  ).filter((job) => job.displayStatus === 'Active' && job.name && job.position && job.zip && !job.name.startsWith('Journey'));
  expect(live.length).toBeGreaterThan(0);
  const job = live[0];
  return { id: job.id, name: job.name as string, slug: job.slug, position: job.position as string, zip: job.zip as string };
}

const publicJobPath = (job: DemoJob) => `/dental-jobs/job/${job.id}/${encodeURIComponent(job.slug)}/`;
const applyPath = (job: DemoJob) => `/app/search-jobs/post-job/application/${job.id}/`;
const today = () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date());

/** Adds one skill through the edit screen's dialog. */
async function addSkill(page: Page, name: string) {
  await page.locator('#add-skills').getByRole('button', { name: 'Add Skill', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Skill' });
  await dialog.getByLabel('Skill', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Save Skill' }).click();
  await expect(dialog).toBeHidden();
}

/** Subjects of the newest emails to an address in the development outbox. */
async function outboxSubjects(request: APIRequestContext, to: string): Promise<string[]> {
  const answer = await request.get(`/api9/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!answer.ok()) return [];
  const { messages } = (await answer.json()) as { messages: Array<{ to: string; subject: string }> };
  return messages.filter((message) => message.to === to).map((message) => message.subject);
}

for (const { name: width, viewport } of VIEWPORTS) {
  test.describe(`applying (${width})`, () => {
    test.use({ viewport });

    test('a visitor clicks Apply, registers, completes the profile without losing the message, applies and sees it everywhere', async ({ page }) => {
      test.setTimeout(150_000);
      dismissProfilePrompt(page);
      const job = await demoLiveJob(page.request);
      const suffix = randomBytes(4).toString('hex');
      const email = uniqueEmail('applicant');
      const message = `I would love to join your team. Ref ${suffix}.`;

      // A visitor on the public job page clicks Apply: sign in first, with the way to create an account.
      await page.goto(publicJobPath(job));
      await hydrated(page, 'main');
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Apply now' }).filter({ visible: true }).first().click();
      await expect(page).toHaveURL(/\/dental-jobs\/login\/\?fromPath=/);
      // The page says why it asks for a sign-in.
      await expect(page.getByText(/^Sign in to apply: your application sends the practice your Chairside resume\./)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Create an Account' }).click();
      await expect(page.getByRole('link', { name: /I'm looking for a job/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: /I'm looking for a job/ }).click();
      await expect(page).toHaveURL(/\/dental-jobs\/register\/staff\/\?fromPath=/);
      await hydrated(page, 'form');
      await expectNoAxeViolations(page);
      await page.getByLabel('Your name').fill(`Avery Applicant ${suffix}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByLabel('Position').selectOption('DA');
      await page.getByLabel('ZIP code').fill('78701');
      await page.getByRole('button', { name: 'Create Account' }).click();

      // Back on that job's application, told before typing what the profile still needs.
      await expect(page).toHaveURL(new RegExp(`${applyPath(job)}$`));
      const needs = page.getByRole('region', { name: 'Before you can apply, your profile needs:' });
      await expect(needs).toBeVisible();
      await expect(needs.getByRole('link', { name: 'Write a short intro about yourself' })).toBeVisible();
      await expect(needs.getByRole('link', { name: 'Add 5 skills' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
      await page.getByLabel('Message to the practice (optional)').fill(message);
      await page.screenshot({ path: test.info().outputPath(`apply-needs-${width}.png`), fullPage: true });
      await expectNoAxeViolations(page);

      // Completing the profile: intro, then five skills; the edit screen offers the way back.
      await needs.getByRole('link', { name: 'Write a short intro about yourself' }).click();
      await expect(page).toHaveURL(/\/app\/my-profile\/edit#edit-intro$/);
      const banner = page.getByTestId('applying-banner');
      await expect(banner).toContainText(`Applying to ${job.name}`);
      await expectNoAxeViolations(page);
      await page.getByLabel('Your intro').fill('Chairside assistant with four years in Austin family practices.');
      await page.getByRole('button', { name: 'Save Intro' }).click();
      await expect(page.getByText('Your intro is saved.')).toBeVisible();
      for (const skill of ['Dentrix', 'Digital X-rays', 'Impressions', 'Sterilization', 'Patient education']) await addSkill(page, skill);
      await expect(banner).toContainText(`Your profile is ready to apply to ${job.name}.`);
      await banner.getByRole('link', { name: 'Back to your application' }).click();

      // The message typed before is still there; nothing left to complete.
      await expect(page).toHaveURL(new RegExp(`${applyPath(job)}$`));
      await expect(page.getByLabel('Message to the practice (optional)')).toHaveValue(message);
      await expect(page.getByRole('region', { name: 'Before you can apply, your profile needs:' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      // The day of the application: the day the journey sent it, or the next if midnight (UTC) passed meanwhile.
      const dayBefore = today();
      await page.getByRole('button', { name: 'Submit' }).click();

      // A confirmation on the page, and an email.
      const confirmation = page.getByTestId('apply-confirmation');
      await expect(confirmation.getByRole('heading', { name: 'Your application was sent' })).toBeFocused();
      const appliedOn = (words: string) => new RegExp(`${words} (${[...new Set([dayBefore, today()])].join('|')})`);
      await expect(confirmation).toContainText('We emailed you a copy.');
      await expectNoAxeViolations(page);
      await expect.poll(() => outboxSubjects(page.request, email)).toContain(`You applied to ${job.name}`);
      // The draft is gone: the apply page now says when they applied.
      await page.reload();
      await expect(page.getByTestId('apply-confirmation')).toContainText(appliedOn('You applied on'));

      // The job page in the app and the public one (signed in) say 'Applied on', not Apply.
      await confirmation.getByRole('link', { name: 'Back to the job' }).click();
      await expect(page.getByTestId('applied-on').first()).toContainText(appliedOn('Applied on'));
      await expect(page.getByRole('link', { name: 'Apply', exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.goto(publicJobPath(job));
      await expect(page.getByTestId('applied-on').filter({ visible: true }).first()).toContainText(appliedOn('Applied on'));
      await expect(page.getByRole('link', { name: 'Apply now' }).filter({ visible: true })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`applied-${width}.png`), fullPage: false });
    });

    test('a job seeker saves a job from the search results and finds it in Saved Jobs', async ({ page }) => {
      test.setTimeout(90_000);
      dismissProfilePrompt(page);
      const suffix = randomBytes(4).toString('hex');
      const seeker = await registerSeeker(page.request, { name: `Sam Saver ${suffix}`, password: PASSWORD });
      const job = await demoLiveJob(page.request);

      // Signed out, Save leads to sign-in and back to the job.
      await page.goto(publicJobPath(job));
      await hydrated(page, 'main');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: `Save: ${job.name}` }).click();
      await expect(page).toHaveURL(/\/dental-jobs\/login\/\?fromPath=/);
      await expectNoAxeViolations(page);
      await hydrated(page, 'form[aria-label="Sign in"]');
      await page.getByLabel('Email').fill(seeker.email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${publicJobPath(job).replace(/[/]/g, '\\/')}$`));

      // From the search results (the job's own position and ZIP code, its title as the keyword).
      await page.goto(`/app/search-jobs/${job.position}/${job.zip}?keyword=${encodeURIComponent(`"${job.name}"`)}`);
      const card = page.getByTestId('job-card').filter({ hasText: job.name }).first();
      await expect(page.getByText(/\d+ jobs? found/)).toBeVisible({ timeout: 20_000 });
      await card.getByRole('button', { name: `Save: ${job.name}` }).click();
      await expect(card.getByRole('button', { name: `Saved: ${job.name}` })).toBeVisible();
      await expectNoAxeViolations(page);

      // One list, in the menu.
      if (page.viewportSize()!.width < 1252) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Saved Jobs' }).first().click();
      await expect(page).toHaveURL(/\/app\/saved-jobs$/);
      const saved = page.getByTestId('saved-job');
      await expect(saved).toHaveCount(1);
      await expect(saved.first()).toContainText(job.name);
      await expect(saved.first().getByRole('link', { name: `Apply: ${job.name}` })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`saved-jobs-${width}.png`), fullPage: true });
      await expectNoAxeViolations(page);

      // Removed from the list: the empty state says how to save one.
      await saved
        .first()
        .getByRole('button', { name: `Remove: ${job.name}` })
        .click();
      await expect(page.getByText('No saved jobs yet.')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
