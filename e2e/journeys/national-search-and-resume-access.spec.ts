import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { uniqueEmail } from '../support/people';
import { APPROVED_CARD, payWithCard, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// What the National Search add-on (NAT) and resume access (RESUME30) buy, as a practice uses them:
// a posting paid from its draft with the add-on is found in national search; NAT credits bought in
// the app's checkout go on a live posting from its screen; 30 days of resume access bought from
// the resume-search prompt open the full cards; the balances show on the dashboard and the
// posting screens. Payments go through the sandbox gateway's card form.

const PASSWORD = 'national-journey-2026';
const suffix = () => randomBytes(3).toString('hex');

/** A new practice in Chicago (60614), signed in on `page`. */
async function newPractice(page: Page, name: string) {
  const email = uniqueEmail('national');
  const answer = await page.request.post('/api9/users/employers', {
    data: { email, password: PASSWORD, name: 'Casey Morgan', practiceName: `${name} ${suffix()}`, zip: '60614', phone: '(312) 555-0166' },
  });
  expect(answer.status()).toBe(201);
  await signIn(page, email, PASSWORD);
}

/** Fills the posting form with a complete permanent hygienist job in Chicago. */
async function writePosting(page: Page, title: string) {
  await page.getByLabel('Position', { exact: true }).selectOption('DH');
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Street address').fill('2200 N Halsted St');
  await page.getByLabel('City', { exact: true }).fill('Chicago');
  await page.getByLabel('State', { exact: true }).selectOption('IL');
  await page.getByLabel('ZIP code', { exact: true }).fill('60614');
  await page.getByRole('textbox', { name: 'Job description' }).fill('Hygiene for a friendly family practice, four days a week.');
}

/** The national search for hygienists, as a job seeker in San Francisco opens it, holds the posting. */
async function expectInNationalSearch(page: Page, title: string) {
  await page.goto(`/dental-jobs/search/DH/94110?category=NATIONAL&keyword=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { name: 'Search National Jobs' })).toBeVisible();
  await expect(page.getByTestId('job-card').filter({ hasText: title })).toBeVisible();
  await expectNoAxeViolations(page);
}

const creditBalance = (page: Page) => page.getByRole('region', { name: 'Your credits' });

test('a practice pays for its draft with the National Search add-on and finds the posting in national search', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Journey National Hygienist ${suffix()}`;
  await newPractice(page, 'Nationwide Smiles');
  // The dashboard's first load on a server just started can be slow.
  await expect(creditBalance(page).getByTestId('credit-NAT')).toHaveText('0 credits', { timeout: 30_000 });

  await page.goto('/app/post-job/new');
  await writePosting(page, title);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/app\/post-job\/edit\/\d+$/);
  const jobId = Number(/edit\/(\d+)$/.exec(page.url())?.[1]);

  await page.getByRole('button', { name: 'Buy a posting and publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy a posting and publish' });
  await dialog.getByRole('radio', { name: /^Premium Job Posting:/ }).check();
  // No national add-on with a basic posting: it shows in local search only.
  await dialog.getByRole('radio', { name: /^Basic Job Posting/ }).check();
  await expect(dialog.getByRole('checkbox', { name: /^Also show it in national search/ })).toHaveCount(0);
  await dialog.getByRole('radio', { name: /^Premium Job Posting:/ }).check();
  await dialog.getByRole('checkbox', { name: /^Also show it in national search/ }).check();
  await expect(dialog.getByRole('region', { name: 'Your order' })).toContainText('National Search');
  await page.screenshot({ path: test.info().outputPath('draft-with-national.png') });
  await expectNoAxeViolations(page);
  await payWithCard(dialog, APPROVED_CARD);

  await expect(page).toHaveURL(new RegExp(`/app/post-job/summary/${jobId}$`));
  await expect(page.getByText('Paid and published: your posting is live. It also shows in national search.')).toBeVisible();
  await expect(page.getByTestId('national-search-state')).toContainText('Shown in national search');
  // The add-on went on the posting: no NAT credit is left over.
  await expect(creditBalance(page).getByTestId('credit-NAT')).toHaveText('0 credits');
  await page.screenshot({ path: test.info().outputPath('summary-national.png'), fullPage: true });
  await expectNoAxeViolations(page);

  await expectInNationalSearch(page, title);
});

