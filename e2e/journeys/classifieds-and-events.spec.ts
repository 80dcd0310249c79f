import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { dismissProfilePrompt, hydrated, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';
import { signInAsDemoAdmin } from '../support/two-step';

// A signed-in person posts a classified with photos, an administrator approves it (the owner is
// emailed the link to its page) and it shows in its category; the owner deletes it and it is gone.
// An event someone submits shows on the events pages once approved.

/** A 1x1 PNG: the server checks it by content and re-encodes it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

type OutboxMessage = { to: string; subject: string; text: string };

/** The newest email to `to` with this subject, from the development outbox (null while none). */
async function newestEmail(request: APIRequestContext, to: string, subject: string): Promise<OutboxMessage | null> {
  const answer = await request.get(`/api9/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!answer.ok()) return null;
  const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
  return messages.find((message) => message.to === to && message.subject === subject) ?? null;
}

test('a classified with photos is approved and shows in its category', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = randomBytes(3).toString('hex');
  const title = `Pair of operatory stools ${suffix}`;
  const password = 'classified-journey-2026';
  const seeker = await registerSeeker(page.request, { name: 'Morgan Seller', password, readyToApply: false });
  await dismissProfilePrompt(page);
  await signIn(page, seeker.email, password);

  await page.goto('/app/my-classifieds/new');
  await hydrated(page, 'form[aria-label="New listing"]');
  await expectNoAxeViolations(page);
  const form = page.getByRole('form', { name: 'New listing' });
  await form.getByLabel('Category').selectOption('EQUIPMENT');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Two height-adjustable operatory stools with back support, gently used, from a smoke-free office.');
  await form.getByLabel('Price in dollars (optional)').fill('350');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('State').selectOption('TX');
  await form.getByLabel('Contact email').fill('stools@journey.example');
  await form.getByRole('button', { name: 'Save and add photos' }).click();

  await expect(page).toHaveURL(/\/app\/my-classifieds\/\d+\/photos$/);
  await expect(page.getByRole('heading', { name: `Photos: ${title}` })).toBeVisible();
  await page.getByLabel('Add photos').setInputFiles([
    { name: 'stool-front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'stool-side.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByTestId('classified-photo')).toHaveCount(2);
  // Not an image: refused with the reason.
  await page.getByLabel('Add photos').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload=alert(1)>') });
  await expect(page.getByText('Choose a JPEG, PNG, WebP or GIF image.')).toBeVisible();
  await expect(page.getByTestId('classified-photo')).toHaveCount(2);
  await page.getByRole('button', { name: 'Move later (photo 1)' }).click();
  await expect(page.getByText('Order saved.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page.getByTestId('my-classified').filter({ hasText: title })).toContainText('Waiting for review');
  await expectNoAxeViolations(page);

  // Not shown before approval.
  await page.goto('/dental-jobs/classifieds-list/equipment/');
  await expect(page.getByRole('heading', { name: 'Dental Classifieds: Equipment', level: 1 })).toBeVisible();
  await expect(page.getByTestId('classified-card').filter({ hasText: title })).toHaveCount(0);

  // An administrator approves it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsDemoAdmin(admin);
  await admin.goto('/app/admin/classifieds');
  const item = admin.getByTestId('admin-classified').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.getByRole('img')).toHaveCount(2);
  await expectNoAxeViolations(admin);
  await item.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(admin.getByText(`“${title}” was approved.`)).toBeVisible();
  await adminContext.close();

  // The owner is emailed that it is live, with the link to its page.
  await expect
    .poll(async () => (await newestEmail(page.request, seeker.email, 'Your classified listing is live'))?.text ?? '', { timeout: 20_000 })
    .toContain(title);
  const approval = await newestEmail(page.request, seeker.email, 'Your classified listing is live');
  const listingLink = approval?.text.match(/See it: (\S+)/)?.[1];
  expect(listingLink, approval?.text).toMatch(/\/dental-jobs\/classifieds\/\d+\/pair-of-operatory-stools-[0-9a-f]+\/$/);
  await page.goto(listingLink!);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // It shows in its category and in all, and its page renders on the server with its photos.
  await page.goto('/dental-jobs/classifieds-list/equipment/');
  const card = page.getByTestId('classified-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('$350');
  await expectNoAxeViolations(page);
  await page.goto('/dental-jobs/classifieds-list/all/');
  await expect(page.getByTestId('classified-card').filter({ hasText: title })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(2);
  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain(title);
  expect(html).toContain('"@type":"Product"');
  await expectNoAxeViolations(page);

  // Phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dental-jobs/classifieds-list/all/');
  await expect(page.getByTestId('classified-card').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('classifieds-phone.png'), fullPage: true });
  await expectNoAxeViolations(page);

  // The owner deletes it from My Classifieds, after saying so in the dialog (phone width).
  const siteSearchHits = async () =>
    (await (await page.request.get(`/api9/site-search?q=${encodeURIComponent(`operatory stools ${suffix}`)}&index=Classifieds`)).json()).results[0]
      .nbHits as number;
  expect(await siteSearchHits()).toBe(1);
  await page.goto('/app/my-classifieds');
  const mine = page.getByTestId('my-classified').filter({ hasText: title });
  await expect(mine).toContainText('Live');
  await mine.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this listing?' });
  await expect(dialog).toContainText(title);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('classified-delete-phone.png') });
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: `Delete ${title}` }).click();
  await dialog.getByRole('button', { name: 'Delete listing' }).click();
  await expect(page.getByRole('status')).toContainText(`“${title}” was deleted.`);
  await expect(page.getByTestId('my-classified').filter({ hasText: title })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Gone from the public list, its page and site search.
  await page.goto('/dental-jobs/classifieds-list/all/');
  await expect(page.getByRole('heading', { name: /Dental Classifieds/, level: 1 })).toBeVisible();
  await expect(page.getByTestId('classified-card').filter({ hasText: title })).toHaveCount(0);
  expect((await page.request.get(listingLink!)).status()).toBe(404);
  expect(await siteSearchHits()).toBe(0);
});

test('a submitted event shows once an administrator approves it, with Event markup and a calendar file', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = randomBytes(3).toString('hex');
  const title = `Saturday Sealant Workshop ${suffix}`;
  const password = 'event-journey-2026';
  const seeker = await registerSeeker(page.request, { name: 'Jamie Organizer', password, readyToApply: false });
  await dismissProfilePrompt(page);
  await signIn(page, seeker.email, password);

  await page.goto('/app/events/new/');
  await hydrated(page, 'form[aria-label="Submit an event"]');
  await expectNoAxeViolations(page);
  const form = page.getByRole('form', { name: 'Submit an event' });
  await form.getByLabel('Event title').fill(title);
  await form.getByLabel('Type of event').selectOption('CE');
  await form.getByLabel('Venue').fill('Riverside Dental Studio');
  await form.getByLabel('City').fill('Portland');
  await form.getByLabel('State').selectOption('OR');
  await form.getByLabel('Starts').fill('2099-03-14T09:00');
  await form.getByLabel('Ends').fill('2099-03-14T13:00');
  await form.getByLabel('Time zone').selectOption('America/Los_Angeles');
  await form.getByLabel('Description').fill('Hands-on sealant placement for assistants and hygienists, with isolation tips.');
  await form.getByLabel('CE credits (optional)').fill('4');
  await form.getByRole('button', { name: 'Submit event' }).click();
  await expect(page.getByText('Your event was sent for review.')).toBeVisible();
  await expect(page.getByTestId('my-event').filter({ hasText: title })).toContainText('Waiting for review');
  await expectNoAxeViolations(page);

  await page.goto('/dental-jobs/events/category/continuing-education/');
  await expect(page.getByTestId('event-card').filter({ hasText: title })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsDemoAdmin(admin);
  await admin.goto('/app/admin/events');
  const item = admin.getByTestId('admin-event').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expectNoAxeViolations(admin);
  await item.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(admin.getByText(`“${title}” was approved.`)).toBeVisible();
  await adminContext.close();

  await page.goto('/dental-jobs/events/category/continuing-education/');
  const card = page.getByTestId('event-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/dental-jobs/events/');
  await expect(page.getByRole('heading', { name: "Dental Industry Events & CE's", level: 1 })).toBeVisible();
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByTestId('event-card').filter({ hasText: title }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Saturday, March 14, 2099 · 9:00 AM PDT – 1:00 PM PDT')).toBeVisible();
  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain('"@type":"Event"');
  const calendarHref = await page.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href');
  const calendar = await page.request.get(calendarHref!);
  expect(calendar.headers()['content-type']).toContain('text/calendar');
  expect(await calendar.text()).toContain('DTSTART:20990314T160000Z');
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dental-jobs/events/');
  await page.screenshot({ path: test.info().outputPath('events-phone.png'), fullPage: true });
  await expectNoAxeViolations(page);
});
