import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { publishHygienistPosting, registerSeeker, signIn } from '../support/steps';

// The hiring pipeline (ADR 118): a practice moves three applicants through the board by keyboard
// (arrow keys on a focused card, announced), declines two in bulk with its decline template (both
// receive it), fills the posting, and the last open applicant receives the "not selected" notice;
// the one moved to "hired" does not; the public page then shows how soon the practice answers.

const PASSWORD = 'pipeline-2026';

async function outboxSubjects(request: APIRequestContext, to: string): Promise<string[]> {
  const answer = await request.get(`/api9/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!answer.ok()) return [];
  const { messages } = (await answer.json()) as { messages: Array<{ to: string; subject: string }> };
  return messages.filter((message) => message.to === to).map((message) => message.subject);
}

test('a practice moves applicants by keyboard, declines two in bulk, and fills the posting', async ({ page }) => {
  test.setTimeout(180_000);
  const suffix = randomBytes(4).toString('hex');
  const title = `Pipeline Hygienist ${suffix}`;
  const posting = await publishHygienistPosting(page.request, { name: title });
  const names = ['Avery Hired', 'Blake Declined', 'Cody Declined', 'Drew Waits'].map((name) => `${name} ${suffix}`);
  const seekers: Awaited<ReturnType<typeof registerSeeker>>[] = [];
  for (const name of names) {
    const seeker = await registerSeeker(page.request, { name, password: PASSWORD });
    const applied = await page.request.post(`/api9/users/staff/${seeker.username}/applications`, {
      headers: { authorization: seeker.authorization },
      data: { jobId: posting.id, message: 'I would love to join your team.' },
    });
    expect(applied.status()).toBe(201);
    seekers.push(seeker);
  }

  await signIn(page, posting.email, posting.password);
  await page.goto(`/app/post-job/summary/${posting.id}`);
  await page.getByRole('button', { name: 'Board' }).click();
  const board = page.getByTestId('pipeline-board');
  await expect(board.getByTestId('stage-new').getByTestId('pipeline-card')).toHaveCount(4);

  // By keyboard: Avery four steps right (to Hired), Blake and Cody one step (to Reviewing).
  const card = (name: string) => board.getByTestId('pipeline-card').filter({ hasText: name });
  for (const stage of ['Reviewing', 'Interview', 'Offer', 'Hired']) {
    await card(names[0]).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('pipeline-announcement')).toHaveText(`${names[0]} moved to ${stage}.`);
  }
  await expect(board.getByTestId('stage-hired')).toContainText(names[0]);
  for (const name of [names[1], names[2]]) {
    await card(name).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('pipeline-announcement')).toHaveText(`${name} moved to Reviewing.`);
  }
  await expect(board.getByTestId('stage-reviewing').getByTestId('pipeline-card')).toHaveCount(2);
  await page.screenshot({ path: '/tmp/pw-pipeline/board.png', fullPage: true });

  // Bulk: select both in Reviewing, decline with the decline template.
  await board.getByRole('checkbox', { name: names[1], exact: true }).check();
  await board.getByRole('checkbox', { name: names[2], exact: true }).check();
  const bar = page.getByTestId('bulk-bar');
  await bar.getByLabel('Template').selectOption('decline');
  await bar.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByTestId('pipeline-announcement')).toHaveText('2 declined and told.');
  await expect(board.getByTestId('stage-not_selected').getByTestId('pipeline-card')).toHaveCount(2);
  for (const seeker of [seekers[1], seekers[2]]) {
    await expect.poll(() => outboxSubjects(page.request, seeker.email)).toContain(`Your application to ${title}`);
  }

  // Fill the posting: Drew, still open, is told; Avery (hired) is not; the declined are not told twice.
  await page.getByRole('button', { name: 'Mark as filled' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this posting as filled?' });
  await dialog.getByRole('button', { name: 'Mark as filled' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => outboxSubjects(page.request, seekers[3].email)).toContain(`Your application to ${title}`);
  expect(await outboxSubjects(page.request, seekers[0].email)).not.toContain(`Your application to ${title}`);
  for (const seeker of [seekers[1], seekers[2]]) {
    expect((await outboxSubjects(page.request, seeker.email)).filter((subject) => subject === `Your application to ${title}`)).toHaveLength(1);
  }

  // Three applicants answered within the day: the public page says how soon the practice answers.
  const shown = (await (await page.request.get(`/api9/jobs/${posting.id}`)).json()) as { slug: string };
  await page.goto(`/dental-jobs/job/${posting.id}/${encodeURIComponent(shown.slug)}/`);
  await expect(page.getByTestId('job-response-time')).toContainText('Usually answers within a day');
});
