import { expect, test, type Page } from '../support/test';
import { uniqueEmail } from '../support/people';
import { expectNoAxeViolations } from '../support/accessibility';
import { failNextCall, fillSignIn, formReady } from '../support/steps';

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function signOut(page: Page) {
  await page.getByRole('button', { name: /user menu/i }).click();
  await page
    .getByRole('link', { name: 'Sign Out' })
    .or(page.getByRole('menuitem', { name: 'Sign Out' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/dental-jobs\/login\/?$/);
}

test('an employer registers and lands on the dashboard with the employer menu', async ({ page }) => {
  await page.goto('/dental-jobs/register/employer/');
  await expectNoAxeViolations(page);
  await page.getByLabel('Your name').fill('Dana Whitfield');
  await page.getByLabel('Practice name').fill('Lakeside Family Dental');
  await page.getByLabel('Email').fill(uniqueEmail('employer'));
  await page.getByLabel('Password').fill('lakeside-smiles-2026');
  await page.getByLabel('ZIP code').fill('60614');
  await page.getByLabel('Phone').fill('(312) 555-0199');
  // A failure that belongs to no field: said above the form, which takes focus; the typing stays.
  await failNextCall(page, '**/api9/users/employers');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong on our side.');
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByLabel('Practice name')).toHaveValue('Lakeside Family Dental');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const nav = sideNav(page);
  for (const item of ['Dashboard', 'Job Postings', 'Employer Profile', 'Assessments', 'Interviews', 'Messages', 'My Classifieds', 'Settings'])
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Resume Profile' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Subscription' })).toHaveCount(0);
  await expect(page.getByText('Dana Whitfield').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a job seeker registers, lands on the dashboard with the job seeker menu, signs out and in again', async ({ page }) => {
  const email = uniqueEmail('seeker');
  await page.goto('/dental-jobs/register/staff/');
  await expectNoAxeViolations(page);
  await page.getByLabel('Your name').fill('Priya Patel');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('sunshine1');
  await page.getByLabel('Position').selectOption('DH');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // A password on the common list is refused with the reason, under the field.
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/one of the most common ones/);
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.getByLabel('Password').fill('hygiene-rocks-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const nav = sideNav(page);
  for (const item of [
    'Dashboard',
    'Resume Profile',
    'Search Jobs',
    'Assessments',
    'Interviews',
    'Messages',
    'Premium',
    "My CE's",
    'My Classifieds',
    'Settings',
  ])
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Search Jobs', exact: true })).toHaveAttribute('href', '/app/search-jobs/DH/78701');
  await expect(nav.getByRole('link', { name: 'Job Postings' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await signOut(page);
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/dental-jobs\/login\/\?fromPath=%2Fapp%2Fdashboard/);
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('hygiene-rocks-2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText('Priya Patel').first()).toBeVisible();
});

test.describe(() => {
  // The page's own requests only: a service worker that has claimed the page would fetch the chunk past the route.
  test.use({ serviceWorkers: 'block' });

  test('what a person types into sign-in stays while another part of the page is still loading', async ({ page }) => {
    // The promotion's code is held back: while it loads, the page must still take typing.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/assets/promotion-widget-*.js', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    try {
      await page.goto('/dental-jobs/login/');
      await formReady(page, 'form[aria-label="Sign in"]');
      await expect.poll(() => asked).toBe(true);
      await page.getByLabel('Email').fill('typed.while.loading@example.com');
      await page.getByLabel('Password').fill('typed-while-loading');
      await expect(page.getByLabel('Email')).toHaveValue('typed.while.loading@example.com', { timeout: 2_000 });
      await expect(page.getByLabel('Password')).toHaveValue('typed-while-loading', { timeout: 2_000 });
    } finally {
      release();
    }
  });
});

test('a wrong password shows the message, which takes focus, and stays on sign-in', async ({ page }) => {
  // An account of its own: wrong passwords count towards the locks on the account and on the
  // address (ADR 20), so guessing on a shared demo account would lock it for every journey and
  // rerun against the same server within the window.
  const email = uniqueEmail('wrong-password');
  const register = await page.request.post('/api9/users/staff', {
    data: { email, password: 'right-password-2026', name: 'Jonah Reyes', position: 'DA', zip: '78701', kind: 'staff' },
  });
  expect(register.status()).toBe(201);
  await page.goto('/dental-jobs/login/');
  await fillSignIn(page, email, 'not-the-password');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('The email or password is incorrect.');
  await expect(alert).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('wrong-password.png') });
  await expect(page).toHaveURL(/\/dental-jobs\/login/);
  await expectNoAxeViolations(page);
});

