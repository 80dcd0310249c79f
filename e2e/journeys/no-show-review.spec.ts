import { randomBytes } from 'node:crypto';
import { expect, test, type Browser } from '../support/test';
import { dismissProfilePrompt, registerSeeker, signIn, type Seeker } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';
import { startMovableServer, type MovableServer } from '../support/own-server';
import { bookInstantShift, localTime, registerPractice, saveTempProfile, timeOfMinutes } from '../support/temp-shifts';
import { signInAsDemoAdmin } from '../support/two-step';

// A professional instantly books a temp shift that starts in a minute or two and does not come (the
// journey's own server is started again with its clock past the start, and the browsers' clocks
// with it): the practice marks the no-show in its browser, the professional disputes it in theirs, and an
// administrator overturns it in the admin area: the professional's reliability is back (ADR 97).

const PASSWORD = 'no-show-journey-2026';
// Towns of its own, far from the request journey's (temp-shifts.spec.ts): its professional, free all
// day, must never be among those that journey's practice asks.
const TOWNS = ['82601', '59401', '82901', '59301', '88001', '81301'];
const ZIP = TOWNS[randomBytes(1)[0]! % TOWNS.length]!;
const ZONE = 'America/Denver';
const MINUTE_MS = 60_000;

/** The local date and minutes after midnight of an instant in the town's zone. */
function local(at: Date) {
  const { date, hour, minute } = localTime(at, ZONE);
  return { date, minutes: hour * 60 + minute };
}

/**
 * Today's shift starting at the second whole minute from now (booking closes at the start), an
 * hour long at most, never past midnight: answers it and the instant it starts.
 */
async function soonShift() {
  // Too close to midnight for an hour-long shift today: wait for tomorrow.
  while (local(new Date(Date.now() + 3 * MINUTE_MS)).minutes < 3 || local(new Date()).minutes > 23 * 60 + 50)
    await new Promise((resolve) => setTimeout(resolve, 30_000));
  const startsAt = new Date(Math.ceil((Date.now() + 90_000) / MINUTE_MS) * MINUTE_MS);
  const { date, minutes } = local(startsAt);
  const end = Math.min(minutes + 60, 23 * 60 + 59);
  return { shift: { date, startTime: timeOfMinutes(minutes), endTime: timeOfMinutes(end) }, startsAt };
}

test('a practice marks a no-show, the professional disputes it, an administrator overturns it and the reliability is back', async ({ browser }) => {
  test.setTimeout(240_000);
  test.info().annotations.push({ type: 'town', description: ZIP });
  const server = await startMovableServer('no-show');
  try {
    await noShowOverturned(browser, server);
  } finally {
    await server.stop();
  }
});

async function noShowOverturned(browser: Browser, server: MovableServer) {
  const setup = await server.openContext(browser);
  const { request } = setup;
  const pro: Seeker = await registerSeeker(request, { name: 'Avery Lund', password: PASSWORD, position: 'DH', zip: ZIP, readyToApply: false });
  await saveTempProfile(request, pro);

  // The practice posts today's shift, pays, and lets qualified professionals book it instantly.
  const practice = await registerPractice(request, { zip: ZIP, password: PASSWORD, practiceName: 'Gallatin Dental' });
  const { shift, startsAt } = await soonShift();
  await bookInstantShift(request, { practice, pro, password: PASSWORD, title: 'Temp Hygienist This Hour', zip: ZIP, shift, rateCents: 5000 });
  await setup.close();

  // The shift starts; the professional does not come.
  await server.moveClockTo(new Date(startsAt.getTime() + 2_000));
  const practiceContext = await server.openContext(browser);
  const page = await practiceContext.newPage();
  await dismissProfilePrompt(page);
  await signIn(page, practice.email, PASSWORD);
  await page.goto('/app/shifts');
  const card = page.getByTestId('shift-card').filter({ hasText: 'Temp Hygienist This Hour' });
  await expect(card.getByText(`Booked: ${pro.name}, reliability 80%`)).toBeVisible();
  await card.getByRole('button', { name: 'Mark no-show' }).click();
  const confirm = page.getByRole('dialog', { name: `Mark ${pro.name} as a no-show?` });
  await expect(confirm).toContainText('may dispute it within 7 days');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Mark no-show' }).click();
  await expect(page.getByText(`${pro.name} is marked as a no-show`)).toBeVisible();
  await expect(card.getByTestId('shift-attendance')).toHaveText('Marked as a no-show.');
  await expect(card.getByRole('button', { name: 'Mark no-show' })).toHaveCount(0);
  await expect(card.getByText(`Booked: ${pro.name}, reliability 70%`)).toBeVisible();

  // The professional disputes it in their own browser.
  const proContext = await server.openContext(browser);
  const proPage = await proContext.newPage();
  await dismissProfilePrompt(proPage);
  await signIn(proPage, pro.email, PASSWORD);
  await proPage.goto('/app/temp-shifts');
  await expect(proPage.getByText(/Reliability: 70%/)).toBeVisible();
  const mine = proPage.getByRole('list', { name: 'Booked shifts' }).getByTestId('shift-card').filter({ hasText: 'Temp Hygienist This Hour' });
  await expect(mine.getByTestId('no-show-status')).toContainText('Marked as a no-show. You can dispute it until');
  await expect(mine.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await mine.getByRole('button', { name: 'Dispute' }).click();
  const dispute = proPage.getByRole('dialog', { name: 'Dispute the no-show' });
  await dispute.getByRole('button', { name: 'Send dispute' }).click();
  await expect(dispute.getByText('Tell us what happened.')).toBeVisible();
  await dispute.getByLabel('What happened?').fill('I was at the front desk at the start; the receptionist sent me home.');
  await expectNoAxeViolations(proPage);
  await dispute.getByRole('button', { name: 'Send dispute' }).click();
  await expect(proPage.getByText('Your dispute of')).toBeVisible();
  await expect(mine.getByTestId('no-show-status')).toHaveText('Marked as a no-show; your dispute is waiting for review.');
  await expect(mine.getByRole('button', { name: 'Dispute' })).toHaveCount(0);

  // An administrator overturns it.
  const adminContext = await server.openContext(browser);
  const adminPage = await adminContext.newPage();
  await dismissProfilePrompt(adminPage);
  await signInAsDemoAdmin(adminPage, server.now);
  await adminPage.goto('/app/admin');
  await adminPage.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Temp reliability' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Temp reliability', level: 1 })).toBeVisible();
  const row = adminPage.getByTestId('disputed-no-show').filter({ hasText: pro.username });
  await expect(row).toContainText('the receptionist sent me home');
  await expect(row).toContainText('reliability 70%');
  await expectNoAxeViolations(adminPage);
  await row.getByRole('button', { name: `Overturn ${pro.name}’s no-show` }).click();
  await expect(adminPage.getByRole('status')).toHaveText(`${pro.name}’s no-show is overturned.`);
  await expect(row).toHaveCount(0);

  // The professional's reliability is back.
  await proPage.reload();
  await expect(proPage.getByText(/Reliability: 80%/)).toBeVisible();
  await expect(mine.getByTestId('no-show-status')).toHaveText('Marked as a no-show; overturned on review: it does not count.');
  await page.reload();
  await expect(card.getByTestId('shift-attendance')).toHaveText('Marked as a no-show; overturned on review.');
  await expect(card.getByText(`Booked: ${pro.name}, reliability 80%`)).toBeVisible();
  await proContext.close();
  await adminContext.close();
  await practiceContext.close();
}
