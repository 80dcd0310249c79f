import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { uniqueEmail } from '../support/people';
import { APPROVED_CARD, dismissProfilePrompt, hydrated, payWithCard, registerSeeker, signIn, type Seeker } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// Postings people can filter (ADR 33): a practice writes the employment type, schedule,
// benefits, pay range and a deal-breaker screening question; a job seeker filters the search by
// them, reads them on the job page, and answers the question when applying; the practice sees
// the answer flagged. The practice invites a job seeker found by name, who is asked the same
// question when accepting the invitation. Desktop and phone width.

const PASSWORD = 'posting-filters-2026';
const suffix = randomBytes(3).toString('hex');
const TITLE = `Saturday Hygienist ${suffix}`;
const QUESTION = `Do you hold a current Illinois RDH licence? (${suffix})`;
const PHONE = { width: 390, height: 844 };

let jobId = 0;
let practice = { email: '', username: '' };
let seeker: Seeker;

/** Clicks a filter's checkbox and waits for the search to follow (the URL drives the form). */
async function filter(page: Page, name: string, on: boolean) {
  const box = page.getByRole('checkbox', { name, exact: true });
  await box.click();
  await expect(box).toBeChecked({ checked: on });
}

async function openMoreFilters(page: Page) {
  await hydrated(page, 'form.job-search__form');
  // At phone width the filters fold behind the 'Filters' button.
  const fold = page.getByRole('button', { name: /^Filters/ });
  if (await fold.isVisible()) await fold.click();
  await page.locator('summary', { hasText: 'More filters' }).click();
}

