import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../support/people';
import { demoLivePosting, dismissProfilePrompt, failNextCall, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// A job seeker takes DISC (leaving half-way and coming back to where they were) and the alignment
// questionnaire, reads the results, and their completeness score rises by the spec's 5 + 5
// points. The demo practice takes its culture assessment and sees a candidate's culture fit, with
// what drives it and what it means, on the candidate review screen.

const PASSWORD = 'assessments-journey-2026';
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.ASSESSMENTS_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

async function completenessScore(page: Page): Promise<number> {
  await page.goto('/app/my-profile');
  const meter = page.getByRole('progressbar', { name: 'Profile completeness' }).first();
  await expect(meter).toBeVisible();
  return Number(await meter.getAttribute('aria-valuenow'));
}

/** Chooses the first answer of every question on the current step, then moves on. */
async function answerStep(page: Page, next: string) {
  const questions = page.getByTestId('question');
  const count = await questions.count();
  for (let i = 0; i < count; i++) await questions.nth(i).getByRole('radio').first().check();
  await page.getByRole('button', { name: next }).click();
}

test('a job seeker takes DISC and the alignment questionnaire; the score rises by 10', async ({ page }) => {
  test.setTimeout(150_000);
  const seeker = await registerSeeker(page.request, { name: `Morgan Assess ${randomBytes(4).toString('hex')}`, password: PASSWORD });
  await dismissProfilePrompt(page);
  await signIn(page, seeker.email, PASSWORD);
  const before = await completenessScore(page);

  await page.goto('/app/assessments');
  const disc = page.getByTestId('assessment-disc');
  await expect(disc.getByTestId('assessment-status')).toHaveText('Not started');
  await expectNoAxeViolations(page);
  await shoot(page, 'overview');
  await disc.getByRole('link', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'DISC work style' })).toBeVisible();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await expectNoAxeViolations(page);
  // Next without answers: each question says what is missing.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose an answer.').first()).toBeVisible();
  // A step that cannot be saved stays, and says so with focus on the message.
  await failNextCall(page, /\/disc\/progress$/, { method: 'PUT' });
  await answerStep(page, 'Next');
  await expect(page.getByRole('alert')).toHaveText('Something went wrong on our side.');
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 6')).toBeVisible();
  await shoot(page, 'disc-step');
  await answerStep(page, 'Next');
  await expect(page.getByText('Step 3 of 6')).toBeVisible();

  // Leaving half-way: in progress; coming back opens where they were, answers kept.
  await page.getByRole('link', { name: '← All assessments' }).click();
  await expect(disc.getByTestId('assessment-status')).toHaveText('In progress');
  await disc.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByText('Step 3 of 6')).toBeVisible();
  await expect(page.getByText('8 of 24 answered')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Step 2 of 6')).toBeVisible();
  await expect(page.getByTestId('question').first().getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  for (const step of [3, 4, 5]) {
    await expect(page.getByText(`Step ${step} of 6`)).toBeVisible();
    await answerStep(page, 'Next');
  }
  // The last step shows once step 5 is saved: answering before would answer step 5 again.
  await expect(page.getByText('Step 6 of 6')).toBeVisible();
  await answerStep(page, 'See my results');
  await expect(page).toHaveURL(/\/app\/assessments\/disc\/results$/);
  // The first answer of every question gives each style 6 of 24: reported as a tie, not as Dominance.
  await expect(page.getByRole('heading', { level: 2, name: /^Top styles: .* tied$/ })).toHaveText(
    'Top styles: Dominance (D), Influence (I), Steadiness (S) and Conscientiousness (C), tied',
  );
  await expect(page.getByRole('heading', { name: 'What you bring to a dental team' })).toBeVisible();
  await expect(page.getByRole('figure')).toContainText('D · Dominance');
  await expectNoAxeViolations(page);
  await shoot(page, 'disc-results');

  // The alignment questionnaire: markup in an answer is shown as typed.
  await page.goto('/app/assessments');
  await page.getByTestId('assessment-alignment').getByRole('link', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alignment Questionnaire' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save my answers' }).click();
  await expect(page.getByText(/Answer this question/).first()).toBeVisible();
  const vision = 'Lead a <b>hygiene</b> team within five years.';
  await page.getByLabel(/Where do you see yourself/).fill(vision);
  await page.getByLabel(/What do you expect from the team/).fill('Clear, kind communication and shared standards.');
  await page.getByRole('button', { name: 'Save my answers' }).click();
  await expect(page).toHaveURL(/\/app\/assessments\/alignment\/results$/);
  await expect(page.getByText(vision)).toBeVisible();
  await expect(page.locator('.assessment-answer-text b')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/app/assessments');
  await expect(disc.getByTestId('assessment-status')).toHaveText('Done');
  await expect(disc).toContainText('Completed');
  await expect(page.getByTestId('assessment-alignment').getByTestId('assessment-status')).toHaveText('Done');
  await shoot(page, 'overview-done');

  // DISC 5 points and the Alignment Questionnaire 5 points (the spec's completeness table).
  expect(await completenessScore(page)).toBe(before + 10);

  // Skill ratings that cannot be saved: the message under the ratings takes focus.
  await page.goto('/app/assessments/skills');
  await page.getByRole('combobox').first().selectOption('3');
  await failNextCall(page, /\/users\/staff\/[^/]+\/skills$/, { method: 'PUT' });
  await page.getByRole('button', { name: 'Save my ratings' }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong on our side.');
  await expect(page.getByRole('alert')).toBeFocused();
  await expectNoAxeViolations(page);
});

test('a practice takes its culture assessment and sees a candidate’s culture fit on the review screen', async ({ page }) => {
  test.setTimeout(150_000);
  const suffix = randomBytes(4).toString('hex');
  const name = `Riley Fit ${suffix}`;
  const posting = await demoLivePosting(page.request);
  const seeker = await registerSeeker(page.request, { name, password: PASSWORD });
  const headers = { authorization: seeker.authorization };
  // The candidate's culture assessment, through the API: the first option of every question.
  const lists = await Promise.all(
    ['culture-multiple-choice-questions', 'culture-preference-questions'].map(
      async (list) => (await (await page.request.get(`/api9/lists/${list}`)).json()) as { questions: { id: string; options: { id: string }[] }[] },
    ),
  );
  const [mc, pq] = lists.map((list) => list.questions.map((q) => ({ questionId: q.id, answer: q.options[0].id })));
  expect(
    (await page.request.put(`/api9/users/staff/${seeker.username}/culture`, { headers, data: { multipleChoiceAnswers: mc, preferenceAnswers: pq } })).status(),
  ).toBe(200);
  expect((await page.request.post(`/api9/users/staff/${seeker.username}/applications`, { headers, data: { jobId: posting.id, message: null } })).status()).toBe(
    201,
  );

  // The promotion widget (shown to practices) opens by itself once, over the page's corner: close it as a person would.
  const closeOffer = page.getByRole('button', { name: 'Close the offer' });
  await page.addLocatorHandler(closeOffer, async () => {
    await closeOffer.click();
  });
  await signIn(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
  await page.getByRole('link', { name: 'Assessments' }).first().click();
  await expect(page).toHaveURL(/\/app\/assessments$/);
  await expectNoAxeViolations(page);
  await page
    .getByTestId('assessment-culture-employer')
    .getByRole('link', { name: /Start|Continue|Take again/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Practice Culture' })).toBeVisible();
  await expect(page.getByText('In our practice, decisions are mostly made…')).toBeVisible();
  await expectNoAxeViolations(page);
  // Each step saves before the next one shows: wait for it.
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await answerStep(page, 'Next');
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await answerStep(page, 'Next');
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await answerStep(page, 'See my results');
  await expect(page).toHaveURL(/\/app\/assessments\/culture\/results$/);
  await expect(page.getByRole('figure')).toContainText('Close-knit team');
  await expectNoAxeViolations(page);
  await shoot(page, 'practice-culture');

  // The technology the practice uses, from the same area.
  await page.goto('/app/assessments/technology');
  await page.getByLabel('Dentrix', { exact: true }).check();
  await page.getByRole('button', { name: 'Save technology' }).click();
  await expect(page.getByText(/Saved: \d+ technologies/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The candidate review screen: the fit, the points that drive it and what it means.
  await page.goto(`/app/job-application/${posting.id}/${seeker.username}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const fit = page.getByTestId('culture-fit');
  await expect(fit).toContainText('% culture fit');
  await expect(fit.getByRole('listitem').first()).toBeVisible();
  await expect(fit).toContainText('Culture fit compares how the practice describes its culture');
  await expectNoAxeViolations(page);
  await shoot(page, 'candidate-fit');
});

test('the public /assessments/ page is rendered on the server and leads to sign-up', async ({ page }) => {
  const html = await (await page.request.get('/assessments/')).text();
  expect(html).toContain('Free assessments for dental job seekers');
  expect(html).toContain('href="/dental-jobs/register/staff"');
  expect(html).toContain('<link rel="canonical"');
  await page.goto('/assessments/');
  await expect(page.getByRole('heading', { level: 1, name: 'Free assessments for dental job seekers' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'public');
  await page.getByRole('link', { name: 'Create a free account to start' }).click();
  await expect(page).toHaveURL(/\/dental-jobs\/register\/staff$/);
});
