import { expect, test } from '../support/test';
import { dismissProfilePrompt, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';
import { coverLetterPdf, hygienistResumePdf } from '../support/resume-pdf';

// A job seeker fills the resume profile from the resume file they already have: the file is
// read into a draft, reviewed (ticked, corrected), and added to the profile in one go.

const PASSWORD = 'resume-file-journey-2026';

test('a seeker uploads a PDF resume, reviews the draft and sees the profile filled', async ({ page }) => {
  // Reading the file, an accessibility check of a long form, and the filled resume.
  test.setTimeout(120_000);
  const seeker = await registerSeeker(page.request, { name: 'Jordan Ellis', password: PASSWORD, readyToApply: false, position: 'DA', zip: '60614' });
  await dismissProfilePrompt(page);
  await signIn(page, seeker.email, PASSWORD);

  await page.goto('/app/my-profile');
  await page.getByRole('link', { name: 'Fill from my resume file' }).click();
  await expect(page.getByRole('heading', { name: 'Fill your profile from your resume' })).toBeVisible();
  await page
    .getByLabel('PDF or Word (.docx), up to 5 MB')
    .setInputFiles({ name: 'jordan-ellis-resume.pdf', mimeType: 'application/pdf', buffer: await hygienistResumePdf() });
  await page.getByRole('button', { name: 'Read my resume' }).click();

  // The review: what was found, per section, ticked.
  await expect(page.getByRole('heading', { name: 'Review what we found' })).toBeVisible();
  await expect(page.getByText('jordan-ellis-resume.pdf')).toBeVisible();
  const work = page.getByRole('region', { name: /Work history/ });
  await expect(work.getByRole('checkbox', { name: 'Add Registered Dental Hygienist at Lakeshore Smiles Dental' })).toBeChecked();
  await expect(work.getByRole('checkbox', { name: 'Add Dental Assistant at Wicker Park Family Dentistry' })).toBeChecked();
  await expect(work.getByLabel('Started').first()).toHaveValue('2020-03');
  await expect(work.getByRole('checkbox', { name: 'I work here now' }).first()).toBeChecked();
  const details = page.getByRole('region', { name: /About you/ });
  await expect(details.getByRole('checkbox', { name: 'Add my license', exact: true })).toBeChecked();
  await expect(details.getByLabel('License', { exact: true })).toHaveValue('RDH');
  await expect(details.getByLabel('License number', { exact: true })).toHaveValue('019.077123');
  // The position is offered, not ticked: the profile already has one.
  await expect(details.getByRole('checkbox', { name: 'Replace my position' })).not.toBeChecked();
  await expect(page.getByRole('region', { name: /Education/ }).getByLabel('School')).toHaveValue('Harper College');
  const skills = page.getByRole('region', { name: /Skills/ });
  await expect(skills.getByRole('checkbox', { name: 'Dentrix' })).toBeChecked();
  await expect(skills.getByRole('checkbox', { name: 'Local anesthesia' })).toBeChecked();
  await expectNoAxeViolations(page);
  // On a phone the long form keeps its actions in reach.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Add to my profile' })).toBeInViewport();
  await work.getByLabel('Job title').nth(1).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Add to my profile' })).toBeInViewport();
  await page.setViewportSize({ width: 1366, height: 900 });

  // The person corrects and leaves out what they want, then adds the rest.
  await details.getByRole('checkbox', { name: 'Replace my position' }).check();
  await skills.getByRole('checkbox', { name: 'Eaglesoft' }).uncheck();
  await work.getByLabel('Job title').nth(1).fill('Lead Dental Assistant');
  await page.getByRole('button', { name: 'Add to my profile' }).click();

  await expect(page).toHaveURL(/\/app\/my-profile$/);
  await expect(
    page.getByRole('status').filter({ hasText: /Added 2 jobs, 1 school, 1 certification, \d+ skills and \d+ details to your profile/ }),
  ).toBeVisible();
  const resume = page.getByRole('article', { name: 'Jordan Ellis' });
  await expect(resume.getByText('Dental Hygienist (RDH)', { exact: true })).toBeVisible();
  await expect(resume.getByRole('region', { name: 'About' })).toContainText('Registered dental hygienist who puts anxious patients at ease');
  const jobs = resume.getByRole('region', { name: 'Work history' }).getByRole('listitem');
  await expect(jobs).toHaveCount(2);
  await expect(jobs.nth(0)).toContainText('Registered Dental Hygienist');
  await expect(jobs.nth(0)).toContainText('Lakeshore Smiles Dental · Chicago, IL');
  await expect(jobs.nth(0)).toContainText('Mar 2020 – Present');
  await expect(jobs.nth(1)).toContainText('Lead Dental Assistant');
  await expect(resume.getByRole('region', { name: 'Education' })).toContainText('Harper College');
  await expect(resume.getByRole('region', { name: 'Certifications' })).toContainText('CPR/BLS');
  await expect(resume.getByRole('region', { name: 'Experience and pay' })).toContainText('RDH · Illinois · #019.077123');
  const listedSkills = resume.getByRole('region', { name: 'Skills' });
  await expect(listedSkills).toContainText('Local anesthesia');
  await expect(listedSkills).not.toContainText('Eaglesoft');
});

test('a file without sections, or that is not a resume, says so and offers the way on', async ({ page }) => {
  const seeker = await registerSeeker(page.request, { name: 'Pat Rivera', password: PASSWORD, readyToApply: false });
  await dismissProfilePrompt(page);
  await signIn(page, seeker.email, PASSWORD);
  await page.goto('/app/my-profile/import');

  const chooser = page.getByLabel('PDF or Word (.docx), up to 5 MB');
  await chooser.setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a document at all') });
  await page.getByRole('button', { name: 'Read my resume' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose a PDF or a Word (.docx) file.');

  await chooser.setInputFiles({ name: 'cover-letter.pdf', mimeType: 'application/pdf', buffer: await coverLetterPdf() });
  await page.getByRole('button', { name: 'Read my resume' }).click();
  await expect(page.getByText('We could not read sections from this file; add them by hand.')).toBeVisible();
  await page.getByRole('link', { name: 'Fill in my profile' }).click();
  await expect(page).toHaveURL(/\/app\/my-profile\/edit$/);
});
