import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { publishHygienistPosting, registerSeeker, signIn } from '../support/steps';

// A practice connects its applicant tracking system (ADR 111): it makes an API key that may only
// read applicants (seen once), the key lists applicants and is refused a posting change, and a
// webhook endpoint it registers gets a signed "application received", shown in the delivery log.

test('a practice makes an API key, registers a webhook endpoint and reads its delivery log', async ({ page, request }) => {
  test.setTimeout(120_000);
  const suffix = randomBytes(4).toString('hex');
  const posting = await publishHygienistPosting(page.request, { name: `Journey Webhook Hygienist ${suffix}`, practice: 'Hooked Smiles' });

  // The practice's system: a receiver on this machine.
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received, thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/chairside-hooks`;

  try {
    await signIn(page, posting.email, posting.password);
    await page.goto('/app/account-settings');
    await page.getByRole('link', { name: 'Manage API keys and webhooks' }).click();
    await expect(page.getByRole('heading', { name: 'API keys and webhooks', level: 1 })).toBeVisible();

    // A key that may only read applicants, shown once.
    const keyForm = page.getByRole('form', { name: 'New API key' });
    // Nothing chosen: each field says what it needs, and no key is made.
    await keyForm.getByRole('button', { name: 'Create key' }).click();
    await expect(keyForm.getByText('Give the key a name.')).toBeVisible();
    await expect(keyForm.getByText('Choose at least one scope.')).toBeVisible();
    await expect(keyForm.getByLabel('Key name')).toBeFocused();
    await expect(page.getByText('No keys yet.')).toBeVisible();
    await keyForm.getByLabel('Key name').fill('Our ATS');
    await keyForm.getByLabel('Read applicants').check();
    await keyForm.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByTestId('shown-once');
    await expect(shown).toHaveText(/^chs_[A-Za-z0-9_-]{43}$/);
    const key = (await shown.textContent())!.trim();
    const keys = page.getByRole('table', { name: 'API keys' });
    await expect(keys.getByRole('row').filter({ hasText: 'Our ATS' })).toContainText('Read applicants');
    await expect(keys).toContainText(key.slice(0, 10));
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByText(key)).toHaveCount(0);

    // The key works where its scope reaches, and nowhere else.
    const bearer = { authorization: `Bearer ${key}` };
    const applicants = await request.get(`/api9/users/employers/${posting.username}/applications`, { headers: bearer });
    expect(applicants.status()).toBe(200);
    const change = await request.put(`/api9/jobs/${posting.id}/status`, { headers: bearer, data: { status: 'CANCELED' } });
    expect(change.status()).toBe(403);
    expect(await change.text()).toContain('postings:write');

    // A webhook endpoint for new applications; its secret shown once.
    const hookForm = page.getByRole('form', { name: 'New webhook endpoint' });
    await hookForm.getByLabel('Endpoint address').fill(hookUrl);
    await hookForm.getByLabel('Application received').check();
    await hookForm.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(shown).toHaveText(/^whsec_/);
    const secret = (await shown.textContent())!.trim();
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByRole('heading', { name: hookUrl })).toBeVisible();

    // Someone applies: the receiver gets the signed event, and the log shows the answer.
    // Its own request context: the job seeker's sign-up cookie must not replace the practice's in the page.
    const seeker = await registerSeeker(request, { name: `Robin Hook ${suffix}`, password: 'robin-hook-2026' });
    const applied = await request.post(`/api9/users/staff/${seeker.username}/applications`, {
      headers: { authorization: seeker.authorization },
      data: { jobId: posting.id, message: 'Happy to interview any day.' },
    });
    expect(applied.status()).toBe(201);
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    const [{ headers, body }] = received;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(headers['chairside-signature'])) ?? [];
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
    expect(JSON.parse(body)).toMatchObject({ type: 'application.received', data: { jobId: posting.id, applicant: seeker.username } });

    const log = page.getByRole('table', { name: `Delivery log of ${hookUrl}` });
    await expect(log.getByRole('row').filter({ hasText: 'Application received' })).toContainText('Delivered', { timeout: 15_000 });
    await expect(log).toContainText('200');
    await expect(log).toContainText('received, thanks');
    await page.screenshot({ path: test.info().outputPath('api-keys-and-webhooks.png'), fullPage: true });
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
