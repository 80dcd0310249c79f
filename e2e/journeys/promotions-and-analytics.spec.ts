import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '../support/test';
import { DEMO_PASSWORD, DEMO_SEEKER_EMAIL, uniqueEmail } from '../support/people';
import { APPROVED_CARD, dismissProfilePrompt, hydrated, payWithCard, signIn } from '../support/steps';
import { DEMO_SPECIAL_DISCOUNT_CODE } from '../../packages/db/src/demo-commerce';
import { expectNoAxeViolations } from '../support/accessibility';
import { signInAsDemoAdmin, signInDemoAdminByApi } from '../support/two-step';

// The banner above the layout, the promotion widget (expands once, then stays collapsed; its code
// lands in the checkout), GA4's purchase on dataLayer after a checkout, an administrator creating
// a promotion in the admin area, and a campaign's sign-up counted under its source. Demo data: a
// banner for signed-out visitors and a promotion of the special code (packages/db/src/demo-promotions.ts).

const suffix = () => randomBytes(3).toString('hex');
const widgetCard = (page: Page) => page.getByRole('region', { name: 'A premium posting for $99' });
const widgetToggle = (page: Page) => page.getByRole('button', { name: 'Special offer: A premium posting for $99' });
/** Whether a click at the middle of the element reaches it (nothing lies over it). */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
const banner = (page: Page) => page.getByRole('complementary', { name: 'Announcement' });

type DataLayerEvent = { event?: string; ecommerce?: { transaction_id?: string; value?: number; currency?: string; items?: Record<string, unknown>[] } };

