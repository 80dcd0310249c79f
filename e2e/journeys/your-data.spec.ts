import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test, type APIRequestContext } from '../support/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { publishHygienistPosting, registerSeeker, signIn } from '../support/steps';

// "Your data": a job seeker with a resume, an application and a message downloads their data from
// the emailed link and finds all three in it; then closes the account with the password, is signed
// out, and on signing in again during the grace period keeps the account.

const PASSWORD = 'your-data-journey-2026';

type OutboxMessage = { to: string; subject: string; text: string };

/** The emailed link to `path` (e.g. '/api9/signed/data-export/'), from the development outbox. */
async function linkIn(request: APIRequestContext, to: string, subject: string, path: string): Promise<string> {
  const newest = async () => {
    const answer = await request.get(`/api9/dev/outbox?to=${encodeURIComponent(to)}`);
    if (!answer.ok()) return '';
    const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
    return messages.find((message) => message.to === to && message.subject === subject)?.text ?? '';
  };
  await expect.poll(newest, { timeout: 30_000 }).toContain(path);
  const found = (await newest()).match(new RegExp(`https?://\\S+${path}[A-Za-z0-9_.%-]+`));
  expect(found).toBeTruthy();
  return found![0];
}

test('a job seeker downloads their data, then closes the account and can keep it', async ({ page }) => {
  // A practice of the journey's own with one live posting.
  const job = await publishHygienistPosting(page.request, { name: 'Journey Your Data Hygienist' });
  const seeker = await registerSeeker(page.request, { name: 'Marisol Quintero', password: PASSWORD });
  const headers = { authorization: seeker.authorization };
  const applied = await page.request.post(`/api9/users/staff/${seeker.username}/applications`, {
    headers,
    data: { jobId: job.id, message: 'I would love to assist your team.' },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const wrote = await page.request.post('/api9/conversations', {
    headers,
    data: { username: job.username, jobId: job.id, message: 'Could I visit the practice on Friday?' },
  });
  expect(wrote.status(), await wrote.text()).toBe(201);

  await signIn(page, seeker.email, PASSWORD);
  await page.goto('/app/account-settings');
  const panel = page.getByRole('region', { name: 'Your data' });
  await panel.getByRole('button', { name: 'Download my data' }).click();
  await expect(panel.getByRole('status')).toContainText("We'll email you a link");
  await expect(panel.getByRole('button', { name: 'Download my data' })).toBeDisabled();

  // The emailed link downloads the archive, signed out or not.
  const link = await linkIn(page.request, seeker.email, 'Your Chairside data is ready to download', '/api9/signed/data-export/');
  const downloading = page.waitForEvent('download');
  await page.goto(link).catch(() => undefined); // a download, not a page
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^chairside-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const data = JSON.parse(strFromU8(archive['chairside-data.json'])) as Record<string, Array<Record<string, unknown>>>;
  expect(data.resume[0].intro).toBe('Chairside assistant who loves four-handed dentistry.');
  expect(data.resumeSkills).toHaveLength(5);
  expect(data.applications.map((row) => [row.jobTitle, row.message])).toEqual([['Journey Your Data Hygienist', 'I would love to assist your team.']]);
  expect(data.messagesSent.map((row) => row.body)).toEqual(['Could I visit the practice on Friday?']);

  // Closing, on a phone: the dialog says the grace period and what is kept, and asks for the password.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/account-settings');
  await panel.getByRole('button', { name: 'Close my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close your account?' });
  await expect(dialog).toContainText('erased after 14 days');
  await expect(dialog).toContainText('Receipts are kept');
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Close my account' }).click();
  await expect(dialog.getByText('The password is not right.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByLabel('Your password').press('Enter');
  await expect(page).toHaveURL(/\/dental-jobs\/login\//);
  await page.goto('/app/account-settings');
  await expect(page).toHaveURL(/\/dental-jobs\/login\//);

  // Signing in within the grace period offers to keep the account, on every screen.
  await signIn(page, seeker.email, PASSWORD);
  await page.goto('/app/dashboard');
  await expect(page.getByRole('region', { name: 'Your account is closing' })).toContainText('will be erased on');
  await page.goto('/app/account-settings');
  await expect(page.getByRole('region', { name: 'Your account is closing' })).toHaveCount(0);
  await expect(panel.getByRole('status')).toContainText('Your account is closing');
  await panel.getByRole('button', { name: 'Keep my account' }).click();
  await expect(panel.getByRole('button', { name: 'Close my account' })).toBeVisible();
  await expect(panel.getByText('Your account is closing')).toHaveCount(0);
});
