import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../support/people';
import { registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// The demo practice sets match criteria on one of its postings (a deal-breaker certification,
// preferred skills and distance), is told about an impossible distance on the field, then sees a
// new applicant's match percentage and the breakdown criterion by criterion.

const PASSWORD = 'matching-journey-2026';
const PHONE = { width: 390, height: 844 };

type Posting = { id: number; name: string | null; position: string | null; zip: string | null; displayStatus: string | null };

/** One of the demo practice's live postings that has a place (the employer journeys publish and close their own meanwhile). */
async function demoPosting(request: APIRequestContext): Promise<Posting> {
  const login = await request.post('/api9/auth/login', { data: { username: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD, delegated: false, legacy: false } });
  expect(login.ok()).toBe(true);
  const { username } = (await login.json()) as { username: string };
  const list = await request.get(`/api9/users/employers/${username}/jobs`, { headers: { authorization: login.headers()['authorization'] } });
  const live = ((await list.json()) as Posting[]).filter(
    (job) => job.displayStatus === 'Active' && job.position !== null && job.zip !== null && !job.name?.startsWith('Journey'),
  );
  expect(live.length).toBeGreaterThan(0);
  return live[live.length - 1];
}

test('a practice sets match criteria and sees an applicant’s percentage and breakdown', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = randomBytes(4).toString('hex');
  const posting = await demoPosting(page.request);
  // A job seeker of the posting's position in the posting's ZIP, holding CPR/BLS and listing Dentrix.
  const seeker = await registerSeeker(page.request, { name: `Casey Match ${suffix}`, password: PASSWORD, position: posting.position!, zip: posting.zip! });
  const headers = { authorization: seeker.authorization };
  const cert = await page.request.post(`/api9/users/staff/${seeker.username}/certs`, {
    headers,
    data: { name: 'CPR/BLS', issuer: 'American Heart Association', issuedDate: null, expiresDate: null },
  });
  expect(cert.status()).toBe(201);
  const applied = await page.request.post(`/api9/users/staff/${seeker.username}/applications`, { headers, data: { jobId: posting.id, message: null } });
  expect(applied.status()).toBe(201);

  await signIn(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
  await page.goto(`/app/post-job/summary/${posting.id}`);
  await page.getByRole('link', { name: 'Match criteria', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/post-job/match-criteria/${posting.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Match criteria' })).toBeVisible();
  await expectNoAxeViolations(page);

  const certifications = page.getByTestId('criterion-certifications');
  await certifications.getByLabel('Required').check();
  await certifications.getByLabel('Certifications, one per line').fill('CPR');

  const skills = page.getByTestId('criterion-skills');
  await skills.getByLabel('Preferred').check();
  await skills.getByRole('button', { name: 'Add Dentrix', exact: true }).click();
  await skills.getByRole('button', { name: 'Add Eaglesoft', exact: true }).click();
  await expect(skills.getByLabel('Skills, one per line')).toHaveValue('Dentrix\nEaglesoft');

  const distance = page.getByTestId('criterion-distance');
  await distance.getByLabel('Preferred').check();
  await distance.getByLabel('Within (miles)').fill('0');
  await page.getByRole('button', { name: 'Save match criteria' }).click();
  await expect(distance.getByText('Distance is a whole number of miles from 1 to 500.')).toBeVisible();
  await expect(distance.getByLabel('Within (miles)')).toBeFocused();
  await expectNoAxeViolations(page);

  await distance.getByLabel('Within (miles)').fill('25');
  await page.getByRole('button', { name: 'Save match criteria' }).click();
  await expect(page.getByRole('status')).toContainText('The match criteria are saved.');
  await page.screenshot({ path: test.info().outputPath('match-criteria-desktop.png'), fullPage: true });
  await expectNoAxeViolations(page);

  // CPR (required, weight 2) + Dentrix (1) + distance (1) of 5: 80%.
  await page.getByRole('link', { name: 'See the matches' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/post-job/matches/${posting.id}$`));
  const candidate = page.getByTestId('applicant-matches').getByTestId('match-candidate').filter({ hasText: seeker.name });
  await expect(candidate.getByTestId('match-percent')).toHaveText('80% match');
  await candidate.getByRole('button', { name: 'Show breakdown' }).click();
  const breakdown = candidate.getByTestId('match-breakdown');
  await expect(breakdown).toContainText('Meets every requirement');
  await expect(breakdown.locator('li[data-met="yes"]').filter({ hasText: 'CPR certification' })).toContainText('Holds CPR/BLS');
  await expect(breakdown.locator('li[data-met="yes"]').filter({ hasText: 'Dentrix' })).toBeVisible();
  await expect(breakdown.locator('li[data-met="no"]').filter({ hasText: 'Eaglesoft' })).toContainText('Not on the resume');
  await expect(breakdown.locator('li[data-met="yes"]').filter({ hasText: 'Within 25 miles' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('matches-desktop.png'), fullPage: true });
  await expectNoAxeViolations(page);

  // The posting's applicant list shows the percentage too.
  await page
    .getByRole('link', { name: posting.name ?? '' })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/post-job/summary/${posting.id}$`));
  await expect(page.getByTestId('applicant').filter({ hasText: seeker.name }).getByTestId('match-percent')).toHaveText('80% match');
  await page.screenshot({ path: test.info().outputPath('posting-summary-desktop.png') });
  await expectNoAxeViolations(page);

  // The criteria come back as saved, and the matches read on a phone.
  await page.goto(`/app/post-job/match-criteria/${posting.id}`);
  await expect(page.getByTestId('criterion-certifications').getByLabel('Required')).toBeChecked();
  await expect(page.getByTestId('criterion-distance').getByLabel('Within (miles)')).toHaveValue('25');
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: test.info().outputPath('match-criteria-phone.png'), fullPage: true });
  await expectNoAxeViolations(page);
  await page.goto(`/app/post-job/matches/${posting.id}`);
  const onPhone = page.getByTestId('applicant-matches').getByTestId('match-candidate').filter({ hasText: seeker.name });
  await onPhone.getByRole('button', { name: 'Show breakdown' }).click();
  await expect(onPhone.getByTestId('match-breakdown')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('matches-phone.png'), fullPage: true });
  await expectNoAxeViolations(page);
});
