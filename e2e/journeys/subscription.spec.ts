import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { uniqueEmail } from '../support/people';
import { APPROVED_CARD, DECLINED_CARD, failNextCall, payWithCard, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// A practice subscribes (JOBSUB, the card kept at the sandbox gateway), finds Subscription in its
// menu, sees the plan, next charge and payment history, adds a slot (charged for the rest of the
// period) and cancels at the period's end, then resumes, and changes the card renewals use.

const PASSWORD = 'subscription-journey-2026';
/** The sandbox's second test card (it ends 1115), so the change shows. */
const NEW_CARD = DECLINED_CARD;

test('an employer subscribes, sees /app/subscription, adds a slot and cancels at period end', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('subscriber');
  const answer = await page.request.post('/api9/users/employers', {
    data: {
      email,
      password: PASSWORD,
      name: 'Riley Chen',
      practiceName: `Maple Dental ${randomBytes(3).toString('hex')}`,
      zip: '60614',
      phone: '(312) 555-0188',
    },
  });
  expect(answer.status()).toBe(201);

  await signIn(page, email, PASSWORD);
  const menu = page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: 'Job Postings' }) })
    .first();
  await expect(menu.getByRole('link', { name: 'Job Postings' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Subscription' })).toHaveCount(0);

  await page.goto('/app/subscription');
  await expect(page.getByRole('heading', { name: 'Subscribe' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The slots are bought for one position (in the primary office's region) and priced for it.
  await page.getByLabel('Hiring for').selectOption('DH');
  // A declined card: what the person can do takes focus above the card form.
  await payWithCard(page, DECLINED_CARD);
  await expect(page.getByTestId('payment-error')).toHaveText('Your bank declined the card. Try another card or call the number on the back of your card.');
  await expect(page.getByTestId('payment-error')).toBeFocused();
  await payWithCard(page, APPROVED_CARD);

  const plan = page.getByTestId('subscription-plan');
  await expect(plan).toContainText('Active');
  await expect(plan).toContainText('1 × $299.00 a month');
  await expect(page.getByTestId('next-charge')).toContainText('$299.00 on');
  await expect(plan).toContainText('Visa ending 1111');
  await expect(page.getByTestId('payment-history')).toContainText('First month');
  await expect(page.getByTestId('subscription-slots').getByRole('listitem')).toHaveCount(1);
  await expect(menu.getByRole('link', { name: 'Subscription' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Add a slot: charged now for the rest of the period, and renewed with the others.
  await page.getByLabel('Slots', { exact: true }).fill('2');
  // A change that fails: said at the top of the plan, which takes focus.
  await failNextCall(page, /\/order\/\d+$/, { method: 'PUT' });
  await page.getByRole('button', { name: 'Update slots' }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong on our side.');
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByLabel('Slots', { exact: true })).toHaveValue('2');
  await page.getByRole('button', { name: 'Update slots' }).click();
  await expect(page.getByTestId('subscription-slots').getByRole('listitem')).toHaveCount(2);
  await expect(plan).toContainText('2 × $299.00 a month');
  await expect(page.getByTestId('next-charge')).toContainText('$598.00 on');
  await expect(page.getByTestId('payment-history')).toContainText('1 added slot');

  // Cancel at the period's end: nothing more is charged; resume is offered.
  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByTestId('next-charge')).toContainText('None: the subscription ends on');
  await page.screenshot({ path: test.info().outputPath('subscription-cancelled.png'), fullPage: true });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByTestId('next-charge')).toContainText('$598.00 on');

  // Change the card renewals are charged to: the new card is kept at the gateway and shown.
  const cardPanel = page.getByTestId('change-card');
  await expect(cardPanel).toContainText('Visa ending 1111');
  await cardPanel.getByRole('button', { name: 'Change card' }).click();
  await cardPanel.getByLabel('Card number').fill(NEW_CARD);
  await cardPanel.getByLabel('Expiry (MM/YY)').fill('11/34');
  await cardPanel.getByLabel('CVC').fill('321');
  await cardPanel.getByRole('button', { name: 'Save card' }).click();
  await expect(cardPanel.getByRole('status')).toContainText('Visa ending 1115 is saved. Your next renewal will be charged to it.');
  await expect(plan).toContainText('Visa ending 1115');
  await expect(page.getByTestId('next-charge')).toContainText('$598.00 on');
  await page.screenshot({ path: test.info().outputPath('subscription-card.png'), fullPage: true });
  await expectNoAxeViolations(page);

  // A slot leads to posting a job in it (create-new), then its screen swaps that posting for a draft.
  await page.getByRole('link', { name: 'Post a job in this slot' }).first().click();
  await expect(page).toHaveURL(/\/app\/post-job\/subscription\/\d+$/);
  await expect(page.getByLabel('Job title')).toBeVisible();
  await expectNoAxeViolations(page);
  const slotPath = new URL(page.url()).pathname;
  const first = `Subscription Hygienist ${randomBytes(3).toString('hex')}`;
  await writePosting(page, first);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/app\/post-job\/summary\/\d+$/);

  const second = `Subscription Assistant ${randomBytes(3).toString('hex')}`;
  await page.goto('/app/post-job/new');
  await writePosting(page, second);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/app\/post-job\/edit\/\d+$/);
  const draftId = /edit\/(\d+)$/.exec(page.url())?.[1];

  await page.goto(slotPath);
  await expect(page.getByTestId('slot-posting')).toContainText(first);
  await expect(page.getByTestId('slot-posting')).toContainText('Shown as running until');
  await page.screenshot({ path: test.info().outputPath('subscription-slot.png'), fullPage: true });
  await expectNoAxeViolations(page);
  await page.getByLabel('Draft').selectOption({ label: second });
  // A swap that fails changes nothing; its message takes focus.
  await failNextCall(page, /\/jobs\/\d+\/status$/, { method: 'PUT' });
  await page.getByRole('button', { name: 'Swap for this draft' }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong on our side.');
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByTestId('slot-posting')).toContainText(first);
  await page.getByRole('button', { name: 'Swap for this draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/post-job/summary/${draftId}$`));
  await page.goto('/app/subscription');
  await expect(page.getByTestId('subscription-slots')).toContainText(second);
  await expect(page.getByTestId('subscription-slots')).not.toContainText(first);
  await expectNoAxeViolations(page);
});

/** Fills the posting form with a complete permanent job in Chicago. */
async function writePosting(page: Page, title: string) {
  await page.getByLabel('Position', { exact: true }).selectOption('DH');
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Street address').fill('2200 N Halsted St');
  await page.getByLabel('City', { exact: true }).fill('Chicago');
  await page.getByLabel('State', { exact: true }).selectOption('IL');
  await page.getByLabel('ZIP code', { exact: true }).fill('60614');
  await page.getByRole('textbox', { name: 'Job description' }).fill('Hygiene for a friendly family practice, four days a week.');
}
