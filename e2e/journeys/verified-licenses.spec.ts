import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../support/people';
import { dismissProfilePrompt, publishHygienistPosting, registerSeeker, signIn } from '../support/steps';
import { signInAsDemoAdmin } from '../support/two-step';
import { expectNoAxeViolations } from '../support/accessibility';
import { freePort, startServer, stopServer } from '../support/own-server';
import { startNpiRegistry } from '../support/npi-registry';

// Verified licenses (ADR 115), against a local NPI Registry: a hygienist adds an RDH license with
// an NPI and a local anesthesia permit with a picture of the card. The NPI Registry verifies the
// license at once; the permit waits in the administrators' queue, where the demo administrator
// sees the card and the Texas board's lookup link and approves it. The "License verified" badge
// then shows on the hygienist's card in resume search (with the "verified license only" filter)
// and on the applicant screen of the practice the hygienist applied to, with the numbers.

const PASSWORD = 'verified-license-2026';
const NPI = '1457382910';

test('a hygienist’s license is verified by the NPI Registry and the permit by an administrator; practices see the badge', async ({ browser, playwright }) => {
  test.setTimeout(300_000);
  const registry = await startNpiRegistry([{ npi: NPI, first: 'RAE', last: 'NUNEZ', state: 'TX', license: '0123456' }]);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'chairside-licenses-'));
  const server = await startServer(port, dataDir, { NPI_REGISTRY_URL: registry.url });
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    const word = `licenseword${randomBytes(3).toString('hex')}`;
    const name = `Rae Nunez`;
    const posting = await publishHygienistPosting(page.request, {
      name: 'Hygienist, licensed',
      zip: '78701',
      address: '600 Congress Ave',
      practice: 'Capitol Smiles',
    });
    const seeker = await registerSeeker(page.request, { name, password: PASSWORD, isPublic: true, position: 'DH', zip: '78701' });
    const intro = await page.request.put(`/api9/users/staff/${seeker.username}/profile/intro`, {
      headers: { authorization: seeker.authorization },
      data: { intro: `Hygienist, ${word}, local anesthesia and perio maintenance.` },
    });
    expect(intro.status()).toBe(200);

    // The hygienist adds the license and the permit on the resume profile.
    await dismissProfilePrompt(page);
    await signIn(page, seeker.email, PASSWORD);
    await page.goto('/app/my-profile');
    const panel = page.getByRole('region', { name: 'Licenses and certificates' });
    await expect(panel.getByText('No licenses or certificates yet.')).toBeVisible();
    const form = panel.getByRole('form', { name: 'Add a license, permit or certificate' });
    // A license needs its state and number: the form says so.
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(form.getByText('Choose the state that issued it.')).toBeVisible();
    await form.getByLabel('State').fill('TX');
    await form.getByLabel('License or permit number').fill('0123456');
    await form.getByLabel('NPI (optional)').fill(NPI);
    await form.getByLabel('Expires on').fill('2027-08-31');
    await form.getByRole('button', { name: 'Add' }).click();
    const license = panel.getByTestId('credential').filter({ hasText: 'Registered Dental Hygienist (RDH) license' });
    await expect(license).toContainText('Not verified');
    await license.getByRole('button', { name: 'Verify' }).click();
    await expect(license).toContainText('Verified through the NPI Registry');
    expect(registry.requested).toContain(`/api/?version=2.1&number=${NPI}`);

    await form.getByLabel('Kind').selectOption('LOCAL_ANESTHESIA');
    await form.getByLabel('State').fill('TX');
    await form.getByLabel('License or permit number').fill('LA-7781');
    await form.getByLabel('NPI (optional)').fill('');
    await form.getByLabel('Expires on').fill('2027-08-31');
    await form.getByRole('button', { name: 'Add' }).click();
    const permit = panel.getByTestId('credential').filter({ hasText: 'Local anesthesia permit' });
    await expect(permit).toContainText('Not verified');
    const card = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#dfe9f5' } })
      .composite([{ input: Buffer.from('<svg width="320" height="200"><text x="20" y="60" font-size="24">TX LA PERMIT LA-7781</text></svg>') }])
      .png()
      .toBuffer();
    await permit.getByLabel('Card for Local anesthesia permit').setInputFiles({ name: 'permit.png', mimeType: 'image/png', buffer: card });
    await expect(permit.getByRole('button', { name: 'View card' })).toBeVisible();
    await permit.getByRole('button', { name: 'Verify' }).click();
    await expect(permit).toContainText('Being checked');
    await page.screenshot({ path: test.info().outputPath('profile-licenses.png'), fullPage: true });
    await expectNoAxeViolations(page);

    // The hygienist applies to the practice's posting (through the API, with a cookie jar of its own:
    // the page keeps its session).
    const api = await playwright.request.newContext({ baseURL: origin });
    try {
      const login = await api.post('/api9/auth/login', { data: { username: seeker.email, password: PASSWORD } });
      const applied = await api.post(`/api9/users/staff/${seeker.username}/applications`, {
        headers: { authorization: login.headers()['authorization'] },
        data: { jobId: posting.id, message: 'Licensed in Texas, with a local anesthesia permit.' },
      });
      expect(applied.status(), await applied.text()).toBe(201);
    } finally {
      await api.dispose();
    }

    // The administrator approves the permit in the queue.
    const adminContext = await browser.newContext({ baseURL: origin, viewport: { width: 1366, height: 900 } });
    const admin = await adminContext.newPage();
    await signInAsDemoAdmin(admin);
    await admin.goto('/app/admin/credential-reviews');
    const review = admin.getByTestId('credential-review').filter({ hasText: name }).filter({ hasText: 'Local anesthesia permit' });
    await expect(review.getByRole('img', { name: 'Card: Local anesthesia permit' })).toBeVisible();
    await expect(review.getByRole('link', { name: 'Texas State Board of Dental Examiners' })).toHaveAttribute('href', 'https://ls.tsbde.texas.gov/');
    await admin.screenshot({ path: test.info().outputPath('admin-license-reviews.png'), fullPage: true });
    await expectNoAxeViolations(admin);
    await review.getByLabel('Decision', { exact: true }).selectOption('APPROVE');
    await review.getByRole('button', { name: 'Record decision' }).click();
    await expect(admin.getByText(`Recorded the decision on ${name}: Local anesthesia permit.`)).toBeVisible();
    await expect(review).toHaveCount(0);
    await adminContext.close();

    await page.goto('/app/my-profile');
    await expect(permit).toContainText('Verified by Chairside with the state board');

    // My CE's shows the RDH license's renewal: Texas asks 24 hours every 2 years, none logged yet.
    await page.goto('/app/coaching-ces');
    const hours = page.getByTestId('ce-license').filter({ hasText: 'Registered Dental Hygienist (RDH) license (TX)' });
    await expect(hours).toContainText(/Renewal in \d+ days, 24 CE hours short/);
    await expect(hours).toContainText('0 hours logged of 24 hours every 2 years');
    await page.screenshot({ path: test.info().outputPath('ce-license-hours.png'), fullPage: true });

    // A practice with resume access finds the hygienist with "Verified license only", badge and numbers on the card.
    const practiceContext = await browser.newContext({ baseURL: origin, viewport: { width: 1366, height: 900 } });
    const practice = await practiceContext.newPage();
    await signIn(practice, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
    await practice.goto(`/app/resume-search?position=DH&zip=78701&keyword=${word}&verified=1`);
    await expect(practice.getByLabel('Verified license only')).toBeChecked();
    const resumeCard = practice.getByTestId('resume-card').filter({ hasText: name });
    await expect(resumeCard.getByTestId('license-verified')).toHaveText('License verified');
    await expect(resumeCard.getByTestId('verified-credentials')).toContainText('Local anesthesia permit TX #LA-7781');
    await practice.screenshot({ path: test.info().outputPath('resume-search-verified.png'), fullPage: true });
    await practiceContext.close();

    // The practice the hygienist applied to sees the badge on the applicant screen.
    const hiringContext = await browser.newContext({ baseURL: origin, viewport: { width: 1366, height: 900 } });
    const hiring = await hiringContext.newPage();
    await signIn(hiring, posting.email, posting.password);
    await hiring.goto(`/app/job-application/${posting.id}/${seeker.username}`);
    await expect(hiring.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(hiring.getByTestId('license-verified')).toBeVisible();
    await expect(hiring.getByTestId('verified-credentials')).toContainText('Registered Dental Hygienist (RDH) license TX #0123456: verified');
    await hiring.screenshot({ path: test.info().outputPath('applicant-verified.png'), fullPage: true });
    await expectNoAxeViolations(hiring);
    await hiringContext.close();
  } finally {
    await context.close();
    await stopServer(server);
    await registry.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
