import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../support/people';
import { demoLivePosting, dismissProfilePrompt, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';
import { pdfText } from '../support/pdf-text';

// A job seeker gives a phone number on their resume and applies to the demo practice. The
// practice sees the phone and email on the applicant's screen (nobody else does), downloads the
// resume as a PDF with the person's name and contact details in it, and prints the screen: the
// print shows the contact details and the resume without the app around them. On a phone the
// actions (Like, Propose interview) stay in view while the long resume scrolls by. A candidate
// found in resume search opens their whole resume inside the app, not the public profile.

const PASSWORD = 'applicant-contact-2026';
const PHONE_NUMBER = '(512) 555-0142';
const PHONE = { width: 390, height: 844 };

/** A long resume: eight past jobs with descriptions, so a phone scrolls a long way. */
async function longResume(request: APIRequestContext, seeker: { username: string; authorization: string }) {
  for (let index = 0; index < 8; index += 1) {
    const added = await request.post(`/api9/users/staff/${seeker.username}/companies`, {
      headers: { authorization: seeker.authorization },
      data: {
        name: `Riverside Dental ${index + 1}`,
        title: 'Dental Assistant',
        city: 'Austin',
        state: 'TX',
        startDate: `${2010 + index}-01-01`,
        endDate: `${2010 + index}-12-31`,
        description: 'Four-handed dentistry, sterilization, digital X-rays, impressions and patient education for a busy family practice. '.repeat(3),
      },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
}

test('a practice sees an applicant’s phone and email, downloads the resume as a PDF and prints it; on a phone the actions stay in view', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const suffix = randomBytes(4).toString('hex');
  const name = `Jordan Contact ${suffix}`;
  const posting = await demoLivePosting(page.request);
  const seeker = await registerSeeker(page.request, { name, password: PASSWORD });
  await longResume(page.request, seeker);

  // The job seeker adds a phone number to their details, then applies.
  const seekerContext = await browser.newContext();
  const seekerPage = await seekerContext.newPage();
  await dismissProfilePrompt(seekerPage);
  await signIn(seekerPage, seeker.email, PASSWORD);
  await seekerPage.goto('/app/my-profile/edit');
  const details = seekerPage.locator('#edit-details');
  await details.getByLabel('Phone').fill('12');
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(details.getByText('Enter a phone number of 7 to 25 digits, or leave it blank.')).toBeVisible();
  await expectNoAxeViolations(seekerPage);
  await details.getByLabel('Phone').fill(PHONE_NUMBER);
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(details.getByText('Your details are saved.')).toBeVisible();
  await seekerContext.close();
  // (Access tokens live a few seconds in journeys: sign in again for a fresh one.)
  const login = await page.request.post('/api9/auth/login', { data: { username: seeker.email, password: PASSWORD } });
  const applied = await page.request.post(`/api9/users/staff/${seeker.username}/applications`, {
    headers: { authorization: login.headers()['authorization'] },
    data: { jobId: posting.id, message: 'I would love to join your team.' },
  });
  expect(applied.status()).toBe(201);

  // The public resume shows neither.
  const publicProfile = await page.request.get(`/api9/users/staff/${seeker.username}/profile`);
  expect(await publicProfile.text()).not.toContain('555-0142');

  // The practice opens the applicant: email and phone, with links to write and call.
  await signIn(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
  await page.goto(`/app/job-application/${posting.id}/${seeker.username}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const contact = page.getByRole('region', { name: 'Contact', exact: true });
  await expect(contact.getByRole('link', { name: seeker.email })).toHaveAttribute('href', `mailto:${seeker.email}`);
  await expect(contact.getByRole('link', { name: PHONE_NUMBER })).toHaveAttribute('href', 'tel:5125550142');
  await expectNoAxeViolations(page);

  // The resume as a PDF: a real PDF file, with the person's name and contact details in it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`resume-${seeker.username}.pdf`);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(file.subarray(-1024).toString('latin1')).toContain('%%EOF');
  const text = pdfText(file);
  expect(text).toContain(name);
  expect(text).toContain(seeker.email);
  expect(text).toContain(PHONE_NUMBER);
  expect(text).toContain('Riverside Dental 8');

  // Printing: the contact details and the resume, not the app's header, navigation or actions.
  await page.emulateMedia({ media: 'print' });
  await expect(contact).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Work history' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Propose interview' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Review' })).toBeHidden();
  await expect(page.locator('.app-header')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // On a phone: Like and Propose interview are in view at the top and after scrolling the whole resume.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const like = page.getByRole('button', { name: 'Like', exact: true });
  const propose = page.getByRole('button', { name: 'Propose interview' });
  await expect(like).toBeInViewport();
  await expect(propose).toBeInViewport();
  await expectNoAxeViolations(page);
  await page.getByRole('heading', { name: 'Work history' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2500);
  // (The wheel may scroll smoothly: the page gets there over a few frames.)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
  await expect(like).toBeInViewport();
  await expect(propose).toBeInViewport();
  // Propose interview opens the form and brings it into view.
  await propose.click();
  await expect(page.getByRole('form', { name: 'Propose interview' })).toBeInViewport();
  await expectNoAxeViolations(page);
  await like.click();
  await expect(page.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
});

test('a candidate found in resume search opens their whole resume inside the app', async ({ page, request }) => {
  const word = `contactword${randomBytes(3).toString('hex')}`;
  const seeker = await registerSeeker(request, { name: 'Morgan Searchable', password: PASSWORD, isPublic: true, position: 'LT', zip: '78701' });
  const headers = { authorization: seeker.authorization };
  expect(
    (
      await request.put(`/api9/users/staff/${seeker.username}/profile/intro`, { headers, data: { intro: `Ceramics and ${word} work for ten years.` } })
    ).status(),
  ).toBe(200);

  await signIn(page, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD);
  await page.goto(`/app/resume-search?position=LT&zip=78701&keyword=${word}`);
  const card = page.getByTestId('resume-card').filter({ hasText: 'Morgan Searchable' });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Morgan Searchable' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/resume-search/${seeker.username}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Morgan Searchable' })).toBeVisible();
  await expect(page.getByText(`Ceramics and ${word} work for ten years.`)).toBeVisible();
  await expect(page.getByText('Create your profile')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Invite to apply' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Back to the same results.
  await page.getByRole('link', { name: '← Back to resume search' }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${word}`));
  await expect(card).toBeVisible();
});