test('the promotion widget expands once, then stays collapsed; its code lands in the checkout and the purchase reaches dataLayer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A page for practices whose form button sits where the card would open: the offer waits as an
  // icon rather than cover the button.
  await page.goto('/hiring-toolkit/');
  await expect(widgetToggle(page)).toBeVisible();
  await expect(widgetCard(page)).toBeHidden();
  expect(await uncovered(page.getByRole('button', { name: 'Email me the toolkit' }))).toBe(true);
  // Where the corner is free, it opens by itself (the home page, for everyone, has no offer: checked below).
  await page.goto('/corporate-recruiting/');
  await expect(widgetCard(page)).toBeVisible();
  await expect(widgetCard(page)).toContainText(`Code ${DEMO_SPECIAL_DISCOUNT_CODE}`);
  await expect(widgetCard(page)).toContainText(/Offer ends [A-Z][a-z]{2} \d{2}, \d{4}/);
  await expect(widgetCard(page)).toContainText('Limited offer: a premium posting for $99');
  await page.screenshot({ path: test.info().outputPath('widget-expanded.png') });
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => window.localStorage.getItem('viewedPromotions'))).toBe(JSON.stringify({ unauthenticated: [DEMO_SPECIAL_DISCOUNT_CODE] }));

  // Scrolling a control under the open card (the footer's Subscribe button) folds it back to the icon.
  await page.evaluate(() => {
    const subscribe = document.querySelector('form[aria-label="Newsletter sign-up"] button');
    if (subscribe) window.scrollBy(0, subscribe.getBoundingClientRect().top - (window.innerHeight - 80));
  });
  await expect(widgetCard(page)).toBeHidden();
  await expect(widgetToggle(page)).toBeVisible();

  // Seen once: from now on the widget waits collapsed.
  await page.reload();
  await expect(widgetToggle(page)).toBeVisible();
  await expect(widgetCard(page)).toBeHidden();
  // The home page in the same tab (the widget's code already loaded): no offer for a visitor there.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Chairside/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(widgetToggle(page)).toBeHidden();
  await page.goBack();
  await expect(widgetToggle(page)).toBeVisible();
  await widgetToggle(page).click();
  await expect(widgetCard(page)).toBeVisible();
  await widgetCard(page).getByRole('button', { name: 'Close the offer' }).click();
  await expect(widgetToggle(page)).toBeVisible();
  await widgetToggle(page).click();
  await widgetCard(page).getByRole('link', { name: 'Post a job for $99' }).click();

  // The checkout has the code; with a discount applied the widget is gone.
  await expect(page).toHaveURL(/\/dental-hiring-products\/$/);
  await expect(page.getByRole('textbox', { name: 'Coupon code' })).toHaveValue(DEMO_SPECIAL_DISCOUNT_CODE);
  // The cart starts on the premium posting the offer is for: nothing to choose, nothing added.
  await expect(page.getByRole('radio', { name: /^Premium Job Posting:/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Your order' }).first()).toContainText(`Discount (${DEMO_SPECIAL_DISCOUNT_CODE})`);
  await expectNoAxeViolations(page);
  await expect(widgetToggle(page)).toBeHidden();
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  const form = page.getByRole('form', { name: 'Create your employer account' });
  await form.getByLabel('Your name').fill('Jordan Reyes');
  await form.getByLabel('Practice name').fill(`Promo Dental ${suffix()}`);
  await form.getByLabel('Email').fill(uniqueEmail('promo'));
  await form.getByLabel('Password').fill('promotion-journey-2026');
  await form.getByLabel('ZIP code').fill('60614');
  await form.getByLabel('Phone').fill('(312) 555-0188');
  await form.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByLabel('Hiring for').selectOption('DH');
  await payWithCard(page, APPROVED_CARD);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is confirmed.' })).toBeVisible();
  // The code was just used: the offer does not come back on the confirmation.
  await expect(widgetToggle(page)).toBeHidden();
  await expect(widgetCard(page)).toBeHidden();
  await expectNoAxeViolations(page);

  const orderId = new URL(page.url()).searchParams.get('order');
  const events = await page.evaluate(() => (window as unknown as { dataLayer: DataLayerEvent[] }).dataLayer);
  const names = events.map((entry) => entry.event).filter(Boolean);
  expect(names).toEqual(expect.arrayContaining(['select_promotion', 'view_item', 'begin_checkout', 'add_payment_info', 'purchase']));
  const purchase = events.find((entry) => entry.event === 'purchase');
  expect(purchase?.ecommerce).toMatchObject({ transaction_id: orderId, currency: 'USD', coupon: DEMO_SPECIAL_DISCOUNT_CODE });
  expect(purchase?.ecommerce?.items).toEqual([
    {
      item_id: 'JOB',
      item_brand: 'Chairside',
      item_name: expect.any(String),
      item_category: '30-Day Posting',
      item_variant: 'premium',
      item_list_name: 'Purchase Form',
      coupon: DEMO_SPECIAL_DISCOUNT_CODE,
      discount: expect.any(Number),
      price: expect.any(Number),
      quantity: 1,
    },
  ]);
  const item = purchase?.ecommerce?.items?.[0] as { price: number; discount: number };
  expect(item.discount).toBeGreaterThan(0);
  expect(purchase?.ecommerce?.value).toBeCloseTo(item.price - item.discount, 2);

  // Leaving the page sends what is queued (a beacon on page hide) to the first-party intake.
  await page.goto('/');
  // The administrator signs in with a cookie jar of its own: the page stays signed in as the new practice.
  const login = await signInDemoAdminByApi(request);
  const authorization = login.headers()['authorization'];
  const today = new Date().toISOString().slice(0, 10);
  await expect
    .poll(async () => {
      const report = await request.get(`/api9/admin/analytics?from=${today}&to=${today}`, { headers: { authorization } });
      const body = (await report.json()) as { funnel: { name: string; count: number }[] };
      return body.funnel.find((step) => step.name === 'purchase')?.count ?? 0;
    })
    .toBeGreaterThan(0);
});

test('the banner for signed-out visitors shows on the home page and not for a signed-in job seeker', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('Hiring this month?');
  await expect(banner(page).getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/dental-hiring-products/');
  // "Skip to content" is the first stop of the keyboard, the banner's link the next.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: 'See pricing' })).toBeFocused();
  // Its height offsets the sticky header below it.
  const bannerBox = await banner(page).boundingBox();
  const headerTop = await page.locator('.cs-header').evaluate((element) => getComputedStyle(element).top);
  expect(Number.parseFloat(headerTop)).toBeCloseTo(bannerBox?.height ?? -1, 0);
  await page.screenshot({ path: test.info().outputPath('banner-signed-out.png') });
  await expectNoAxeViolations(page);

  await dismissProfilePrompt(page);
  await signIn(page, DEMO_SEEKER_EMAIL, DEMO_PASSWORD);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(banner(page)).toBeHidden();
  // Job seekers never get the promotion widget.
  await expect(widgetToggle(page)).toBeHidden();
  await expect(widgetCard(page)).toBeHidden();
  await expectNoAxeViolations(page);
});

test('an administrator creates a promotion in the admin area', async ({ page }) => {
  const heading = `Spring offer ${suffix()}`;
  await signInAsDemoAdmin(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/app\/admin$/);
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /A premium posting for \$99/ })).toContainText('Live');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New promotion' }).click();
  const form = page.getByRole('form', { name: 'New promotion' });
  await form.getByRole('button', { name: 'Save promotion' }).click();
  await expect(form.getByLabel('Heading')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await form.getByLabel('Heading').fill(heading);
  await form.getByLabel('Discount code').fill('jobpack3');
  await form.getByLabel('Offer expires').fill('2030-06-30');
  await form.getByLabel('Button text').fill('See pricing');
  await form.getByLabel('Button link').fill('/dental-hiring-products/');
  await form.getByLabel('Environment').selectOption('staging');
  await form.getByLabel('Starts').fill('2030-01-01T09:00');
  await form.getByRole('button', { name: 'Save promotion' }).click();

  const row = page.getByRole('row', { name: new RegExp(heading) });
  await expect(row).toContainText('JOBPACK3');
  await expect(row).toContainText('Jun 30, 2030');
  await expect(row).toContainText('Scheduled');
  await page.screenshot({ path: test.info().outputPath('admin-promotions.png'), fullPage: true });
  await expectNoAxeViolations(page);
  // Ending asks first: keeping it changes nothing; ending takes it off.
  await row.getByRole('button', { name: `End ${heading}` }).click();
  const ask = page.getByRole('dialog', { name: 'End this promotion?' });
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(ask).toBeHidden();
  await expect(row).toContainText('Scheduled');
  await row.getByRole('button', { name: `End ${heading}` }).click();
  await page.getByRole('dialog', { name: 'End this promotion?' }).getByRole('button', { name: 'End promotion' }).click();
  await expect(row).toContainText('Ended');
});

