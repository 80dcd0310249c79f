import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerSeeker, signIn, type Seeker } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';
import { localTime, registerPractice, saveTempProfile, timeOfMinutes } from '../support/temp-shifts';

// A practice books a temp shift by request while three professionals watch in their own browsers:
// the first to accept is booked and the others see it taken; the professional cancels and the
// shift is offered again; the practice cancels inside 24 hours and the fee is a shift invoice of
// its own, owed to the professional on their payout statement. The practice's terms say employee:
// the professionals see it on the offer, and the booking keeps it (ADR 126).
// Everyone is new, in a mountain town where the demo data has nobody: a different one on each try,
// and the professionals stop being available at the end, so a rerun asks only its own.

const PASSWORD = 'temp-shift-journey-2026';
const TOWNS = ['59718', '59801', '59101', '59601', '82001', '87501'];
const ZIP = TOWNS[randomBytes(1)[0]! % TOWNS.length]!;
const ZONE = 'America/Denver';

/** A shift starting two to three hours from now in the town, up to four hours long (never past midnight). */
function soonShift() {
  const { date, hour } = localTime(new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 3_600_000) * 3_600_000), ZONE);
  return { date, startTime: timeOfMinutes(hour * 60), endTime: hour + 4 > 23 ? '23:59' : timeOfMinutes((hour + 4) * 60) };
}

async function signedInPage(page: Page, email: string) {
  await signIn(page, email, PASSWORD);
  return page;
}

test('a practice requests a shift, the first of three professionals books it, cancellations on both sides, and the fee on a shift invoice', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const names = ['Rowan Pike', 'Sasha Quill', 'Tatum Reed'];
  const pros: Seeker[] = [];
  test.info().annotations.push({ type: 'town', description: ZIP });
  try {
    await bookAndCancel(browser, page, names, pros);
  } finally {
    // With a cookie jar of its own: the page is signed in as the practice.
    for (const pro of pros) {
      const login = await request.post('/api9/auth/login', { data: { username: pro.email, password: PASSWORD } });
      await saveTempProfile(request, { ...pro, authorization: login.headers()['authorization']! }, { available: false });
    }
  }
});

