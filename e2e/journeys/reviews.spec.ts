import { randomBytes } from 'node:crypto';
import { employerAggregateRatingProblems } from '@chairside/domain/review-rules';
import { expect, test, type Browser, type Page } from '../support/test';
import { dismissProfilePrompt, registerSeeker, signIn, type Seeker } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';
import { startMovableServer, type MovableServer } from '../support/own-server';
import { bookInstantShift, localTime, registerPractice, saveTempProfile, timeOfMinutes, tokenOf } from '../support/temp-shifts';

// Reviews after a completed shift (ADR 114): a professional instantly books a two-minute shift that
// starts in a minute or two; once it is over (the journey's own server is started again with its
// clock past the end, and the browsers' clocks with it), the professional reviews the practice from their
// shift list, and the practice does not see it; the practice reviews the professional from its
// own shift list, and both reviews show together. The practice's public page then carries its
// rating as schema.org EmployerAggregateRating JSON-LD with Google's required properties.

const PASSWORD = 'reviews-journey-2026';
// Instant booking only (no rounds of requests): the towns of the no-show journey, far from the request journey's.
const TOWNS = ['82601', '59401', '82901', '59301', '88001', '81301'];
const ZIP = TOWNS[randomBytes(1)[0]! % TOWNS.length]!;
const ZONE = 'America/Denver';
const MINUTE_MS = 60_000;
const TITLE = 'Temp Hygienist Two Minutes';

function local(at: Date) {
  const { date, hour, minute } = localTime(at, ZONE);
  return { date, minutes: hour * 60 + minute };
}

/** Today's shift from the second whole minute from now, two minutes long, never past midnight: it and when it ends. */
async function soonShift() {
  while (local(new Date(Date.now() + 3 * MINUTE_MS)).minutes < 3 || local(new Date()).minutes > 23 * 60 + 50)
    await new Promise((resolve) => setTimeout(resolve, 30_000));
  const startsAt = new Date(Math.ceil((Date.now() + 90_000) / MINUTE_MS) * MINUTE_MS);
  const { date, minutes } = local(startsAt);
  return { shift: { date, startTime: timeOfMinutes(minutes), endTime: timeOfMinutes(minutes + 2) }, endsAt: new Date(startsAt.getTime() + 2 * MINUTE_MS) };
}

/** Fills the review form and sends it. */
async function review(page: Page, stars: string, comment: string) {
  const form = page.getByRole('form', { name: /Review of/ });
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(form.getByText(/stars from 1 to 5/).first()).toBeVisible();
  for (const label of ['Overall', 'Punctuality', 'Preparedness', 'Friendliness']) await form.getByLabel(label).selectOption(stars);
  await form.getByLabel('Would you work with them again?').selectOption('yes');
  await form.getByLabel('Comment (optional)').fill(comment);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send review' }).click();
}

test('both sides review a worked shift; the first shows only with the second; the practice page carries EmployerAggregateRating', async ({ browser }) => {
  test.setTimeout(240_000);
  test.info().annotations.push({ type: 'town', description: ZIP });
  const server = await startMovableServer('reviews');
  try {
    await bothSidesReview(browser, server);
  } finally {
    await server.stop();
  }
});

