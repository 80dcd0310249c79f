import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { publishHygienistPosting, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// Interviews people schedule themselves (ADR 117): a Chicago practice sets its interview hours,
// sends an applicant a scheduling link; the applicant, signed out in Tokyo, picks a time shown in
// Tokyo time; the practice's interviews list shows it; the applicant's invitation carries the .ics.

const PASSWORD = 'self-scheduling-2026';
const SHOTS = process.env.SCHEDULING_SHOTS;
test.use({ timezoneId: 'America/Chicago' });

type OutboxMessage = { to: string; subject: string; text: string; attachments: { filename: string; contentType: string }[] };
async function outboxTo(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const answer = await request.get(`/api9/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!answer.ok()) return [];
  return ((await answer.json()) as { messages: OutboxMessage[] }).messages.filter((message) => message.to === to);
}

test('a practice sets availability, sends a link, and the candidate books a time in their own zone', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const suffix = randomBytes(4).toString('hex');
  const title = `Scheduling Hygienist ${suffix}`;
  const posting = await publishHygienistPosting(page.request, { name: title });
  const login = await page.request.post('/api9/auth/login', { data: { username: posting.email, password: posting.password } });
  const headers = { authorization: login.headers()['authorization'] };
  const office = await page.request.post(`/api9/users/employers/${posting.username}/offices`, {
    headers,
    data: { name: `Lincoln Park ${suffix}`, address: '2450 N Clark St', zip: '60614' },
  });
  expect(office.status()).toBe(201);
  const seeker = await registerSeeker(page.request, { name: `Kai Picks ${suffix}`, password: PASSWORD });
  const applied = await page.request.post(`/api9/users/staff/${seeker.username}/applications`, {
    headers: { authorization: seeker.authorization },
    data: { jobId: posting.id, message: null },
  });
  expect(applied.status()).toBe(201);

  // The practice sets its weekly interview hours on the settings screen.
  await signIn(page, posting.email, posting.password);
  await page.goto('/app/interviews');
  await page.getByRole('link', { name: 'Interview availability' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Interview availability' })).toBeVisible();
  const form = page.getByRole('form', { name: /Interview availability of/ });
  await expect(form).toContainText('America/Chicago');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await form.getByLabel(day, { exact: true }).check();
  await form.getByLabel('Monday to').fill('09:15');
  await form.getByRole('button', { name: 'Save availability' }).click();
  await expect(form.getByText('shorter than one interview')).toBeVisible();
  await form.getByLabel('Monday to').fill('12:00');
  await form.getByLabel('Length of an interview').selectOption('45');
  await form.getByLabel('Minimum notice (hours)').fill('2');
  await form.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByText('Availability saved.')).toBeVisible();
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/availability.png`, fullPage: true });

  // From the applicant, the practice sends the scheduling link.
  await page.goto(`/app/job-application/${posting.id}/${seeker.username}`);
  await page.getByRole('button', { name: 'Send scheduling link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scheduling link sent' })).toBeVisible();
  await expect.poll(async () => (await outboxTo(page.request, seeker.email)).map((m) => m.subject)).toContain(`Pick an interview time: ${title}`);
  const invitation = (await outboxTo(page.request, seeker.email)).find((m) => m.subject.startsWith('Pick an interview time'));
  const link = invitation?.text.match(/https?:\/\/\S+\/schedule\/\S+/)?.[0];
  expect(link).toBeTruthy();

  // The candidate, signed out in Tokyo, sees the times in Tokyo time and picks one.
  const tokyo = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  const candidate = await tokyo.newPage();
  await candidate.goto(new URL(link as string).pathname);
  await expect(candidate.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(candidate.getByTestId('viewer-zone')).toContainText('Asia/Tokyo');
  const firstTime = candidate.getByRole('region', { name: 'Open times' }).getByRole('button').first();
  const label = (await firstTime.innerText()).trim();
  expect(label).toMatch(/^\d{1,2}:\d{2} [AP]M GMT\+9$/);
  await expectNoAxeViolations(candidate);
  if (SHOTS) await candidate.screenshot({ path: `${SHOTS}/pick-a-time.png`, fullPage: true });
  await firstTime.click();
  const clockTime = label.replace(/ GMT\+9$/, '');
  await expect(candidate.getByRole('status').filter({ hasText: 'Booked:' })).toContainText(clockTime);
  await expect(candidate.getByTestId('booked-time')).toContainText(clockTime);
  await expect(candidate.getByTestId('booked-time')).toContainText(/GMT\+9|JST/);
  // The time picked is the office's hour, shown in Tokyo: the same instant, read in both zones.
  const token = new URL(link as string).pathname.split('/').pop() as string;
  const booked = (await (await candidate.request.get(`/api9/signed/interview-scheduling/${token}`)).json()) as { booked: { startsAt: string } };
  const at = (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone }).format(new Date(booked.booked.startsAt));
  expect(label).toBe(at('Asia/Tokyo'));
  expect(at('America/Chicago')).toMatch(/^(9|10|11|12|1|2|3|4):\d{2} [AP]M C[DS]T$/);
  if (SHOTS) await candidate.screenshot({ path: `${SHOTS}/booked.png`, fullPage: true });
  await tokyo.close();

  // The practice's interviews list shows it, in Chicago time.
  await page.goto('/app/interviews');
  await expect(page.getByText(seeker.name).first()).toBeVisible();
  await expect(page.locator('body')).toContainText(/C[DS]T/);

  // The candidate's invitation carries the iCalendar file.
  await expect
    .poll(async () => (await outboxTo(page.request, seeker.email)).find((m) => m.subject === `Interview booked: ${title}`)?.attachments ?? [])
    .toContainEqual({ filename: 'interview.ics', contentType: 'text/calendar; method=REQUEST' });
});

