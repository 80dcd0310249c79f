import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerSeeker, signIn, type Seeker } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';
import { bookInstantShift, localTime, registerPractice, saveTempProfile, timeOfMinutes, tokenOf } from '../support/temp-shifts';

// After the shift (ADR 113): the booked professional checks in and out from the timesheet page,
// the practice corrects the hours with a reason, the professional accepts, the invoice is charged
// to the practice's saved card and the professional's payouts show the amount owed. As in the
// other temp shift journeys the clock is the real one: the shift starts within the hour, so
// check-in (open from 2 hours before the start) is open now.

const PASSWORD = 'shift-pay-journey-2026';
const TOWNS = ['59718', '59801', '59101', '59601', '82001', '87501'];
const ZIP = TOWNS[randomBytes(1)[0]! % TOWNS.length]!;
const ZONE = 'America/Denver';

/** A shift starting at the next whole hour in the town, up to four hours long (never past midnight). */
function shiftThisHour() {
  const { date, hour } = localTime(new Date(Math.ceil((Date.now() + 60_000) / 3_600_000) * 3_600_000), ZONE);
  return { date, startTime: timeOfMinutes(hour * 60), endTime: hour + 4 > 23 ? '23:59' : timeOfMinutes((hour + 4) * 60) };
}

/** A practice with a saved card (a subscription keeps it), a paid temp posting and an instant-book shift at $48 an hour booked by `pro`. */
async function bookedShift(request: APIRequestContext, pro: Seeker) {
  const practice = await registerPractice(request, { zip: ZIP, password: PASSWORD, practiceName: 'Bridger Dental' });
  const subscribed = await request.post(`/api9/users/employers/${practice.username}/subscriptions`, {
    headers: { ...practice.headers, 'idempotency-key': `shift-pay-sub-${randomBytes(6).toString('hex')}` },
    data: { nonce: 'fake-valid-nonce', product: 'JOBSUB', quantity: 1, position: 'DH', zip: ZIP },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(201);
  const shift = shiftThisHour();
  await bookInstantShift(request, { practice, pro, password: PASSWORD, title: 'Temp Hygienist Now', zip: ZIP, shift, rateCents: 4800 });
  return { practice, shift };
}

async function signedIn(page: Page, email: string) {
  await signIn(page, email, PASSWORD);
  return page;
}

test('a professional checks in and out, the practice corrects with a reason, the professional accepts, the invoice is charged and the payout is owed', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  test.info().annotations.push({ type: 'town', description: ZIP });
  const pro = await registerSeeker(page.request, { name: 'Quinn Alder', password: PASSWORD, position: 'DH', zip: ZIP, readyToApply: false });
  await saveTempProfile(page.request, pro);
  try {
    const { practice, shift } = await bookedShift(page.request, pro);

    // The professional, on a phone-sized screen: check in, then out.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const proPage = await signedIn(await phone.newPage(), pro.email);
    await proPage.goto('/app/timesheets');
    await expect(proPage.getByRole('heading', { name: 'Timesheets', level: 1 })).toBeVisible();
    await proPage.getByRole('button', { name: 'Check in now' }).click();
    await expect(proPage.getByText('Checked in', { exact: true })).toBeVisible();
    await expectNoAxeViolations(proPage);
    await proPage.getByLabel('Breaks (minutes, unpaid)').fill('0');
    await proPage.getByRole('button', { name: 'Check out now' }).click();
    await expect(proPage.getByText('Waiting for the practice')).toBeVisible();
    await proPage.screenshot({ path: test.info().outputPath('checked-out.png'), fullPage: true });

    // The practice corrects the hours: 3 hours from the shift's start, a 15-minute break, with a reason.
    await signedIn(page, practice.email);
    await page.goto('/app/timesheets');
    const card = page.getByRole('region', { name: `Timesheet of ${shift.date}` });
    await card.getByRole('button', { name: 'Correct them' }).click();
    // The form starts from the professional's hours (in the browser's zone); out becomes 3 hours after in.
    const checkIn = await card.getByLabel('In', { exact: true }).inputValue();
    const checkOut = new Date(Date.parse(`${checkIn}:00Z`) + 3 * 3_600_000).toISOString().slice(0, 16);
    await card.getByLabel('Out', { exact: true }).fill(checkOut);
    await card.getByLabel('Breaks (minutes, unpaid)').fill('15');
    await card.getByLabel('Reason for the correction').fill('Checked in from the parking lot; our sign-in sheet says 3 hours.');
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Send the correction' }).click();
    await expect(card.getByText('Corrected by the practice')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('corrected.png'), fullPage: true });

    // The professional accepts: the invoice is made and charged at once.
    await proPage.reload();
    await expect(proPage.getByText('our sign-in sheet says 3 hours')).toBeVisible();
    await proPage.getByRole('button', { name: 'Accept the correction' }).click();
    await expect(proPage.getByText('Confirmed', { exact: true })).toBeVisible();

    // 2 h 45 min at $48 = $132.00, the platform's 15% = $19.80: $151.80 charged.
    await page.reload();
    const invoices = page.getByRole('region', { name: 'Temp shift invoices' });
    const row = invoices.getByRole('row').filter({ hasText: shift.date });
    await expect(row).toContainText('$132.00');
    await expect(row).toContainText('$19.80');
    await expect(row).toContainText('$151.80');
    await expect(row).toContainText('Paid');
    await page.goto('/app/account-settings');
    await expect(page.getByRole('region', { name: 'Temp shift invoices' }).getByRole('row').filter({ hasText: shift.date })).toContainText('Paid');

    // The professional's payouts: $132.00 owed.
    await proPage.goto('/app/payouts');
    await expect(proPage.getByTestId('owed')).toHaveText('$132.00');
    await expect(proPage.getByText('Independent contractor')).toBeVisible();
    await expectNoAxeViolations(proPage);
    await proPage.screenshot({ path: test.info().outputPath('payouts.png'), fullPage: true });
    await phone.close();
  } finally {
    // With a cookie jar of its own: the page is signed in as the practice.
    await saveTempProfile(request, { ...pro, ...(await tokenOf(request, pro.email, PASSWORD)) }, { available: false });
  }
});
