import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/test';
import { dismissProfilePrompt, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';
import { freePort, startServer, stopServer } from '../support/own-server';
import { startNpiRegistry } from '../support/npi-registry';
import { registerPractice, saveTempProfile, tokenOf } from '../support/temp-shifts';

// A practice in Austin verifies itself by its organization NPI against a local NPI Registry (a
// wrong NPI is refused with the reason first); the "Verified practice" badge then shows on its
// public page and on its temp posting. The posting's instant-book shift requires a local
// anesthesia permit: a hygienist without one presses "Book this shift" and is refused with the
// message naming the missing permit and the state, and the shift stays open.

const PASSWORD = 'verified-practice-2026';
const ORG_NPI = '1588667638';
const OTHER_NPI = '1093817564';
const ZIP = '78701';
const ZONE = 'America/Chicago';
const TITLE = `Temp Hygienist Austin ${randomBytes(2).toString('hex')}`;
const MISSING = 'This shift needs a verified Local anesthesia permit for TX, valid on the day: add it to your profile and have it verified.';

/** The day `days` from now in Austin, YYYY-MM-DD. */
const dayAhead = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + days * 86_400_000));

test('a practice verified by its NPI shows the badge on its page and posting; a hygienist without the required permit is refused the shift', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const registry = await startNpiRegistry(
    [],
    [
      { npi: ORG_NPI, name: 'CAPITOL CITY DENTAL, PLLC', state: 'TX' },
      { npi: OTHER_NPI, name: 'LAKEWAY ORTHODONTICS PA', state: 'TX' },
    ],
  );
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'chairside-verified-practice-'));
  // Pages rendered anew on every visit: the practice page is opened before and after the badge.
  const server = await startServer(port, dataDir, { NPI_REGISTRY_URL: registry.url, PAGE_CACHE_SECONDS: '0' });
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    const pro = await registerSeeker(page.request, { name: 'Rowan Ellery', password: PASSWORD, position: 'DH', zip: ZIP, readyToApply: false });
    await saveTempProfile(page.request, pro);
    const practice = await registerPractice(page.request, { zip: ZIP, password: PASSWORD, practiceName: 'Capitol City Dental' });
    const base = `/api9/users/employers/${practice.username}`;
    const shown = await page.request.put(`${base}/profile/public`, { headers: practice.headers, data: { state: true } });
    expect(shown.status(), await shown.text()).toBe(200);

    // A temp posting whose instant-book shift requires a local anesthesia permit.
    const draft = await page.request.post(`${base}/jobs`, {
      headers: await tokenOf(page.request, practice.email, PASSWORD),
      data: {
        position: 'DH',
        name: TITLE,
        description: '<p>Cover for our hygienist, local anesthesia included.</p>',
        type: 'TEMP',
        zip: ZIP,
        address: '600 Congress Ave',
        payCode: 'HOUR',
        salaryMin: 5200,
        jobDates: [{ date: dayAhead(3), startTime: '08:00', endTime: '16:00' }],
        requiredCredentials: ['LOCAL_ANESTHESIA'],
      },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const job = (await draft.json()) as { id: number; jobDates: { id: number }[] };
    const paid = await page.request.post(`${base}/jobs/${job.id}/payment`, {
      headers: { ...(await tokenOf(page.request, practice.email, PASSWORD)), 'idempotency-key': `verified-practice-${randomBytes(6).toString('hex')}` },
      data: { nonce: 'fake-valid-nonce', product: 'JOB', quantity: 1 },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    const instant = await page.request.put(`${base}/shifts/${job.jobDates[0]!.id}`, {
      headers: await tokenOf(page.request, practice.email, PASSWORD),
      data: { bookingMode: 'INSTANT', rateCents: 5200, breakMinutes: 0, notes: null },
    });
    expect(instant.status(), await instant.text()).toBe(200);
    const { slug } = (await (await page.request.get(`/api9/jobs/${job.id}`)).json()) as { slug: string };
    const publicJobPath = `/dental-jobs/job/${job.id}/${slug}/`;
    const practicePath = `/dental-jobs/organizations/${practice.username}/`;

    // Before verification neither the page nor the posting carries the badge.
    await page.goto(practicePath);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Capitol City Dental');
    await expect(page.getByTestId('verified-practice')).toHaveCount(0);

    // The practice enters its organization NPI on its profile: another organization's is refused with the reason.
    await dismissProfilePrompt(page);
    await signIn(page, practice.email, PASSWORD);
    await page.goto('/app/employer-profile');
    const panel = page.getByRole('region', { name: 'Verified practice' });
    await expect(panel.getByTestId('practice-npi-status')).toHaveText('Not verified yet.');
    await panel.getByLabel('Organization NPI').fill(OTHER_NPI);
    await panel.getByRole('button', { name: 'Verify NPI' }).click();
    await expect(panel.getByText('The NPI Registry names this organization “LAKEWAY ORTHODONTICS PA”, not the practice’s name.')).toBeVisible();
    await panel.getByLabel('Organization NPI').fill(ORG_NPI);
    await panel.getByRole('button', { name: 'Verify NPI' }).click();
    await expect(panel.getByText('Verified: your practice now shows the “Verified practice” badge.')).toBeVisible();
    await expect(panel.getByTestId('practice-npi-status')).toContainText(`Verified practice NPI ${ORG_NPI}, verified`);
    expect(registry.requested).toContain(`/api/?version=2.1&number=${ORG_NPI}`);
    await expectNoAxeViolations(page);

    // The badge on the public practice page and on the posting.
    await page.goto(practicePath);
    await expect(page.getByRole('heading', { level: 1 }).getByTestId('verified-practice')).toHaveText('Verified practice');
    await page.screenshot({ path: test.info().outputPath('practice-page-verified.png'), fullPage: true });
    await page.goto(publicJobPath);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.locator('.public-job__employer')).toContainText('Verified practice');
    await page.screenshot({ path: test.info().outputPath('posting-verified.png'), fullPage: true });

    // A hygienist without the permit presses "Book this shift" and is told which credential is missing.
    const proContext = await browser.newContext({ baseURL: origin, viewport: { width: 1366, height: 900 } });
    const proPage = await proContext.newPage();
    await dismissProfilePrompt(proPage);
    await signIn(proPage, pro.email, PASSWORD);
    await proPage.goto(`/app/search-jobs/post-job/${job.id}`);
    const shift = proPage.getByTestId('job-shift').filter({ hasText: 'Instant book' });
    await shift.getByRole('button', { name: 'Book this shift' }).click();
    await expect(shift.getByRole('alert')).toHaveText(MISSING);
    await expect(shift.getByRole('button', { name: 'Book this shift' })).toBeVisible();
    await proPage.screenshot({ path: test.info().outputPath('shift-refused.png'), fullPage: true });
    await expectNoAxeViolations(proPage);
    await proPage.goto('/app/temp-shifts');
    await expect(proPage.getByText('You are not booked on any shift yet.')).toBeVisible();
    await proContext.close();
  } finally {
    await context.close();
    await stopServer(server);
    await registry.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
