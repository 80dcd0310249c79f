import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../support/people';
import { dismissProfilePrompt, registerSeeker, signIn, type Seeker } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// The job seeker asks for another time, the practice sees the request and changes the time, the
// job seeker accepts. The demo practice is in Chicago; the practice's browser is in Los Angeles
// and the job seeker's in New York: every time is the office's, with its zone named.

const PASSWORD = 'interview-answers-2026';
const PHONE = { width: 390, height: 844 };
const OFFICE_ZONE = 'America/Chicago';

test.use({ timezoneId: 'America/Los_Angeles' });

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

async function registerApplicant(request: APIRequestContext, name: string, jobId: number): Promise<Seeker> {
  const seeker = await registerSeeker(request, { name, password: PASSWORD });
  const applied = await request.post(`/api9/users/staff/${seeker.username}/applications`, {
    headers: { authorization: seeker.authorization },
    data: { jobId, message: null },
  });
  expect(applied.status()).toBe(201);
  return seeker;
}

/** A day some days ahead, and the office's zone abbreviation that day (CST or CDT). */
function dayAhead(days: number) {
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_ZONE, timeZoneName: 'short' })
    .formatToParts(new Date(`${date}T18:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  return { date, zone };
}

test('the job seeker asks for another time, the practice changes it, the job seeker accepts', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const suffix = randomBytes(4).toString('hex');
  const location = `Operatory ${suffix}`;
  const jobId = await demoPostingId(page.request);
  const seeker = await registerApplicant(page.request, `Jordan Answer ${suffix}`, jobId);
  const day = dayAhead(11);

  // The practice proposes 10:00 office time from a browser in Los Angeles.
  await signIn(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
  await page.goto(`/app/post-job/summary/${jobId}`);
  const applicant = page.getByTestId('applicant').filter({ hasText: seeker.name });
  await applicant.getByRole('button', { name: 'Propose interview' }).click();
  const proposal = applicant.getByRole('form', { name: 'Propose interview' });
  await expect(proposal.getByLabel('Date and time')).toHaveAccessibleDescription(/The office’s local time \(C[SD]T, America\/Chicago\)/);
  await expectNoAxeViolations(page);
  await proposal.getByLabel('Interview type').selectOption('INPERSON');
  await proposal.getByLabel('Date and time').fill(`${day.date}T10:00`);
  await proposal.getByLabel('Location').fill(location);
  await proposal.getByRole('button', { name: 'Send proposal' }).click();
  await expect(applicant.getByRole('status')).toContainText(`10:00 AM ${day.zone}`);
  await expectNoAxeViolations(page);

  // The job seeker, on a phone in New York, sees the office's time and asks for another one.
  const seekerContext = await browser.newContext({ timezoneId: 'America/New_York', viewport: PHONE, acceptDownloads: true });
  const seekerPage = await seekerContext.newPage();
  await dismissProfilePrompt(seekerPage);
  await signIn(seekerPage, seeker.email, PASSWORD);
  await seekerPage.goto('/app/interviews');
  const seekerCard = seekerPage.getByTestId('interview').filter({ hasText: location });
  await expect(seekerCard).toContainText(`10:00 AM ${day.zone} · In-Person Meeting/Interview`);
  await expect(seekerCard).toContainText('Proposed');
  await seekerPage.screenshot({ path: test.info().outputPath('interviews-tz-seeker-phone.png'), fullPage: true });
  await expectNoAxeViolations(seekerPage);
  await seekerCard.getByRole('button', { name: 'Ask for another time' }).click();
  const ask = seekerCard.getByRole('form', { name: 'Ask for another time' });
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(ask.getByText('Say which days and times suit you.')).toBeVisible();
  await expect(ask.getByLabel('Which days and times suit you?')).toBeFocused();
  await expectNoAxeViolations(seekerPage);
  await ask.getByLabel('Which days and times suit you?').fill('Afternoons after 2 PM work best for me.');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(seekerCard.getByTestId('interview-response')).toContainText('You asked for another time');
  await expect(seekerCard.getByTestId('interview-response')).toContainText('Afternoons after 2 PM work best for me.');

  // The practice sees the request in its list and changes the time: the form holds office time.
  await page.goto('/app/interviews');
  const card = page.getByTestId('interview').filter({ hasText: location });
  await expect(card.getByTestId('interview-response')).toContainText(`${seeker.name} asked for another time`);
  await expect(card.getByTestId('interview-response')).toContainText('Afternoons after 2 PM work best for me.');
  await card.getByRole('button', { name: 'Change' }).click();
  const change = card.getByRole('form', { name: 'Change interview' });
  await expect(change.getByLabel('Date and time')).toHaveValue(`${day.date}T10:00`);
  await expectNoAxeViolations(page);
  await change.getByLabel('Date and time').fill(`${day.date}T14:30`);
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(card).toContainText(`2:30 PM ${day.zone} · In-Person Meeting/Interview`);
  await expect(card).toContainText('Proposed');
  await expect(card.getByTestId('interview-response')).toHaveCount(0);

  // The job seeker sees the new time, adds it to a calendar and accepts.
  await seekerPage.reload();
  await expect(seekerCard).toContainText(`2:30 PM ${day.zone} · In-Person Meeting/Interview`);
  const google = new URL((await seekerCard.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')) ?? '');
  expect(google.hostname).toBe('calendar.google.com');
  expect(google.searchParams.get('ctz')).toBe(OFFICE_ZONE);
  expect(google.searchParams.get('location')).toBe(location);
  const download = seekerPage.waitForEvent('download');
  await seekerCard.getByRole('link', { name: 'Download .ics' }).click();
  const file = await readFile((await (await download).path()) ?? '', 'utf8');
  const lines = file.replace(/\r\n /g, '').split('\r\n');
  expect(lines).toContain('SEQUENCE:1');
  expect(lines.find((line) => line.startsWith('UID:'))).toMatch(/^UID:interview-\d+@127\.0\.0\.1$/);
  expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(`2:30 PM ${day.zone}`);
  await seekerCard.getByRole('button', { name: 'Accept' }).click();
  await expect(seekerCard).toContainText('Confirmed');
  await expect(seekerCard.getByTestId('interview-response')).toContainText('You accepted');
  await expect(seekerCard.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await seekerPage.screenshot({ path: test.info().outputPath('interviews-tz-seeker-accepted-phone.png'), fullPage: true });
  await expectNoAxeViolations(seekerPage);

  // The practice sees the acceptance, at desktop and phone width.
  await page.reload();
  await expect(card).toContainText('Confirmed');
  await expect(card.getByTestId('interview-response')).toContainText(`${seeker.name} accepted`);
  await expect(card).toContainText(`2:30 PM ${day.zone}`);
  await page.screenshot({ path: test.info().outputPath('interviews-tz-practice-desktop.png'), fullPage: true });
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expect(card).toContainText(`2:30 PM ${day.zone}`);
  await page.screenshot({ path: test.info().outputPath('interviews-tz-practice-phone.png'), fullPage: true });
  await expectNoAxeViolations(page);
  await seekerContext.close();
});
