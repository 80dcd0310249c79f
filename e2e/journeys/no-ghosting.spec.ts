import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { dismissProfilePrompt, publishHygienistPosting, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// A practice with two applicants declines one, then fills the posting with its own words for the
// applicants still waiting: the remaining open applicant reads "Not selected" and the practice's
// text on their application and gets the email; the declined one gets no second notice. The
// practice downloads its applicants as a CSV file from the posting's applicants.

const PASSWORD = 'no-ghosting-2026';
const SHOTS = process.env.NO_GHOSTING_SHOTS;

async function outboxSubjects(request: APIRequestContext, to: string): Promise<string[]> {
  const answer = await request.get(`/api9/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!answer.ok()) return [];
  const { messages } = (await answer.json()) as { messages: Array<{ to: string; subject: string }> };
  return messages.filter((message) => message.to === to).map((message) => message.subject);
}

test('filling a posting tells the applicant still waiting, and the practice downloads its applicants', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const suffix = randomBytes(4).toString('hex');
  const title = `No Ghosting Hygienist ${suffix}`;
  const posting = await publishHygienistPosting(page.request, { name: title });
  const waiting = await registerSeeker(page.request, { name: `Robin Waits ${suffix}`, password: PASSWORD });
  const declined = await registerSeeker(page.request, { name: `Casey Declined ${suffix}`, password: PASSWORD });
  for (const seeker of [waiting, declined]) {
    const applied = await page.request.post(`/api9/users/staff/${seeker.username}/applications`, {
      headers: { authorization: seeker.authorization },
      data: { jobId: posting.id, message: 'I would love to join your team.' },
    });
    expect(applied.status()).toBe(201);
  }

  // The practice signs in and declines one applicant with feedback (a fresh access token: they live
  // seconds; from a cookie jar of its own, so the page keeps its own session).
  await signIn(page, posting.email, posting.password);
  const login = await request.post('/api9/auth/login', { data: { username: posting.email, password: posting.password } });
  const feedback = await request.put(`/api9/users/employers/${posting.username}/applications/${posting.id}/${declined.username}/feedback`, {
    headers: { authorization: login.headers()['authorization'] },
    data: { reasons: ['Wrong Position'], message: null },
  });
  expect(feedback.status(), await feedback.text()).toBe(200);

  // On the posting's summary: both applicants, and the CSV download.
  await page.goto(`/app/post-job/summary/${posting.id}`);
  await expect(page.getByTestId('applicant')).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download applicants (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^applicants-${posting.id}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain('"Posting","Posting id","Applicant","Username"');
  expect(csv).toContain(`"${title}","${posting.id}","Robin Waits ${suffix}"`);
  expect(csv).toContain(`"Casey Declined ${suffix}"`);
  expect(csv).toContain('"Declined"');

  // Mark as filled, with the practice's own words for the applicants still waiting.
  await page.getByRole('button', { name: 'Mark as filled' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this posting as filled?' });
  const message = dialog.getByLabel('Message to the applicants still waiting');
  await expect(message).toHaveValue(/Thank you for applying/);
  const words = `Thank you, it was a hard choice. We hope to meet you again. ${suffix}`;
  await message.fill(words);
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/fill-dialog.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Mark as filled' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('job-display-status')).toHaveText('Filled');

  // The applicant still waiting is told, by email and on their application; the declined one is not told again.
  await expect.poll(() => outboxSubjects(page.request, waiting.email)).toContain(`Your application to ${title}`);
  expect(await outboxSubjects(page.request, declined.email)).not.toContain(`Your application to ${title}`);

  const seekerContext = await browser.newContext();
  const seekerPage = await seekerContext.newPage();
  await dismissProfilePrompt(seekerPage);
  await signIn(seekerPage, waiting.email, PASSWORD);
  await seekerPage.goto('/app/job-application/all');
  const application = seekerPage.getByTestId('application').filter({ hasText: title });
  await expect(application.getByTestId('application-stage')).toHaveText('Not selected');
  await expect(application.getByTestId('application-not-selected')).toContainText(words);
  await expectNoAxeViolations(seekerPage);
  if (SHOTS) await seekerPage.screenshot({ path: `${SHOTS}/seeker-not-selected.png`, fullPage: true });
  await seekerContext.close();
});
