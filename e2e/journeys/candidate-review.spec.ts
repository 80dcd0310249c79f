import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../support/people';
import { demoLivePosting, dismissProfilePrompt, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// The demo practice reviews a new applicant in its candidate list: opening the candidate marks the
// application viewed (the job seeker sees 'Viewed on ...'), then it likes them, keeps a private
// note (shown as text, never as HTML) and sends feedback with reasons that the job seeker reads
// on their application. Then the practice withdraws a reason from the signed feedback link, signed out.

const PASSWORD = 'candidate-review-2026';
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.CANDIDATE_REVIEW_SHOTS;

/** Today in a time zone (the browser's, UTC here, by default), as the app writes a day. */
const today = (timeZone = 'UTC') => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(new Date());

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

test('a practice reviews an applicant, likes them, keeps a note and sends feedback the job seeker reads', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const suffix = randomBytes(4).toString('hex');
  const name = `Avery Review ${suffix}`;
  const posting = await demoLivePosting(page.request);
  const seeker = await registerSeeker(page.request, { name, password: PASSWORD });
  const applied = await page.request.post(`/api9/users/staff/${seeker.username}/applications`, {
    headers: { authorization: seeker.authorization },
    data: { jobId: posting.id, message: 'I would love to join your team.' },
  });
  expect(applied.status()).toBe(201);

  // The job seeker's application waits: 'Sent'.
  const seekerContext = await browser.newContext();
  const seekerPage = await seekerContext.newPage();
  await dismissProfilePrompt(seekerPage);
  await signIn(seekerPage, seeker.email, PASSWORD);
  await seekerPage.goto('/app/job-application/all');
  const application = seekerPage.getByTestId('application').filter({ hasText: posting.name });
  await expect(application.getByTestId('application-stage')).toHaveText('Sent');
  await expectNoAxeViolations(seekerPage);

  // The practice finds the new applicant among its candidates and opens them.
  await signIn(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Candidates' }).first().click();
  await expect(page).toHaveURL(/\/app\/job-application\/all$/);
  await page.getByLabel('Review').selectOption('new');
  await expect(page).toHaveURL(/review=new/);
  const card = page.getByTestId('candidate').filter({ hasText: name });
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'candidates');
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Applied to ${posting.name}`)).toBeVisible();
  await expect(page.getByText('I would love to join your team.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The job seeker now sees it viewed today: the day where the posting's office is.
  await seekerPage.reload();
  await expect(application.getByTestId('application-stage')).toHaveText(`Viewed on ${today(posting.timeZone)}`);

  // Like, a private note with markup (shown as typed), then feedback with reasons and a message.
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
  const note = `<b>Strong perio</b> & great attitude ${suffix}`;
  await page.getByRole('textbox', { name: 'Private note' }).fill(note);
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved')).toBeVisible();
  await expect(page.getByTestId('saved-note')).toHaveText(note);
  await expect(page.locator('[data-testid="saved-note"] b')).toHaveCount(0);

  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Choose at least one reason or write a message.')).toBeVisible();
  await page.getByLabel('Great Resume').check();
  await page.getByLabel('Inexperienced').check();
  await page
    .getByRole('region', { name: 'Feedback to the candidate' })
    .getByLabel('Message (optional)')
    .fill(`We chose someone with more years in perio. Thank you! ${suffix}`);
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Feedback sent', { exact: true })).toBeVisible();
  await expect(page.getByTestId('sent-feedback')).toContainText('Great Resume, Inexperienced');
  await expectNoAxeViolations(page);
  await shoot(page, 'candidate');

  // The list shows the opinion; the liked filter finds them.
  await page.getByRole('link', { name: '← All candidates' }).click();
  await page.getByLabel('Opinion', { exact: true }).selectOption('LIKED');
  await expect(page.getByTestId('candidate').filter({ hasText: name }).getByText('Liked', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The job seeker reads the feedback on the application; the private note is nowhere.
  await seekerPage.reload();
  await expect(application.getByTestId('application-stage')).toHaveText(`Feedback on ${today()}`);
  const feedback = application.getByTestId('application-feedback');
  await expect(feedback).toContainText('Great Resume');
  await expect(feedback).toContainText('Inexperienced');
  await expect(feedback).toContainText(`We chose someone with more years in perio. Thank you! ${suffix}`);
  await expect(seekerPage.getByText('Strong perio')).toHaveCount(0);
  await expectNoAxeViolations(seekerPage);
  await shoot(seekerPage, 'seeker-applications');

  // Signed out, from the 'new applicant' email's feedback link, the practice withdraws a reason.
  const outbox = await seekerContext.newPage();
  await outbox.goto(`/dev/outbox?to=${encodeURIComponent(DEMO_EMPLOYER_EMAIL)}`);
  const email = outbox
    .getByRole('article')
    .filter({ hasText: `${name} applied to` })
    .first();
  await expect(email).toBeVisible();
  await expectNoAxeViolations(outbox);
  const link = (await email.innerText()).match(/https?:\/\/\S+\/feedback\/\S+/)?.[0];
  expect(link).toBeTruthy();
  const signedOut = await browser.newContext();
  const linkPage = await signedOut.newPage();
  await linkPage.goto(new URL(link as string).pathname);
  await expect(linkPage.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(linkPage.getByLabel('Inexperienced')).toBeChecked();
  await expectNoAxeViolations(linkPage);
  // Nothing changed: the message takes focus.
  await linkPage.getByRole('button', { name: 'Send feedback' }).click();
  await expect(linkPage.getByRole('alert')).toHaveText('Choose the reasons to send, or clear one to withdraw it.');
  await expect(linkPage.getByRole('alert')).toBeFocused();
  await linkPage.getByLabel('Inexperienced').uncheck();
  await linkPage.getByRole('button', { name: 'Send feedback' }).click();
  await expect(linkPage.getByText('Your feedback was updated.')).toBeVisible();
  await expectNoAxeViolations(linkPage);
  await shoot(linkPage, 'feedback-link');
  await seekerPage.reload();
  await expect(feedback).toContainText('Great Resume');
  await expect(feedback).not.toContainText('Inexperienced');

  // A changed link shows a clear problem, never an applicant.
  await linkPage.goto(`${new URL(link as string).pathname.slice(0, -3)}xyz`);
  await expect(linkPage.getByText(name)).toHaveCount(0);
  await expect(linkPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(linkPage);
  await signedOut.close();
  await seekerContext.close();
});
