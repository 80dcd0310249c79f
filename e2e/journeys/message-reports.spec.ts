import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../support/people';
import { dismissProfilePrompt, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';
import { signInAsDemoAdmin } from '../support/two-step';

// A practice reports a message an applicant sent; an administrator finds it in the admin area
// with the conversation around it and blocks the sender, who can then send nothing.

test('a reported message reaches the admin area, where an administrator blocks its sender', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const suffix = randomBytes(4).toString('hex');
  const login = await page.request.post('/api9/auth/login', {
    data: { username: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD, delegated: false, legacy: false },
  });
  const { username: practice } = (await login.json()) as { username: string };
  const jobs = await page.request.get(`/api9/users/employers/${practice}/jobs`, { headers: { authorization: login.headers()['authorization'] } });
  const job = ((await jobs.json()) as Array<{ id: number; name: string | null; displayStatus: string | null }>).find(
    (each) => each.displayStatus === 'Active' && !each.name?.startsWith('Journey'),
  );
  expect(job).toBeTruthy();

  // An applicant writes to the practice about the posting: first a greeting, then spam.
  const name = `Riley Spammer ${suffix}`;
  const seeker = await registerSeeker(page.request, { name, password: 'report-journey-2026', readyToApply: true });
  const headers = { authorization: seeker.authorization };
  expect((await page.request.post(`/api9/users/staff/${seeker.username}/applications`, { headers, data: { jobId: job!.id, message: null } })).status()).toBe(
    201,
  );
  const started = await page.request.post('/api9/conversations', {
    headers,
    data: { username: practice, jobId: job!.id, message: 'Hello, I applied yesterday.' },
  });
  expect(started.status()).toBe(201);
  const { id: conversationId } = (await started.json()) as { id: number };
  const spam = `Cheap followers for your practice ${suffix}! Visit https://spam.example`;
  expect((await page.request.post(`/api9/conversations/${conversationId}/messages`, { headers, data: { message: spam } })).status()).toBe(201);

  // The practice reports the message from the thread.
  await signIn(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
  await page.goto(`/app/messages/${conversationId}`);
  const bubble = page.getByTestId('thread').getByTestId('message').filter({ hasText: spam });
  await expect(bubble).toBeVisible();
  await expectNoAxeViolations(page);
  await bubble.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this message' });
  await dialog.getByLabel('What is wrong with it? (optional)').fill('Advertising, not about the job');
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(dialog.getByRole('status')).toContainText('The message was reported to our team.');
  await expectNoAxeViolations(page);

  // An administrator sees it with the conversation around it, and blocks the sender.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await dismissProfilePrompt(admin);
  await signInAsDemoAdmin(admin);
  await admin.goto('/app/admin');
  await expect(admin.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Message reports' }).click();
  await expect(admin.getByRole('heading', { name: 'Message reports', level: 1 })).toBeVisible();
  const report = admin.getByTestId('message-report').filter({ hasText: name });
  await expect(report).toHaveCount(1);
  await expect(report).toContainText('Reason: Advertising, not about the job');
  const thread = report.getByRole('list', { name: 'Conversation around the message' }).getByRole('listitem');
  await expect(thread).toHaveCount(2);
  await expect(thread.first()).toContainText('Hello, I applied yesterday.');
  await expect(thread.last()).toContainText(spam);
  await expect(thread.last()).toContainText('reported');
  await expectNoAxeViolations(admin);
  await admin.screenshot({ path: test.info().outputPath('admin-message-reports.png'), fullPage: true });
  // At phone width the report and its actions still fit the screen; the block happens there.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: test.info().outputPath('admin-message-reports-phone.png'), fullPage: true });
  await expectNoAxeViolations(admin);
  admin.once('dialog', (confirm) => void confirm.accept());
  await report.getByRole('button', { name: 'Block sender' }).click();
  await expect(admin.getByRole('status')).toContainText(`${name} can no longer send messages. 1 report closed.`);
  await expect(report).toHaveCount(0);
  await adminContext.close();

  // The sender, signed in again, is told plainly and nothing is stored (signed in with a cookie jar
  // of its own: the page stays signed in as the practice).
  const again = await request.post('/api9/auth/login', {
    data: { username: seeker.email, password: 'report-journey-2026', delegated: false, legacy: false },
  });
  expect(again.ok()).toBe(true);
  const refused = await request.post(`/api9/conversations/${conversationId}/messages`, {
    headers: { authorization: again.headers()['authorization'] },
    data: { message: 'One more offer!' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { errors: Array<{ field: string }> }).errors[0].field).toBe('message');
});
