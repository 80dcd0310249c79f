import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { uniqueEmail } from '../support/people';
import { APPROVED_CARD, DECLINED_CARD, payWithCard, signIn } from '../support/steps';
import { DEMO_SPECIAL_DISCOUNT_CODE } from '../../packages/db/src/demo-commerce';
import { expectNoAxeViolations } from '../support/accessibility';

// Buying: a visitor through the public funnel (products, add-ons, account, payment,
// confirmation) into a posting that goes live; a declined card; a practice paying for a draft from
// its editor; receipts. Every payment goes through the sandbox gateway's card form.

const PASSWORD = 'commerce-journey-2026';
const suffix = () => randomBytes(3).toString('hex');
const summary = (page: Page) => page.getByRole('region', { name: 'Your order' }).first();

/** Fills the posting form (a new draft or a slot's posting) with a complete permanent job in Chicago. */
async function writePosting(page: Page, title: string) {
  await page.getByLabel('Position', { exact: true }).selectOption('DH');
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Street address').fill('2200 N Halsted St');
  await page.getByLabel('City', { exact: true }).fill('Chicago');
  await page.getByLabel('State', { exact: true }).selectOption('IL');
  await page.getByLabel('ZIP code', { exact: true }).fill('60614');
  await page.getByRole('textbox', { name: 'Job description' }).fill('Hygiene for a friendly family practice, four days a week.');
}

/** The posting's public page answers 200 with its title, as a crawler reads it. */
async function expectLive(page: Page, title: string) {
  const link = page.getByRole('link', { name: 'View job page' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/dental-jobs\/job\/\d+\//);
  const answer = await page.request.get(href as string);
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain(title);
  await link.click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
}

test('a visitor buys a premium posting with the special code, registers on the way, and posts a job that goes live', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('buyer');
  const title = `Journey Hygienist ${suffix()}`;

  await page.goto('/dental-hiring-products/');
  await expect(page.getByRole('heading', { name: 'Dental Hiring Products & Pricing', level: 1 })).toBeVisible();
  await expect(page.getByText('Already a User?')).toBeVisible();
  await expectNoAxeViolations(page);
  // A first visit starts on the one-off posting, not the priciest plan (the subscription).
  await expect(page.getByRole('radio', { name: /^Premium Job Posting:/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Premium Job Posting Subscription/ })).not.toBeChecked();
  await page.getByRole('radio', { name: /^Premium Job Posting:/ }).check();

  // An unknown code: the API's message under the field, the catalog still there.
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('textbox', { name: 'Coupon code' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill(DEMO_SPECIAL_DISCOUNT_CODE.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('textbox', { name: 'Coupon code' })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Special', { exact: true })).toBeVisible();
  await expect(summary(page)).toContainText(`Discount (${DEMO_SPECIAL_DISCOUNT_CODE})`);
  await expectNoAxeViolations(page);
  const total = await page.getByTestId('cart-total').textContent();

  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/dental-hiring-products\/select-addons$/);
  await expect(page.getByRole('spinbutton', { name: 'Quantity of National Search' })).toHaveValue('0');
  await expectNoAxeViolations(page);
  // The cart survives a reload.
  await page.reload();
  await expect(page.getByTestId('cart-total')).toHaveText(total as string);
  await page.getByRole('link', { name: 'Continue', exact: true }).click();

  await expect(page).toHaveURL(/\/dental-hiring-products\/account-setup$/);
  const form = page.getByRole('form', { name: 'Create your employer account' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByLabel('Your name').fill('Morgan Ellis');
  await form.getByLabel('Practice name').fill(`Lakeview Dental ${suffix()}`);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByLabel('ZIP code').fill('60614');
  await form.getByLabel('Phone').fill('(312) 555-0123');
  await form.getByRole('button', { name: 'Continue to Payment' }).click();

  await expect(page).toHaveURL(/\/dental-hiring-products\/payment$/);
  await page.getByLabel('Hiring for').selectOption('DH');
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await payWithCard(page, APPROVED_CARD);

  await expect(page).toHaveURL(/\/dental-hiring-products\/confirmation\?order=\d+$/);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is confirmed.' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Items in your order' })).toContainText(`Discount (${DEMO_SPECIAL_DISCOUNT_CODE})`);
  await expect(page.getByText('1 job slot (JOB)')).toBeVisible();
  await expectNoAxeViolations(page);

  // Signed in as the new practice: post into the new slot.
  await page.getByRole('link', { name: 'Post your job' }).click();
  await expect(page).toHaveURL(/\/app\/post-job\/subscription\/\d+$/);
  await expect(page.getByLabel('Job title')).toBeVisible();
  await expectNoAxeViolations(page);
  await writePosting(page, title);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/app\/post-job\/summary\/\d+$/);
  await expect(page.getByText('Your posting is live.')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectLive(page, title);
});

test('a declined card says what to do about it and keeps the cart; no account is made', async ({ page }) => {
  const email = uniqueEmail('declined');
  await page.goto('/dental-hiring-products/');
  await page.getByRole('radio', { name: /^Basic Job Posting/ }).check();
  await page.getByRole('button', { name: /^More: How many/ }).click();
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'More: Quantity of National Search' }).click();
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  const form = page.getByRole('form', { name: 'Create your employer account' });
  await form.getByLabel('Your name').fill('Riley Chen');
  await form.getByLabel('Practice name').fill(`Declined Dental ${suffix()}`);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByLabel('ZIP code').fill('94110');
  await form.getByLabel('Phone').fill('(415) 555-0100');
  await form.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByLabel('Hiring for').selectOption('DA');
  await payWithCard(page, DECLINED_CARD);

  // What the person can do, not the processor's words.
  await expect(page.getByRole('alert')).toHaveText('Your bank declined the card. Try another card or call the number on the back of your card.');
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/dental-hiring-products\/payment$/);
  await expect(summary(page)).toContainText('× 2');
  await expect(summary(page)).toContainText('National Search');
  // The cart is still there on the products page.
  await page.goto('/dental-hiring-products/');
  await expect(page.getByRole('radio', { name: /^Basic Job Posting/ })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: /^How many/ })).toHaveValue('2');
  await expectNoAxeViolations(page);
  // The decline made no account.
  const login = await page.request.post('/api9/auth/login', { data: { username: email, password: PASSWORD, delegated: false, legacy: false } });
  expect(login.status()).toBeGreaterThanOrEqual(400);
});

