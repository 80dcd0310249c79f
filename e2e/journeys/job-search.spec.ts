import { expect, test } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../support/people';
import { dismissProfilePrompt, fillSignIn, hydrated, registerSeeker, signIn, type Seeker } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// Journeys of the job seeker's side of hiring: searching near a ZIP code as a visitor, opening a
// job, signing up and applying; invitations from the demo practice, declined and accepted; and
// an interview both sides see. Every job seeker is new; the demo practice runs in one serial group.

const PASSWORD = 'search-journey-2026';

/** A new job seeker through the API, with an intro and 5 skills (enough to apply), public if asked. */

/** React has taken over the element (the server-rendered search form reacts only once hydrated). */

/** The profile prompt may open over a job seeker's screen at any moment: close it whenever it shows. */

test('a visitor searches near a ZIP code, opens a job, signs up, applies and sees the application', async ({ page }) => {
  await page.goto('/dental-jobs/search/');
  await expect(page.getByRole('heading', { name: 'Search Jobs Near You' })).toBeVisible();
  await expect(page.getByText('Choose a position and enter a ZIP code to see jobs.')).toBeVisible();
  await expectNoAxeViolations(page);
  await hydrated(page, '#search-position');
  // Demo postings are spread at random over a few cities: every position, near Chicago.
  await page.getByLabel('Position').selectOption('ANY');
  await page.getByLabel('ZIP code').fill('60614');
  await page.getByLabel('Distance').selectOption('50');
  // The URL carries the whole search, so it can be shared.
  await expect(page).toHaveURL(/\/dental-jobs\/search\/ANY\/60614\?radius=50/);
  const cards = page.getByTestId('job-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
  await expectNoAxeViolations(page);
  for (const distance of await cards.locator('.job-card__distance').allTextContents()) expect(parseFloat(distance)).toBeLessThanOrEqual(50);

  // Temp dates: the end must come after the start; permanent jobs hide the dates.
  await page.getByLabel('Temp start date').fill('2026-12-10');
  await page.getByLabel('Temp end date').fill('2026-12-01');
  await expect(page.getByText('End date must come after start date')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Type').selectOption('PERM');
  await expect(page.getByLabel('Temp start date')).toHaveCount(0);
  // National: no ZIP or distance.
  await page.getByRole('tab', { name: 'National' }).click();
  await expect(page.getByRole('heading', { name: 'Search National Jobs' })).toBeVisible();
  await expect(page.getByLabel('ZIP code')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Near You' }).click();
  await expect(cards.first()).toBeVisible();

  // Not a posting the employer journeys publish and close meanwhile.
  const first = cards.filter({ hasNotText: 'Journey Temp Assistant' }).first().getByRole('heading').getByRole('link');
  const title = (await first.textContent())?.trim() ?? '';
  // By its title: the list may be ordered afresh between reading it and clicking (another page of
  // the same search answering late), and any job of that title is the one to open.
  await page.getByTestId('job-card').getByRole('heading').getByRole('link', { name: title, exact: true }).first().click();
  await expect(page).toHaveURL(/\/dental-jobs\/job\/\d+\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(page);
  const jobId = /\/dental-jobs\/job\/(\d+)\//.exec(page.url())?.[1];
  await dismissProfilePrompt(page);
  await page.locator('aside').getByRole('link', { name: 'Apply now' }).click();

  // Signed out: the sign-in page, which comes back to the application afterwards.
  await expect(page).toHaveURL(/\/dental-jobs\/login/);
  await expectNoAxeViolations(page);
  const seeker = await registerSeeker(page.request, { name: 'Jordan Searcher', password: PASSWORD });
  await fillSignIn(page, seeker.email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/app/search-jobs/post-job/application/${jobId}/?$`));
  await expect(page.getByRole('heading', { name: `Apply: ${title}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Message to the practice (optional)').fill('I would love to join your team.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Your application was sent' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'See your applications' }).click();

  await expect(page).toHaveURL(/\/app\/job-application\/all$/);
  const application = page.getByTestId('application').first();
  await expect(application.getByRole('link', { name: title })).toBeVisible();
  await expect(application).toContainText('Applied');
  await expect(application).toContainText('I would love to join your team.');
  await expectNoAxeViolations(page);

  // Coming back to the apply page says when, instead of offering to apply twice.
  await page.goto(`/app/search-jobs/post-job/application/${jobId}/`);
  await expect(page.getByTestId('apply-confirmation')).toContainText('You applied on');
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The search now marks the job as applied.
  await page.goto(`/app/search-jobs/ANY/60614?radius=50&keyword=${encodeURIComponent(title)}`);
  await expect(page.getByTestId('job-card').filter({ has: page.locator(`a[href*="/post-job/${jobId}/"]`) })).toContainText('Applied');
  await expectNoAxeViolations(page);

  // Like it, see it among the liked jobs, and take the like back: it leaves the list at once.
  const card = page.getByTestId('job-card').filter({ has: page.locator(`a[href*="/post-job/${jobId}/"]`) });
  await card.getByRole('button', { name: `Like ${title}`, exact: true }).click();
  await expect(card.getByRole('button', { name: `Like ${title}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Show', { exact: true }).selectOption('LIKED');
  await expect(page).toHaveURL(/evaluation=LIKED/);
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: `Like ${title}`, exact: true }).click();
  await expect(card).toHaveCount(0);
});

test('a job seeker with an incomplete profile is told what it needs before typing', async ({ page }) => {
  const { email } = await registerSeeker(page.request, { name: 'Casey Newcomer', password: PASSWORD, readyToApply: false });
  await dismissProfilePrompt(page);
  await signIn(page, email, PASSWORD);
  await page.goto('/app/search-jobs/ANY/60614?radius=50');
  await page.getByTestId('job-card').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/search-jobs\/post-job\/\d+\//);
  await expect(page.getByRole('link', { name: 'Apply' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { name: 'Before you can apply, your profile needs:' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test.describe.serial('the demo practice invites a job seeker', () => {
  let seeker: Seeker;
  let jobs: Array<{ id: number; title: string }> = [];

  test('invites a job seeker to two postings', async ({ page }) => {
    seeker = await registerSeeker(page.request, { name: 'Riley Invitee', password: PASSWORD, isPublic: true });
    const login = await page.request.post('/api9/auth/login', {
      data: { username: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD, delegated: false, legacy: false },
    });
    expect(login.ok()).toBe(true);
    const employer = (await login.json()) as { username: string };
    const list = await page.request.get(`/api9/users/employers/${employer.username}/jobs`, { headers: { authorization: login.headers()['authorization'] } });
    const live = ((await list.json()) as Array<{ id: number; name: string | null; displayStatus: string | null }>)
      // The seeded postings only: the employer journeys publish and close their own ('Journey …') meanwhile.
      .filter((job) => job.displayStatus === 'Active' && !job.name?.startsWith('Journey'));
    expect(live.length).toBeGreaterThanOrEqual(2);
    jobs = live.slice(0, 2).map((job) => ({ id: job.id, title: job.name ?? '' }));

    await signIn(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
    for (const job of jobs) {
      await page.goto(`/app/post-job/summary/${job.id}`);
      await page.getByLabel('Job seeker’s name or email').fill(seeker.email);
      await page.getByRole('button', { name: /Riley Invitee/ }).click();
      await page.getByLabel('Message', { exact: true }).fill(`Please apply to job ${job.id}.`);
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Riley Invitee is invited to apply.' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('the job seeker declines one invitation and accepts the other', async ({ page }) => {
    await dismissProfilePrompt(page);
    await signIn(page, seeker.email, PASSWORD);
    await page.goto('/app/job-application/all');
    const [declined, accepted] = jobs.map((job) => page.getByTestId('invitation').filter({ hasText: `Please apply to job ${job.id}.` }));
    await expect(declined).toContainText('Pending');
    await declined.getByRole('button', { name: 'Decline' }).click();
    await expect(declined).toContainText('Declined');
    await expect(declined.getByRole('button', { name: 'Accept' })).toHaveCount(0);

    await accepted.getByRole('button', { name: 'Accept' }).click();
    await accepted.getByLabel('Message to the practice (optional)').fill('Thank you, happy to apply.');
    await accepted.getByRole('button', { name: 'Apply' }).click();
    await expect(accepted).toContainText('Accepted');
    await expect(page.getByTestId('application').first()).toContainText('Thank you, happy to apply.');
    await expectNoAxeViolations(page);
  });

  test('the practice proposes an interview and both sides see it', async ({ page, browser }) => {
    await signIn(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
    await page.goto(`/app/post-job/summary/${jobs[1].id}`);
    const applicant = page.getByTestId('applicant').filter({ hasText: 'Riley Invitee' });
    await expect(applicant).toContainText('Thank you, happy to apply.');
    await applicant.getByRole('link', { name: 'Riley Invitee' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?u=${seeker.username}$`));
    await expect(applicant).toContainText('Chairside assistant who loves four-handed dentistry.');
    await expectNoAxeViolations(page);
    await applicant.getByRole('button', { name: 'Propose interview' }).click();
    await applicant.getByLabel('Interview type').selectOption('WORKING');
    await applicant.getByLabel('Location').fill('Operatory 3');
    await applicant.getByRole('button', { name: 'Send proposal' }).click();
    await expect(applicant.getByRole('button', { name: 'Propose interview' })).toBeVisible();

    await page.goto('/app/interviews');
    const employerSide = page.getByTestId('interview').filter({ hasText: 'Riley Invitee' });
    await expect(employerSide).toContainText('Working Interview');
    await expect(employerSide).toContainText('Operatory 3');
    await expectNoAxeViolations(page);

    const seekerContext = await browser.newContext();
    const seekerPage = await seekerContext.newPage();
    await dismissProfilePrompt(seekerPage);
    await signIn(seekerPage, seeker.email, PASSWORD);
    await seekerPage.goto('/app/interviews');
    await expect(seekerPage.getByRole('heading', { name: 'Interviews' })).toBeVisible();
    const seekerSide = seekerPage.getByTestId('interview').filter({ hasText: 'Working Interview' });
    await expect(seekerSide).toContainText('Operatory 3');
    await expect(seekerPage.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoAxeViolations(seekerPage);
    await seekerContext.close();
  });
});
