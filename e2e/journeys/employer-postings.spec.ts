import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import sharp from 'sharp';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD, uniqueEmail } from '../support/people';
import { signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// Journeys of the employer side: the practice profile and its offices, job postings from draft
// to filled and closed, job slots, the public job page, and another practice's postings.
// A fresh employer has no job slots, so publishing runs with the demo practice (three free
// slots on a fresh journey database) in one serial group; the rest uses fresh employers.

const PASSWORD = 'employer-journey-2026';
const suffix = () => randomBytes(3).toString('hex');
const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

type Employer = { email: string; username: string; password: string };

/** A new practice, made through the API; a fresh employer has no job slots. */
async function registerEmployer(page: Page, practiceName: string): Promise<Employer> {
  const email = uniqueEmail('practice');
  const answer = await page.request.post('/api9/users/employers', {
    data: { email, password: PASSWORD, name: 'Morgan Ellis', practiceName, zip: '60614', phone: '(312) 555-0123' },
  });
  expect(answer.status()).toBe(201);
  const { username } = (await answer.json()) as { username: string };
  return { email, username, password: PASSWORD };
}

/** A day `days` from now, YYYY-MM-DD (UTC, as the API counts days). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** How the summary names a temp date: 'Tue, Nov 24, 2026'. */
const weekday = (day: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

async function pngPhoto(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#e8f1f3"/><rect x="10%" y="55%" width="80%" height="30%" fill="#0b5c6b"/>
    <circle cx="${width / 2}" cy="${height / 3}" r="${height / 6}" fill="#f2a541"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The server-rendered HTML of a page, as a crawler without JavaScript gets it. */
async function serverHtml(page: Page, path: string) {
  const answer = await page.request.get(path);
  return { status: answer.status(), html: await answer.text() };
}

test.describe.serial('the demo practice', () => {
  const officeName = `Journey Office ${suffix()}`;
  const title = `Journey Temp Assistant ${suffix()}`;
  const days = [dayFromNow(7), dayFromNow(8), dayFromNow(10)];

  test('adds an office with hours and a photo, drafts a temp posting, publishes it into a slot, fills a date and closes it', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
    // The demo practice has a subscription: the menu shows it.
    await expect(sideNav(page).getByRole('link', { name: 'Subscription', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // ---- an office, with opening hours and a photo ----
    await sideNav(page).getByRole('link', { name: 'Employer Profile', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Employer Profile', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add Office' }).click();
    const officeForm = page.getByRole('dialog', { name: 'Add Office' });
    await officeForm.getByLabel('Office name').fill(officeName);
    await officeForm.getByLabel('Street address').fill('1550 N Wells St');
    await officeForm.getByLabel('ZIP code').fill('00000');
    await officeForm.getByRole('button', { name: 'Save Office' }).click();
    await expect(officeForm.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    await officeForm.getByLabel('ZIP code').fill('60610');
    await officeForm.getByRole('button', { name: 'Save Office' }).click();
    await expect(officeForm).toBeHidden();
    const office = page.getByRole('listitem', { name: officeName });
    // City and state come from the ZIP code.
    await expect(office).toContainText('1550 N Wells St, Chicago IL, 60610');

    await office.getByRole('button', { name: `Opening hours of ${officeName}` }).click();
    const hours = page.getByRole('dialog', { name: `Opening hours: ${officeName}` });
    await hours.getByLabel('Monday opens').fill('08:00');
    await hours.getByLabel('Monday closes').fill('17:00');
    await hours.getByRole('button', { name: 'Set Monday' }).click();
    await expect(hours.getByText('Monday: 8:00 AM - 5:00 PM.')).toBeVisible();
    await hours.getByLabel('Tuesday opens').fill('17:00');
    await hours.getByLabel('Tuesday closes').fill('09:00');
    await hours.getByRole('button', { name: 'Set Tuesday' }).click();
    await expect(hours.getByText('The closing time must come after the opening time.')).toBeVisible();
    await hours.getByLabel('Tuesday opens').fill('09:00');
    await hours.getByLabel('Tuesday closes').fill('18:00');
    await hours.getByRole('button', { name: 'Set Tuesday' }).click();
    await expect(hours.getByText('Tuesday: 9:00 AM - 6:00 PM.')).toBeVisible();
    await expectNoAxeViolations(page);
    await hours.getByRole('button', { name: 'Clear Tuesday' }).click();
    await expect(hours.getByText('Tuesday: closed.')).toBeVisible();
    await hours.getByRole('button', { name: 'Done' }).click();
    await expect(office.getByText('8:00 AM - 5:00 PM')).toBeVisible();
    await expect(office.getByText('9:00 AM - 6:00 PM')).toHaveCount(0);

    await office.getByRole('button', { name: `Photos (0) of ${officeName}` }).click();
    const photos = page.getByRole('dialog', { name: `Photos: ${officeName}` });
    // Added through the photo dialog (office-photos.spec.ts goes through its crop, zoom and turn), then described.
    await photos.getByRole('button', { name: 'Add a Photo' }).click();
    const photoDialog = page.getByRole('dialog', { name: 'Upload/Edit Office Photo' });
    await photoDialog.getByRole('button', { name: 'Add a photo' }).click();
    await photoDialog.getByLabel('Choose a photo').setInputFiles({ name: 'front-desk.png', mimeType: 'image/png', buffer: await pngPhoto(1200, 900) });
    await expect(photoDialog.getByRole('img', { name: 'The photo to crop' })).toBeVisible();
    await expect(photoDialog.getByRole('button', { name: 'Save photo' })).toBeEnabled();
    await photoDialog.getByRole('button', { name: 'Save photo' }).click();
    await expect(photoDialog.getByText('The photo is saved.')).toBeVisible();
    await photoDialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(photos.getByText('The photo is added.')).toBeVisible();
    await photos.getByLabel('Description of photo 1').fill('Our front desk');
    await photos.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(photos.getByText('The description is saved.')).toBeVisible();
    await expect(photos.getByRole('img', { name: 'Our front desk' })).toBeVisible();
    await expectNoAxeViolations(page);
    await photos.getByRole('button', { name: 'Done' }).click();
    await expect(office.getByRole('button', { name: `Photos (1) of ${officeName}` })).toContainText('Photos (1)');
    await expect(office.getByRole('img', { name: 'Our front desk' })).toBeVisible();
    await expectNoAxeViolations(page);

    // ---- a temp posting with three dates, drafted ----
    await sideNav(page).getByRole('link', { name: 'Job Postings', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/post-job\/all$/);
    await page.getByRole('button', { name: 'Post a job' }).click();
    await page
      .getByRole('dialog', { name: 'Post a job' })
      .getByRole('link', { name: /Create a draft/ })
      .click();
    await expect(page).toHaveURL(/\/app\/post-job\/new$/);
    await page.getByLabel('Position', { exact: true }).selectOption('DA');
    await page.getByLabel('Job title').fill(title);
    await page.getByLabel('Temp dates').check();
    for (const [index, day] of days.entries()) {
      await page.getByRole('button', { name: 'Add date' }).click();
      await page.getByLabel(`Date ${index + 1}`, { exact: true }).fill(day);
    }
    await page.getByLabel('Starts (date 1)').fill('08:00');
    await page.getByLabel('Ends (date 1)').fill('16:30');
    await page.getByLabel('Office', { exact: true }).selectOption({ label: officeName });
    await expect(page.getByLabel('ZIP code', { exact: true })).toHaveValue('60610');
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Chicago');
    await page.getByLabel('Pay is quoted').selectOption('HOUR');
    await page.getByLabel('A range (from – to)').check();
    await page.getByLabel('Pay from (dollars)').fill('28');
    await page.getByLabel('Pay to (dollars)').fill('24');
    await page.getByRole('textbox', { name: 'Job description' }).fill('Chairside assisting for three busy days. Radiography certificate required.');
    await page.getByLabel('Sterilization').check();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('The top of the pay range must be at least its bottom.')).toBeVisible();
    await expect(page.getByLabel('Pay to (dollars)')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByLabel('Pay to (dollars)').fill('32.50');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/app\/post-job\/edit\/\d+$/);
    await expect(page.getByText('Your draft is saved.')).toBeVisible();
    const jobId = Number(/edit\/(\d+)$/.exec(page.url())?.[1]);
    // The saved draft reads back as written: three dates, dollars in the form.
    await expect(page.getByLabel('Date 3', { exact: true })).toHaveValue(days[2]);
    await expect(page.getByLabel('Pay to (dollars)')).toHaveValue('32.50');
    await expectNoAxeViolations(page);

    // A draft has no public page.
    expect((await serverHtml(page, `/dental-jobs/job/${jobId}/x/`)).status).toBe(404);

    // ---- published into a slot (the demo practice has several free: it chooses one) ----
    await page.getByRole('button', { name: 'Publish' }).click();
    const slotDialog = page.getByRole('dialog', { name: 'Choose a job slot' });
    await expect(slotDialog.getByRole('radio').first()).toBeChecked();
    await expectNoAxeViolations(page);
    await slotDialog.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/post-job/summary/${jobId}$`));
    await expect(page.getByText('Your posting is live.')).toBeVisible();
    await expect(page.getByTestId('job-display-status')).toHaveText('Active');
    await expect(page.getByText('No applicants yet')).toBeVisible();
    await expectNoAxeViolations(page);

    // ---- the public job page: server-rendered with its JobPosting markup ----
    const canonical = `/dental-jobs/job/${jobId}/dental-assistant-job-in-chicago-il/`;
    await expect(page.getByRole('link', { name: 'View job page' })).toHaveAttribute('href', canonical);
    const live = await serverHtml(page, canonical);
    expect(live.status).toBe(200);
    expect(live.html).toContain('<script type="application/ld+json"');
    expect(live.html).toContain('"@type":"JobPosting"');
    expect(live.html).toContain(`"title":"${title}"`);
    expect(live.html).toContain(`<link rel="canonical" href="http://127.0.0.1:`);
    expect(live.html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    await page.getByRole('link', { name: 'View job page' }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('$28.00–$32.50/hour')).toBeVisible();
    await expect(page.getByText(`The office: ${officeName}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', `/app/search-jobs/post-job/application/${jobId}/`);
    await expectNoAxeViolations(page);
    // A wrong slug is replaced by the canonical one.
    await page.goto(`/dental-jobs/job/${jobId}/not-the-right-slug/`);
    await expect(page).toHaveURL(new RegExp(`${canonical}$`));
    // Live pages are in the sitemap's jobs file.
    expect((await serverHtml(page, '/sitemaps/jobs-1.xml')).html).toContain(canonical);

    // A visitor reports it.
    await page.getByRole('button', { name: 'Report this job' }).click();
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Tell us what is wrong with this posting.')).toBeVisible();
    await page.getByLabel('What is wrong with this posting?').fill('The pay looks wrong to me.');
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Thank you. Our team reviews every report.')).toBeVisible();
    await expectNoAxeViolations(page);

    // ---- one date filled, then the posting closed ----
    await page.goto(`/app/post-job/summary/${jobId}`);
    await expect(page.getByTestId(`date-status-${days[0]}`)).toHaveText('Open');
    await page.getByRole('button', { name: `Mark filled: ${weekday(days[0])}` }).click();
    await expect(page.getByTestId(`date-status-${days[0]}`)).toHaveText('Filled');
    await expect(page.getByTestId(`date-status-${days[1]}`)).toHaveText('Open');
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByTestId(`date-status-${days[0]}`)).toHaveText('Filled');

    await page.getByRole('button', { name: 'Close posting' }).click();
    const closeDialog = page.getByRole('dialog', { name: 'Close this posting?' });
    await closeDialog.getByRole('button', { name: 'Close posting' }).click();
    await expect(closeDialog).toBeHidden();
    await expect(page.getByText('The posting is closed.')).toBeVisible();
    await expect(page.getByTestId('job-display-status')).toHaveText('Closed');
    await expect(page.getByRole('button', { name: 'Reopen posting' })).toBeVisible();
    await expectNoAxeViolations(page);

    const closed = await serverHtml(page, canonical);
    expect(closed.status).toBe(200);
    expect(closed.html).toContain('This job has been closed.');
    // Its JobPosting markup is gone; the breadcrumb trail's stays.
    expect(closed.html).not.toContain('"@type":"JobPosting"');
    expect(closed.html).toContain('"@type":"BreadcrumbList"');
    expect(closed.html).toContain('<meta name="robots" content="noindex">');
    expect((await serverHtml(page, '/sitemaps/jobs-1.xml')).html).not.toContain(canonical);
    await page.goto(canonical);
    await expect(page.getByText('This job has been closed.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the filters of the posting list narrow it by keyword, status, location and subscription', async ({ page }) => {
    await signIn(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
    await page.goto('/app/post-job/all');
    const rows = page.locator('.job-row');
    await expect(rows.first()).toBeVisible();
    const total = await rows.count();
    expect(total).toBeGreaterThan(3);
    await expect(page.getByText(`${total} postings`, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Keyword').fill(title);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(title);
    await expect(rows.first()).toContainText('Closed');
    await expect(page.getByText(`1 of ${total} postings match`)).toBeVisible();
    // 'temp' finds temp postings.
    await page.getByLabel('Keyword').fill('temp');
    await expect(rows.filter({ hasText: title })).toHaveCount(1);
    await page.getByLabel('Keyword').fill('no posting is called this');
    await expect(rows).toHaveCount(0);
    await expect(page.getByText('No postings match these filters.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(rows).toHaveCount(total);

    await page.getByLabel('Status').selectOption('Filled');
    await expect(rows.first()).toBeVisible();
    const filled = await rows.count();
    expect(filled).toBeLessThan(total);
    for (let index = 0; index < filled; index++) await expect(rows.nth(index).locator('.job-row__status')).toHaveText('Filled');
    await page.getByLabel('Status').selectOption('Closed');
    await expect(rows.filter({ hasText: title })).toHaveCount(1);
    await page.getByLabel('Status').selectOption('Draft');
    for (const status of await rows.locator('.job-row__status').allTextContents()) expect(status).toBe('Draft');
    await page.getByLabel('Status').selectOption('');

    await page.getByLabel('Location').selectOption('1550 N Wells St, Chicago IL, 60610');
    await expect(rows).toHaveCount(1);
    await page.getByLabel('Location').selectOption('');
    await page.getByLabel('Subscription postings only').check();
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThan(total);
    for (const meta of await rows.locator('.job-row__meta').allTextContents()) expect(meta).toContain('Subscription');
  });
});

test('a practice without slots hears that publishing needs one, and another practice cannot open its posting', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const owner = await registerEmployer(page, `Owner Dental ${suffix()}`);
  await signIn(page, owner.email, owner.password);
  // No subscription, no Subscription menu item.
  await expect(sideNav(page).getByRole('link', { name: 'Job Postings', exact: true })).toBeVisible();
  await expect(sideNav(page).getByRole('link', { name: 'Subscription' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/app/post-job/all');
  await expect(page.getByRole('heading', { name: 'No job postings yet' })).toBeVisible();
  await expect(page.getByText('No free job slots.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Post a job' }).first().click();
  // With no free slot the dialog says so and offers the two ways on, buying first: no bare "Or".
  const noSlot = page.getByRole('dialog', { name: 'Post a job' });
  await expect(noSlot).toContainText('You have no free job slots. Buy a posting to publish now, or write a draft to publish once you have one.');
  await expect(noSlot.getByRole('heading', { name: /^or$/i })).toHaveCount(0);
  await expect(noSlot.getByRole('list', { name: 'Ways to start' }).getByRole('link')).toHaveText([/^Buy job postings/, /^Create a draft/]);
  await noSlot.getByRole('link', { name: /Create a draft/ }).click();
  await expect(page.getByText('Choose the position before publishing.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByLabel('Position', { exact: true }).selectOption('FO');
  await page.getByLabel('Job title').fill('Front Desk Lead');
  await page.getByLabel('ZIP code', { exact: true }).fill('60614');
  await page.getByLabel('Street address').fill('2200 N Halsted St');
  await page.getByLabel('City', { exact: true }).fill('Chicago');
  await page.getByLabel('State', { exact: true }).selectOption('IL');
  await page.getByRole('textbox', { name: 'Job description' }).fill('Greet patients, schedule, verify insurance.');
  await expect(page.getByText('Before you can publish')).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  // The server's 402: the draft is kept, at its own address.
  await expect(
    page.getByText('You have no free job slot for this position and region. Buy a job posting or a subscription to publish this posting.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/app\/post-job\/edit\/\d+$/);
  const jobId = Number(/edit\/(\d+)$/.exec(page.url())?.[1]);
  await page.goto('/app/post-job/all');
  await expect(page.locator('.job-row').filter({ hasText: 'Front Desk Lead' })).toContainText('Draft');

  // Another practice: the same addresses are not found.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const stranger = await registerEmployer(other, `Stranger Dental ${suffix()}`);
  await signIn(other, stranger.email, stranger.password);
  for (const path of [`/app/post-job/edit/${jobId}`, `/app/post-job/summary/${jobId}`]) {
    await other.goto(path);
    await expect(other.getByRole('heading', { name: 'Job posting not found' })).toBeVisible();
    await expect(other.getByLabel('Job title')).toHaveCount(0);
    await expectNoAxeViolations(other);
  }
  await otherContext.close();
});

test('a slot bought for an assistant in the Midwest carries only such a posting: a dentist posting is refused naming the slot', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('practice');
  const registered = await page.request.post('/api9/users/employers', {
    data: { email, password: PASSWORD, name: 'Morgan Ellis', practiceName: `Bound Slot Dental ${suffix()}`, zip: '60614', phone: '(312) 555-0123' },
  });
  expect(registered.status()).toBe(201);
  const { username } = (await registered.json()) as { username: string };
  const bought = await page.request.post(`/api9/users/employers/${username}/payment`, {
    headers: { authorization: registered.headers().authorization },
    data: { nonce: `sandbox-approved-${randomUUID()}`, product: 'JOB', quantity: 1, position: 'DA' },
  });
  expect(bought.status()).toBe(201);
  const slotId = ((await bought.json()) as { slots: { slotId: number }[] }).slots[0].slotId;

  await signIn(page, email, PASSWORD);
  await page.goto('/app/post-job/all');
  const freeSlots = page.getByRole('list', { name: 'Free job slots' });
  await expect(freeSlots.getByRole('listitem')).toHaveCount(1);
  await expect(freeSlots).toContainText('30-day posting · Dental Assistant (DA, RDA, EFDA) in the Midwest');
  await expect(freeSlots).not.toContainText(`#${slotId}`);
  await expectNoAxeViolations(page);

  await freeSlots.getByRole('link', { name: 'Post a job in this slot: 30-day posting · Dental Assistant (DA, RDA, EFDA) in the Midwest' }).click();
  // The form starts with the slot's position and the practice's ZIP code.
  await expect(page.getByLabel('Position', { exact: true })).toHaveValue('DA');
  await expect(page.getByLabel('ZIP code', { exact: true })).toHaveValue('60614');
  await page.getByLabel('Position', { exact: true }).selectOption('DD');
  await page.getByLabel('Job title').fill('Associate Dentist');
  await page.getByLabel('ZIP code', { exact: true }).fill('60614');
  await page.getByLabel('Street address').fill('2200 N Halsted St');
  await page.getByLabel('City', { exact: true }).fill('Chicago');
  await page.getByLabel('State', { exact: true }).selectOption('IL');
  await page.getByRole('textbox', { name: 'Job description' }).fill('Comprehensive general dentistry, four days a week.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByText('The job slot was bought for Dental Assistant (DA, RDA, EFDA) in the Midwest; this posting is for Dentist (DDS, DMD) in the Midwest.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Position', { exact: true }).selectOption('DA');
  await page.getByLabel('Job title').fill('Chairside Dental Assistant');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Your posting is live.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Resume search starts from the practice's latest posting: its position and ZIP code.
  await page.goto('/app/resume-search');
  await expect(page.getByLabel('Position', { exact: true })).toHaveValue('DA');
  await expect(page.getByLabel('ZIP code', { exact: true })).toHaveValue('60614');
});

test('a practice fills in its profile, sets a primary office and deletes one, and the dashboard gaps follow', async ({ page }) => {
  test.setTimeout(120_000);
  const practice = await registerEmployer(page, `Profile Dental ${suffix()}`);
  await signIn(page, practice.email, practice.password);
  const gaps = page.getByRole('region', { name: 'Complete your practice profile' });
  await expect(gaps.getByRole('link', { name: 'Tell candidates about your practice' })).toBeVisible();
  await expect(gaps.getByRole('link', { name: 'Add an office' })).toBeVisible();
  await expect(page.getByText('Free job slots')).toBeVisible();
  await expectNoAxeViolations(page);

  await gaps.getByRole('link', { name: 'Tell candidates about your practice' }).click();
  await expect(page).toHaveURL(/\/app\/employer-profile#practice$/);
  await page.getByLabel('About the practice').fill('A friendly family practice in Lincoln Park since 2001.');
  await page.getByLabel('Employer type').selectOption('GROUP');
  await page.getByLabel('Dentrix', { exact: true }).check();
  await page.getByLabel('Intraoral camera').check();
  // Leaving with the details not saved asks first; staying keeps them.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect.poll(() => asked).toEqual(['You have changes that are not saved. Leave this page and lose them?']);
  await expect(page).toHaveURL(/\/app\/employer-profile/);
  await expect(page.getByLabel('About the practice')).toHaveValue('A friendly family practice in Lincoln Park since 2001.');
  await page.getByRole('button', { name: 'Save Practice Details' }).click();
  await expect(page.getByText('Your practice details are saved.')).toBeVisible();

  await page.getByLabel('Contact name').fill('Morgan Ellis');
  await page.getByLabel('Contact email').fill('Hiring@Example.com');
  await page.getByLabel('Website').fill('not a website');
  await page.getByRole('button', { name: 'Save Contact Info' }).click();
  await expect(page.getByText('Enter the website address, like www.yourpractice.com.')).toBeVisible();
  await page.getByLabel('Website').fill('https://profile-dental.example');
  await page.getByRole('button', { name: 'Save Contact Info' }).click();
  await expect(page.getByText('Your contact info is saved.')).toBeVisible();
  await expect(page.getByLabel('Contact email')).toHaveValue('hiring@example.com');
  await expectNoAxeViolations(page);

  await page.getByLabel(/Public profile/).click();
  await expect(page.getByLabel(/Public profile/)).toBeChecked();

  for (const [name, zip] of [
    ['North Office', '60614'],
    ['South Office', '60616'],
  ]) {
    await page.getByRole('button', { name: 'Add Office' }).click();
    const form = page.getByRole('dialog', { name: 'Add Office' });
    await form.getByLabel('Office name').fill(name);
    await form.getByLabel('Street address').fill('100 W Main St');
    await form.getByLabel('ZIP code').fill(zip);
    await form.getByRole('button', { name: 'Save Office' }).click();
    await expect(form).toBeHidden();
  }
  const north = page.getByRole('listitem', { name: 'North Office' });
  const south = page.getByRole('listitem', { name: 'South Office' });
  await expect(north.getByText('Primary', { exact: true })).toBeVisible();
  await expect(south.getByText('Primary', { exact: true })).toHaveCount(0);
  await south.getByRole('button', { name: 'Set as primary: South Office' }).click();
  await expect(page.getByText('South Office is now your primary office.')).toBeVisible();
  await expect(south.getByText('Primary', { exact: true })).toBeVisible();
  await expect(north.getByText('Primary', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await north.getByRole('button', { name: 'Delete North Office' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this office?' });
  await confirm.getByRole('button', { name: 'Keep Office' }).click();
  await expect(north).toBeVisible();
  await north.getByRole('button', { name: 'Delete North Office' }).click();
  await confirm.getByRole('button', { name: 'Delete Office' }).click();
  await expect(page.getByText('North Office is deleted.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'North Office' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('About the practice')).toHaveValue('A friendly family practice in Lincoln Park since 2001.');
  await expect(page.getByLabel('Dentrix', { exact: true })).toBeChecked();

  await sideNav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(gaps.getByRole('link', { name: 'Add opening hours to your offices' })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const done of [
    'Tell candidates about your practice',
    'Choose your employer type',
    'List the technology you use',
    'Add contact info',
    'Add an office',
    'Make your profile public',
  ])
    await expect(gaps.getByRole('link', { name: done })).toHaveCount(0);
});