test('a practice without a free slot buys a posting from its draft’s editor, the draft goes live, and the receipt shows the order', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('draft-buyer');
  const practiceName = `Draft Dental ${suffix()}`;
  const title = `Journey Draft Hygienist ${suffix()}`;
  const answer = await page.request.post('/api9/users/employers', {
    data: { email, password: PASSWORD, name: 'Sam Ortiz', practiceName, zip: '60614', phone: '(312) 555-0199' },
  });
  expect(answer.status()).toBe(201);
  await signIn(page, email, PASSWORD);

  await page.goto('/app/post-job/new');
  await expect(page.getByLabel('Job title')).toBeVisible();
  await expectNoAxeViolations(page);
  await writePosting(page, title);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/app\/post-job\/edit\/\d+$/);
  await expectNoAxeViolations(page);
  const jobId = Number(/edit\/(\d+)$/.exec(page.url())?.[1]);

  await page.getByRole('button', { name: 'Buy a posting and publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy a posting and publish' });
  await dialog.getByRole('radio', { name: /^Premium Job Posting:/ }).check();
  const total = await dialog.getByTestId('cart-total').textContent();
  await expectNoAxeViolations(page);
  await payWithCard(dialog, APPROVED_CARD);

  await expect(page).toHaveURL(new RegExp(`/app/post-job/summary/${jobId}$`));
  await expect(page.getByText('Paid and published: your posting is live.')).toBeVisible();
  await expect(page.getByTestId('job-display-status')).toHaveText('Active');
  await expectNoAxeViolations(page);

  // The receipt, from the list in settings.
  await page.goto('/app/account-settings');
  const receipts = page.getByRole('region', { name: 'Receipts' });
  await expect(receipts.getByText(total as string, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await receipts
    .getByRole('link', { name: /^View receipt for/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/app\/account-settings\/receipt\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  await expect(page.getByText(practiceName)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Items paid' })).toContainText('Premium Job Posting');
  await expect(page.getByRole('table', { name: 'Items paid' })).toContainText(total as string);
  await expect(page.getByText(/ending in 1111/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/app/post-job/summary/${jobId}`);
  await expectLive(page, title);
});