test('an administrator schedules an announcement for the banner in the admin area, then ends it', async ({ page }) => {
  const heading = `Open house ${suffix()}`;
  await signInAsDemoAdmin(page);
  await page.goto('/app/admin');
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Announcements' }).click();
  await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New announcement' }).click();
  const form = page.getByRole('form', { name: 'New announcement' });
  // Nothing typed and no one to show it to: the heading and the audience are flagged, the heading first.
  await form.getByRole('checkbox', { name: 'Signed-out visitors' }).uncheck();
  await form.getByRole('button', { name: 'Save announcement' }).click();
  await expect(form.getByLabel('Heading')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Heading')).toBeFocused();
  await expect(form.getByRole('group', { name: 'Shown to' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // Employers on the staging site only, from a day in 2030: it waits, scheduled.
  await form.getByLabel('Heading').fill(heading);
  await form.getByLabel('Button text').fill('See the events');
  await form.getByLabel('Button link').fill('/dental-events/');
  await form.getByRole('checkbox', { name: 'Employers' }).check();
  await form.getByRole('checkbox', { name: 'production' }).uncheck();
  await form.getByRole('checkbox', { name: 'staging' }).check();
  await form.getByLabel('Starts').fill('2030-03-01T09:00');
  await form.getByRole('button', { name: 'Save announcement' }).click();
  await expect(form).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(heading) });
  await expect(row).toContainText('Employers');
  await expect(row).toContainText('staging');
  await expect(row).toContainText('Scheduled');
  await expectNoAxeViolations(page);
  // Editing keeps what was chosen.
  await row.getByRole('button', { name: `Edit ${heading}` }).click();
  const edit = page.getByRole('form', { name: 'Edit announcement' });
  await expect(edit.getByLabel('Heading')).toHaveValue(heading);
  await expect(edit.getByRole('checkbox', { name: 'Employers' })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: 'production' })).not.toBeChecked();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  // Ending asks first, naming what ends.
  await row.getByRole('button', { name: `End ${heading}` }).click();
  const ask = page.getByRole('dialog', { name: 'End this announcement?' });
  await expect(ask).toContainText(heading);
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'End announcement' }).click();
  await expect(ask).toBeHidden();
  await expect(row).toContainText('Ended');
});

test('a practice that signs up from a campaign shows under its source in the admin analytics', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const campaign = `journey-${suffix()}`;
  // The visit starts on a campaign link; the practice signs up on a later page of the same visit.
  await page.goto(`/?utm_source=dental-weekly&utm_medium=newsletter&utm_campaign=${campaign}`);
  await page.goto('/dental-jobs/register/employer/');
  await hydrated(page, 'form[aria-label="Employer sign-up"]');
  await expectNoAxeViolations(page);
  await page.getByLabel('Your name').fill('Avery Brooks');
  await page.getByLabel('Practice name').fill(`Campaign Dental ${suffix()}`);
  await page.getByLabel('Email').fill(uniqueEmail('campaign'));
  await page.getByLabel('Password').fill('campaign-journey-2026');
  await page.getByLabel('ZIP code').fill('60614');
  await page.getByLabel('Phone').fill('(312) 555-0177');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsDemoAdmin(admin);
  await admin.goto('/app/admin');
  await admin.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Analytics' }).click();
  const sources = admin.getByRole('table', { name: 'Sign-ups by source' });
  const row = sources.getByRole('row').filter({ hasText: campaign });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText('dental-weekly');
  await expect(row.getByRole('cell')).toHaveText(['newsletter', campaign, '1', '0']);
  await admin.screenshot({ path: test.info().outputPath('admin-sign-up-sources.png'), fullPage: true });
  await expectNoAxeViolations(admin);
  await adminContext.close();
});
