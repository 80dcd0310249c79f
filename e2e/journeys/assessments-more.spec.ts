import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { dismissProfilePrompt, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// The assessments the other journeys leave out, each taken from the overview as a job seeker
// does: emotional intelligence, job satisfaction, the culture assessment's second part
// (culture-pq) after its first, and core values; each results page read; the overview shows them
// done, and each 'See results' opens its page again. The completeness score rises by the spec's
// points for Emotional Intelligence, Core Values and Culture (job satisfaction has none).

const PASSWORD = 'assessments-more-2026';
const PHONE = { width: 390, height: 844 };

async function completenessScore(page: Page): Promise<number> {
  await page.goto('/app/my-profile');
  const meter = page.getByRole('progressbar', { name: 'Profile completeness' }).first();
  await expect(meter).toBeVisible();
  return Number(await meter.getAttribute('aria-valuenow'));
}

/** Answers every step (the first answer of each question) until the button `finish`, which it clicks. */
async function answerEveryStep(page: Page, finish: string) {
  for (let step = 1; step <= 20; step++) {
    const progress = page.getByText(/^Step \d+ of \d+/);
    await expect(progress).toBeVisible();
    // The step's number only: the line's count of answers changes as soon as one is checked.
    const stepNumber = async () => /^Step (\d+)/.exec((await progress.textContent()) ?? '')?.[1];
    const before = await stepNumber();
    const questions = page.getByTestId('question');
    const count = await questions.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await questions.nth(i).getByRole('radio').first().check();
    const last = page.getByRole('button', { name: finish });
    if (await last.isVisible()) {
      await last.click();
      return;
    }
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(stepNumber).not.toBe(before);
  }
  throw new Error(`no '${finish}' after 20 steps`);
}

/** Opens an assessment from the overview by its card's Start link. */
async function startFromOverview(page: Page, kind: string, title: string) {
  await page.goto('/app/assessments');
  const card = page.getByTestId(`assessment-${kind}`);
  await expect(card.getByTestId('assessment-status')).toHaveText('Not started');
  await card.getByRole('link', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(page);
}

/** A results page, checked on a desktop and a phone screen. */
async function checkResults(page: Page, path: RegExp, heading: string, shot: string) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(/^Completed /)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath(`${shot}-desktop.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`${shot}-phone.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

test('a job seeker takes emotional intelligence, job satisfaction, both parts of culture and core values, and reads each result', async ({ page }) => {
  test.setTimeout(240_000);
  const seeker = await registerSeeker(page.request, { name: `Jordan Assess ${randomBytes(4).toString('hex')}`, password: PASSWORD });
  await dismissProfilePrompt(page);
  await signIn(page, seeker.email, PASSWORD);
  const before = await completenessScore(page);

  // Emotional intelligence: one step per skill group.
  await startFromOverview(page, 'emotions', 'Emotional Intelligence');
  await expect(page.getByRole('heading', { level: 2, name: 'Self-Awareness' })).toBeVisible();
  await answerEveryStep(page, 'See my results');
  await checkResults(page, /\/app\/assessments\/emotional-intelligence\/results$/, 'Emotional Intelligence: your results', 'emotional-intelligence-results');
  await expect(page.getByRole('figure')).toContainText('Relationship Management');
  for (const group of ['Self-Awareness', 'Self-Management', 'Social Awareness', 'Relationship Management'])
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${group}:`) })).toBeVisible();

  // Job satisfaction.
  await startFromOverview(page, 'satisfaction', 'Job Satisfaction');
  await expect(page.getByText('Only you see these answers; practices never do.')).toBeVisible();
  await answerEveryStep(page, 'See my results');
  await checkResults(page, /\/app\/assessments\/satisfaction\/results$/, 'Job Satisfaction: your results', 'satisfaction-results');
  await expect(page.getByText(/^Overall: \d+ of 100$/)).toBeVisible();
  await expect(page.getByRole('figure')).toContainText('Satisfaction by area');

  // Culture: part 1 (culture-q), then part 2 (culture-pq), then the results.
  await startFromOverview(page, 'culture', 'Culture');
  await expect(page.getByText('Part 1 of 2: describe the practice you would most like to work in.')).toBeVisible();
  await answerEveryStep(page, 'Continue to part 2');
  await expect(page).toHaveURL(/\/app\/assessments\/culture-pq$/);
  await expect(page.getByText('Part 2 of 2: for each pair, say which you prefer and how strongly.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('culture-pq.png'), fullPage: true });
  await answerEveryStep(page, 'See my results');
  await checkResults(page, /\/app\/assessments\/culture\/results$/, 'Culture: your results', 'culture-results');
  await expect(page.getByRole('figure').first()).toContainText('The culture you are looking for');
  await expect(page.getByRole('heading', { level: 2, name: 'Your preferences' })).toBeVisible();

  // Core values: five chosen, the first moved down, then the top five.
  await startFromOverview(page, 'values', 'Core Values');
  await page.getByRole('button', { name: 'See my top five' }).click();
  await expect(page.locator('#values-error')).toBeVisible();
  const pool = page.getByRole('group', { name: /^Values \(/ });
  const boxes = pool.getByRole('checkbox');
  for (let i = 0; i < 5; i++) await boxes.nth(i).check();
  await expect(pool).toHaveAccessibleName(/5 chosen/);
  const ranking = page.getByTestId('values-ranking').getByRole('listitem');
  const first = (await ranking.first().locator('span').first().textContent()) ?? '';
  const second = (await ranking.nth(1).locator('span').first().textContent()) ?? '';
  await page.getByRole('button', { name: `Move ${first} down` }).click();
  await expect(ranking.first()).toContainText(second);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'See my top five' }).click();
  await checkResults(page, /\/app\/assessments\/core-values\/results$/, 'Core Values: your results', 'core-values-results');
  const top = page.getByTestId('values-top').getByRole('listitem');
  await expect(top).toHaveCount(5);
  await expect(top.first()).toHaveText(second);
  await expect(top.nth(1)).toHaveText(first);

  // The overview: all four done, and each results page opens from its card.
  await page.goto('/app/assessments');
  const results: [string, RegExp][] = [
    ['emotions', /\/emotional-intelligence\/results$/],
    ['satisfaction', /\/satisfaction\/results$/],
    ['culture', /\/culture\/results$/],
    ['values', /\/core-values\/results$/],
  ];
  for (const [kind, path] of results) {
    const card = page.getByTestId(`assessment-${kind}`);
    await expect(card.getByTestId('assessment-status')).toHaveText('Done');
    await card.getByRole('link', { name: 'See results' }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: /: your results$/ })).toBeVisible();
    await page.getByRole('link', { name: '← All assessments' }).click();
  }
  await expectNoAxeViolations(page);

  // Emotional Intelligence, Core Values and Culture: 5 points each.
  expect(await completenessScore(page)).toBe(before + 15);
});
