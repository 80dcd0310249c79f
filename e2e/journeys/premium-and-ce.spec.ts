import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import sharp from 'sharp';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../support/people';
import { dismissProfilePrompt, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// A hygienist buys Premium through the card form (the sandbox's approved test card), sees which
// practice opened their resume and when, and cancels (benefits to the period's end). Then, in My
// CE's, they set their licence's renewal cycle from the preset, add two courses, attach a
// certificate, and see their progress against the cycle.

const PASSWORD = 'premium-and-ce-2026';
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.PREMIUM_CE_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

async function demoPractice(request: APIRequestContext) {
  const login = await request.post('/api9/auth/login', { data: { username: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD, delegated: false, legacy: false } });
  expect(login.ok()).toBe(true);
  const { username } = (await login.json()) as { username: string };
  const authorization = login.headers()['authorization'];
  const list = await request.get(`/api9/users/employers/${username}/jobs`, { headers: { authorization } });
  const live = ((await list.json()) as Array<{ id: number; name: string | null; displayStatus: string | null; isConfidential?: boolean }>).filter(
    (job) => job.displayStatus === 'Active' && job.name && !job.isConfidential,
  );
  expect(live.length).toBeGreaterThan(0);
  return { username, authorization, jobId: live[0].id };
}

test('a job seeker buys premium, sees who viewed the resume, and cancels', async ({ page, request }) => {
  test.setTimeout(120_000);
  const seeker = await registerSeeker(page.request, { name: `Priya Premium ${randomBytes(3).toString('hex')}`, password: PASSWORD, position: 'DH' });
  // The practice works from its own session (its own cookies), apart from the job seeker's browser.
  const practice = await demoPractice(request);
  const applied = await page.request.post(`/api9/users/staff/${seeker.username}/applications`, {
    headers: { authorization: seeker.authorization },
    data: { jobId: practice.jobId, message: 'I would love to join your team.' },
  });
  expect(applied.status()).toBe(201);

  await dismissProfilePrompt(page);
  await signIn(page, seeker.email, PASSWORD);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Premium' }).first().click();
  await expect(page).toHaveURL(/\/app\/premium$/);
  await expect(page.getByRole('heading', { name: 'Get Premium' })).toBeVisible();
  for (const benefit of ['Seen first by practices', 'Who viewed your resume', 'Pay near you', 'Early notice in job alerts'])
    await expect(page.getByText(benefit)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'premium-offer');

  await page.getByRole('button', { name: 'Buy Premium' }).click();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Pay \$9\.99 and start Premium/ }).click();
  await expect(page.getByRole('heading', { name: 'You are a Premium member' })).toBeVisible();
  await expect(page.getByText('No practice has opened your full resume yet.')).toBeVisible();

  // The practice opens the applicant's full resume; the member sees it. It signs in again here:
  // journeys' access tokens last seconds, and the purchase above may take longer.
  const { authorization } = await demoPractice(request);
  const opened = await request.get(`/api9/users/employers/${practice.username}/applications/${practice.jobId}/${seeker.username}`, {
    headers: { authorization },
  });
  expect(opened.status()).toBe(200);
  await page.reload();
  const views = page.getByTestId('resume-views');
  await expect(views).toContainText('Bright Smiles');
  await expect(views.getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await shoot(page, 'premium-member');

  await page.getByRole('button', { name: 'Cancel Premium' }).click();
  await expect(page.getByRole('heading', { name: 'Premium ends soon' })).toBeVisible();
  await expect(page.getByText(/You canceled: no more charges\. Your benefits run until/)).toBeVisible();
  // Benefits stay until the period's end.
  await expect(page.getByTestId('resume-views')).toBeVisible();
  await page.getByRole('button', { name: 'Keep Premium' }).click();
  await expect(page.getByRole('heading', { name: 'You are a Premium member' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Premium' }).click();
  await expect(page.getByRole('heading', { name: 'Premium ends soon' })).toBeVisible();
});

test('a job seeker adds two courses with a certificate and sees progress against the renewal cycle', async ({ page, request }) => {
  test.setTimeout(120_000);
  const seeker = await registerSeeker(page.request, { name: `Casey Credits ${randomBytes(3).toString('hex')}`, password: PASSWORD, position: 'DH' });
  await dismissProfilePrompt(page);
  await signIn(page, seeker.email, PASSWORD);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: "My CE's" }).first().click();
  await expect(page).toHaveURL(/\/app\/coaching-ces\/?$/);
  await expect(page.getByRole('heading', { name: "My CE's", level: 1 })).toBeVisible();
  await expect(page.getByText('Usual rule for Dental Hygienist (RDH) in TX: 24 hours every 2 years.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The renewal cycle: with no days yet the preset fills a cycle from today; with the end day, the start before it.
  const today = new Date().toLocaleDateString('en-CA');
  await page.getByRole('button', { name: 'Use it' }).click();
  await expect(page.getByLabel('Cycle starts')).toHaveValue(today);
  await expect(page.getByLabel('Cycle ends')).toHaveValue(`${Number(today.slice(0, 4)) + 2}${today.slice(4)}`.replace(/-02-29$/, '-02-28'));
  const year = new Date().getUTCFullYear();
  await page.getByLabel('Cycle ends').fill(`${year + 1}-08-31`);
  await page.getByRole('button', { name: 'Use it' }).click();
  await expect(page.getByLabel('Cycle starts')).toHaveValue(`${year - 1}-08-31`);
  await expect(page.getByLabel('Hours required')).toHaveValue('24');
  await page.getByRole('button', { name: 'Save cycle' }).click();
  await expect(page.getByText('Your renewal cycle is saved.')).toBeVisible();

  // Hours out of range are refused in the form.
  const form = page.locator('form[aria-label="Add a course"]');
  const recent = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Course title').fill('Periodontal therapy update');
  await form.getByLabel('Provider').fill('Texas Dental Hygienists Association');
  await form.getByLabel('Completed on').fill(recent);
  await form.getByLabel('Hours').fill('0');
  await form.getByRole('button', { name: 'Add course' }).click();
  await expect(form.getByText('Hours are a number from 0.25 to 1000.')).toBeVisible();
  await form.getByLabel('Hours').fill('6');
  await form.getByRole('button', { name: 'Add course' }).click();
  await expect(page.getByText('Added “Periodontal therapy update”.')).toBeVisible();

  await form.getByLabel('Course title').fill('Infection control essentials');
  await form.getByLabel('Completed on').fill(recent);
  await form.getByLabel('Hours').fill('2.5');
  await form.getByLabel('Category').selectOption('INFECTION_CONTROL');
  await form.getByRole('button', { name: 'Add course' }).click();
  await expect(page.getByText('Added “Infection control essentials”.')).toBeVisible();

  // A course still to come (as one added from an upcoming event) is not completed, and does not count yet.
  const ahead = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Course title').fill('Local anesthesia refresher');
  await form.getByLabel('Completed on').fill(ahead);
  await form.getByLabel('Hours').fill('4');
  await form.getByRole('button', { name: 'Add course' }).click();
  await expect(page.getByText('Added “Local anesthesia refresher”.')).toBeVisible();
  const upcoming = page.getByTestId('ce-courses').getByRole('row', { name: /Local anesthesia refresher/ });
  await expect(upcoming).toContainText('Upcoming,');
  await expect(upcoming).not.toContainText('Completed');
  await expect(page.getByTestId('ce-courses').getByRole('row', { name: /Infection control essentials/ })).toContainText('Completed ');

  // A certificate: a photo of it, checked and kept privately.
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f7f3e8' } })
    .png()
    .toBuffer();
  await page.getByLabel('Certificate for Periodontal therapy update').setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: photo });
  const courses = page.getByTestId('ce-courses');
  await expect(courses.getByRole('row', { name: /Periodontal therapy update/ }).getByRole('button', { name: 'View image' })).toBeVisible();
  // Not a certificate: refused with a message, nothing attached.
  await page
    .getByLabel('Certificate for Infection control essentials')
    .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
  await expect(courses.getByRole('alert')).toContainText('Choose a PDF or a JPEG, PNG, WebP or GIF image.');

  const progress = page.getByTestId('ce-progress');
  await expect(progress).toContainText('8.5 of 24 hours');
  await expect(progress).toContainText('(35%)');
  await expect(progress).toContainText('15.5 hours to go');
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '35');
  await expectNoAxeViolations(page);
  await shoot(page, 'ce-tracker');

  // The same courses are on the resume (read with a cookie jar of its own: the page keeps its session).
  const login = await request.post('/api9/auth/login', { data: { username: seeker.email, password: PASSWORD } });
  const resume = await request.get(`/api9/users/staff/${seeker.username}/profile`, { headers: { authorization: login.headers()['authorization'] } });
  expect(resume.status()).toBe(200);
  expect(JSON.stringify(await resume.json())).toContain('Infection control essentials');

  // The printable summary: the print stylesheet leaves out the app's menus and the forms.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('form[aria-label="Add a course"]')).toBeHidden();
  await expect(page.getByText(/Continuing education summary for Casey Credits/)).toBeVisible();
  await expect(courses).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
});
