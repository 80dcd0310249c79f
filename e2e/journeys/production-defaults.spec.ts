import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD } from '../support/people';
import { expectNoAxeViolations } from '../support/accessibility';
import { freePort, startServer, stopServer } from '../support/own-server';

// A production start (NODE_ENV=production, a PUBLIC_URL that is not this machine) on a fresh
// embedded database, with nothing else set: no demo accounts, the terms and privacy pages are
// there, and nothing is sold through the sandbox gateway: the products page says buying is not open.

test('a production site has its legal pages, no demo administrator, and says buying is not open', async ({ browser }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'chairside-production-'));
  // An empty value is an unset one: SEED_DEMO takes its production default.
  const server = await startServer(port, dataDir, { NODE_ENV: 'production', PUBLIC_URL: 'http://jobs.chairside.example', SEED_DEMO: '' });
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
  try {
    const page = await context.newPage();

    await page.goto('/dental-hiring-products/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dental Hiring Products & Pricing' })).toBeVisible();
    await expect(page.getByTestId('payments-notice')).toHaveText(/Buying is not open yet\..*nothing can be bought on this site for now/);
    await expectNoAxeViolations(page);

    await page.goto('/tos/');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/privacy/');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The published demo password opens nothing, and the sandbox takes no money.
    const signIn = await page.request.post('/api9/auth/login', { data: { username: 'admin@demo.chairside.dev', password: DEMO_PASSWORD } });
    expect(signIn.status()).toBe(401);
    const token = await page.request.get('/api9/prepay/token');
    expect(token.status()).toBe(503);
    expect((await token.json()).errors[0].message).toMatch(/^Buying is not open on this site yet/);
  } finally {
    await context.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
