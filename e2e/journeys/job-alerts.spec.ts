import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { uniqueEmail } from '../support/people';
import { dismissProfilePrompt, publishHygienistPosting, registerSeeker, signIn, formReady } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// Job alerts (ADR 44): a visitor saves 'Email me jobs like these' from a public search, confirms
// from the email, a matching posting is published, and the alert email arrives after a scheduler
// pass run with a moved clock (the development pass route); one-click unsubscribe stops it.
// A signed-in job seeker saves an alert from the app's search and manages it under Settings.

const PASSWORD = 'job-alerts-journey-2026';
const PHONE = { width: 390, height: 844 };
const MINUTE = 60_000;

type OutboxMessage = { to: string; subject: string; text: string };
type PassAnswer = { ran: boolean; emails: Array<{ to: string; subject: string; headers: Record<string, string>; jobIds: number[] }> };

async function newestEmail(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMessage | null> {
  const answer = await request.get(`/api9/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!answer.ok()) return null;
  const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
  return messages.find((message) => subject.test(message.subject)) ?? null;
}

/** A scheduler pass of the alerts as if the clock read `at`. */
async function passAt(request: APIRequestContext, at: Date): Promise<PassAnswer> {
  const answer = await request.post('/api9/dev/job-alerts/pass', { data: { at: at.toISOString() } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as PassAnswer;
}

const chicagoHour = (instant: Date) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hourCycle: 'h23' }).format(instant));

/** The first quarter hour at least `after` from `from` that is daytime (10 am to 6 pm) in Chicago, the alert's ZIP's zone. */
function daytimeAfter(from: Date, after: number): Date {
  let at = new Date(from.getTime() + after);
  while (chicagoHour(at) < 10 || chicagoHour(at) >= 18) at = new Date(at.getTime() + 15 * MINUTE);
  return at;
}

test('a visitor saves an alert from a public search, confirms it, gets a new posting by email, and unsubscribes in one click', async ({ page }) => {
  test.setTimeout(150_000);
  const word = `lagoon${randomBytes(3).toString('hex')}`;
  const email = uniqueEmail('alert-visitor');

  // The public search: Email me jobs like these, with an address.
  await page.goto(`/dental-jobs/search/DH/60614?radius=30&keyword=${word}`);
  // The page comes as the server's HTML: its button answers a click once React has taken it over.
  await formReady(page, 'form.job-search__form');
  await page.getByRole('button', { name: 'Email me jobs like these' }).click();
  const form = page.getByRole('form', { name: 'Email me jobs like these' });
  await form.getByRole('button', { name: 'Create alert' }).click();
  await expect(form.getByText('Enter a valid email address.')).toBeVisible();
  await form.getByLabel('Email me jobs like these').fill(email);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Almost done' })).toContainText(`we sent a link to ${email}`);

  // The confirmation email, read in the development outbox as the person would open it.
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByText('Confirm your Chairside job alert').first()).toBeVisible();
  let confirmation: OutboxMessage | null = null;
  await expect.poll(async () => (confirmation = await newestEmail(page.request, email, /Confirm your Chairside job alert/)) !== null).toBe(true);
  const link = confirmation!.text.match(/https?:\/\/\S+\/job-alerts\/confirm\/\S+/)![0];
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your job alert is on');
  await expect(page.getByText(`Dental Hygienist (RDH) jobs within 30 miles of 60614, matching "${word}"`)).toBeVisible();
  await expectNoAxeViolations(page);

  // A pass first (nothing new yet), then a matching posting is published; a pass with the clock
  // moved to daytime in Chicago sends it. Each pass is claimed, so the server's own timer waits.
  const start = new Date();
  await passAt(page.request, new Date(start.getTime() + 6 * MINUTE));
  const job = await publishHygienistPosting(page.request, { name: `Journey Alert Hygienist ${word}` });
  const at = daytimeAfter(start, 12 * MINUTE);
  const pass = await passAt(page.request, at);
  expect(pass.ran).toBe(true);
  const sent = pass.emails.find((message) => message.to === email);
  expect(sent?.jobIds).toEqual([job.id]);
  expect(sent?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const alertEmail = await newestEmail(page.request, email, /new dental job/);
  expect(alertEmail?.text).toContain(`Journey Alert Hygienist ${word}`);
  expect(alertEmail?.text).toContain(`/dental-jobs/job/${job.id}/`);

  // The email's unsubscribe page says what it would stop; the mail client's one click stops it.
  const pageLink = alertEmail!.text.match(/Unsubscribe from this alert: (\S+)/)![1];
  await page.goto(pageLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from this job alert?');
  await expectNoAxeViolations(page);
  const oneClick = sent!.headers['List-Unsubscribe'].slice(1, -1);
  const clicked = await page.request.post(oneClick, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' });
  expect(clicked.status(), await clicked.text()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  await expectNoAxeViolations(page);

  // Another matching posting the next day: no email for this address.
  await publishHygienistPosting(page.request, { name: `Journey Alert Hygienist ${word} second` });
  const next = await passAt(page.request, new Date(at.getTime() + 24 * 60 * MINUTE));
  expect(next.ran).toBe(true);
  expect(next.emails.filter((message) => message.to === email)).toEqual([]);
});

test('a job seeker saves an alert from the app’s search and pauses, edits and deletes it under Settings', async ({ page }) => {
  test.setTimeout(120_000);
  const seeker = await registerSeeker(page.request, {
    name: `Robin Alert ${randomBytes(3).toString('hex')}`,
    password: PASSWORD,
    position: 'DH',
    zip: '78701',
  });
  await signIn(page, seeker.email, PASSWORD);
  await dismissProfilePrompt(page);
  // The search as it opens (any distance): the alert is a local one at the alert radius, and says so.
  await page.goto('/app/search-jobs/DH/78701');
  await expect(page.getByLabel('Distance')).toHaveValue('101');
  await page.getByRole('button', { name: 'Email me jobs like these' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Alert saved' })).toContainText(
    'Alert saved: we will email you new Dental Hygienist (RDH) jobs within 50 miles of 78701.',
  );
  await page.getByRole('link', { name: 'Manage your alerts' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Job Alerts' })).toBeVisible();
  const item = page.getByRole('listitem', { name: 'Dental Hygienist (RDH) jobs within 50 miles of 78701' });
  await expect(item).toContainText('Once a day');
  await expectNoAxeViolations(page);

  await item.getByRole('button', { name: 'Pause' }).click();
  await expect(item.getByText('Paused')).toBeVisible();
  await item.getByRole('button', { name: 'Resume' }).click();
  await expect(item.getByText('Paused')).toHaveCount(0);

  await item.getByRole('button', { name: 'Edit' }).click();
  const edit = item.getByRole('form');
  await edit.getByLabel('ZIP code').fill('12');
  await edit.getByRole('button', { name: 'Save alert' }).click();
  await expect(edit.getByText('Enter a ZIP code, or choose National.')).toBeVisible();
  await edit.getByLabel('ZIP code').fill('00000');
  await edit.getByRole('button', { name: 'Save alert' }).click();
  await expect(edit.getByText('ZIP code not found')).toBeVisible();
  await edit.getByLabel('ZIP code').fill('60614');
  await edit.getByLabel('Distance').selectOption('20');
  await edit.getByLabel('Email me').selectOption('INSTANT');
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Save alert' }).click();
  const edited = page.getByRole('listitem', { name: 'Dental Hygienist (RDH) jobs within 20 miles of 60614' });
  await expect(edited).toContainText('At once for new matches');

  // Alert settings: emailAlerts off (the switch turns once the server saved it).
  const emailSwitch = page.getByLabel('Email me job alerts');
  await expect(emailSwitch).toBeChecked();
  await emailSwitch.click();
  await expect(page.getByText('Alert settings saved.')).toBeVisible();
  await expect(emailSwitch).not.toBeChecked();

  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('job-alerts-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath('job-alerts-desktop.png'), fullPage: true });

  await edited.getByRole('button', { name: 'Delete' }).click();
  await edited.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('No job alerts yet.')).toBeVisible();

  // Settings links here.
  await page.goto('/app/account-settings');
  await page.getByRole('link', { name: 'Manage job alerts' }).click();
  await expect(page).toHaveURL(/\/app\/job-alerts$/);
});