// An interviewer's own hours (ADR 125): the owner sets a team member's availability, sends a link for
// that interviewer, and the candidate books with them; then the links waiting for a time are resent
// and withdrawn from their screen, and the withdrawn link tells the candidate politely.
test('a practice sets an interviewer’s own hours, sends their link, and resends and withdraws links waiting for a time', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const suffix = randomBytes(4).toString('hex');
  const title = `Interviewer Hygienist ${suffix}`;
  const posting = await publishHygienistPosting(page.request, { name: title });
  // A fresh token each time, signed in with a cookie jar of its own: the page, signed in as the
  // owner below, keeps its own session.
  const ownerHeaders = async () => {
    const login = await request.post('/api9/auth/login', { data: { username: posting.email, password: posting.password } });
    return { authorization: login.headers()['authorization'] };
  };
  const employer = `/api9/users/employers/${posting.username}`;
  const officeName = `Wicker Park ${suffix}`;
  const office = await page.request.post(`${employer}/offices`, {
    headers: await ownerHeaders(),
    data: { name: officeName, address: '1600 N Milwaukee Ave', zip: '60647' },
  });
  expect(office.status()).toBe(201);
  const officeId = ((await office.json()) as { id: number }).id;

  // A hygienist joins the team as an interviewer (invitation and acceptance through the API).
  const interviewer = await registerSeeker(page.request, { name: `Ines Interviewer ${suffix}`, password: PASSWORD, readyToApply: false });
  const invited = await page.request.post(`${employer}/team/invitations`, {
    headers: await ownerHeaders(),
    data: { email: interviewer.email, role: 'interviewer', jobIds: [posting.id] },
  });
  expect(invited.status()).toBe(201);
  let invitation: string | undefined;
  await expect(async () => {
    invitation = (await outboxTo(page.request, interviewer.email)).map((m) => /\/team-invitation\/(\S+)/.exec(m.text)?.[1]).find(Boolean);
    expect(invitation).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  const memberLogin = await page.request.post('/api9/auth/login', { data: { username: interviewer.email, password: PASSWORD } });
  expect(
    (await page.request.post(`/api9/signed/team-invitation/${invitation!}`, { headers: { authorization: memberLogin.headers()['authorization'] } })).status(),
  ).toBe(200);
  const applicants = [];
  for (const name of ['Bea Booker', 'Wes Waiting']) {
    const seeker = await registerSeeker(page.request, { name: `${name} ${suffix}`, password: PASSWORD });
    const applied = await page.request.post(`/api9/users/staff/${seeker.username}/applications`, {
      headers: { authorization: seeker.authorization },
      data: { jobId: posting.id, message: null },
    });
    expect(applied.status()).toBe(201);
    applicants.push({ ...seeker, applicationId: ((await applied.json()) as { applicationId: number }).applicationId });
  }
  const [booker, waiting] = applicants;

  // The owner sets the interviewer's own weekly hours on the availability screen.
  await signIn(page, posting.email, posting.password);
  await page.goto('/app/interviews/availability');
  await page.getByLabel('Whose hours').selectOption({ label: `Ines Interviewer ${suffix} (interviewer)` });
  const form = page.getByRole('form', { name: `Interview availability of Ines Interviewer ${suffix} at ${officeName}` });
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await form.getByLabel(day, { exact: true }).check();
  await form.getByLabel('Minimum notice (hours)').fill('2');
  await form.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByText('Availability saved.')).toBeVisible();
  await expectNoAxeViolations(page);

  // From the applicant, a link for the interviewer; the candidate books with them.
  await page.goto(`/app/job-application/${posting.id}/${booker.username}`);
  await page.getByLabel('Interviewer').selectOption({ label: `With Ines Interviewer ${suffix}` });
  await page.getByRole('button', { name: 'Send scheduling link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scheduling link sent' })).toBeVisible();
  let link: string | undefined;
  await expect(async () => {
    link = (await outboxTo(page.request, booker.email)).map((m) => m.text.match(/https?:\/\/\S+\/schedule\/\S+/)?.[0]).find(Boolean);
    expect(link).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  const guest = await browser.newContext();
  const candidate = await guest.newPage();
  await candidate.goto(new URL(link!).pathname);
  await expect(candidate.getByTestId('interviewer-name')).toHaveText(`Ines Interviewer ${suffix}`);
  await candidate.getByRole('region', { name: 'Open times' }).getByRole('button').first().click();
  await expect(candidate.getByRole('status').filter({ hasText: 'Booked:' })).toBeVisible();

  // A second applicant's link waits; the screen of links waiting for a time lists it (not the booked one).
  const sent = await page.request.post(`${employer}/applications/${waiting.applicationId}/scheduling-link`, {
    headers: await ownerHeaders(),
    data: {
      officeId,
      interviewerUserId: ((await (await page.request.get(`${employer}/interviewers`, { headers: await ownerHeaders() })).json()) as { userId: number }[])[0]
        .userId,
    },
  });
  expect(sent.status()).toBe(201);
  await page.goto('/app/interviews');
  await page.getByRole('link', { name: 'Links waiting for a time' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduling links waiting for a time' })).toBeVisible();
  const row = page.getByTestId('pending-link').filter({ hasText: waiting.name });
  await expect(row).toContainText(title);
  await expect(page.getByTestId('pending-link').filter({ hasText: booker.name })).toHaveCount(0);
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pending-links.png`, fullPage: true });

  // Resend: a new email through the queue.
  await row.getByRole('button', { name: `Resend the link to ${waiting.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `A new link was sent to ${waiting.name}` })).toBeVisible();
  await expect.poll(async () => (await outboxTo(page.request, waiting.email)).filter((m) => m.subject === `Pick an interview time: ${title}`).length).toBe(2);

  // Withdraw: the row leaves, the candidate is told, and the link says it was withdrawn.
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Withdraw the link to ${waiting.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was withdrawn' })).toBeVisible();
  await expect(page.getByTestId('pending-link').filter({ hasText: waiting.name })).toHaveCount(0);
  await expect.poll(async () => (await outboxTo(page.request, waiting.email)).map((m) => m.subject)).toContain(`Interview scheduling withdrawn: ${title}`);
  const waitingLink = (await outboxTo(page.request, waiting.email)).map((m) => m.text.match(/https?:\/\/\S+\/schedule\/\S+/)?.[0]).find(Boolean);
  await candidate.goto(new URL(waitingLink!).pathname);
  await expect(candidate.getByRole('heading', { level: 1, name: 'This link was withdrawn' })).toBeVisible();
  await guest.close();
});
