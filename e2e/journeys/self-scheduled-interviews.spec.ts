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
