import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { dismissProfilePrompt, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// The temp profile of a job seeker who takes temp shifts: from the empty state, a window ending
// before it starts is refused under its end box (which takes focus), leaving with unsaved work
// asks first, the fixed profile is saved and kept across a reload, and its line shows on the
// resume. At phone width the screen fits and reads.

const PASSWORD = 'temp-shifts-2026';
const PHONE = { width: 390, height: 844 };
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const SUMMARY = 'Temps as Dental Assistant, Dental Hygienist · Mon–Fri 7:00 am–5:00 pm · within 30 mi · from $45/h · instant booking';

/** A day three weeks from now, YYYY-MM-DD: a future date in every US zone. */
const inThreeWeeks = () => new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);

const day = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const windowBox = (page: Page, name: string, which: 'Start' | 'End') => day(page, name).getByLabel(`${which}, ${name} window 1`, { exact: true });

test('a job seeker fills their temp profile, fixes a window, saves it and sees it on their resume', async ({ page }) => {
  test.setTimeout(120_000);
  const seeker = await registerSeeker(page.request, { name: `Tara Temp ${randomBytes(3).toString('hex')}`, password: PASSWORD, position: 'DH', zip: '60625' });
  await dismissProfilePrompt(page);
  await signIn(page, seeker.email, PASSWORD);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Temp Work' }).click();
  await expect(page).toHaveURL(/\/app\/temp-work$/);
  await expect(page.getByRole('heading', { name: 'Temp Work', level: 1 })).toBeVisible();
  // The empty state: what the screen is for, and the form, with the person's own position ticked.
  await expect(page.getByText('You have no temp profile yet.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Dental Hygienist (RDH)' })).toBeChecked();
  await expect(page.getByText('in your local time (Chicago time, from your ZIP code)')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('checkbox', { name: 'Dental Assistant (DA, RDA, EFDA)' }).check();
  for (const name of WEEKDAYS) {
    await page.getByRole('button', { name: `Add a window on ${name}` }).click();
    await windowBox(page, name, 'Start').fill('07:00');
    await windowBox(page, name, 'End').fill(name === 'Monday' ? '06:00' : '17:00');
  }
  await expect(day(page, 'Sunday').getByText('Not available')).toBeVisible();
  await page.getByRole('button', { name: 'Add a date' }).click();
  await page.getByLabel('Date, date 1', { exact: true }).fill(inThreeWeeks());
  await expect(page.getByLabel('Availability, date 1', { exact: true })).toHaveValue('off');
  await page.getByLabel('How far you travel (miles)').fill('30');
  await page.getByLabel('Minimum hourly rate').fill('45');
  await page.getByRole('checkbox', { name: 'Take instant bookings' }).check();

  // Monday ends before it starts: the message sits under its end time, which takes focus.
  await page.getByRole('button', { name: 'Save temp profile' }).click();
  const mondayEnd = windowBox(page, 'Monday', 'End');
  await expect(day(page, 'Monday').getByText('The end time must come after the start time.')).toBeVisible();
  await expect(mondayEnd).toBeFocused();
  await expect(mondayEnd).toHaveAttribute('aria-invalid', 'true');
  await expect(mondayEnd).toHaveAccessibleDescription('The end time must come after the start time.');
  await expectNoAxeViolations(page);

  // Leaving with the work unsaved asks first; staying keeps it.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Resume Profile' }).click();
  await expect.poll(() => asked).toEqual(['You have changes that are not saved. Leave this page and lose them?']);
  await expect(page).toHaveURL(/\/app\/temp-work$/);

  await mondayEnd.fill('17:00');
  // Saved from the keyboard: Enter in a box sends the form.
  await page.getByLabel('How far you travel (miles)').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Your temp profile is saved.' })).toBeVisible();
  await expect(page.getByText(SUMMARY)).toBeVisible();

  // A reload shows what was stored.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Temp Work', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no temp profile yet.')).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'Dental Hygienist (RDH)' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Dental Assistant (DA, RDA, EFDA)' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Dentist (DDS, DMD)' })).not.toBeChecked();
  for (const name of WEEKDAYS) {
    await expect(windowBox(page, name, 'Start')).toHaveValue('07:00');
    await expect(windowBox(page, name, 'End')).toHaveValue('17:00');
  }
  await expect(day(page, 'Saturday').getByText('Not available')).toBeVisible();
  await expect(page.getByLabel('Date, date 1', { exact: true })).toHaveValue(inThreeWeeks());
  await expect(page.getByLabel('How far you travel (miles)')).toHaveValue('30');
  await expect(page.getByLabel('Minimum hourly rate')).toHaveValue('45');
  await expect(page.getByRole('checkbox', { name: 'Take instant bookings' })).toBeChecked();
  await expect(page.getByText(SUMMARY)).toBeVisible();

  // The line on the resume.
  await page.getByRole('link', { name: 'See your resume' }).click();
  await expect(page).toHaveURL(/\/app\/my-profile$/);
  await expect(page.getByTestId('resume-temp-summary')).toHaveText(SUMMARY);
  await expectNoAxeViolations(page);

  // Both kinds of date row, at desktop width and then at phone width, where the screen still fits and reads.
  await page.goto('/app/temp-work');
  await page.getByRole('button', { name: 'Add a date' }).click();
  await page.getByLabel('Availability, date 2', { exact: true }).selectOption('window');
  await expect(page.getByLabel('Start, date 2', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('temp-work-desktop.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  await expect(windowBox(page, 'Monday', 'End')).toHaveValue('17:00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('temp-work-phone.png'), fullPage: true });
  // Taking the new row away again leaves nothing unsaved.
  await page.getByRole('button', { name: 'Remove date 2' }).click();
  await expect(page.getByRole('button', { name: 'Add a date' })).toBeFocused();
  await page.getByRole('link', { name: 'See your resume' }).click();
  await expect(page).toHaveURL(/\/app\/my-profile$/);
});
