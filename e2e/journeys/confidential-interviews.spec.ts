import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { uniqueEmail } from '../support/people';
import { dismissProfilePrompt, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// A confidential posting (ADR 23): the practice proposes an in-person interview; the applicant
// learns where to go and whom to ask for, never which practice it is.

const PASSWORD = 'confidential-journey-2026';
const TIME_ZONE = 'America/Chicago';
const PHONE = { width: 390, height: 844 };

test.use({ timezoneId: TIME_ZONE });

type Practice = { email: string; username: string; practiceName: string; authorization: string };

/** A new practice with a live confidential posting, bought with the sandbox's test card. */
async function practiceWithConfidentialPosting(request: APIRequestContext, suffix: string) {
  const practiceName = `Quiet Harbor Dental ${suffix}`;
  const email = uniqueEmail('confidential');
  const registered = await request.post('/api9/users/employers', {
    data: { email, password: PASSWORD, name: 'Avery Stone', practiceName, zip: '60614', phone: '(312) 555-0177' },
  });
  expect(registered.status()).toBe(201);
  const practice: Practice = {
    email,
    username: ((await registered.json()) as { username: string }).username,
    practiceName,
    authorization: registered.headers()['authorization'],
  };
  const headers = { authorization: practice.authorization };
  const draft = await request.post(`/api9/users/employers/${practice.username}/jobs`, {
    headers,
    data: {
      position: 'DA',
      name: `Journey Confidential Assistant ${suffix}`,
      description: '<p>Chairside assistant for a growing practice.</p>',
      type: 'PERM',
      zip: '60614',
      address: '2450 N Clark St',
      isConfidential: true,
      payCode: 'HOUR_RANGE',
      salaryMin: 2200,
      salaryMax: 2800,
      specialties: ['GEN'],
    },
  });
  expect(draft.status()).toBe(201);
  const job = (await draft.json()) as { id: number; name: string };
  const paid = await request.post(`/api9/users/employers/${practice.username}/jobs/${job.id}/payment`, {
    headers: { ...headers, 'idempotency-key': `journey-${suffix}` },
    data: { nonce: 'fake-valid-nonce', product: 'JOB', quantity: 1 },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  return { practice, job };
}

test('a confidential posting’s interview tells the applicant where to go, not which practice it is', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = randomBytes(3).toString('hex');
  const { practice, job } = await practiceWithConfidentialPosting(page.request, suffix);
  const seeker = await registerSeeker(page.request, { name: `Jordan Quiet ${suffix}`, password: PASSWORD });
  const applied = await page.request.post(`/api9/users/staff/${seeker.username}/applications`, {
    headers: { authorization: seeker.authorization },
    data: { jobId: job.id, message: 'I would like to hear more.' },
  });
  expect(applied.status()).toBe(201);
  const place = `2450 N Clark St, Suite ${suffix}, Chicago`;
  const notes = 'Ask for Maria at the front desk.';
  const day = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);

  // The practice proposes an in-person interview; the form says what the applicant will see.
  await signIn(page, practice.email, PASSWORD);
  await page.goto(`/app/post-job/summary/${job.id}`);
  const applicant = page.getByTestId('applicant').filter({ hasText: seeker.name });
  await applicant.getByRole('button', { name: 'Propose interview' }).click();
  const proposal = applicant.getByRole('form', { name: 'Propose interview' });
  await expect(proposal.getByLabel('Location')).toHaveAccessibleDescription(/does not see your practice’s name/);
  await proposal.getByLabel('Interview type').selectOption('INPERSON');
  await proposal.getByLabel('Date and time').fill(`${day}T09:30`);
  await proposal.getByLabel('Location').fill(place);
  await proposal.getByLabel('Notes').fill(notes);
  await page.screenshot({ path: test.info().outputPath('confidential-interview-form.png'), fullPage: true });
  await expectNoAxeViolations(page);
  await proposal.getByRole('button', { name: 'Send proposal' }).click();
  await expect(applicant.getByRole('status')).toContainText('Interview proposed for');
  await applicant.getByRole('link', { name: 'See your interviews' }).click();
  const practiceCard = page.getByTestId('interview').filter({ hasText: place });
  await expect(practiceCard).toContainText(`With ${seeker.name}`);
  await expect(practiceCard).toContainText('Confidential posting: the applicant does not see your practice’s name.');
  await expectNoAxeViolations(page);

  // The applicant, on a phone: the place and whom to ask for, no practice name anywhere.
  const seekerContext = await browser.newContext({ timezoneId: TIME_ZONE, viewport: PHONE });
  const seekerPage = await seekerContext.newPage();
  await dismissProfilePrompt(seekerPage);
  await signIn(seekerPage, seeker.email, PASSWORD);
  await seekerPage.goto('/app/interviews');
  const card = seekerPage.getByTestId('interview').filter({ hasText: place });
  await expect(card).toContainText(/9:30 AM C[SD]T · In-Person Meeting\/Interview/);
  // 'Add to calendar' carries the place and the notes, not the practice's name.
  const google = await card.getByRole('link', { name: 'Google Calendar' }).getAttribute('href');
  const event = new URL(google ?? '').searchParams;
  expect(event.get('text')).toContain('(confidential practice)');
  expect(event.get('location')).toBe(place);
  expect([...event.values()].join(' ')).not.toContain(practice.practiceName);
  await expect(card).toContainText('With a confidential dental practice');
  await expect(card).toContainText(`Where: ${place}`);
  await expect(card).toContainText(notes);
  await expect(card).toContainText('The posting is confidential, so the practice is not named here');
  await expect(seekerPage.locator('main')).not.toContainText(practice.practiceName);
  await seekerPage.screenshot({ path: test.info().outputPath('confidential-interview-applicant.png'), fullPage: true });
  await expectNoAxeViolations(seekerPage);

  await seekerPage.goto('/app/job-application/all');
  const application = seekerPage.locator('li').filter({ hasText: job.name });
  await expect(application).toContainText('Confidential dental practice');
  await expect(seekerPage.locator('main')).not.toContainText(practice.practiceName);
  await seekerPage.screenshot({ path: test.info().outputPath('confidential-applications.png'), fullPage: true });
  await expectNoAxeViolations(seekerPage);
  await seekerContext.close();
});

test('a message about a confidential posting reaches the applicant from a confidential dental practice (ADR 70)', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = randomBytes(3).toString('hex');
  const { practice, job } = await practiceWithConfidentialPosting(page.request, suffix);
  const seeker = await registerSeeker(page.request, { name: `Riley Quiet ${suffix}`, password: PASSWORD });
  const applied = await page.request.post(`/api9/users/staff/${seeker.username}/applications`, {
    headers: { authorization: seeker.authorization },
    data: { jobId: job.id, message: 'I would like to hear more.' },
  });
  expect(applied.status()).toBe(201);
  const written = await page.request.post('/api9/conversations', {
    headers: { authorization: practice.authorization },
    data: { username: seeker.username, jobId: job.id, message: 'Thanks for applying! Ask for Maria when you call.' },
  });
  expect(written.status()).toBe(201);

  // The applicant's messages: the conversation and its thread, with no practice name anywhere.
  await dismissProfilePrompt(page);
  await signIn(page, seeker.email, PASSWORD);
  await page.goto('/app/messages');
  const group = page.getByTestId('convo-group').first();
  await expect(group).toContainText('Confidential dental practice');
  await expect(page.locator('main')).not.toContainText(practice.practiceName);
  await expectNoAxeViolations(page);
  await group.getByRole('link').first().click();
  const thread = page.getByTestId('thread');
  await expect(thread.getByTestId('message').last()).toContainText('Ask for Maria when you call.');
  await expect(thread).toContainText('Confidential dental practice');
  await expect(page.locator('main')).not.toContainText(practice.practiceName);
  await expect(page.locator('main')).not.toContainText(practice.username);
  await page.screenshot({ path: test.info().outputPath('confidential-message-thread.png'), fullPage: true });
  await expectNoAxeViolations(page);
});
