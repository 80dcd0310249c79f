import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { uniqueEmail } from '../support/people';
import { dismissProfilePrompt, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';
import { saveTempProfile } from '../support/temp-shifts';

// Professionals find a temp posting's open shifts on its job page: one books the instant-book
// shift outright and asks for the applicants shift; the practice books the applicant. A
// professional whose temp profile lacks the position is told to add it; a visitor is sent to sign in.
// Everyone is new, in Jackson, Wyoming, where no other journey and no demo data posts.

const PASSWORD = 'instant-book-journey-2026';
const ZIP = '83001';
const ZONE = 'America/Denver';
const TITLE = `Temp Hygienist Jackson ${randomBytes(2).toString('hex')}`;

/** The day `days` from now in Jackson, YYYY-MM-DD. */
const dayAhead = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + days * 86_400_000));

/** A new practice in Jackson with a published temp posting of two dates: the first instant-book at $52 an hour, the second for applicants. */
async function postTwoShifts(request: APIRequestContext) {
  const email = uniqueEmail('instant-practice');
  const practiceName = `Teton Smiles ${randomBytes(3).toString('hex')}`;
  const registered = await request.post('/api9/users/employers', {
    data: { email, password: PASSWORD, name: 'Avery Lund', practiceName, zip: ZIP, phone: '(307) 555-0142' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { username } = (await registered.json()) as { username: string };
  const headers = { authorization: registered.headers()['authorization']! };
  const draft = await request.post(`/api9/users/employers/${username}/jobs`, {
    headers,
    data: {
      position: 'DH',
      name: TITLE,
      description: '<p>Cover for our hygienist two days this week.</p>',
      type: 'TEMP',
      zip: ZIP,
      address: '45 E Broadway',
      payCode: 'HOUR',
      salaryMin: 5200,
      jobDates: [
        { date: dayAhead(3), startTime: '08:00', endTime: '16:00' },
        { date: dayAhead(4), startTime: '09:00', endTime: '13:00' },
      ],
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const job = (await draft.json()) as { id: number; jobDates: { id: number }[] };
  const paid = await request.post(`/api9/users/employers/${username}/jobs/${job.id}/payment`, {
    headers: { ...headers, 'idempotency-key': `instant-journey-${randomBytes(6).toString('hex')}` },
    data: { nonce: 'fake-valid-nonce', product: 'JOB', quantity: 1 },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const [instant, applicants] = job.jobDates;
  const settings = [
    { shift: instant!, body: { bookingMode: 'INSTANT', rateCents: 5200, breakMinutes: 30 } },
    { shift: applicants!, body: { bookingMode: 'APPLICANTS', rateCents: 5000, breakMinutes: 0 } },
  ];
  for (const { shift, body } of settings) {
    const saved = await request.put(`/api9/users/employers/${username}/shifts/${shift.id}`, { headers, data: body });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const page = await request.get(`/api9/jobs/${job.id}`);
  const { slug } = (await page.json()) as { slug: string };
  return { email, practiceName, jobId: job.id, publicPath: `/dental-jobs/job/${job.id}/${slug}/` };
}

async function signedInPage(page: Page, email: string) {
  await dismissProfilePrompt(page);
  await signIn(page, email, PASSWORD);
  return page;
}

test('a professional books an instant shift and asks for another from the job page; the practice books the applicant', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const unsuited = await registerSeeker(page.request, { name: 'Quinn Alder', password: PASSWORD, position: 'DA', zip: ZIP, readyToApply: false });
  await saveTempProfile(page.request, unsuited, { positions: ['DA'] });
  const name = 'Harper Vance';
  const pro = await registerSeeker(page.request, { name, password: PASSWORD, position: 'DH', zip: ZIP, readyToApply: false });
  await saveTempProfile(page.request, pro);
  // The practice last: its token, fresh, drafts, pays and sets the shifts at once (the journeys' tokens live seconds).
  const posting = await postTwoShifts(page.request);
  const appJobPath = `/app/search-jobs/post-job/${posting.jobId}`;

  // A visitor sees the shifts and is sent to sign in, coming back to the job.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(posting.publicPath);
  const visitorShifts = visitor.getByTestId('job-shift');
  await expect(visitorShifts).toHaveCount(2);
  await expect(visitorShifts.first()).toContainText('$52.00/hour');
  await expect(visitorShifts.first()).toContainText('Instant book');
  await expect(visitor.getByText(`if ${posting.practiceName} cancels within 24 hours of the start, it pays you 50% of the shift’s pay`)).toBeVisible();
  const signInLink = visitorShifts.first().getByRole('link', { name: 'Sign in to book' });
  await expect(signInLink).toHaveAttribute('href', `/dental-jobs/login/?fromPath=${encodeURIComponent(posting.publicPath)}`);
  await expect(visitor.getByRole('button', { name: 'Book this shift' })).toHaveCount(0);
  await expectNoAxeViolations(visitor);
  await visitorContext.close();

  // A professional whose temp profile lacks the position is told to add it.
  await signedInPage(page, unsuited.email);
  await page.goto(appJobPath);
  const unsuitedShift = page.getByTestId('job-shift').filter({ hasText: 'Instant book' });
  await unsuitedShift.getByRole('button', { name: 'Book this shift' }).click();
  await expect(unsuitedShift.getByRole('alert')).toContainText('Add Dental Hygienist to your temp profile to book this shift.');
  await expect(unsuitedShift.getByRole('link', { name: 'Update your temp profile' })).toHaveAttribute('href', '/app/temp-work');
  await expectNoAxeViolations(page);

  // A hygienist with a matching temp profile reads the terms, books the instant shift and asks for the other.
  const proContext = await browser.newContext();
  const proPage = await signedInPage(await proContext.newPage(), pro.email);
  await proPage.goto(appJobPath);
  await expect(proPage.getByText(`Before you book: if ${posting.practiceName} cancels within 24 hours of the start, it pays you 50%`)).toBeVisible();
  const instantShift = proPage.getByTestId('job-shift').filter({ hasText: 'Instant book' });
  const applicantsShift = proPage.getByTestId('job-shift').filter({ hasText: 'Ask for it' });
  await expect(instantShift).toContainText('8:00 am–4:00 pm');
  await expect(instantShift).toContainText('$52.00/hour · $390.00 in all · 30 min unpaid break');
  await expectNoAxeViolations(proPage);
  await instantShift.getByRole('button', { name: 'Book this shift' }).click();
  await expect(instantShift.getByRole('status')).toContainText('You are booked for');
  await expect(instantShift.getByRole('link', { name: 'Booked: see your shifts' })).toBeVisible();
  await applicantsShift.getByRole('button', { name: 'Ask for this shift' }).click();
  await expect(applicantsShift.getByRole('status')).toContainText('You asked for');
  await expect(applicantsShift.getByText('You asked for it', { exact: true })).toBeVisible();
  await expectNoAxeViolations(proPage);

  await proPage.goto('/app/temp-shifts');
  await expect(proPage.getByRole('list', { name: 'Booked shifts' })).toContainText(TITLE);
  const asked = proPage.getByRole('list', { name: 'Shift offers' }).getByTestId('shift-card').filter({ hasText: TITLE });
  await expect(asked).toContainText('Asked for it');
  await expect(asked.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expectNoAxeViolations(proPage);

  // The practice, in its own browser, books the applicant.
  const practiceContext = await browser.newContext();
  const practicePage = await signedInPage(await practiceContext.newPage(), posting.email);
  await practicePage.goto('/app/shifts');
  await practicePage.getByRole('button', { name: `Book ${name}` }).click();
  await expect(practicePage.getByTestId('shift-card').filter({ hasText: `Booked: ${name}` })).toHaveCount(2);

  await proPage.reload();
  await expect(proPage.getByRole('list', { name: 'Booked shifts' }).getByTestId('shift-card')).toHaveCount(2);
  await expect(proPage.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);

  await proContext.close();
  await practiceContext.close();
});
