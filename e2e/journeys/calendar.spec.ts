import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../support/people';
import { demoLivePosting, dismissProfilePrompt, registerSeeker, signIn, type Seeker } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// One calendar: a job seeker in Chicago has an interview the demo practice proposed and the hours
// she is free for temp work. She opens the calendar from the menu, switches between month and
// week with the keyboard, makes her secret feed address, which a calendar app fetches as
// text/calendar with the interview at the office's time, then revokes it: the address answers 404.
// (Booked shifts join the same calendar and feed once the shift booking API of ADR 97 exists;
// the API tests cover them with shifts written to the database.)

const PASSWORD = 'calendar-journey-2026';
const TIME_ZONE = 'America/Chicago';
const PHONE = { width: 390, height: 844 };

test.use({ timezoneId: TIME_ZONE });

/** A day (YYYY-MM-DD) some days from today in Chicago. */
function chicagoDay(daysAhead: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
}

/** The demo practice proposes an in-person interview to the applicant at 10:30 on the day, office time; answers its id. */
async function proposeInterview(request: APIRequestContext, seeker: Seeker, day: string): Promise<number> {
  const job = await demoLivePosting(request);
  const applied = await request.post(`/api9/users/staff/${seeker.username}/applications`, {
    headers: { authorization: seeker.authorization },
    data: { jobId: job.id, message: null },
  });
  expect(applied.status()).toBe(201);
  const { applicationId } = (await applied.json()) as { applicationId: number };
  const login = await request.post('/api9/auth/login', { data: { username: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD } });
  const { username } = (await login.json()) as { username: string };
  const proposed = await request.post(`/api9/users/employers/${username}/interviews`, {
    headers: { authorization: login.headers()['authorization'] },
    data: { applicationId, type: 'INPERSON', interviewDate: `${day}T10:30`, durationMinutes: 45, location: 'Front desk' },
  });
  expect(proposed.status(), await proposed.text()).toBe(201);
  return ((await proposed.json()) as { id: number }).id;
}

/** Free every day from 8:00 to noon. */
async function saveAvailability(request: APIRequestContext, seeker: Seeker) {
  const mornings = Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((day) => [day, [{ start: '08:00', end: '12:00' }]]));
  const saved = await request.put(`/api9/users/staff/${seeker.username}/temp-profile`, {
    headers: { authorization: seeker.authorization },
    data: { positions: ['DH'], weekly: mornings, exceptions: [], travelMiles: 25, minimumRateCents: 4500, instantBooking: false },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

const interviewLink = (page: Page) => page.getByRole('link', { name: /In-Person Meeting\/Interview/ });

test('a job seeker sees her interview and availability in one calendar, subscribes to it and revokes the feed', async ({ page }) => {
  test.setTimeout(150_000);
  const seeker = await registerSeeker(page.request, {
    name: `Cara Calendar ${randomBytes(3).toString('hex')}`,
    password: PASSWORD,
    position: 'DH',
    zip: '60625',
  });
  const interviewDay = chicagoDay(2);
  const interviewId = await proposeInterview(page.request, seeker, interviewDay);
  await saveAvailability(page.request, seeker);
  await dismissProfilePrompt(page);
  await signIn(page, seeker.email, PASSWORD);

  // The month, from the menu: a table of weeks with her mornings in it.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/app\/calendar$/);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expect(page.getByText('in Chicago time.')).toBeVisible();
  const month = page.getByRole('table');
  await expect(month).toBeVisible();
  await expect(month.getByRole('link', { name: /Available for temp shifts/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'What the colors mean' })).toContainText('Your availability');
  await expectNoAxeViolations(page);

  // To the week with the keyboard, then on to the interview's week if it is the next one.
  await page.getByRole('button', { name: 'Month', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Week', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(month).toBeHidden();
  const week = page.getByRole('list', { name: /–/ });
  await expect(week.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(7);
  if ((await interviewLink(page).count()) === 0) {
    await page.getByRole('button', { name: 'Next week' }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(interviewLink(page)).toBeVisible();
  await expect(interviewLink(page)).toContainText('10:30 AM – 11:15 AM');
  await expect(interviewLink(page)).toHaveAccessibleName(/not confirmed yet/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('calendar-week-desktop.png'), fullPage: true });

  // Back to the month with the keyboard: Shift+Tab from Week, then Space.
  await page.getByRole('button', { name: 'Week', exact: true }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Month', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(month).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('calendar-month-desktop.png'), fullPage: true });

  // The feed: made once, shown once, copied.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await expect(page.getByText('You have no feed address yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Create a feed address' }).click();
  const box = page.getByLabel('Feed address');
  await expect(box).toBeFocused();
  const address = await box.inputValue();
  expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api9\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(page.getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute('href', address.replace(/^http:/, 'webcal:'));
  await expect(page.getByRole('heading', { name: 'Google Calendar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Apple Calendar' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Address copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('calendar-feed-desktop.png'), fullPage: true });

  // A calendar app fetches it: text/calendar with the interview at the office's time, and no availability.
  const fetched = await page.request.get(address);
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = (await fetched.text()).replace(/\r\n /g, '');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`UID:interview-${interviewId}@127.0.0.1`);
  expect(ics).toContain(`DTSTART;TZID=America/Chicago:${interviewDay.replace(/-/g, '')}T103000`);
  expect(ics).toContain('TZID:America/Chicago');
  expect(ics).not.toContain('Available for temp shifts');

  // Seen again later: made, fetched, never shown again.
  await page.reload();
  await expect(page.getByText('You have a feed address, made')).toBeVisible();
  await expect(page.getByText('A calendar app last fetched it')).toBeVisible();
  await expect(page.getByLabel('Feed address')).toHaveCount(0);

  // Phone width: the month is a list of days, the week one day under another.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.getByRole('list', { name: 'Days with something this month' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('calendar-month-phone.png'), fullPage: true });
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.getByRole('list', { name: /–/ }).getByRole('heading', { level: 3 })).toHaveCount(7);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: test.info().outputPath('calendar-week-phone.png'), fullPage: true });

  // Revoked after a confirmation: the address answers 404.
  await page.getByRole('button', { name: 'Revoke address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke your calendar feed?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Revoke address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your feed address was revoked.')).toBeFocused();
  await expect(page.getByText('You have no feed address yet.')).toBeVisible();
  expect((await page.request.get(address)).status()).toBe(404);
});