test.describe.serial('postings people can filter', () => {
  test('a practice writes the hours, benefits, pay range and a deal-breaker question, and publishes', async ({ page }) => {
    test.setTimeout(180_000);
    practice = { email: uniqueEmail('practice'), username: '' };
    const answer = await page.request.post('/api9/users/employers', {
      data: {
        email: practice.email,
        password: PASSWORD,
        name: 'Casey Filters',
        practiceName: `Filter Dental ${suffix}`,
        zip: '60614',
        phone: '(312) 555-0199',
      },
    });
    expect(answer.status()).toBe(201);
    practice.username = ((await answer.json()) as { username: string }).username;

    await signIn(page, practice.email, PASSWORD);
    await page.goto('/app/post-job/new');
    await expect(page.getByLabel('Job title')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Position', { exact: true }).selectOption('DH');
    await page.getByLabel('Job title').fill(TITLE);
    await page.getByLabel('ZIP code', { exact: true }).fill('60614');
    await page.getByLabel('City', { exact: true }).fill('Chicago');
    await page.getByLabel('State', { exact: true }).selectOption('IL');
    await page.getByLabel('Pay is quoted').selectOption('HOUR');
    await page.getByLabel('A range (from – to)').check();
    await page.getByLabel('Pay from (dollars)').fill('48');
    await page.getByLabel('Pay to (dollars)').fill('60');
    const hours = page.getByRole('region', { name: 'Hours and benefits' });
    await hours.getByRole('radio', { name: 'Part time' }).check();
    await hours.getByRole('checkbox', { name: 'Sat', exact: true }).check();
    await hours.getByRole('checkbox', { name: 'Mornings' }).check();
    await hours.getByRole('checkbox', { name: 'Health insurance' }).check();
    await hours.getByRole('checkbox', { name: 'Paid time off' }).check();
    const questions = page.getByRole('region', { name: 'Screening questions' });
    await questions.getByRole('button', { name: 'Add a question' }).click();
    // Too short: refused where it was typed.
    await questions.getByLabel('Question 1').fill('Ok?');
    await page.getByRole('textbox', { name: 'Job description' }).fill('Saturday mornings with our periodontal team.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(questions.getByText('A question is at least 5 characters.')).toBeVisible();
    await expect(questions.getByLabel('Question 1')).toBeFocused();
    await expectNoAxeViolations(page);
    await questions.getByLabel('Question 1').fill(QUESTION);
    await questions.getByLabel('Deal-breaker: flag applicants who answer no').check();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/app\/post-job\/edit\/\d+$/);
    jobId = Number(/edit\/(\d+)$/.exec(page.url())?.[1]);
    // The saved draft reads back as written.
    await expect(page.getByRole('radio', { name: 'Part time' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Health insurance' })).toBeChecked();
    await expect(page.getByLabel('Question 1')).toHaveValue(QUESTION);
    await expect(page.getByLabel('Deal-breaker: flag applicants who answer no')).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Buy a posting and publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy a posting and publish' });
    await dialog.getByRole('radio', { name: /^Premium Job Posting:/ }).check();
    await payWithCard(dialog, APPROVED_CARD);
    await expect(page).toHaveURL(new RegExp(`/app/post-job/summary/${jobId}$`));
    await expect(page.getByTestId('job-display-status')).toHaveText('Active');
    await expectNoAxeViolations(page);
  });

  for (const [width, viewport] of [
    ['desktop', null],
    ['phone', PHONE],
  ] as const) {
    test(`a visitor filters the search by them and reads them on the job page (${width})`, async ({ page }) => {
      test.setTimeout(150_000);
      if (viewport) await page.setViewportSize(viewport);
      await page.goto('/dental-jobs/search/DH/60614?radius=10');
      const cards = page.getByRole('link', { name: TITLE });
      await expect(cards).toBeVisible();
      await openMoreFilters(page);
      // Each filter is a new search: the URL holds it.
      await filter(page, 'Part time', true);
      await expect(page).toHaveURL(/employmentType=PART_TIME/);
      await filter(page, 'Weekends', true);
      await filter(page, 'Health insurance', true);
      await page.getByLabel('Minimum pay in dollars').fill('55');
      await page.getByLabel('Minimum pay in dollars').press('Enter');
      await expect(page).toHaveURL(/minPay=5500/);
      await expect(cards).toBeVisible();
      await expect(page.locator('summary', { hasText: 'More filters (4)' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`search-${width}.png`), fullPage: false });
      await expectNoAxeViolations(page);
      // A filter the posting does not meet: it leaves the list.
      await filter(page, 'Evenings', true);
      await expect(page.getByText('No jobs match your search')).toBeVisible();
      await expectNoAxeViolations(page);
      await filter(page, 'Evenings', false);
      await expect(cards).toBeVisible();

      // The server-rendered page of a filtered search lists it too (the page-data loader reads the filters).
      const html = await (await page.request.get('/dental-jobs/search/DH/60614?radius=10&employmentType=PART_TIME&benefits=HEALTH_INSURANCE')).text();
      expect(html).toContain(TITLE);
      const none = await (await page.request.get('/dental-jobs/search/DH/60614?radius=10&employmentType=FULL_TIME')).text();
      expect(none).not.toContain(TITLE);

      await cards.click();
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      const facts = page.getByRole('region', { name: 'Hours and benefits' });
      await expect(facts).toContainText('Part time');
      await expect(facts).toContainText('Sat · Mornings');
      await expect(facts.getByRole('list', { name: 'Benefits' })).toContainText('Health insurance');
      await expect(facts.getByRole('list', { name: 'Benefits' })).toContainText('Paid time off');
      await expect(page.getByText('$48.00–$60.00/hour').first()).toBeVisible();
      // The JobPosting markup, as a crawler gets the page.
      const served = await (await page.request.get(page.url())).text();
      const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(served)?.[1] ?? '{}';
      const markup = JSON.parse(json) as Record<string, unknown>;
      expect(markup).toMatchObject({
        employmentType: 'PART_TIME',
        baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 48, maxValue: 60, unitText: 'HOUR' } },
      });
      await page.screenshot({ path: test.info().outputPath(`job-${width}.png`), fullPage: true });
      await expectNoAxeViolations(page);
    });
  }

  test('a job seeker answers the question when applying; the practice sees the deal-breaker flagged', async ({ page }) => {
    test.setTimeout(120_000);
    seeker = await registerSeeker(page.request, { name: `Quinn Filterwright ${suffix}`, password: PASSWORD, position: 'DH', zip: '60614', isPublic: true });
    await dismissProfilePrompt(page);
    await signIn(page, seeker.email, PASSWORD);
    await page.setViewportSize(PHONE);
    await page.goto(`/app/search-jobs/post-job/application/${jobId}/`);
    await expect(page.getByRole('heading', { name: `Apply: ${TITLE}` })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    const question = page.getByRole('group', { name: QUESTION });
    await expect(question).toContainText(`Answer yes or no: “${QUESTION}”`);
    await expect(question.getByRole('radio', { name: 'Yes' })).toBeFocused();
    await question.getByRole('radio', { name: 'No' }).check();
    await page.screenshot({ path: test.info().outputPath('apply-phone.png'), fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Your application was sent' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.context().clearCookies();
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, practice.email, PASSWORD);
    await page.goto(`/app/post-job/summary/${jobId}`);
    const applicant = page.getByTestId('applicant').filter({ hasText: seeker.name });
    await expect(applicant).toContainText('Answered no to a deal-breaker');
    await expect(applicant.getByRole('definition')).toHaveText('No');
    await expect(applicant).toContainText(QUESTION);
    await expectNoAxeViolations(page);
  });

  test('the practice invites a job seeker found by name, who answers the question when accepting', async ({ page }) => {
    test.setTimeout(240_000);
    // A job seeker with a public resume who has not applied: found by name, invited.
    const robin = await registerSeeker(page.request, {
      name: `Robin Filterwright ${suffix}`,
      password: PASSWORD,
      position: 'DH',
      zip: '60614',
      isPublic: true,
    });
    await signIn(page, practice.email, PASSWORD);
    // Inviting spends an invitation credit: a premium posting with the INV add-on, paid with the sandbox card.
    await page.goto('/dental-hiring-products/');
    await page.getByRole('radio', { name: /^Premium Job Posting:/ }).check();
    await page.getByRole('link', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/select-addons$/);
    await page.getByRole('button', { name: 'More: Quantity of Invitations', exact: true }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Invitations', exact: true })).not.toHaveValue('0');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/dental-hiring-products\/payment$/);
    await expect(page.getByLabel('Hiring for')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Hiring for').selectOption('DH');
    await payWithCard(page, APPROVED_CARD);
    await expect(page.getByRole('heading', { name: 'Thank you! Your order is confirmed.' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/app/post-job/summary/${jobId}`);
    const who = page.getByLabel('Job seeker’s name or email');
    await who.fill('Q');
    await expect(page.getByRole('list', { name: 'Matching job seekers' })).toHaveCount(0);
    await who.fill(`Filterwright ${suffix}`);
    const suggestions = page.getByRole('list', { name: 'Matching job seekers' });
    // The applicant first, marked; then the public resume.
    await expect(suggestions.getByRole('button')).toHaveText([
      new RegExp(`Quinn Filterwright ${suffix}.*Applied to your practice`),
      new RegExp(`Robin Filterwright ${suffix}`),
    ]);
    await suggestions.getByRole('button', { name: new RegExp(`Robin Filterwright ${suffix}`) }).click();
    await expect(page.getByRole('status').filter({ hasText: `Inviting Robin Filterwright ${suffix}` })).toBeVisible();
    await page.getByLabel('Message', { exact: true }).fill('We would love to meet you.');
    await page.screenshot({ path: test.info().outputPath('invite-desktop.png'), fullPage: false });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Robin Filterwright ${suffix} is invited to apply.` })).toBeVisible();

    // Accepting is applying: the invited job seeker is asked the posting's question too.
    await page.context().clearCookies();
    await dismissProfilePrompt(page);
    await signIn(page, robin.email, PASSWORD);
    await page.goto('/app/job-application/all');
    const invitation = page.getByTestId('invitation').filter({ hasText: TITLE });
    await invitation.getByRole('button', { name: 'Accept' }).click();
    const question = invitation.getByRole('group', { name: QUESTION });
    await expect(question).toBeVisible();
    await invitation.getByRole('button', { name: 'Apply' }).click();
    await expect(question).toContainText(`Answer yes or no: “${QUESTION}”`);
    await expect(question.getByRole('radio', { name: 'Yes' })).toBeFocused();
    await question.getByRole('radio', { name: 'No' }).check();
    await invitation.getByLabel('Message to the practice (optional)').fill('Licence exam booked for next month.');
    await page.screenshot({ path: test.info().outputPath('accept-invitation-desktop.png'), fullPage: false });
    await expectNoAxeViolations(page);
    await invitation.getByRole('button', { name: 'Apply' }).click();
    await expect(invitation.getByText('Accepted', { exact: true })).toBeVisible();

    // The practice sees the answer flagged, as for anyone who applied.
    await page.context().clearCookies();
    await signIn(page, practice.email, PASSWORD);
    await page.goto(`/app/post-job/summary/${jobId}`);
    const applicant = page.getByTestId('applicant').filter({ hasText: robin.name });
    await expect(applicant).toContainText('Answered no to a deal-breaker');
    await expect(applicant.getByRole('definition')).toHaveText('No');
  });

  test('an invited job seeker answers the question from the emailed link, signed out', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const sky = await registerSeeker(request, { name: `Sky Filterwright ${suffix}`, password: PASSWORD, position: 'DH', zip: '60614', isPublic: true });
    const login = await request.post('/api9/auth/login', { data: { username: practice.email, password: PASSWORD, delegated: false, legacy: false } });
    expect(login.ok()).toBe(true);
    const headers = { authorization: login.headers()['authorization'] };
    const invite = () =>
      request.post(`/api9/users/employers/${practice.username}/jobs/${jobId}/invitations`, {
        headers,
        data: { username: sky.username, message: 'Would you like to join us on Saturdays?' },
      });
    let invited = await invite();
    if (invited.status() === 402) {
      // Out of invitation credits: a few more through the sandbox's test nonce.
      const bought = await request.post(`/api9/users/employers/${practice.username}/payment`, {
        headers,
        data: { nonce: 'fake-valid-nonce', product: 'BASIC', quantity: 1, position: 'DH', zip: '60614', addOns: { INV: 5 } },
      });
      expect(bought.status(), await bought.text()).toBe(201);
      invited = await invite();
    }
    expect(invited.status(), await invited.text()).toBe(201);
    let link = '';
    await expect
      .poll(
        async () => {
          const { messages } = (await (await request.get(`/api9/dev/outbox?to=${encodeURIComponent(sky.email)}`)).json()) as { messages: { text: string }[] };
          link = messages.map((message) => message.text.match(/https?:\/\/\S+\/invitation\/[A-Za-z0-9_.%-]+/)?.[0] ?? '').find(Boolean) ?? '';
          return link;
        },
        { timeout: 20_000 },
      )
      .not.toBe('');

    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    const question = page.getByRole('group', { name: QUESTION });
    await page.getByRole('button', { name: 'Accept and apply' }).click();
    await expect(question).toContainText(`Answer yes or no: “${QUESTION}”`);
    await expect(question.getByRole('radio', { name: 'Yes' })).toBeFocused();
    await question.getByRole('radio', { name: 'Yes' }).check();
    await expect(question).not.toContainText('Answer yes or no');
    await page.screenshot({ path: test.info().outputPath('invitation-link-phone.png'), fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Accept and apply' }).click();
    await expect(page.getByRole('article').getByRole('status')).toContainText('You accepted this invitation');
    await context.close();
  });
});