async function bookAndCancel(browser: Browser, page: Page, names: string[], pros: Seeker[]) {
  for (const name of names) {
    const seeker = await registerSeeker(page.request, { name, password: PASSWORD, position: 'DH', zip: ZIP, readyToApply: false });
    await saveTempProfile(page.request, seeker);
    pros.push(seeker);
  }
  // The practice last: its token, fresh, drafts and pays at once (the journeys' tokens live seconds).
  const practice = await registerPractice(page.request, { zip: ZIP, password: PASSWORD, practiceName: 'Gallatin Dental' });
  const shift = soonShift();
  const draft = await page.request.post(`/api9/users/employers/${practice.username}/jobs`, {
    headers: practice.headers,
    data: {
      position: 'DH',
      name: 'Temp Hygienist Today',
      description: '<p>Cover for our hygienist.</p>',
      type: 'TEMP',
      zip: ZIP,
      address: '11 E Main St',
      payCode: 'HOUR',
      salaryMin: 5000,
      jobDates: [shift],
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const job = (await draft.json()) as { id: number };
  const paid = await page.request.post(`/api9/users/employers/${practice.username}/jobs/${job.id}/payment`, {
    headers: { ...practice.headers, 'idempotency-key': `shift-journey-${randomBytes(6).toString('hex')}` },
    data: { nonce: 'fake-valid-nonce', product: 'JOB', quantity: 1 },
  });
  expect(paid.status(), await paid.text()).toBe(201);

  // The practice, in its own browser, first says its professionals work as its employees.
  await signedInPage(page, practice.email);
  await page.goto('/app/account-settings');
  const terms = page.getByRole('region', { name: 'Temp shift terms' });
  await expect(terms).toContainText('A professional is an independent contractor unless your terms say employee.');
  await terms.getByLabel('Professionals you book work as').selectOption('EMPLOYEE');
  await terms.getByRole('button', { name: 'Save terms' }).click();
  await expect(terms.getByText('Saved: professionals you book from now on work as your employees.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Shifts', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Shifts', level: 1 })).toBeVisible();
  const card = page.getByTestId('shift-card').filter({ hasText: 'Temp Hygienist Today' });
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  // Requests need a rate: the form says so under the box.
  await card.getByLabel('How it is booked').selectOption('REQUEST');
  await card.getByLabel('Hourly rate').fill('');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Requests and instant booking need the hourly rate.')).toBeVisible();
  await expect(card.getByLabel('Hourly rate')).toBeFocused();
  await card.getByLabel('Hourly rate').fill('52');
  await card.getByLabel('Unpaid break (minutes)').fill('30');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Saved.')).toBeVisible();
  await expect(card.getByText('$52.00/hour')).toBeVisible();
  await card.getByLabel('Ask').selectOption('3');
  await card.getByRole('button', { name: 'Send requests' }).click();
  await expect(page.getByText(/3 professionals have been asked/)).toBeVisible();
  await expect(card.getByTestId('shift-offer')).toHaveCount(3);
  for (const name of names) await expect(card.getByTestId('shift-offer').filter({ hasText: name })).toContainText('Offered');
  await expectNoAxeViolations(page);

  // Two professionals side by side: the first to accept is booked, the other sees it taken.
  const firstContext = await browser.newContext();
  const secondContext = await browser.newContext();
  const first = await signedInPage(await firstContext.newPage(), pros[0]!.email);
  const second = await signedInPage(await secondContext.newPage(), pros[1]!.email);
  for (const pro of [first, second]) {
    await pro.goto('/app/temp-shifts');
    await expect(pro.getByTestId('shift-card').filter({ hasText: 'Temp Hygienist Today' })).toContainText('Offered');
  }
  await expect(first.getByText('If the practice cancels within 24 hours of the start, it pays you 50% of the shift’s pay.')).toBeVisible();
  await expect(first.getByText('You work this shift as: an employee of the practice.')).toBeVisible();
  await expectNoAxeViolations(first);
  await first.screenshot({ path: test.info().outputPath('offer.png'), fullPage: true });
  await first.getByRole('button', { name: 'Accept shift' }).click();
  await expect(first.getByText('You are booked: Temp Hygienist Today')).toBeVisible();
  await expect(first.getByRole('list', { name: 'Booked shifts' })).toContainText('Temp Hygienist Today');
  await second.getByRole('button', { name: 'Accept shift' }).click();
  await expect(second.getByRole('alert')).toHaveText('This shift was just taken by someone else.');
  await expect(second.getByTestId('shift-card').filter({ hasText: 'Temp Hygienist Today' })).toContainText('Taken by someone else');
  await expect(second.getByRole('button', { name: 'Accept shift' })).toHaveCount(0);

  await page.reload();
  await expect(card.getByText(`Booked: ${names[0]}, reliability 80%`)).toBeVisible();
  await expect(card.getByTestId('shift-offer').filter({ hasText: names[1]! })).toContainText('Taken by someone else');
  await page.screenshot({ path: test.info().outputPath('booked.png'), fullPage: true });

  // The booked professional cancels: it costs points, and the others are asked again at once.
  await first.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = first.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('costs 10 reliability points, or 50 within 24 hours');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByText('Tell the other side why.')).toBeVisible();
  await dialog.getByLabel('Why are you canceling?').fill('My car broke down.');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(first.getByText('You canceled Temp Hygienist Today')).toBeVisible();
  await expect(first.getByText(/Reliability: 75%/)).toBeVisible();
  await page.reload();
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await expect(card.getByTestId('shift-offer').filter({ hasText: names[1]! })).toContainText('Offered');
  await expect(card.getByTestId('shift-offer').filter({ hasText: names[2]! })).toContainText('Offered');

  await second.reload();
  await second.getByRole('button', { name: 'Accept shift' }).click();
  await expect(second.getByText('You are booked')).toBeVisible();

  // The practice cancels inside 24 hours: the dialog says the fee before it is owed.
  await page.reload();
  await expect(card.getByText(`Booked: ${names[1]}`)).toBeVisible();
  await card.getByRole('button', { name: 'Cancel shift' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this booked shift?' });
  await expect(cancel).toContainText(`canceling now owes ${names[1]} $`);
  await expect(cancel).toContainText('charged to your card on a shift invoice');
  await expectNoAxeViolations(page);
  await cancel.getByLabel('Why are you canceling?').fill('Our hygienist came back early.');
  await cancel.getByRole('button', { name: 'Cancel shift' }).click();
  await expect(page.getByText('is canceled')).toBeVisible();
  await expect(card.getByText('Canceled', { exact: true })).toBeVisible();
  await expect(page.getByText(/Late-cancellation fees of/)).toHaveCount(0);
  await second.reload();
  await expect(second.getByText('You are not booked on any shift yet.')).toBeVisible();

  // The fee is a temp shift invoice of its own among the practice's receipts, the platform's fee apart.
  await page.goto('/app/account-settings');
  const invoices = page.getByRole('region', { name: 'Temp shift invoices' });
  const feeRow = invoices.getByRole('row').filter({ hasText: names[1]! });
  await expect(feeRow).toContainText('Late cancellation fee');
  await expect(feeRow).toContainText(/\$[\d.,]+/);
  await expectNoAxeViolations(page);

  // The professional is owed it, as the employee they were booked as.
  await second.goto('/app/payouts');
  const line = second.getByRole('listitem').filter({ hasText: 'Gallatin Dental' });
  await expect(line).toContainText('Late cancellation fee · Employee of the practice');
  await expect(line).toContainText('Owed');
  await expect(second.getByTestId('owed')).not.toHaveText('$0.00');
  await expectNoAxeViolations(second);

  await firstContext.close();
  await secondContext.close();
}