test('a practice buys NAT credits in the app, posts, and puts a credit on the live posting from its screen', async ({ page }) => {
  test.setTimeout(150_000);
  const title = `Journey Redeemed Hygienist ${suffix()}`;
  await newPractice(page, 'Credit Dental');

  // The in-app checkout: one premium posting and one National Search credit.
  await page.goto('/app/post-job/select-product/');
  await page.getByRole('radio', { name: /^Premium Job Posting:/ }).check();
  await page.getByLabel('Hiring for').selectOption('DH');
  await page.getByRole('button', { name: 'More: Quantity of National Search' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity of National Search' })).toHaveValue('1');
  await payWithCard(page, APPROVED_CARD);
  await expect(page.getByText(/^Thank you! Order #\d+ is paid/)).toBeVisible();
  await expect(page.getByText('Your National Search credits wait in your balance')).toBeVisible();
  await expectNoAxeViolations(page);

  // The balance on the dashboard.
  await page.goto('/app/dashboard');
  await expect(creditBalance(page).getByTestId('credit-NAT')).toHaveText('1 credit');
  await expect(creditBalance(page).getByTestId('credit-resume-access')).toHaveText('None');
  await page.screenshot({ path: test.info().outputPath('dashboard-credits.png'), fullPage: true });
  await expectNoAxeViolations(page);

  // Posting into the new slot: live, near its ZIP code only.
  await page.goto('/app/post-job/select-product/');
  await page
    .getByRole('link', { name: /^Post into a slot: / })
    .first()
    .click();
  await writePosting(page, title);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/app\/post-job\/summary\/\d+$/);
  await expect(page.getByText('Your posting is live.')).toBeVisible();

  // Its screen: the button, with what it costs; a confirmation; then national.
  const control = page.getByTestId('national-search-state');
  await expect(control).toContainText('Uses 1 of your 1 NAT credits.');
  await page.screenshot({ path: test.info().outputPath('summary-before-redeem.png'), fullPage: true });
  await control.getByRole('button', { name: 'Show in national search' }).click();
  const confirm = page.getByRole('dialog', { name: 'Show this posting in national search?' });
  await expect(confirm).toContainText(title);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Use 1 NAT credit' }).click();
  await expect(page.getByText('The posting now shows in national search.')).toBeVisible();
  await expect(control).toContainText('Shown in national search');
  await expect(creditBalance(page).getByTestId('credit-NAT')).toHaveText('0 credits');
  await expectNoAxeViolations(page);

  // The list marks it National; the balance there is spent too.
  await page.goto('/app/post-job/all');
  const row = page.locator('.job-row').filter({ hasText: title });
  await expect(row.getByText('National', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('job-list.png'), fullPage: true });
  await expect(creditBalance(page).getByTestId('credit-NAT')).toHaveText('0 credits');
  await expectNoAxeViolations(page);

  // On a phone: the posting's screen, its national state and the balance.
  await page.setViewportSize({ width: 390, height: 844 });
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByTestId('national-search-state')).toContainText('Shown in national search');
  await page.screenshot({ path: test.info().outputPath('summary-phone.png'), fullPage: true });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  await expectInNationalSearch(page, title);
});

test('a practice buys 30 days of resume access from the resume-search prompt and sees the full cards', async ({ page }) => {
  test.setTimeout(120_000);
  const seeker = await registerSeeker(page.request, { name: `Robin Access ${suffix()}`, password: PASSWORD, isPublic: true, position: 'DH', zip: '60614' });
  await newPractice(page, 'Resume Reader Dental');

  await page.goto('/app/resume-search?position=DH&zip=60614');
  await expect(page.getByTestId('buy-access')).toBeVisible();
  await expect(page.getByText(seeker.name)).toHaveCount(0);
  await page.getByRole('button', { name: 'Buy 30 days of resume access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy resume search access' });
  await expect(dialog.getByTestId('resume-access-price')).toHaveText('$99.00');
  await page.screenshot({ path: test.info().outputPath('resume-access-dialog.png') });
  await expectNoAxeViolations(page);
  await payWithCard(dialog, APPROVED_CARD);

  await expect(page.getByText(/^Thank you! Resume search access is open until /)).toBeVisible();
  await expect(page.getByTestId('buy-access')).toHaveCount(0);
  await expect(page.getByTestId('resume-card').filter({ hasText: seeker.name })).toBeVisible();
  await expect(page.getByTestId('resume-access-until')).toContainText('Resume access until');
  await page.screenshot({ path: test.info().outputPath('resume-search-full.png'), fullPage: true });
  await expectNoAxeViolations(page);

  await page.goto('/app/dashboard');
  await expect(creditBalance(page).getByTestId('credit-resume-access')).toContainText(/^Until /);

  // The public products page sells it too.
  await page.goto('/dental-hiring-products/');
  await expect(page.getByRole('radio', { name: /^Resume Search access for 30 days/ })).toBeVisible();
  await page.getByRole('radio', { name: /^Resume Search access for 30 days/ }).check();
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('$99.00');
  await expectNoAxeViolations(page);
});
