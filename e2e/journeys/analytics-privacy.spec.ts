import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD, DEMO_SEEKER_EMAIL } from '../support/people';
import { expectNoAxeViolations } from '../support/accessibility';
import { formReady } from '../support/steps';

// Analytics names pages by their route pattern (ADR 31): opening signed links (a practice's
// applicant resume link, a newsletter's confirm and unsubscribe links) and a public profile by
// username, the batches the first-party intake receives and the page's dataLayer hold the
// pattern, never the token, the username or the email address.

type OutboxMessage = { to: string; subject: string; text: string };
type Batch = { page?: string; events: { name: string }[] };

async function emailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api9/dev/outbox?to=${encodeURIComponent(to)}`);
        const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
        found = messages.find((message) => message.to === to && subject.test(message.subject));
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
const linkIn = (text: string, path: string) => {
  const found = text.match(new RegExp(`https?://\\S+${path}[A-Za-z0-9_.%-]+`));
  expect(found, text).toBeTruthy();
  return found![0];
};

/** Every batch the page sends to the intake (fetch or beacon). */
function intakeOf(page: Page): Batch[] {
  const received: Batch[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api9/events') received.push(JSON.parse(request.postData() ?? '{}') as Batch);
  });
  return received;
}

/** Opens an address, checks the screen, and waits for the intake to receive an event of the page (a click ends the largest paint, which web vitals report). */
async function openAndRecord(page: Page, received: Batch[], address: string, pattern: string) {
  await page.goto(address);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  await expectNoAxeViolations(page);
  await expect
    .poll(
      async () => {
        await heading.click();
        return received.some((batch) => batch.page === pattern);
      },
      { timeout: 25_000, intervals: [1_500] },
    )
    .toBe(true);
}

test('signed links and a public profile reach analytics by their route pattern only', async ({ page, request }) => {
  test.setTimeout(180_000);
  const received = intakeOf(page);
  const secrets: string[] = [];

  // A job seeker applies to one of the demo practice's postings: its email holds the 14-day resume link.
  const practiceLogin = await request.post('/api9/auth/login', { data: { username: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD } });
  const practice = (await practiceLogin.json()) as { username: string };
  const jobs = (await (
    await request.get(`/api9/users/employers/${practice.username}/jobs`, { headers: { authorization: practiceLogin.headers()['authorization'] } })
  ).json()) as {
    id: number;
    displayStatus: string | null;
  }[];
  const seekerLogin = await request.post('/api9/auth/login', { data: { username: DEMO_SEEKER_EMAIL, password: DEMO_PASSWORD } });
  const seeker = (await seekerLogin.json()) as { username: string };
  const seekerHeaders = { authorization: seekerLogin.headers()['authorization'] };
  let applied = false;
  for (const job of jobs.filter((candidate) => candidate.displayStatus === 'Active')) {
    const answer = await request.post(`/api9/users/staff/${seeker.username}/applications`, {
      headers: seekerHeaders,
      data: { jobId: job.id, message: 'I would like to join your team.' },
    });
    if (answer.status() === 201) {
      applied = true;
      break;
    }
  }
  expect(applied, 'the demo job seeker applied to a live posting').toBe(true);
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api9/dev/outbox?to=${encodeURIComponent(DEMO_EMPLOYER_EMAIL)}`);
        const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
        return messages.find((message) => /\/applicant\//.test(message.text))?.text ?? '';
      },
      { timeout: 20_000 },
    )
    .toMatch(/\/applicant\//);
  const practiceMail = ((await (await request.get(`/api9/dev/outbox?to=${encodeURIComponent(DEMO_EMPLOYER_EMAIL)}`)).json()) as { messages: OutboxMessage[] })
    .messages;
  const applicantLink = linkIn(practiceMail.find((message) => /\/applicant\//.test(message.text))!.text, '/applicant/');
  secrets.push(applicantLink.split('/applicant/')[1]);
  await openAndRecord(page, received, applicantLink, '/applicant/:token');

  // A newsletter subscription's confirm and unsubscribe links: one of them decodes to the address.
  const email = `analytics-${randomBytes(4).toString('hex')}@example.com`;
  secrets.push(email);
  await page.goto('/');
  await formReady(page, 'form[aria-label="Newsletter sign-up"]');
  const signup = page.getByRole('form', { name: 'Newsletter sign-up' });
  await signup.getByLabel('Email address').fill(email);
  await page.waitForTimeout(3_500);
  await signup.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(signup.getByRole('status')).toHaveText('Almost done: please check your email and confirm your subscription.');
  const confirmLink = linkIn((await emailTo(request, email, /^Confirm your Chairside newsletter subscription$/)).text, '/newsletter/confirm/');
  secrets.push(confirmLink.split('/newsletter/confirm/')[1]);
  await openAndRecord(page, received, confirmLink, '/newsletter/confirm/:token');
  const unsubscribeLink = linkIn((await emailTo(request, email, /^Welcome to the Chairside newsletter$/)).text, '/newsletter/unsubscribe/');
  secrets.push(unsubscribeLink.split('/newsletter/unsubscribe/')[1]);
  await openAndRecord(page, received, unsubscribeLink, '/newsletter/unsubscribe/:token');

  // A public profile, by username.
  secrets.push(seeker.username);
  await openAndRecord(page, received, `/dental-professionals/${seeker.username}`, '/dental-professionals/:username');

  // Leaving sends the rest (a beacon on page hide); nothing received or on dataLayer names a token, the address or the username.
  const dataLayer = JSON.stringify(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const everything = JSON.stringify(received);
  for (const secret of secrets) {
    expect(everything, secret).not.toContain(secret);
    expect(dataLayer, secret).not.toContain(secret);
  }
  expect(everything).not.toMatch(/[^\s"@]+@[^\s"@]+\.[a-z]{2,}/);
  expect(received.map((batch) => batch.page)).toEqual(
    expect.arrayContaining(['/applicant/:token', '/newsletter/confirm/:token', '/newsletter/unsubscribe/:token', '/dental-professionals/:username']),
  );
});
