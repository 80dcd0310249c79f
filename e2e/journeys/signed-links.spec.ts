import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../support/people';
import { failNextCall, registerSeeker } from '../support/steps';
import { expectNoAxeViolations } from '../support/accessibility';

// Links in email that work signed out: a job seeker answers an invitation from the email, and the
// demo practice records how yesterday's interview went (the demo data has one; the scheduler
// emails its link at start).

const PASSWORD = 'signed-link-journey-2026';

type OutboxMessage = { to: string; subject: string; text: string };

/** The newest email to `to` whose subject matches, from the development outbox. */
async function newestEmail(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMessage | null> {
  const answer = await request.get(`/api9/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!answer.ok()) return null;
  const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
  return messages.find((message) => message.to === to && subject.test(message.subject)) ?? null;
}

/** The link to `page` (e.g. '/invitation/') in an email, as the person would click it. */
async function linkIn(request: APIRequestContext, to: string, subject: RegExp, page: string): Promise<string> {
  await expect.poll(async () => (await newestEmail(request, to, subject))?.text ?? '', { timeout: 20_000 }).toContain(page);
  const message = await newestEmail(request, to, subject);
  const found = message?.text.match(new RegExp(`https?://\\S+${page}[A-Za-z0-9_.%-]+`));
  expect(found, message?.text).toBeTruthy();
  return found![0];
}

/** The demo practice's session and one of its seeded live postings. */
async function demoPractice(request: APIRequestContext) {
  const login = await request.post('/api9/auth/login', { data: { username: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD, delegated: false, legacy: false } });
  expect(login.ok()).toBe(true);
  const { username } = (await login.json()) as { username: string };
  const headers = { authorization: login.headers()['authorization'] };
  const list = await request.get(`/api9/users/employers/${username}/jobs`, { headers });
  const live = ((await list.json()) as Array<{ id: number; name: string | null; displayStatus: string | null }>).filter(
    (job) => job.displayStatus === 'Active' && !job.name?.startsWith('Journey'),
  );
  expect(live.length).toBeGreaterThan(0);
  return { username, headers, job: live[0] };
}

/** Invites the job seeker; a practice without invitation credits buys a few first (the sandbox's test nonce). */
async function inviteFromDemoPractice(request: APIRequestContext, seekerUsername: string, message: string) {
  const practice = await demoPractice(request);
  const invite = () =>
    request.post(`/api9/users/employers/${practice.username}/jobs/${practice.job.id}/invitations`, {
      headers: practice.headers,
      data: { username: seekerUsername, message },
    });
  let answer = await invite();
  if (answer.status() === 402) {
    const bought = await request.post(`/api9/users/employers/${practice.username}/payment`, {
      headers: practice.headers,
      data: { nonce: 'fake-valid-nonce', product: 'BASIC', quantity: 1, addOns: { INV: 5 } },
    });
    expect(bought.status(), await bought.text()).toBe(201);
    answer = await invite();
  }
  expect(answer.status(), await answer.text()).toBe(201);
  return practice;
}

test('a job seeker answers an invitation from the email link while signed out', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = randomBytes(4).toString('hex');
  const seeker = await registerSeeker(page.request, { name: `Jordan Invite ${suffix}`, password: PASSWORD, isPublic: true });
  const practice = await inviteFromDemoPractice(page.request, seeker.username, `We would love to meet you, Jordan (${suffix}).`);
  const link = await linkIn(page.request, seeker.email, /invited you to apply/, '/invitation/');

  // Signed out (this browser never signed in): the page shows the job, the message, Accept and Decline.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(practice.job.name ?? /.+/);
  await expect(page.getByText(`We would love to meet you, Jordan (${suffix}).`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decline' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Message to the practice (optional)').fill('Thank you! I can start next month.');
  await page.getByRole('button', { name: 'Accept and apply' }).click();
  await expect(page.getByRole('article').getByRole('status')).toContainText('You accepted this invitation');
  await expect(page.getByRole('article').getByRole('status').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The practice has the application with the message (signed in again: access tokens are short here).
  const { headers } = await demoPractice(page.request);
  const applicants = await page.request.get(`/api9/users/employers/${practice.username}/applications/${practice.job.id}`, { headers });
  expect(applicants.status()).toBe(200);
  const mine = ((await applicants.json()) as Array<{ username: string; message: string | null }>).find((a) => a.username === seeker.username);
  expect(mine?.message).toBe('Thank you! I can start next month.');

  // Opened again, the link says what happened and offers no second answer.
  await page.reload();
  await expect(page.getByRole('article').getByRole('status')).toContainText('You accepted this invitation');
  await expect(page.getByRole('button', { name: 'Accept and apply' })).toHaveCount(0);

  // A link changed on the way is a clear page, not the invitation.
  const token = link.slice(link.indexOf('/invitation/') + '/invitation/'.length);
  const changed = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
  await page.goto(`/invitation/${changed}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
  await expect(page.getByText('We would love to meet you')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a practice records an interview outcome from the emailed link', async ({ page }) => {
  test.setTimeout(120_000);
  const link = await linkIn(page.request, DEMO_EMPLOYER_EMAIL, /^How did the interview with .+ go\?$/, '/interview-outcome/');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^How did the interview with .+ go\?$/);
  await expect(page.getByText('In-Person Meeting/Interview')).toBeVisible();
  await page.getByRole('button', { name: 'Record the outcome' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose what happened.');
  await expect(page.getByRole('alert')).toBeFocused();
  await expectNoAxeViolations(page);

  // A hire offers to mark the posting filled; this practice keeps it open.
  await page.getByLabel(/^Hired/).check();
  const fill = page.getByLabel(/^Mark the posting .+ filled/);
  await expect(fill).toBeChecked();
  await fill.uncheck();
  // A failed save keeps the choice and says so, with focus on the message.
  await failNextCall(page, /\/interview-outcome\/[^/]+$/, { method: 'PUT' });
  await page.getByRole('button', { name: 'Record the outcome' }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong on our side.');
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByLabel(/^Hired/)).toBeChecked();
  await page.getByRole('button', { name: 'Record the outcome' }).click();
  await expect(page.getByRole('article').getByRole('status')).toContainText('Hired. The posting is still open.');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('article').getByRole('status')).toContainText('Outcome recorded');
  await expect(page.getByRole('button', { name: 'Record the outcome' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
