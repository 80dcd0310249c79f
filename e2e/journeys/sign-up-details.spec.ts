import { expect, test, type Page } from '../support/test';
import { uniqueEmail } from '../support/people';
import { expectNoAxeViolations } from '../support/accessibility';
import { formReady } from '../support/steps';

// What people expected at sign-up and just after: the terms they agree to, said above the button;
// no newsletter they did not ask for; the job seeker's applications one click away in the menu;
// a practice's contact info filled in from sign-up, and its website taken as people type it.

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function expectTermsLine(page: Page, form: string) {
  const terms = page.locator(form).getByText(/^By creating an account you agree to the Terms of Service .*and Privacy Policy.*\.$/);
  await expect(terms).toBeVisible();
  await expect(terms.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/tos/');
  await expect(terms.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy/');
  await page.locator(form).screenshot({ path: test.info().outputPath(`${form.replace(/\W+/g, '-')}.png`) });
}

test('a job seeker reads the terms line, signs up without the newsletter, and finds Applications in the menu', async ({ page }) => {
  await page.goto('/dental-jobs/register/staff/');
  await expectTermsLine(page, 'form[aria-label="Job seeker sign-up"]');
  await expectNoAxeViolations(page);
  await formReady(page, 'form[aria-label="Job seeker sign-up"]');
  await page.getByLabel('Your name').fill('Rosa Martinez');
  await page.getByLabel('Email').fill(uniqueEmail('terms-seeker'));
  await page.getByLabel('Password').fill('hygiene-rocks-2026');
  await page.getByLabel('Position').selectOption('DH');
  await page.getByLabel('ZIP code').fill('60614');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  const applications = sideNav(page).getByRole('link', { name: 'Applications', exact: true });
  await expect(applications).toHaveAttribute('href', '/app/job-application/all');
  await applications.click();
  await expect(page).toHaveURL(/\/app\/job-application\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  await expect(applications).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  await sideNav(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Newsletter', exact: true })).not.toBeChecked();
});

test('a practice reads the terms line, finds its contact info filled in from sign-up, and saves a website typed without https://', async ({ page }) => {
  await page.goto('/dental-jobs/register/employer/');
  await expectTermsLine(page, 'form[aria-label="Employer sign-up"]');
  await formReady(page, 'form[aria-label="Employer sign-up"]');
  await page.getByLabel('Your name').fill('Morgan Ellis');
  await page.getByLabel('Practice name').fill('Clark Street Dental');
  const email = uniqueEmail('terms-practice');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('clark-street-2026');
  await page.getByLabel('ZIP code').fill('60614');
  await page.getByLabel('Phone').fill('(312) 555-0123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await sideNav(page).getByRole('link', { name: 'Employer Profile', exact: true }).click();
  const contact = page.getByRole('region', { name: 'Contact info' });
  await expect(contact.getByText('Filled in from your sign-up. Check them and save to show them to candidates.')).toBeVisible();
  await expect(contact.getByLabel('Contact name')).toHaveValue('Morgan Ellis');
  await expect(contact.getByLabel('Contact email')).toHaveValue(email);
  await expect(contact.getByLabel('Contact phone')).toHaveValue('(312) 555-0123');
  await contact.screenshot({ path: test.info().outputPath('contact-info-from-sign-up.png') });
  await contact.getByLabel('Website').fill('www.clarkstreetdental.example');
  await contact.getByRole('button', { name: 'Save Contact Info' }).click();
  await expect(contact.getByText('Your contact info is saved.')).toBeVisible();
  await expect(contact.getByLabel('Website')).toHaveValue('https://www.clarkstreetdental.example');
  await expect(contact.getByText('Filled in from your sign-up.', { exact: false })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Public: the profile screen leads to the practice page, which links the website.
  const visibility = page.getByRole('region', { name: 'Profile visibility' });
  await visibility.getByLabel(/Public profile/).click();
  await visibility.getByRole('link', { name: 'See your practice page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clark Street Dental' })).toBeVisible();
  await expect(page.getByRole('link', { name: /clarkstreetdental\.example/ })).toHaveAttribute('href', 'https://www.clarkstreetdental.example');
});

test('the checkout’s new account form shows the terms line too', async ({ page }) => {
  await page.goto('/dental-hiring-products/account-setup');
  await expectTermsLine(page, 'form[aria-label="Create your employer account"]');
});
