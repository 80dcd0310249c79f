import { expect, test } from '../support/test';
import { uniqueEmail } from '../support/people';
import { signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// The practice's account as the spec reads it (GET users/employers/{id}): a new practice opens
// its settings from the menu and finds who signs in, the practice, its phone, place and since when.

test('a new practice reads its account in Settings, at desktop and phone width', async ({ page }) => {
  const email = uniqueEmail('account');
  const password = 'employer-account-2026';
  const signUp = await page.request.post('/api9/users/employers', {
    data: { email, password, name: 'Robin Account', practiceName: 'Lakeview Family Dental', zip: '60614', phone: '(312) 555-0177' },
  });
  expect(signUp.status()).toBe(201);

  await signIn(page, email, password);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account.getByText('Robin Account')).toBeVisible();
  await expect(account.getByText(email)).toBeVisible();
  await expect(account.getByText('Lakeview Family Dental')).toBeVisible();
  await expect(account.getByText('(312) 555-0177')).toBeVisible();
  await expect(account.getByText('Chicago, IL 60614')).toBeVisible();
  const since = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());
  await expect(account.getByText(since)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  const phone = account.getByText('(312) 555-0177');
  await phone.scrollIntoViewIfNeeded();
  await expect(phone).toBeInViewport();
  await expectNoAxeViolations(page);
});
