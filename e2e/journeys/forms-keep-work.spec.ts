import { randomBytes } from 'node:crypto';
import { expect, test, type Dialog, type Locator, type Page } from '../support/test';
import { uniqueEmail } from '../support/people';
import { signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// Forms that do not lose work: leaving the posting editor, the office hours window or the
// settings with typed changes asks first; hours typed but not set are saved or flagged by Done;
// a failed publish says why beside the Publish button, and focus goes where the problem is.

const PASSWORD = 'forms-journey-2026';
const LEAVE = 'You have changes that are not saved. Leave this page and lose them?';
const CLOSE = 'You have changes that are not saved. Close this window and lose them?';
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const suffix = () => randomBytes(3).toString('hex');

/** A new practice (no job slots), made through the API, signed in through the login page. */
async function signInNewEmployer(page: Page) {
  const email = uniqueEmail('forms');
  const answer = await page.request.post('/api9/users/employers', {
    data: { email, password: PASSWORD, name: 'Riley Park', practiceName: `Forms Journey Dental ${suffix()}`, zip: '60614', phone: '(312) 555-0188' },
  });
  expect(answer.status()).toBe(201);
  await signIn(page, email, PASSWORD);
}

/**
 * Clicks `link` while the page holds unsaved work, answers the browser's question with `answer`,
 * and checks that the question was `expected`.
 */
async function leaveBy(page: Page, link: Locator, answer: 'dismiss' | 'accept', expected = LEAVE) {
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog[answer]();
  });
  await link.click();
  await expect.poll(() => asked).toEqual([expected]);
}

/** Back (or Forward) in the browser while the page holds unsaved work, answered with `answer`. */
async function moveThroughHistory(page: Page, direction: 'back' | 'forward', answer: 'dismiss' | 'accept') {
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog[answer]();
  });
  // As the browser's buttons do; page.goBack() would wait for a navigation that staying cancels.
  await page.evaluate((move) => (move === 'back' ? window.history.back() : window.history.forward()), direction);
  await expect.poll(() => asked).toEqual([LEAVE]);
}

