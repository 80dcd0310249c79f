import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../support/people';
import { dismissProfilePrompt, registerSeeker, signIn, type Seeker } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// The demo practice proposes an interview to a new applicant, moves it to another day and cancels
// it; the applicant sees each state. The demo practice is in Chicago: times are the office's, with
// the zone named (CST or CDT by the day).

const PASSWORD = 'interview-journey-2026';
const TIME_ZONE = 'America/Chicago';
const PHONE = { width: 390, height: 844 };

test.use({ timezoneId: TIME_ZONE });

/** A new job seeker, ready to apply, who applies to the posting. */
async function registerApplicant(request: APIRequestContext, name: string, jobId: number): Promise<Seeker> {
  const seeker = await registerSeeker(request, { name, password: PASSWORD });
  const applied = await request.post(`/api9/users/staff/${seeker.username}/applications`, {
    headers: { authorization: seeker.authorization },
    data: { jobId, message: null },
  });
  expect(applied.status()).toBe(201);
  return seeker;
}

/** One of the demo practice's seeded live postings (the employer journeys publish and close their own meanwhile). */
async function demoPostingId(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api9/auth/login', { data: { username: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD, delegated: false, legacy: false } });
  expect(login.ok()).toBe(true);
  const { username } = (await login.json()) as { username: string };
  const list = await request.get(`/api9/users/employers/${username}/jobs`, { headers: { authorization: login.headers()['authorization'] } });
  const live = ((await list.json()) as Array<{ id: number; name: string | null; displayStatus: string | null }>).filter(
    (job) => job.displayStatus === 'Active' && !job.name?.startsWith('Journey'),
  );
  expect(live.length).toBeGreaterThan(0);
  return live[0].id;
}

