import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '../support/test';
import { freePort, startServer, stopServer } from '../support/own-server';
import { uniqueEmail } from '../support/people';
import { dismissProfilePrompt, registerSeeker, signIn } from '../support/steps';

// Dates are read in the reader's time zone (ADR 81). A job seeker in Chicago applies, saves a job
// and is invited at 8:20 in the evening, when it is already the next day in UTC; at 8:30 pm their
// dashboard, applications and saved jobs say today's date, not tomorrow's. The server's clock is
// started at that evening (CLOCK_START), so the records are made then, and the browser's clock
// and zone are the job seeker's. The Chicago practice views the application that evening too.

const CHICAGO = 'America/Chicago';
const PASSWORD = 'local-dates-journey-2026';

const wallClock = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(instant)
    .replace(', ', 'T');
const readDay = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }).format(instant);

/** The latest 8:20 pm in Chicago before `now` (CST or CDT). */
function chicagoEveningBefore(now: Date): Date {
  for (let daysBack = 0; daysBack < 3; daysBack += 1) {
    const [year, month, day] = wallClock(new Date(now.getTime() - daysBack * 86_400_000), CHICAGO)
      .slice(0, 10)
      .split('-')
      .map(Number);
    for (const hoursBehindUtc of [5, 6]) {
      const candidate = new Date(Date.UTC(year, month - 1, day, 20 + hoursBehindUtc, 20));
      if (wallClock(candidate, CHICAGO).endsWith('T20:20') && candidate <= now) return candidate;
    }
  }
  throw new Error('no evening found');
}

/** A Chicago practice with three live postings (paid with the sandbox's test nonce) and invitation credits. */
async function practiceWithPostings(request: APIRequestContext) {
  const registered = await request.post('/api9/users/employers', {
    data: {
      email: uniqueEmail('evening-practice'),
      password: PASSWORD,
      name: 'Robin Lake',
      practiceName: 'Lakeview Evening Dental',
      zip: '60614',
      phone: '(312) 555-0166',
    },
  });
  expect(registered.status()).toBe(201);
  const { username } = (await registered.json()) as { username: string };
  const headers = { authorization: registered.headers()['authorization'] };
  const postings: { id: number; name: string }[] = [];
  for (const name of ['Evening Hygienist', 'Weekend Hygienist', 'Part-time Hygienist']) {
    const draft = await request.post(`/api9/users/employers/${username}/jobs`, {
      headers,
      data: {
        position: 'DH',
        name,
        description: '<p>Hygienist for a friendly practice.</p>',
        type: 'PERM',
        zip: '60614',
        address: '2450 N Clark St',
        payCode: 'HOUR_RANGE',
        salaryMin: 4500,
        salaryMax: 5500,
        specialties: ['GEN'],
      },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const { id } = (await draft.json()) as { id: number };
    const paid = await request.post(`/api9/users/employers/${username}/jobs/${id}/payment`, {
      headers,
      data: { nonce: 'fake-valid-nonce', product: 'JOB', quantity: 1, ...(postings.length === 0 ? { addOns: { INV: 5 } } : {}) },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    postings.push({ id, name });
  }
  return { username, headers, postings };
}

test('a job seeker in Chicago at 8:30 pm reads the day they applied, saved, were invited and were viewed as today', async ({ browser }) => {
  test.setTimeout(240_000);
  const evening = chicagoEveningBefore(new Date());
  // The premise: at this moment it is already the next day in UTC.
  const today = readDay(evening, CHICAGO);
  const utcDay = readDay(evening, 'UTC');
  expect(today).not.toBe(utcDay);

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'chairside-local-dates-'));
  const server = await startServer(port, dataDir, { CLOCK_START: evening.toISOString(), SEED_DEMO: 'false' });
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, timezoneId: CHICAGO, viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    // The browser's clock reads 8:30 pm in Chicago.
    await page.clock.install({ time: new Date(evening.getTime() + 10 * 60_000) });
    dismissProfilePrompt(page);

    const seeker = await registerSeeker(page.request, { name: `Casey Evening ${randomBytes(3).toString('hex')}`, password: PASSWORD, isPublic: true });
    const practice = await practiceWithPostings(page.request);
    const [appliedTo, savedJob, invitedTo] = practice.postings;
    const seekerHeaders = { authorization: seeker.authorization };
    const applied = await page.request.post(`/api9/users/staff/${seeker.username}/applications`, {
      headers: seekerHeaders,
      data: { jobId: appliedTo.id, message: null },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const { appliedDate } = (await applied.json()) as { appliedDate: string };
    // The record carries the evening's instant: tomorrow's date in UTC.
    expect(readDay(new Date(appliedDate), 'UTC')).toBe(utcDay);
    expect((await page.request.put(`/api9/users/staff/${seeker.username}/saved-jobs/${savedJob.id}`, { headers: seekerHeaders })).ok()).toBe(true);
    const invited = await page.request.post(`/api9/users/employers/${practice.username}/jobs/${invitedTo.id}/invitations`, {
      headers: practice.headers,
      data: { username: seeker.username, message: 'Come and meet us.' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    // The practice, in Chicago too, opens the application that evening: the seeker reads it was viewed today.
    const opened = await page.request.get(`/api9/users/employers/${practice.username}/applications/${appliedTo.id}/${seeker.username}`, {
      headers: practice.headers,
    });
    expect(opened.status(), await opened.text()).toBe(200);

    await signIn(page, seeker.email, PASSWORD);
    expect(await page.evaluate(() => new Date().toString())).toMatch(/ 20:3\d:\d\d GMT-0[56]00 \(Central (Standard|Daylight) Time\)$/);
    const dashboardApplication = page.getByTestId('dashboard-application').filter({ hasText: appliedTo.name });
    await expect(dashboardApplication).toContainText(`Applied ${today}`);
    await expect(page.getByTestId('dashboard-saved-job').filter({ hasText: savedJob.name })).toContainText(`Saved ${today}`);
    await expect(page.getByTestId('invitation').filter({ hasText: invitedTo.name })).toContainText(`Invited ${today}`);
    await expect(page.getByRole('main')).not.toContainText(utcDay);
    await page.screenshot({ path: test.info().outputPath('dashboard-chicago-evening.png'), fullPage: true });

    // The applications screen and the saved jobs say the same day.
    await page.goto('/app/job-application/all');
    await expect(page.getByRole('main')).toContainText(`Applied ${today}`);
    await expect(page.getByRole('main')).toContainText(`Viewed on ${today}`);
    await expect(page.getByRole('main')).toContainText(`Invited ${today}`);
    await expect(page.getByRole('main')).not.toContainText(utcDay);
    await page.goto('/app/saved-jobs');
    await expect(page.getByRole('main')).toContainText(`Saved ${today}`);
    await expect(page.getByRole('main')).not.toContainText(utcDay);
  } finally {
    await context.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
