import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/test';
import { uniqueEmail } from '../support/people';
import { APPROVED_CARD, dismissProfilePrompt, payWithCard, registerSeeker, signIn } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// Resume search: a practice without invitation credits sees the preview (no names), buys
// invitation credits through the real checkout with the sandbox card, searches again and sees full
// cards, invites a candidate to its posting and the credits go down. The public preview page
// renders on the server, and a job seeker who says "Not looking" leaves the search.

const PASSWORD = 'resume-search-2026';
const word = `zircon${randomBytes(3).toString('hex')}`;
const searchUrl = `/app/resume-search?position=LT&zip=78701&keyword=${word}`;

test('a practice previews resumes, buys invitation credits, sees full cards and invites a candidate', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A public lab technician in Austin whose intro carries this run's word.
  const seeker = await registerSeeker(request, { name: 'Quinn Zirconia', password: PASSWORD, isPublic: true, position: 'LT', zip: '78701' });
  const headers = { authorization: seeker.authorization };
  expect(
    (
      await request.put(`/api9/users/staff/${seeker.username}/profile/intro`, { headers, data: { intro: `Milling and ${word} crowns for twelve years.` } })
    ).status(),
  ).toBe(200);
  // The preview's keyword reads what a preview card shows: skills and certifications (ADR 69).
  expect((await request.post(`/api9/users/staff/${seeker.username}/skills`, { headers, data: { name: `${word} crowns`, score: 4 } })).status()).toBe(201);
  expect((await request.put(`/api9/users/staff/${seeker.username}/profile/candidate`, { headers, data: { state: 'ACTIVE' } })).status()).toBe(200);

  // A new practice with a draft posting and no credits.
  const email = uniqueEmail('practice');
  const signUp = await request.post('/api9/users/employers', {
    data: {
      email,
      password: PASSWORD,
      name: 'Harper Lane',
      practiceName: `Lane Dental Lab ${randomBytes(2).toString('hex')}`,
      zip: '78701',
      phone: '(512) 555-0188',
    },
  });
  expect(signUp.status()).toBe(201);
  const { username } = (await signUp.json()) as { username: string };
  const practiceHeaders = { authorization: signUp.headers()['authorization'] };
  const draft = await request.post(`/api9/users/employers/${username}/jobs`, {
    headers: practiceHeaders,
    data: {
      position: 'LT',
      name: 'Dental Lab Technician',
      description: '<p>Crown and bridge, digital workflow.</p>',
      type: 'PERM',
      zip: '78701',
      address: '600 Congress Ave',
      payCode: 'HOUR_RANGE',
      salaryMin: 2800,
      salaryMax: 3600,
      specialties: ['GEN'],
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const job = (await draft.json()) as { id: number };

  await signIn(page, email, PASSWORD);
  await page.getByRole('link', { name: 'Resume Search' }).first().click();
  await expect(page).toHaveURL(/\/app\/resume-search/);
  await page.goto(searchUrl);

  // The preview: the pool without names.
  const cards = page.getByTestId('resume-card');
  await expect(cards).toHaveCount(1);
  await expect(page.getByText(/^Showing 1-1 of 1 resume: Dental Lab Tech/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(cards.first()).toContainText('Dental Lab Tech');
  await expect(cards.first()).toContainText('Actively looking');
  await expect(page.getByText('Quinn Zirconia')).toHaveCount(0);
  await expect(page.getByTestId('buy-access')).toBeVisible();
  await expectNoAxeViolations(page);

  // Buying: a premium posting with invitation credits (the INV add-on), paid with the sandbox card.
  await page.getByRole('link', { name: 'Buy invitation credits' }).click();
  await expect(page).toHaveURL(/\/dental-hiring-products\/$/);
  await page.getByRole('radio', { name: /^Premium Job Posting:/ }).check();
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/select-addons$/);
  await page.getByRole('button', { name: 'More: Quantity of Invitations', exact: true }).click();
  await page.getByRole('button', { name: 'More: Quantity of Invitations', exact: true }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Invitations', exact: true })).not.toHaveValue('0');
  await expectNoAxeViolations(page);
  const credits = Number(await page.getByRole('spinbutton', { name: 'Quantity of Invitations', exact: true }).inputValue());
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/dental-hiring-products\/payment$/);
  await page.getByLabel('Hiring for').selectOption('LT');
  await page.screenshot({ path: test.info().outputPath('checkout.png') });
  await expectNoAxeViolations(page);
  await payWithCard(page, APPROVED_CARD);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is confirmed.' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The posting goes live in the slot just bought.
  // (Access tokens live a few seconds in journeys: sign in again for a fresh one.)
  const login = await request.post('/api9/auth/login', { data: { username: email, password: PASSWORD } });
  const published = await request.put(`/api9/jobs/${job.id}/publish`, { headers: { authorization: login.headers()['authorization'] } });
  expect(published.status(), await published.text()).toBe(200);

  // Full cards: the name, and the credits.
  await page.goto(searchUrl);
  await expect(page.getByTestId('invitation-credits')).toHaveText(`Invitation credits: ${credits}`);
  const card = page.getByTestId('resume-card').filter({ hasText: 'Quinn Zirconia' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Milling and ${word} crowns`);
  await expect(page.getByTestId('buy-access')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Writing first about a posting opens a conversation and spends no credit.
  await card.getByRole('button', { name: 'Invite Quinn to apply' }).click();
  await card.getByLabel('Posting').selectOption(String(job.id));
  await card.getByRole('button', { name: 'Message', exact: true }).click();
  const compose = page.getByRole('dialog', { name: 'Message Quinn Zirconia' });
  await compose.getByLabel('Your message').fill('Would you have ten minutes to talk about the role this week?');
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/app\/messages\//);
  await expect(page.getByText('Would you have ten minutes to talk about the role this week?').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();
  await expect(page.getByTestId('invitation-credits')).toHaveText(`Invitation credits: ${credits}`);

  // Inviting spends one credit.
  await card.getByRole('button', { name: 'Invite Quinn to apply' }).click();
  await card.getByLabel('Posting').selectOption(String(job.id));
  await card.getByLabel('Message (optional)').fill('Your digital workflow experience is just what we need.');
  await expect(card.getByText(`${credits} credits left`)).toBeVisible();
  await card.getByRole('button', { name: 'Send invitation' }).click();
  await expect(card.getByRole('status')).toHaveText('Quinn Zirconia is invited to apply.');
  await expect(page.getByTestId('invitation-credits')).toHaveText(`Invitation credits: ${credits - 1}`);
  await expectNoAxeViolations(page);

  // The job seeker sees the invitation.
  const seekerLogin = await request.post('/api9/auth/login', { data: { username: seeker.email, password: PASSWORD } });
  const invitations = await request.get(`/api9/users/staff/${seeker.username}/invitations`, {
    headers: { authorization: seekerLogin.headers()['authorization'] },
  });
  expect(((await invitations.json()) as { jobId: number }[]).map((invitation) => invitation.jobId)).toContain(job.id);
});

test('the public preview renders on the server, and a job seeker who is not looking leaves it', async ({ page, request, browser }) => {
  const seeker = await registerSeeker(request, { name: 'Sasha Hidden', password: PASSWORD, isPublic: true, position: 'SR', zip: '78701' });
  const headers = { authorization: seeker.authorization };
  const marker = `garnet${randomBytes(3).toString('hex')}`;
  expect(
    (await request.put(`/api9/users/staff/${seeker.username}/profile/intro`, { headers, data: { intro: `Territory sales, ${marker} accounts.` } })).status(),
  ).toBe(200);
  expect((await request.post(`/api9/users/staff/${seeker.username}/skills`, { headers, data: { name: `${marker} accounts`, score: 4 } })).status()).toBe(201);
  const url = `/resume-search/?position=SR&zip=78701`;

  // Without JavaScript, the server's page already holds the preview cards.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto(url);
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText('Dental Rep (Sales, etc) Resumes near Austin, TX');
  await expect(noScript.getByTestId('resume-card').first()).toBeVisible();
  await expect(noScript.getByText('Sasha Hidden')).toHaveCount(0);
  await expect(noScript.getByRole('link', { name: 'Buy invitation credits' }).first()).toHaveAttribute('href', '/dental-hiring-products/');
  await plain.close();

  // The job seeker says "Not looking" on the resume profile: the preview has one card fewer.
  const before = (await (await request.get(`/api9/prepay/resumes/SR/78701?keyword=${marker}`)).json()) as { total: number };
  expect(before.total).toBe(1);
  await dismissProfilePrompt(page);
  await signIn(page, seeker.email, PASSWORD);
  await page.goto('/app/my-profile');
  await page.getByLabel('Job search status').selectOption('NOT_LOOKING');
  await expect(page.getByText('Practices do not find you in resume search or matches.')).toBeVisible();
  await expect(page.getByLabel('Job search status')).toBeEnabled();
  await expectNoAxeViolations(page);
  const after = (await (await request.get(`/api9/prepay/resumes/SR/78701?keyword=${marker}`)).json()) as { total: number };
  expect(after.total).toBe(0);

  await page.goto('/candidate-matching/');
  await expect(page.getByRole('heading', { name: 'Candidate Matching', level: 1 })).toBeVisible();
  await expect(page.getByText('Not looking', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
