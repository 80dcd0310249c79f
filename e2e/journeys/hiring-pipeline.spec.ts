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

// The list a page at a time (ADR 130): 51 applicants show as 50 and "Load more"; by keyboard the
// practice selects all on the page, then all 51 across the pages, and declines them in bulk with
// the decline template: the one on the second page, never shown, is told too.
test('a practice selects every applicant across the pages of the list and declines them in bulk', async ({ page }) => {
  test.setTimeout(300_000);
  const suffix = randomBytes(4).toString('hex');
  const title = `Paged Hygienist ${suffix}`;
  const posting = await publishHygienistPosting(page.request, { name: title });
  const seekers: Awaited<ReturnType<typeof registerSeeker>>[] = [];
  for (let batch = 0; batch < 51; batch += 6) {
    const made = await Promise.all(
      Array.from({ length: Math.min(6, 51 - batch) }, async (_, i) => {
        const seeker = await registerSeeker(page.request, { name: `Paged ${String(batch + i + 1).padStart(2, '0')} ${suffix}`, password: PASSWORD });
        const applied = await page.request.post(`/api9/users/staff/${seeker.username}/applications`, {
          headers: { authorization: seeker.authorization },
          data: { jobId: posting.id },
        });
        expect(applied.status()).toBe(201);
        return seeker;
      }),
    );
    seekers.push(...made);
  }

  await signIn(page, posting.email, posting.password);
  await page.goto(`/app/post-job/summary/${posting.id}`);
  const list = page.getByTestId('applicants');
  await expect(list.getByTestId('applicant')).toHaveCount(50);
  await expect(page.getByTestId('applicants-load-more')).toHaveText('Load more applicants (50 of 51)');

  // By keyboard: Space on "Select all 50 on this page", then the offer to select all 51.
  const onPage = page.getByRole('checkbox', { name: 'Select all 50 on this page' });
  await onPage.focus();
  await page.keyboard.press('Space');
  await expect(onPage).toBeChecked();
  await expect(list.getByRole('checkbox', { name: `Select Paged 51 ${suffix}` })).toBeChecked();
  await expect(page.getByTestId('bulk-count')).toHaveText('50 selected');
  await page.getByRole('button', { name: 'Select all 51 applicants' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('all-matching')).toContainText('All 51 applicants are selected.');
  await expect(page.getByTestId('bulk-count')).toHaveText('51 selected');

  const bar = page.getByTestId('bulk-bar');
  await bar.getByLabel('Template').selectOption('decline');
  await bar.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByTestId('applicants-announcement')).toHaveText('51 declined and told.');
  await expect(page.getByTestId('bulk-bar')).toBeHidden();
  // The first to apply was on the second page, never shown: told all the same.
  for (const seeker of [seekers[0], seekers[50]]) {
    await expect.poll(() => outboxSubjects(page.request, seeker.email)).toContain(`Your application to ${title}`);
  }
  await page.getByTestId('applicants-load-more').click();
  await expect(list.getByTestId('applicant')).toHaveCount(51);
  await page.getByRole('button', { name: 'Board' }).click();
  await expect(page.getByTestId('stage-not_selected').getByTestId('stage-count')).toHaveText('51');
  await expect(page.getByTestId('stage-not_selected').getByTestId('stage-show-more')).toHaveText('Show more in Not selected (50 of 51)');
});