async function bothSidesReview(browser: Browser, server: MovableServer) {
  const setup = await server.openContext(browser);
  const { request } = setup;
  const pro: Seeker = await registerSeeker(request, { name: 'Rowan Keel', password: PASSWORD, position: 'DH', zip: ZIP, readyToApply: false });
  await saveTempProfile(request, pro);

  // A public practice with a website posts a two-minute shift, pays, and lets it be booked instantly.
  const practice = await registerPractice(request, { zip: ZIP, password: PASSWORD, practiceName: 'Bighorn Dental' });
  const headers = await tokenOf(request, practice.email, PASSWORD);
  const base = `/api9/users/employers/${practice.username}`;
  const contact = await request.put(`${base}/contact-info`, {
    headers,
    data: { contactName: null, contactEmail: null, contactPhone: null, website: 'bighorn-dental.example' },
  });
  expect(contact.status(), await contact.text()).toBe(200);
  expect((await request.put(`${base}/profile/public`, { headers, data: { state: true } })).status()).toBe(200);
  const { shift, endsAt } = await soonShift();
  await bookInstantShift(request, { practice, pro, password: PASSWORD, title: TITLE, zip: ZIP, shift, rateCents: 5000 });
  await setup.close();

  // The shift is worked and over.
  await server.moveClockTo(new Date(endsAt.getTime() + 3_000));

  // The professional reviews the practice from their shift list.
  const proContext = await server.openContext(browser);
  const proPage = await proContext.newPage();
  await dismissProfilePrompt(proPage);
  await signIn(proPage, pro.email, PASSWORD);
  await proPage.goto('/app/temp-shifts');
  const mine = proPage.getByRole('list', { name: 'Booked shifts' }).getByTestId('shift-card').filter({ hasText: TITLE });
  await mine.getByRole('link', { name: 'Leave a review' }).click();
  await expect(proPage.getByRole('heading', { name: 'Leave a review', level: 1 })).toBeVisible();
  await review(proPage, '5', 'Kind team and a calm schedule.');
  await expect(proPage.getByRole('status').filter({ hasText: 'Thank you' })).toContainText('Your review shows once the other side writes theirs');
  await expect(proPage.getByTestId('reviewable-booking').filter({ hasText: TITLE })).toContainText('Their review shows when they write it');

  // The practice does not see it, and neither does its page.
  const practiceContext = await server.openContext(browser);
  const page = await practiceContext.newPage();
  await dismissProfilePrompt(page);
  await signIn(page, practice.email, PASSWORD);
  await page.goto('/app/reviews');
  const row = page.getByTestId('reviewable-booking').filter({ hasText: TITLE });
  await expect(row).toContainText('They reviewed you: write yours and both show at once.');
  await expect(page.getByText('Kind team and a calm schedule.')).toHaveCount(0);
  const pagePath = `/dental-jobs/organizations/${practice.username}/`;
  const hidden = await page.request.get(pagePath);
  expect(await hidden.text()).not.toContain('Kind team and a calm schedule.');
  expect(await hidden.text()).not.toContain('EmployerAggregateRating');

  // The practice reviews the professional from its shift list: both show together.
  await page.goto('/app/shifts');
  await page.getByTestId('shift-card').filter({ hasText: TITLE }).getByRole('link', { name: 'Leave a review' }).click();
  await review(page, '4', 'On time and well prepared.');
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText('Thank you. Both reviews now show.');
  await expect(row.getByText('Kind team and a calm schedule.')).toBeVisible();
  await expect(page.getByTestId('my-rating')).toHaveText('5.0 ★ (1 review)');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('practice-reviews.png'), fullPage: true });
  await proPage.goto('/app/reviews');
  await expect(proPage.getByTestId('reviewable-booking').filter({ hasText: TITLE }).getByText('On time and well prepared.')).toBeVisible();
  await expect(proPage.getByTestId('my-rating')).toHaveText('4.0 ★ (1 review)');

  // The practice answers publicly.
  await page.getByRole('button', { name: 'Answer publicly' }).click();
  await page.getByLabel('Your public answer').fill('Thank you, Rowan. Come back any time.');
  await page.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByRole('article', { name: 'Rowan K., after a temp shift' }).getByTestId('review-answer')).toContainText('Come back any time.');

  // The public page: the rating, the review and its answer, and EmployerAggregateRating JSON-LD.
  await page.goto(pagePath);
  const section = page.getByTestId('practice-reviews');
  await expect(section.getByTestId('practice-rating')).toContainText('5.0 ★ (1 review)');
  await expect(section).toContainText('Kind team and a calm schedule.');
  await expect(section).toContainText('Come back any time.');
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  const rating = blocks.find((block) => block['@type'] === 'EmployerAggregateRating');
  expect(rating).toBeDefined();
  expect(employerAggregateRatingProblems(rating)).toEqual([]);
  expect(rating).toMatchObject({
    '@context': 'https://schema.org',
    itemReviewed: { '@type': 'Organization', name: expect.stringContaining('Bighorn Dental'), sameAs: 'https://bighorn-dental.example' },
    ratingValue: 5,
    ratingCount: 1,
    bestRating: 5,
    worstRating: 1,
  });
  await page.screenshot({ path: test.info().outputPath('practice-page.png'), fullPage: true });
  await proContext.close();
  await practiceContext.close();
}
