import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/test';
import { uniqueEmail } from '../support/people';
import { dismissProfilePrompt, publishHygienistPosting } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';
import { signInAsDemoAdmin } from '../support/two-step';

// A visitor reports a posting ("Report this job", with an address to be thanked at); an
// administrator finds it on the queue of reported jobs in the admin area with the report, the
// posting and its practice, and hides it: it leaves search and its page, and the visitor is
// thanked by email (ADR 72).

const PHONE = { width: 390, height: 844 };

test('a visitor reports a posting and an administrator hides it from the queue: it leaves search and its page', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const word = `fjord${randomBytes(3).toString('hex')}`;
  const name = `Journey Reported Hygienist ${word}`;
  const job = await publishHygienistPosting(page.request, { name, description: '<p>Send a $200 fee to start.</p>', practice: 'Quick Cash Dental' });
  const reporter = uniqueEmail('reporter');
  const inSearch = async (radius: number) => {
    const answer = await page.request.get(`/api9/jobs/search?position=DH&zip=60614&radius=${radius}&keyword=${word}`);
    return ((await answer.json()) as { premiumJobs: Array<{ jobId: number }> }).premiumJobs.some((each) => each.jobId === job.id);
  };
  expect(await inSearch(50)).toBe(true);

  // The visitor reports it from its page, leaving an address.
  await page.goto(`/dental-jobs/job/${job.id}/`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Report this job' }).click();
  const form = page.getByRole('form', { name: 'Report this job' });
  await form.getByLabel('What is wrong with this posting?').fill('It asks applicants to pay a fee first.');
  await form.getByLabel('Your email (optional)').fill(reporter);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you.' })).toHaveText(
    'Thank you. Our team reviews every report and will email you when we act on it.',
  );
  await expectNoAxeViolations(page);

  // An administrator finds it on the queue, with the report, the posting and the practice.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await dismissProfilePrompt(admin);
  await signInAsDemoAdmin(admin);
  await admin.goto('/app/admin');
  await admin.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Reported jobs' }).click();
  await expect(admin.getByRole('heading', { name: 'Reported jobs', level: 1 })).toBeVisible();
  const card = admin.getByTestId('reported-job').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('1 report');
  await expect(card).toContainText('It asks applicants to pay a fee first.');
  await expect(card).toContainText('will be thanked by email');
  await expect(card.getByRole('region', { name: 'Practice' })).toContainText('Quick Cash Dental');
  await card.getByText('The posting’s text').click();
  await expect(card).toContainText('Send a $200 fee to start.');
  await expectNoAxeViolations(admin);
  await admin.setViewportSize(PHONE);
  await expectNoAxeViolations(admin);
  await admin.screenshot({ path: test.info().outputPath('admin-reported-jobs-phone.png'), fullPage: true });

  admin.once('dialog', (confirm) => void confirm.accept());
  await card.getByRole('button', { name: 'Hide posting' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'is hidden' })).toContainText(`“${name}” is hidden. 1 report closed. 1 reporter thanked by email.`);
  await expect(card).toHaveCount(0);
  await expectNoAxeViolations(admin);
  await adminContext.close();

  // Gone from search (a search not asked before, so no recent answer is reused) and from its page.
  await page.goto(`/dental-jobs/search/DH/60614?radius=30&keyword=${word}`);
  await expect(page.getByText('No jobs match your search.')).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await inSearch(100)).toBe(false);
  const gone = await page.goto(`/dental-jobs/job/${job.id}/`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByText(name)).toHaveCount(0);

  // The reporter is thanked.
  const outbox = await page.request.get(`/api9/dev/outbox?to=${encodeURIComponent(reporter)}`);
  const { messages } = (await outbox.json()) as { messages: Array<{ subject: string; text: string }> };
  expect(messages.find((message) => message.subject === 'Thank you for your report')?.text).toContain(name);
});