test('an expired session refreshes without the person noticing, with one refresh for parallel calls', async ({ page }) => {
  const email = uniqueEmail('refresh');
  await page.goto('/dental-jobs/register/staff/');
  await formReady(page, 'form[aria-label="Job seeker sign-up"]');
  await page.getByLabel('Your name').fill('Marcus Lee');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('assistant-pro-2026');
  await page.getByLabel('Position').selectOption('DA');
  await page.getByLabel('ZIP code').fill('30303');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // The journey server issues 6-second access tokens; the unread-message stream keeps calling
  // while the person is idle, so the token is refreshed in the background as well.
  const refreshedAt: number[] = [];
  page.on('request', (request) => {
    if (/\/api9\/auth\/[^/]+\/token$/.test(request.url())) refreshedAt.push(Date.now());
  });
  await page.waitForTimeout(7_000);
  await sideNav(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/account-settings$/);
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /email preferences/i })).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  await expectNoAxeViolations(page);
  // At least one refresh, and never two at once: parallel calls share one.
  expect(refreshedAt.length).toBeGreaterThanOrEqual(1);
  for (let i = 1; i < refreshedAt.length; i++) expect(refreshedAt[i] - refreshedAt[i - 1]).toBeGreaterThan(2_000);
  await expect(page).not.toHaveURL(/login/);
});

test('a person resets a forgotten password with the code from the outbox', async ({ page }) => {
  const email = uniqueEmail('reset');
  const register = await page.request.post('/api9/users/staff', {
    data: { email, password: 'old-password-123', name: 'Grace Kim', position: 'FO', zip: '98101', kind: 'staff' },
  });
  expect(register.status()).toBe(201);

  await page.goto('/dental-jobs/login/');
  await page.getByRole('link', { name: /forgot your password/i }).click();
  await expect(page).toHaveURL(/recover-password/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(email);
  await failNextCall(page, '**/api9/auth/password', { method: 'PUT', status: 503, message: 'The service is busy. Please try again.' });
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByRole('alert')).toHaveText('The service is busy. Please try again.');
  await expect(page.getByRole('alert')).toBeFocused();
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
  await expectNoAxeViolations(page);

  const outbox = await page.context().newPage();
  await outbox.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const message = outbox.getByRole('article').filter({ hasText: email }).first();
  // The email is stored as the request is answered; on a busy machine the outbox may be read first.
  await expect(async () => {
    if (!(await message.isVisible())) await outbox.reload();
    await expect(message).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expectNoAxeViolations(outbox);
  const code = (await message.textContent())?.match(/\b(\d{6})\b/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await outbox.close();

  await page.goto(`/dental-jobs/reset-password/?email=${encodeURIComponent(email)}`);
  await page.getByLabel('Code').fill(code!);
  await page.getByLabel('New password').fill('new-password-456');
  await failNextCall(page, '**/api9/auth/password');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong on our side.');
  await expect(page.getByRole('alert')).toBeFocused();
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/dental-jobs/login/');
  await fillSignIn(page, email, 'old-password-123');
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
  await expect(page.getByRole('alert')).toBeFocused();
  await page.goto('/dental-jobs/login/');
  await fillSignIn(page, email, 'new-password-456');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
