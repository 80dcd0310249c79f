import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import sharp from 'sharp';
import { fillSignIn, registerSeeker, signIn, type Seeker } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// Journeys of the job seeker's resume profile: filling it in and watching the completeness
// score, the photo dialog, the settings toggles, the profile prompt and the public profile page.

const PASSWORD = 'resume-journey-2026';
const PROMPT_TITLE = "Let's update your profile to get hired faster!";
const TOO_LARGE = 'The photo you have chosen is a very large file. Please choose a file that is less than 5 MB.';

/** A fresh access token for API calls (the journey server's tokens live 6 seconds). */
async function bearer(request: APIRequestContext, seeker: Seeker) {
  const answer = await request.post(`/api9/auth/${seeker.username}/token`);
  expect(answer.status()).toBe(201);
  return { authorization: answer.headers()['authorization'] };
}

/** Writes part of the resume through the API, for journeys that need a resume to start from. */
async function seedResume(request: APIRequestContext, seeker: Seeker, { skills = 5, isPublic = false } = {}) {
  const headers = await bearer(request, seeker);
  const base = `/api9/users/staff/${seeker.username}`;
  const intro = await request.put(`${base}/profile/intro`, { headers, data: { intro: 'Hygienist who loves periodontal care and nervous patients.' } });
  expect(intro.status()).toBe(200);
  const names = ['Dentrix', 'Digital X-rays', 'Local anesthesia', 'Periodontal charting', 'Patient education', 'Sealants'].slice(0, skills);
  for (const [index, name] of names.entries()) {
    const skill = await request.post(`${base}/skills`, { headers, data: { name, score: 3 + (index % 3) } });
    expect(skill.status()).toBe(201);
  }
  if (isPublic) expect((await request.put(`${base}/profile/public`, { headers, data: { state: true } })).status()).toBe(200);
}