/** The name of the element that has focus, or its role when it has none. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.getAttribute('role') ?? null);

const logo = (page: Page) => page.getByRole('link', { name: 'Chairside dashboard' });

for (const { name: width, viewport } of VIEWPORTS) {
  test.describe(`forms keep work (${width})`, () => {
    test.use({ viewport });

    test('the posting editor asks before leaving, and a failed publish speaks beside Publish with focus on the problem', async ({ page }) => {
      test.setTimeout(120_000);
      await signInNewEmployer(page);
      const title = `Forms Journey Hygienist ${suffix()}`;

      await page.goto('/app/post-job/new');
      await expect(page.getByRole('heading', { name: 'New job posting', level: 1 })).toBeVisible();
      // Nothing typed yet: leaving does not ask.
      let askedEarly = false;
      const early = (dialog: Dialog) => {
        askedEarly = true;
        void dialog.dismiss();
      };
      page.on('dialog', early);
      await page.getByRole('link', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/app\/post-job\/all$/);
      page.off('dialog', early);
      expect(askedEarly).toBe(false);

      await page.goto('/app/post-job/new');
      await page.getByLabel('Position', { exact: true }).selectOption('DH');
      await page.getByLabel('Job title').fill(title);
      await page.getByLabel('Street address').fill('2400 N Lincoln Ave');
      await page.getByLabel('City', { exact: true }).fill('Chicago');
      await page.getByLabel('State', { exact: true }).selectOption('IL');
      await page.getByLabel('ZIP code', { exact: true }).fill('60614');
      await page.getByLabel('Pay is quoted').selectOption('HOUR');
      await page.getByLabel('A range (from – to)').check();
      await page.getByLabel('Pay from (dollars)').fill('48');
      await page.getByLabel('Pay to (dollars)').fill('40');
      await page.getByRole('textbox', { name: 'Job description' }).fill('Hygiene for a friendly Lincoln Park practice, four days a week.');

      // Typed, not saved: the logo link asks; staying keeps the typing.
      await leaveBy(page, logo(page), 'dismiss');
      await expect(page).toHaveURL(/\/app\/post-job\/new$/);
      await expect(page.getByLabel('Job title')).toHaveValue(title);

      // Publish with a problem in a field: the field says so and has focus.
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText('The top of the pay range must be at least its bottom.')).toBeVisible();
      await expect(page.getByLabel('Pay to (dollars)')).toBeFocused();
      expect(await focused(page)).toBe('salaryMax');
      await expectNoAxeViolations(page);

      // Publish without a free job slot: the draft is saved, and the reason shows beside Publish, focused.
      await page.getByLabel('Pay to (dollars)').fill('55');
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page).toHaveURL(/\/app\/post-job\/edit\/\d+$/);
      const refusal = page.getByRole('alert').filter({ hasText: 'You have no free job slot for this position and region.' });
      await expect(refusal).toBeVisible();
      await expect(refusal).toBeFocused();
      expect(await focused(page)).toBe('alert');
      await expect(refusal.getByRole('link', { name: 'Buy job postings' })).toBeVisible();
      // Right above the buttons (measured at one instant: focusing it scrolls the page smoothly).
      const gap = await refusal.evaluate((alert) => {
        const publish = Array.from(document.querySelectorAll('button')).find((button) => button.textContent?.trim() === 'Publish');
        return publish ? publish.getBoundingClientRect().top - alert.getBoundingClientRect().bottom : null;
      });
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThan(60);
      // Once, not again at the top of the page.
      await expect(page.getByText('You have no free job slot for this position and region.')).toHaveCount(1);
      await expectNoAxeViolations(page);
      // In sight once the page has settled (the new address opened at the top of the page).
      await expect(refusal).toBeInViewport();
      await page.screenshot({ path: test.info().outputPath(`publish-refused-${width}.png`) });

      // The saved draft holds nothing unsaved; a change does, until saved.
      await page.getByLabel('Job title').fill(`${title}, Tuesdays too`);
      await leaveBy(page, page.getByRole('link', { name: 'Cancel' }), 'dismiss');
      await expect(page.getByLabel('Job title')).toHaveValue(`${title}, Tuesdays too`);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Your draft is saved.')).toBeVisible();
      const draftUrl = page.url();
      await page.getByLabel('Job title').fill(`${title}, weekends`);
      await leaveBy(page, logo(page), 'accept');
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      // What was saved stayed; the typing that was let go did not.
      await page.goto(draftUrl);
      await expect(page.getByLabel('Job title')).toHaveValue(`${title}, Tuesdays too`);
    });

    test('office hours typed but not set are saved or flagged by Done; closing with typing asks', async ({ page }) => {
      test.setTimeout(120_000);
      await signInNewEmployer(page);
      const officeName = `Forms Office ${suffix()}`;

      await page.goto('/app/employer-profile');
      await expect(page.getByRole('heading', { name: 'Employer Profile', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Add Office' }).click();
      const officeForm = page.getByRole('dialog', { name: 'Add Office' });
      await officeForm.getByLabel('Office name').fill(officeName);
      await officeForm.getByLabel('Street address').fill('2400 N Lincoln Ave');
      await officeForm.getByLabel('ZIP code').fill('60614');
      await officeForm.getByRole('button', { name: 'Save Office' }).click();
      await expect(officeForm).toBeHidden();
      const office = page.getByRole('listitem', { name: officeName });

      await office.getByRole('button', { name: `Opening hours of ${officeName}` }).click();
      const hours = page.getByRole('dialog', { name: `Opening hours: ${officeName}` });
      // Monday in full, Wednesday in part, neither set: Done flags Wednesday and stays open.
      await hours.getByLabel('Monday opens').fill('08:00');
      await hours.getByLabel('Monday closes').fill('17:00');
      await hours.getByLabel('Wednesday opens').fill('09:00');
      await hours.getByRole('button', { name: 'Done' }).click();
      await expect(hours.getByText('Enter both the opening and the closing time.')).toBeVisible();
      await expect(hours.getByLabel('Wednesday closes')).toBeFocused();
      await expect(hours.getByLabel('Wednesday opens')).toHaveAttribute('aria-invalid', 'true');
      await expect(hours).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`hours-flagged-${width}.png`) });
      await expectNoAxeViolations(page);
      // Completed: Done saves both days and closes.
      await hours.getByLabel('Wednesday closes').fill('18:00');
      await hours.getByRole('button', { name: 'Done' }).click();
      await expect(hours).toBeHidden();
      await expect(office.getByText('8:00 AM - 5:00 PM')).toBeVisible();
      await expect(office.getByText('9:00 AM - 6:00 PM')).toBeVisible();

      // Typing, then closing the window: it asks; staying keeps the typing, leaving drops it.
      await office.getByRole('button', { name: `Opening hours of ${officeName}` }).click();
      await hours.getByLabel('Friday opens').fill('07:00');
      await leaveBy(page, hours.getByRole('button', { name: 'Close' }), 'dismiss', CLOSE);
      await expect(hours).toBeVisible();
      await expect(hours.getByLabel('Friday opens')).toHaveValue('07:00');
      await leaveBy(page, hours.getByRole('button', { name: 'Close' }), 'accept', CLOSE);
      await expect(hours).toBeHidden();
      await expect(office.getByText('7:00 AM')).toHaveCount(0);
      // Nothing typed: Done just closes.
      await office.getByRole('button', { name: `Opening hours of ${officeName}` }).click();
      await expect(hours.getByLabel('Friday opens')).toHaveValue('');
      await hours.getByRole('button', { name: 'Done' }).click();
      await expect(hours).toBeHidden();
    });

    test('settings ask before leaving with typing, and a refused change focuses its field', async ({ page }) => {
      test.setTimeout(90_000);
      await signInNewEmployer(page);
      await page.goto('/app/account-settings');
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      const emailForm = page.getByRole('form', { name: 'Change email address' });
      await emailForm.getByLabel('New email address').fill('riley.new@example.com');
      await leaveBy(page, logo(page), 'dismiss');
      await expect(page).toHaveURL(/\/app\/account-settings$/);
      await expect(emailForm.getByLabel('New email address')).toHaveValue('riley.new@example.com');

      // A wrong current password: said at that field, which has focus.
      await emailForm.getByLabel('Current password').fill('not my password');
      await emailForm.getByRole('button', { name: 'Change Email' }).click();
      await expect(emailForm.getByText('The current password is not right.')).toBeVisible();
      await expect(emailForm.getByLabel('Current password')).toBeFocused();
      await expectNoAxeViolations(page);

      // An email preference switched but not saved asks too; saving clears the question.
      await emailForm.getByLabel('New email address').fill('');
      await emailForm.getByLabel('Current password').fill('');
      const preferences = page.getByRole('form', { name: 'Email preferences' });
      await preferences.getByLabel('Newsletter').click();
      await leaveBy(page, logo(page), 'dismiss');
      await preferences.getByRole('button', { name: 'Save Preferences' }).click();
      await expect(page.getByText('Your email preferences are saved.')).toBeVisible();
      await logo(page).click();
      await expect(page).toHaveURL(/\/app\/dashboard$/);

      // Typing then leaving anyway: the page goes.
      await page.goto('/app/account-settings');
      const currentPassword = page.getByRole('form', { name: 'Change password' }).getByLabel('Current password');
      await currentPassword.fill(PASSWORD);
      await leaveBy(page, logo(page), 'accept');
      await expect(page).toHaveURL(/\/app\/dashboard$/);

      // Back and Forward ask as links do. Settings opened from the user menu, typing, then Back:
      // staying keeps the page and the typing; leaving goes back to the dashboard.
      await page.getByRole('button', { name: /user menu$/ }).click();
      await page.locator('.user-menu__menu a[href="/app/account-settings"]').click();
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      await currentPassword.fill(PASSWORD);
      await moveThroughHistory(page, 'back', 'dismiss');
      await expect(page).toHaveURL(/\/app\/account-settings$/);
      await expect(currentPassword).toHaveValue(PASSWORD);
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      await moveThroughHistory(page, 'back', 'accept');
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      // Back again to the settings left by the logo (nothing typed now: no question), typing, then
      // Forward asks the same way.
      await page.goBack();
      await expect(page).toHaveURL(/\/app\/account-settings$/);
      await expect(currentPassword).toHaveValue('');
      await currentPassword.fill(PASSWORD);
      await moveThroughHistory(page, 'forward', 'dismiss');
      await expect(page).toHaveURL(/\/app\/account-settings$/);
      await expect(currentPassword).toHaveValue(PASSWORD);
      await moveThroughHistory(page, 'forward', 'accept');
      await expect(page).toHaveURL(/\/app\/dashboard$/);
    });
  });
}