/** A day (YYYY-MM-DD) some days from now, and its heading on the interviews page. */
function dayAhead(days: number) {
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const heading = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  // The office's zone that day (the demo practice is in Chicago).
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeZoneName: 'short' })
    .formatToParts(new Date(`${date}T18:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  return { date, heading, zone };
}

test('the practice proposes, moves and cancels an interview, and the applicant sees each change', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = randomBytes(4).toString('hex');
  const location = `Operatory ${suffix}`;
  const jobId = await demoPostingId(page.request);
  const seeker = await registerApplicant(page.request, `Morgan Reschedule ${suffix}`, jobId);
  const first = dayAhead(10);
  const moved = dayAhead(13);

  // The practice's interviews are loaded first (a loaded list stays fresh for 30 s): proposing and
  // changing put the answer into that list, which regroups without being loaded again.
  await signIn(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
  await page.goto(`/app/post-job/summary/${jobId}`);
  const listLoaded = page.waitForResponse((response) => response.url().includes('/interviews?') && response.ok());
  await page.getByRole('link', { name: 'Interviews', exact: true }).first().click();
  await listLoaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
  await expectNoAxeViolations(page);
  let listLoads = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('/interviews?')) listLoads += 1;
  });
  await page.goBack();

  const applicant = page.getByTestId('applicant').filter({ hasText: seeker.name });
  await applicant.getByRole('button', { name: 'Propose interview' }).click();
  const proposal = applicant.getByRole('form', { name: 'Propose interview' });
  await expect(proposal.getByLabel('Interview type')).toBeFocused();
  await expectNoAxeViolations(page);
  await proposal.getByLabel('Interview type').selectOption('VIRTUAL');
  await proposal.getByLabel('Date and time').fill(`${first.date}T10:00`);
  await proposal.getByLabel('Duration (minutes)').fill('45');
  await proposal.getByLabel('Location').fill(location);
  await proposal.getByRole('button', { name: 'Send proposal' }).click();
  await expect(applicant.getByRole('status')).toContainText('Interview proposed for');
  await applicant.getByRole('link', { name: 'See your interviews' }).click();

  await expect(page).toHaveURL(/\/app\/interviews$/);
  const firstDay = page.getByRole('region', { name: first.heading });
  const movedDay = page.getByRole('region', { name: moved.heading });
  const card = page.getByTestId('interview').filter({ hasText: location });
  await expect(firstDay.getByTestId('interview').filter({ hasText: location })).toContainText(`10:00 AM ${first.zone} · Virtual Meeting/Interview`);
  await expect(card).toContainText('Proposed');
  await expect(card).toContainText('45 minutes');
  await expectNoAxeViolations(page);
  expect(listLoads).toBe(0);

  // Change: the form opens filled with the interview; a time in the past is refused beside the field.
  await card.getByRole('button', { name: 'Change' }).click();
  const change = card.getByRole('form', { name: 'Change interview' });
  await expect(change.getByLabel('Interview type')).toHaveValue('VIRTUAL');
  await expect(change.getByLabel('Date and time')).toHaveValue(`${first.date}T10:00`);
  await expect(change.getByLabel('Duration (minutes)')).toHaveValue('45');
  await expect(change.getByLabel('Location')).toHaveValue(location);
  await change.getByLabel('Date and time').fill('2024-01-02T10:00');
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(change.getByText('The interview must be in the future.')).toBeVisible();
  await expect(change.getByLabel('Date and time')).toHaveAttribute('aria-invalid', 'true');
  await expect(change.getByLabel('Date and time')).toBeFocused();
  await expectNoAxeViolations(page);

  // Moved to another day.
  await change.getByLabel('Date and time').fill(`${moved.date}T14:30`);
  await change.getByLabel('Notes').fill('Bring your questions.');
  await change.getByRole('button', { name: 'Save changes' }).click();
  const movedCard = movedDay.getByTestId('interview').filter({ hasText: location });
  await expect(movedCard).toContainText(`2:30 PM ${moved.zone} · Virtual Meeting/Interview`);
  await expect(movedCard).toContainText('Bring your questions.');
  await expect(movedCard).toBeFocused();
  await expect(firstDay.getByTestId('interview').filter({ hasText: location })).toHaveCount(0);
  expect(listLoads).toBe(0);

  // The applicant, on a phone, sees the new time; it can answer, not change or cancel.
  const seekerContext = await browser.newContext({ timezoneId: TIME_ZONE, viewport: PHONE });
  const seekerPage = await seekerContext.newPage();
  await dismissProfilePrompt(seekerPage);
  await signIn(seekerPage, seeker.email, PASSWORD);
  await seekerPage.goto('/app/interviews');
  const seekerCard = seekerPage.getByRole('region', { name: moved.heading }).getByTestId('interview').filter({ hasText: location });
  await expect(seekerCard).toContainText(`2:30 PM ${moved.zone} · Virtual Meeting/Interview`);
  await expect(seekerCard).toContainText('Proposed');
  await expect(seekerCard.getByRole('button')).toHaveText(['Accept', 'Ask for another time', 'Decline']);
  await expectNoAxeViolations(seekerPage);

  // Cancelling, on a phone: asked first; the card stays, cancelled, without its buttons.
  await page.setViewportSize(PHONE);
  await movedCard.getByRole('button', { name: 'Cancel interview' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this interview?' });
  await expect(confirm).toContainText('The applicant gets an email.');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Keep interview' }).click();
  await expect(confirm).toBeHidden();
  await expect(movedCard).toContainText('Proposed');
  await movedCard.getByRole('button', { name: 'Cancel interview' }).click();
  await confirm.getByRole('button', { name: 'Cancel interview' }).click();
  await expect(confirm).toBeHidden();
  await expect(movedCard).toContainText('Canceled');
  await expect(movedCard.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await seekerPage.reload();
  await expect(seekerCard).toContainText('Canceled');
  await expect(seekerCard.getByRole('button')).toHaveCount(0);
  await expect(seekerCard).toContainText(`2:30 PM ${moved.zone} · Virtual Meeting/Interview`);
  await expectNoAxeViolations(seekerPage);
  await seekerContext.close();
});
