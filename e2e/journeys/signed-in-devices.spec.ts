import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { uniqueEmail } from '../support/people';
import { dismissProfilePrompt, signIn } from '../support/steps';

const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A new job seeker signed in on this browser and on a phone (another browser: the account is told of it). */
async function signedInOnTwoDevices(page: Page, browser: Browser, person: { label: string; password: string; name: string }) {
  const email = uniqueEmail(person.label);
  const register = await page.request.post('/api9/users/staff', {
    data: { email, password: person.password, name: person.name, position: 'DH', zip: '60614', kind: 'staff' },
  });
  expect(register.status()).toBe(201);
  await dismissProfilePrompt(page);
  await signIn(page, email, person.password);
  const phoneContext = await browser.newContext({ userAgent: PHONE_AGENT, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await dismissProfilePrompt(phone);
  await signIn(phone, email, person.password);
  return { email, phoneContext, phone };
}

test('a person sees where they are signed in, is told of a new device, and signs it out', async ({ page, browser }) => {
  // The same person on a phone: another browser, so the account is told.
  const { email, phoneContext, phone } = await signedInOnTwoDevices(page, browser, { label: 'devices', password: 'two-devices-2026', name: 'Dana Ortiz' });

  const outbox = await page.context().newPage();
  await outbox.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const notice = outbox.getByRole('article').filter({ hasText: 'New sign-in to your Chairside account' }).first();
  await expect(async () => {
    if (!(await notice.isVisible())) await outbox.reload();
    await expect(notice).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(notice).toContainText('Safari on iPhone');
  await outbox.close();

  await page.goto('/app/account-settings');
  const panel = page.getByRole('region', { name: 'Signed-in devices' });
  const devices = panel.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(3); // the sign-up's session, this browser, the phone
  await expect(devices.filter({ hasText: 'This device' })).toContainText(/Chrome on \w+/);
  await expect(devices.filter({ hasText: 'Safari on iPhone' })).toContainText(/Network 127\.0\.0\.0\/24|Network 0:0:0::\/48/);
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
  await expect(panel.getByRole('status')).toHaveText('Safari on iPhone is signed out.');
  await expect(devices).toHaveCount(2);

  // The phone's next request is refused: it is back at sign-in.
  await phone.goto('/app/account-settings');
  await expect(phone).toHaveURL(/\/dental-jobs\/login\//);

  // Every other device: asked first, then done; this one stays signed in.
  await panel.getByRole('button', { name: 'Sign out all other devices' }).click();
  const confirm = panel.getByRole('group', { name: 'Sign out every other device' });
  await expect(confirm).toContainText('Sign out the 1 other device?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(devices).toHaveCount(2);
  await panel.getByRole('button', { name: 'Sign out all other devices' }).click();
  await confirm.getByRole('button', { name: 'Yes, sign them out' }).click();
  await expect(panel.getByRole('status')).toHaveText('1 other device is signed out.');
  await expect(devices).toHaveCount(1);
  await expect(devices.first()).toContainText('This device');
  await expect(panel.getByRole('button', { name: 'Sign out all other devices' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await phoneContext.close();
});

test('a device signed out from another goes on reading the public job search as a visitor', async ({ page, browser }) => {
  // The phone searches signed in: its calls carry its access token.
  const { phoneContext, phone } = await signedInOnTwoDevices(page, browser, {
    label: 'signed-out-search',
    password: 'signed-out-search-2026',
    name: 'Robin Vale',
  });
  await phone.goto('/dental-jobs/search/ANY/60614?radius=50');
  const cards = phone.getByTestId('job-card');
  await expect(cards.first()).toBeVisible();
  await phone.getByRole('button', { name: 'Open menu' }).click();
  const menu = phone.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Robin Vale My Dashboard' })).toBeVisible();
  await phone.getByRole('button', { name: 'Close menu' }).click();

  // Signed out from the other browser while the phone's page stays open.
  await page.goto('/app/account-settings');
  const panel = page.getByRole('region', { name: 'Signed-in devices' });
  await panel.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
  await expect(panel.getByRole('status')).toHaveText('Safari on iPhone is signed out.');

  // The phone comes back to its page: its token is refused as not valid (401, invalid_token), the
  // session cannot be refreshed, so the page forgets it and goes on as a visitor's, without an error.
  const refused = phone.waitForResponse((response) => response.url().includes('/api9/users/current') && response.status() === 401);
  await phone.reload();
  const refusal = await refused;
  expect(refusal.request().headers().authorization).toMatch(/^Bearer /);
  expect(refusal.headers()['www-authenticate']).toBe('Bearer error="invalid_token"');
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: /^sign in$/i })).toBeVisible();
  await expect(menu.getByRole('link', { name: /My Dashboard/ })).toHaveCount(0);
  await phone.getByRole('button', { name: 'Close menu' }).click();
  expect(await phone.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
  await expect(cards.first()).toBeVisible();
  await expect(phone.getByRole('alert')).toHaveCount(0);
  // Searching again is a visitor's search.
  const answered = phone.waitForResponse((response) => response.url().includes('/api9/jobs/search?') && response.url().includes('radius=100'));
  await phone.getByRole('button', { name: /^Filters/ }).click();
  await phone.getByLabel('Distance').selectOption('100');
  await phone.getByRole('button', { name: 'Show results' }).click();
  expect((await answered).status()).toBe(200);
  await expect(phone).toHaveURL(/\/dental-jobs\/search\/ANY\/60614\?radius=100/);
  await expect(cards.first()).toBeVisible();
  await expect(phone.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(phone);
  await phoneContext.close();
});