/** The browser's own calendar day, `daysAgo` days back (the app stores the prompt date in local time). */
const browserDay = (page: Page, daysAgo = 0) =>
  page.evaluate((back) => {
    const d = new Date();
    d.setDate(d.getDate() - back);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, daysAgo);

/** Records on the account that the profile prompt was shown on `day` (as the app does when it opens). */
async function setPromptShown(page: Page, seeker: Seeker, day: string) {
  const answer = await page.request.put(`/api9/users/staff/${seeker.username}/profile/prompt`, { headers: await bearer(page.request, seeker), data: { day } });
  expect(answer.status()).toBe(200);
}

async function promptShownOn(page: Page, seeker: Seeker) {
  const answer = await page.request.get(`/api9/users/staff/${seeker.username}/profile/prompt`, { headers: await bearer(page.request, seeker) });
  return ((await answer.json()) as { lastShownDate: string | null }).lastShownDate;
}

const scoreBar = (page: Page) => page.getByRole('progressbar', { name: 'Profile completeness' }).first();
const expectScore = (page: Page, score: number) => expect(scoreBar(page)).toHaveAttribute('aria-valuenow', String(score));

/** Adds one entry of a list through its modal form. */
async function addEntry(page: Page, button: string, dialogName: string, fill: (dialog: Locator) => Promise<void>, save: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await dialog.getByRole('button', { name: save }).click();
  await expect(dialog).toBeHidden();
}

async function pngPhoto(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#0b5c6b"/><circle cx="${width / 2}" cy="${height / 2.4}" r="${height / 5}" fill="#f2a541"/>
    <rect x="${width / 2 - height / 3}" y="${height * 0.68}" width="${(height * 2) / 3}" height="${height / 3}" rx="${height / 6}" fill="#f2a541"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('a job seeker fills an empty resume and the score rises to everything but the assessments', async ({ page }) => {
  test.setTimeout(180_000);
  const seeker = await registerSeeker(page.request, { name: 'Jordan Reyes', password: PASSWORD, readyToApply: false, position: 'DH' });
  await signIn(page, seeker.email, PASSWORD);
  // The prompt would open once the resume is good to apply; this journey is about the score.
  await setPromptShown(page, seeker, await browserDay(page));

  await expect(page.getByText('Your profile is 0% complete.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Complete your profile' }).first().click();
  await expect(page).toHaveURL(/\/app\/my-profile\/edit$/);
  await expect(page.locator('#editResumeContent')).toBeVisible();
  await expect(page.locator('#addModalContent')).toBeVisible();
  // An empty resume: everything missing.
  await expectScore(page, 0);
  await expect(page.getByText('No skills yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Intro: +10
  await page.getByLabel('Your intro').fill('Registered dental hygienist with six years in Austin family practices. Gentle with nervous patients.');
  await page.getByRole('button', { name: 'Save Intro' }).click();
  await expect(page.getByText('Your intro is saved.')).toBeVisible();
  await expectScore(page, 10);

  // Typed but not saved: leaving through the menu asks first; staying keeps the typing.
  await page
    .getByLabel('Your intro')
    .fill('Registered dental hygienist with six years in Austin family practices. Gentle with nervous patients. Fluent in Spanish.');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await menu.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect.poll(() => asked).toEqual(['You have changes that are not saved. Leave this page and lose them?']);
  await expect(page).toHaveURL(/\/app\/my-profile\/edit/);
  await expect(page.getByLabel('Your intro')).toHaveValue(/Fluent in Spanish\.$/);
  // A jump within the page does not ask; saving clears the question.
  await page.getByRole('button', { name: 'Save Intro' }).click();
  await expect(page.getByText('Your intro is saved.')).toBeVisible();

  // Details: license, years of service, salary requirement and other achievements, +20.
  const details = page.locator('#edit-details');
  await details.getByLabel('Years of service').fill('99');
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(details.getByText('Years of service is a whole number from 0 to 60.')).toBeVisible();
  await expect(details.getByLabel('Years of service')).toBeFocused();
  await expectNoAxeViolations(page);
  await details.getByLabel('Years of service').fill('6');
  await details.getByLabel('ZIP code').fill('00000');
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(details.getByText('ZIP code not found')).toBeVisible();
  await expectScore(page, 10);
  await details.getByLabel('ZIP code').fill('78701');
  await details.getByLabel('License type').fill('RDH');
  await details.getByLabel('License state').selectOption('TX');
  await details.getByLabel('License number').fill('123456');
  await details.getByLabel('Salary requirement').fill('$45/hour');
  await details.getByLabel('Other achievements').fill('Bilingual: English and Spanish. Led the move to paperless charts.');
  await details.getByLabel('Periodontal').check();
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(details.getByText('Your details are saved.')).toBeVisible();
  await expectScore(page, 30);

  // Availability: +5
  const availability = page.locator('#edit-availability');
  const permanent = availability.getByRole('group', { name: 'Permanent work' });
  await permanent.locator('label', { hasText: 'Mon' }).click();
  await permanent.locator('label', { hasText: 'Tue' }).click();
  await availability.getByRole('group', { name: 'Temp work' }).locator('label', { hasText: 'Sat' }).click();
  await expect(permanent.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  await availability.getByRole('button', { name: 'Save Availability' }).click();
  await expect(availability.getByText('Your availability is saved.')).toBeVisible();
  await expectScore(page, 35);

  // Skills: the first +10, the 2nd to 5th keep the score (never lower it), the sixth adds 'more skills' (5).
  const skills = page.locator('#add-skills');
  await skills.getByRole('button', { name: 'Add Skill' }).click();
  const empty = page.getByRole('dialog', { name: 'Add Skill' });
  await empty.getByRole('button', { name: 'Save Skill' }).click();
  await expect(empty.getByText('Enter the skill.')).toBeVisible();
  // The rating scale is explained, and the skill field suggests common skills and practice software.
  await expect(empty.getByText('3 Capable: you do it on your own.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  const suggestions = await empty
    .getByLabel('Skill', { exact: true })
    .evaluate((input) => Array.from((input as HTMLInputElement).list?.options ?? []).map((option) => option.value));
  expect(suggestions).toEqual(expect.arrayContaining(['Dentrix', 'Eaglesoft', 'Curve Dental', 'Scaling and root planing']));
  await empty.getByRole('button', { name: 'Cancel' }).click();
  await expect(skills.getByText('Add your first skill: +10%.')).toBeVisible();
  const expected = [45, 45, 45, 45, 45, 50];
  // What the section says after each skill: how many more reach the sixth.
  const advice = ['Add 5 more skills: +5%.', 'Add 4 more skills: +5%.', 'Add 3 more skills: +5%.', 'Add 2 more skills: +5%.', 'Add 1 more skill: +5%.', null];
  const names = ['Scaling and root planing', 'Periodontal charting', 'Local anesthesia', 'Digital X-rays', 'Dentrix', 'Patient education'];
  for (const [index, name] of names.entries()) {
    await addEntry(page, 'Add Skill', 'Add Skill', (dialog) => dialog.getByLabel('Skill', { exact: true }).fill(name), 'Save Skill');
    await expect(skills.getByText(`Skill added: ${name}.`)).toBeVisible();
    await expectScore(page, expected[index]);
    const note = skills.locator('.profile-edit-section__note');
    if (advice[index]) await expect(note).toContainText(advice[index]);
    else await expect(note).toHaveCount(0);
  }
  // The same skill again: the server's message, beside the field.
  await skills.getByRole('button', { name: 'Add Skill' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Add Skill' });
  await duplicate.getByLabel('Skill', { exact: true }).fill('dentrix');
  await duplicate.getByRole('button', { name: 'Save Skill' }).click();
  await expect(duplicate.getByText("Your resume already lists the skill 'dentrix'.")).toBeVisible();
  await duplicate.getByRole('button', { name: 'Cancel' }).click();
  // Rating a skill above 1 completes 'Skills assessment': +5.
  await skills.getByRole('button', { name: 'Edit Dentrix' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Skill' });
  await edit.getByLabel('How strong are you at it?').selectOption('4');
  await edit.getByRole('button', { name: 'Save Skill' }).click();
  await expect(skills.getByText('Skill saved: Dentrix.')).toBeVisible();
  await expect(skills.getByText('4/5 · Strong')).toBeVisible();
  await expectScore(page, 55);
  // Remove asks first.
  await addEntry(page, 'Add Skill', 'Add Skill', (dialog) => dialog.getByLabel('Skill', { exact: true }).fill('Sealants'), 'Save Skill');
  await skills.getByRole('button', { name: 'Remove Sealants' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this skill?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(skills.getByText('Sealants', { exact: true })).toBeVisible();
  await skills.getByRole('button', { name: 'Remove Sealants' }).click();
  await page.getByRole('dialog', { name: 'Remove this skill?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(skills.getByText('Skill removed: Sealants.')).toBeVisible();
  await expect(skills.getByText('Sealants', { exact: true })).toHaveCount(0);
  await expectScore(page, 55);

  // Work history: +5 (the end date must come after the start date).
  await page.locator('#add-companies').getByRole('button', { name: 'Add Job' }).click();
  const job = page.getByRole('dialog', { name: 'Add Job' });
  await job.getByLabel('Practice or company').fill('Capitol Family Dental');
  await job.getByLabel('Job title').fill('Dental Hygienist');
  await job.getByLabel('City').fill('Austin');
  await job.getByLabel('State or province').selectOption('TX');
  await job.getByLabel('Start date').fill('2019-06-01');
  await job.getByLabel('End date').fill('2018-01-01');
  await job.getByRole('button', { name: 'Save Job' }).click();
  await expect(job.getByText('The end date must come after the start date.')).toBeVisible();
  await job.getByLabel('I work here now').check();
  await expect(job.getByLabel('End date')).toHaveCount(0);
  await job.getByRole('button', { name: 'Save Job' }).click();
  await expect(job).toBeHidden();
  await expect(page.locator('#add-companies').getByText('Jun 2019 – Present')).toBeVisible();
  await expectScore(page, 60);

  // Education: a school +5; a certification and a course count toward the same item.
  await addEntry(
    page,
    'Add School',
    'Add School',
    async (dialog) => {
      await dialog.getByLabel('School').fill('Austin Community College');
      await dialog.getByLabel('Degree or program').fill('AAS Dental Hygiene');
      await dialog.getByLabel('Start date').fill('2015-08-24');
      await dialog.getByLabel('End date').fill('2017-05-12');
    },
    'Save School',
  );
  await expectScore(page, 65);
  await addEntry(
    page,
    'Add Certification',
    'Add Certification',
    async (dialog) => {
      await dialog.getByLabel('Certification').fill('CPR/BLS');
      await dialog.getByLabel('Issued by').fill('American Heart Association');
    },
    'Save Certification',
  );
  await addEntry(
    page,
    'Add Course',
    'Add Course',
    async (dialog) => {
      await dialog.getByLabel('Course', { exact: true }).fill('Infection Control Update');
      await dialog.getByLabel('Hours (CE credits)').fill('2.5');
    },
    'Save Course',
  );
  await expect(page.locator('#add-courses').getByText('2.5 hours')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectScore(page, 65);

  // Public resume: +5, on the resume screen's settings panel.
  await page.getByRole('link', { name: 'Back to your resume' }).click();
  await expect(page).toHaveURL(/\/app\/my-profile$/);
  await page.getByRole('switch', { name: /Resume visibility/ }).click();
  await expect(page.getByRole('switch', { name: /Resume visibility Public/ })).toBeChecked();
  await expectScore(page, 70);
  await expectNoAxeViolations(page);

  // Photo: +5.
  await page.getByRole('button', { name: 'Add photo' }).click();
  const photo = page.getByRole('dialog', { name: 'Upload/Edit Profile Photo' });
  await photo.getByRole('button', { name: 'Add a photo' }).click();
  await photo.getByLabel('Choose a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngPhoto(500, 500) });
  await expect(photo.getByRole('img', { name: 'The photo to crop' })).toBeVisible();
  await expectNoAxeViolations(page);
  await photo.getByRole('button', { name: 'Save photo' }).click();
  await expect(photo.getByText('Your photo is saved.')).toBeVisible();
  await photo.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expectScore(page, 75);

  // 100 but the assessments: what is left are the five assessments, each a link.
  const missing = page.getByRole('list', { name: 'Missing from your profile' });
  await expect(missing.getByRole('link')).toHaveText([
    /Take the DISC assessment/,
    /Take the Emotional Intelligence assessment/,
    /Take the Core Values assessment/,
    /Take the Culture assessment/,
    /Answer the Alignment Questionnaire/,
  ]);
  await expect(page.getByText('Your profile is 75% complete.')).toBeVisible();

  // The resume as employers see it.
  const resume = page.getByRole('article', { name: seeker.name });
  for (const text of [
    'Dental Hygienist (RDH)',
    'Austin, TX',
    'RDH · Texas · #123456',
    '6 years',
    '$45/hour',
    'Periodontal',
    'Capitol Family Dental · Austin, TX',
    'Austin Community College',
    'CPR/BLS',
    'Infection Control Update',
  ])
    await expect(resume.getByText(text, { exact: true }).first()).toBeVisible();
  await expect(resume.getByRole('list', { name: 'Permanent: Monday, Tuesday' })).toBeVisible();
  await expect(resume.getByRole('list', { name: 'Temp: Saturday' })).toBeVisible();
  await expectNoAxeViolations(page);

  // What the public sees: the license without its number, and the current job without the practice's name.
  await page.getByRole('link', { name: 'See what the public sees' }).click();
  await expect(page.getByRole('heading', { name: 'What the public sees', level: 1 })).toBeVisible();
  const publicResume = page.getByRole('article', { name: seeker.name });
  await expect(publicResume.getByText('RDH · Texas', { exact: true })).toBeVisible();
  await expect(publicResume.getByText('Current employer not shown')).toBeVisible();
  await expect(page.getByText('123456')).toHaveCount(0);
  await expect(page.getByText('Capitol Family Dental')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Choosing to show the current employer names it publicly; the number stays private.
  await page.getByRole('link', { name: 'Change what is shown' }).click();
  await page.locator('#edit-details').getByLabel('Show my current employer on my public resume').check();
  await page.locator('#edit-details').getByRole('button', { name: 'Save Details' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await page.goto('/app/my-profile/public-view');
  await expect(page.getByRole('article', { name: seeker.name }).getByText('Capitol Family Dental · Austin, TX')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByText('123456')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to your resume' }).click();

  // The dashboard card says the same.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your profile is 75% complete' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectScore(page, 75);
});

test('a job seeker uploads, crops, zooms, rotates and removes a profile photo', async ({ page }) => {
  test.setTimeout(90_000);
  const seeker = await registerSeeker(page.request, { name: 'Camila Ortiz', password: PASSWORD, readyToApply: false, position: 'DA', zip: '30303' });
  await signIn(page, seeker.email, PASSWORD);
  await page.goto('/app/my-profile');

  await page.getByRole('button', { name: 'Add photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload/Edit Profile Photo' });
  await expect(dialog.getByRole('img', { name: 'Camila Ortiz has no photo yet' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The buttons say what they do.
  await expect(dialog.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add a photo' }).click();
  await expect(dialog.getByRole('button', { name: 'Save photo' })).toBeDisabled();

  // Over 5 MB: the spec's message, and no saving.
  await dialog.getByLabel('Choose a photo').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
  await expect(dialog.getByText(TOO_LARGE)).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(dialog.getByRole('button', { name: 'Save photo' })).toBeDisabled();
  // Not an image: refused before it is sent.
  await dialog.getByLabel('Choose a photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByText('This file is not an image. Please choose a JPEG, PNG, WebP or GIF photo.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save photo' })).toBeDisabled();
  // Named as an image but not one: said so once the browser fails to open it.
  await dialog.getByLabel('Choose a photo').setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(dialog.getByText('This file is not an image we can open. Please choose a JPEG, PNG, WebP or GIF photo.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save photo' })).toBeDisabled();

  // A real photo: zoom and a quarter turn, then Save.
  await dialog.getByLabel('Choose a photo').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await pngPhoto(900, 600) });
  await expect(dialog.getByRole('img', { name: 'The photo to crop' })).toBeVisible();
  const zoom = dialog.getByLabel('Zoom');
  await expect(zoom).toHaveValue('1');
  await expect(zoom).toHaveAttribute('min', '0.1');
  await expect(zoom).toHaveAttribute('max', '2');
  await expect(zoom).toHaveAttribute('step', '0.1');
  await zoom.fill('1.5');
  await expect(dialog.getByText('1.5×')).toBeVisible();
  await dialog.getByRole('button', { name: 'Rotate' }).click();
  await expect(dialog.getByText('90°')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  await expect(dialog.getByText('Your photo is saved.')).toBeVisible();
  await expectNoAxeViolations(page);
  const photo = dialog.getByRole('img', { name: 'Your profile photo' });
  await expect(photo).toHaveAttribute('src', /^\/api9\/files\//);
  const firstSrc = (await photo.getAttribute('src')) ?? '';
  // The stored photo is the square crop, zoomed in (smaller than the source's short side) and
  // turned a quarter clockwise: the figure's body, at the source's bottom, now lies on the left.
  const storedFile = await (await page.request.get(firstSrc)).body();
  const stored = await sharp(storedFile).metadata();
  expect(stored.width).toBe(stored.height);
  expect(stored.width).toBeLessThan(600);
  const side = stored.width ?? 0;
  const [red] = await sharp(storedFile)
    .extract({ left: Math.round(side * 0.08), top: Math.round(side * 0.5), width: 1, height: 1 })
    .raw()
    .toBuffer();
  expect(red).toBeGreaterThan(150); // the body's orange, not the background's teal

  // The header's avatar and the resume show it.
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page.getByRole('button', { name: 'User menu' }).locator('img')).toHaveAttribute('src', /^\/api9\/files\//);
  await expect(page.getByRole('img', { name: 'Photo of Camila Ortiz' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Edit without a new file re-crops the current photo.
  await page.getByRole('button', { name: 'Edit photo' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Crop or replace photo' }).click();
  await expect(dialog.getByRole('img', { name: 'The photo to crop' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Rotate' }).click();
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  await expect(dialog.getByText('Your photo is saved.')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Your profile photo' })).not.toHaveAttribute('src', firstSrc);

  // Back without saving returns to the view without changes.
  await dialog.getByRole('button', { name: 'Crop or replace photo' }).click();
  await dialog.getByRole('button', { name: 'Back without saving' }).click();
  await expect(dialog.getByRole('img', { name: 'Your profile photo' })).toBeVisible();

  // Remove asks first.
  await dialog.getByRole('button', { name: 'Remove photo' }).click();
  await expect(dialog.getByText('Remove your profile photo?')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep photo' }).click();
  await expect(dialog.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove photo' }).click();
  await dialog.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(dialog.getByText('Your photo is removed.')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Camila Ortiz has no photo yet' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page.getByRole('button', { name: 'User menu' }).locator('img')).toHaveCount(0);
});

test('the public and relocate toggles save at once, survive a reload, and put themselves back on failure', async ({ page }) => {
  const seeker = await registerSeeker(page.request, { name: 'Terrence Wu', password: PASSWORD, readyToApply: false, position: 'FO', zip: '98101' });
  await signIn(page, seeker.email, PASSWORD);
  await page.goto('/app/my-profile');
  const visibility = page.getByRole('switch', { name: /Resume visibility/ });
  const relocate = page.getByRole('switch', { name: /Willing to relocate/ });
  const panel = page.getByRole('region', { name: 'Profile settings' });
  await expect(visibility).not.toBeChecked();
  await expect(panel.getByText('Private', { exact: true })).toBeVisible();
  await expect(panel.getByText('No', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View public profile' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Saving shows '...Loading' in the label (the answer is held back a moment to see it).
  await page.route('**/profile/public', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await visibility.click();
  await expect(panel.getByText('...Loading')).toBeVisible();
  await expect(panel.getByText('Public', { exact: true })).toBeVisible();
  await page.unroute('**/profile/public');
  await relocate.click();
  await expect(panel.getByText('Yes', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View public profile' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: /Resume visibility/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /Willing to relocate/ })).toBeChecked();
  await expect(panel.getByText('Public', { exact: true })).toBeVisible();
  await expect(panel.getByText('Yes', { exact: true })).toBeVisible();

  // A failure: the message in a red alert, and the switch back where it was.
  await page.route('**/profile/relocate', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ code: 'UNAVAILABLE', message: 'The service is busy. Please try again.' }] }),
    }),
  );
  await page.getByRole('switch', { name: /Willing to relocate/ }).click();
  await expect(panel.getByRole('alert')).toContainText('The service is busy. Please try again.');
  await expectNoAxeViolations(page);
  await expect(page.getByRole('switch', { name: /Willing to relocate/ })).toBeChecked();
  await expect(panel.getByText('Yes', { exact: true })).toBeVisible();
  await page.unroute('**/profile/relocate');

  // And back to private, saved.
  await page.getByRole('switch', { name: /Resume visibility/ }).click();
  await expect(panel.getByText('Private', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: /Resume visibility/ })).not.toBeChecked();
});

test('the profile prompt opens once for a good-to-apply private resume, and again after 30 days', async ({ page }) => {
  const seeker = await registerSeeker(page.request, { name: 'Aisha Bello', password: PASSWORD, readyToApply: false, position: 'DA', zip: '60614' });
  await seedResume(page.request, seeker, { skills: 5 });
  await signIn(page, seeker.email, PASSWORD);

  const prompt = page.getByRole('dialog', { name: PROMPT_TITLE });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('switch', { name: /Resume visibility/ })).not.toBeChecked();
  await expect(prompt.getByRole('switch', { name: /Willing to relocate/ })).not.toBeChecked();
  await expectNoAxeViolations(page);
  const today = await browserDay(page);
  await expect.poll(() => promptShownOn(page, seeker)).toBe(today);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();

  // Not again within 30 days: the profile loads (the notice shows), the prompt stays shut.
  await page.reload();
  await expect(page.getByText(/Your profile is \d+% complete\./)).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(prompt).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Resume Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Resume Profile', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.waitForTimeout(500);
  await expect(prompt).toHaveCount(0);

  // Shown 31 days ago: it opens again (on the resume screen too).
  await setPromptShown(page, seeker, await browserDay(page, 31));
  await page.reload();
  await expect(prompt).toBeVisible();

  // A failed save shows the message and stays open; the next one saves both and closes.
  await prompt.getByRole('switch', { name: /Resume visibility/ }).click();
  await prompt.getByRole('switch', { name: /Willing to relocate/ }).click();
  await page.route('**/profile/relocate', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ code: 'INTERNAL', message: 'Something went wrong on our side.' }] }),
    }),
  );
  await prompt.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(prompt.getByRole('alert')).toContainText('Something went wrong on our side.');
  await expectNoAxeViolations(page);
  await expect(prompt).toBeVisible();
  await page.unroute('**/profile/relocate');
  const saves = [page.waitForRequest('**/profile/public'), page.waitForRequest('**/profile/relocate')];
  await prompt.getByRole('button', { name: 'Save Preferences' }).click();
  await Promise.all(saves);
  await expect(prompt).toBeHidden();
  const panel = page.getByRole('region', { name: 'Profile settings' });
  await expect(panel.getByText('Public', { exact: true })).toBeVisible();
  await expect(panel.getByText('Yes', { exact: true })).toBeVisible();

  // Public: no prompt, even past 30 days.
  await setPromptShown(page, seeker, await browserDay(page, 45));
  await page.reload();
  await expect(panel.getByText('Public', { exact: true })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(prompt).toHaveCount(0);
});

test('the profile prompt waits for the dashboard, opens once per account whatever the browser, and Escape gives focus back', async ({ page, browser }) => {
  const seeker = await registerSeeker(page.request, { name: 'Noor Haddad', password: PASSWORD, zip: '60614' });
  const search = await page.request.get('/api9/jobs/search?position=ANY&zip=60614&radius=200&limit=1');
  const [job] = ((await search.json()) as { premiumJobs: Array<{ jobId: number }> }).premiumJobs;
  expect(job).toBeTruthy();
  const prompt = page.getByRole('dialog', { name: PROMPT_TITLE });

  // Signed in straight into applying: the prompt does not open over the apply page.
  await page.goto(`/dental-jobs/login/?fromPath=/app/search-jobs/post-job/application/${job.jobId}/`);
  await fillSignIn(page, seeker.email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: /^Apply/ })).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(prompt).toHaveCount(0);
  expect(await promptShownOn(page, seeker)).toBeNull();

  // To the dashboard from the menu, by keyboard: the prompt opens there; Escape gives focus back to the link.
  const dashboardLink = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard', exact: true });
  await dashboardLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(prompt).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await expect(dashboardLink).toBeFocused();
  await expect.poll(() => promptShownOn(page, seeker)).toBe(await browserDay(page));

  // Another browser, the same account: remembered, so it stays shut.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, seeker.email, PASSWORD);
  await expect(other.getByText(/Your profile is \d+% complete\./)).toBeVisible();
  await other.waitForTimeout(1_500);
  await expect(other.getByRole('dialog', { name: PROMPT_TITLE })).toHaveCount(0);
  await expectNoAxeViolations(other);
  await otherContext.close();
});

test('a public resume has a server-rendered public page; a private one is a 404', async ({ page, request, browser, baseURL }) => {
  const shown = await registerSeeker(page.request, { name: 'Grace Okafor', password: PASSWORD, readyToApply: false, position: 'DH', zip: '78701' });
  await seedResume(page.request, shown, { skills: 3, isPublic: true });
  const path = `/dental-professionals/${shown.username}/`;

  // What a crawler without JavaScript gets.
  const html = await (async () => {
    const answer = await page.request.get(path);
    expect(answer.status()).toBe(200);
    return answer.text();
  })();
  expect(html).toContain('<title>Grace Okafor, Dental Hygienist (RDH) | Chairside</title>');
  expect(html).toMatch(/<meta name="description" content="Grace Okafor, Dental Hygienist \(RDH\) in Austin, TX\./);
  expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:${process.env.E2E_PORT ?? 3900}${path}">`);
  const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)?.[1] ?? '{}') as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ '@type': 'Person', name: 'Grace Okafor', jobTitle: 'Dental Hygienist (RDH)' });
  expect(html).toContain('Local anesthesia');
  expect(html).not.toContain('78701');
  expect(html).not.toContain(shown.email);
  expect(html).not.toContain('name="robots"');

  // A visitor, signed out, in a browser.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${baseURL}${path}`);
  await expect(visitor.getByRole('heading', { name: 'Grace Okafor', level: 1 })).toBeVisible();
  await expect(visitor.getByText('Dental Hygienist (RDH)').first()).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Search resumes' })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitorContext.close();

  // The owner reaches it from the resume screen.
  await signIn(page, shown.email, PASSWORD);
  await page.goto('/app/my-profile');
  await page.getByRole('link', { name: 'View public profile' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { name: 'Grace Okafor', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // A private resume (and an unknown name) is the 404 page, kept out of search.
  // Made with a cookie jar of its own: the browser's refresh cookie stays the owner's.
  const hidden = await registerSeeker(request, { name: 'Victor Hale', password: PASSWORD, readyToApply: false, position: 'DA', zip: '30303' });
  await seedResume(request, hidden, { skills: 2 });
  for (const missing of [`/dental-professionals/${hidden.username}/`, '/dental-professionals/nobody-by-this-name/']) {
    const answer = await page.request.get(missing);
    expect(answer.status()).toBe(404);
    const body = await answer.text();
    expect(body).toContain('<meta name="robots" content="noindex">');
    expect(body).not.toContain('Victor Hale');
  }
  await page.goto(`/dental-professionals/${hidden.username}/`);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await expectNoAxeViolations(page);
});
