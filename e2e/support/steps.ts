import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD, uniqueEmail } from './people';

export type Seeker = { email: string; username: string; name: string; authorization: string };

/** Waits until React has hydrated the element: server-rendered forms do nothing before that. */
export async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

/**
 * Waits until the form works: React marks it `data-ready` once it has committed it (useReadyMark).
 * A fiber on the element is not enough: while hydration is suspended (a lazy chunk still loading
 * in a cold browser context) the element already has one, and a click then makes the browser send
 * the form itself. The mark is only read: nothing is sent, shown or focused by the wait.
 */
export async function formReady(page: Page, selector: string) {
  await page.locator(`:is(${selector})[data-ready]`).waitFor({ state: 'attached' });
}

/** Fills and sends the sign-in form on the current page, once it works. */
export async function fillSignIn(page: Page, email: string, password: string) {
  await formReady(page, 'form[aria-label="Sign in"]');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in from the login page and lands on the dashboard. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/dental-jobs/login/');
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

/** Answers the job seeker's "update your profile" prompt with Cancel whenever it opens. */
export async function dismissProfilePrompt(page: Page) {
  const prompt = page.getByRole('dialog', { name: "Let's update your profile to get hired faster!" });
  await page.addLocatorHandler(prompt, async () => {
    await prompt.getByRole('button', { name: 'Cancel' }).click();
  });
}

/**
 * A new job seeker (a dental assistant in Austin, 78701) registered through the API. `readyToApply`
 * gives them an intro and five skills, the good-to-apply rule's minimum.
 */
export async function registerSeeker(
  request: APIRequestContext,
  {
    name,
    password,
    readyToApply = true,
    isPublic = false,
    position = 'DA',
    zip = '78701',
  }: { name: string; password: string; readyToApply?: boolean; isPublic?: boolean; position?: string; zip?: string },
): Promise<Seeker> {
  const email = uniqueEmail('seeker');
  const answer = await request.post('/api9/users/staff', { data: { email, password, name, position, zip, kind: 'staff' } });
  expect(answer.status()).toBe(201);
  const { username } = (await answer.json()) as { username: string };
  const authorization = answer.headers()['authorization'];
  expect(authorization).toBeTruthy();
  const headers = { authorization };
  const base = `/api9/users/staff/${username}`;
  if (readyToApply) {
    expect((await request.put(`${base}/profile/intro`, { headers, data: { intro: 'Chairside assistant who loves four-handed dentistry.' } })).status()).toBe(
      200,
    );
    for (const skill of ['Dentrix', 'Digital X-rays', 'Impressions', 'Sterilization', 'Patient education']) {
      expect((await request.post(`${base}/skills`, { headers, data: { name: skill, score: 4 } })).status()).toBe(201);
    }
  }
  if (isPublic) expect((await request.put(`${base}/profile/public`, { headers, data: { state: true } })).status()).toBe(200);
  return { email, username, name, authorization };
}

/** The sandbox gateway's test cards (docs/api/commerce.md). */
export const APPROVED_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4000 1111 1111 1115';

/** Fills the sandbox card form in `scope` (a page or a dialog) and pays with the button whose name starts with 'Pay'. */
export async function payWithCard(scope: Page | ReturnType<Page['getByRole']>, card: string) {
  await scope.getByLabel('Card number').fill(card);
  await scope.getByLabel('Expiry (MM/YY)').fill('12/35');
  await scope.getByLabel('CVC').fill('123');
  await scope.getByRole('button', { name: /^Pay / }).click();
}

/**
 * Answers the next `method` call whose address matches `url` with the API's error envelope
 * (`status`, `message`), once; every other call goes through. For the failures a journey cannot
 * cause for real.
 */
export async function failNextCall(page: Page, url: string | RegExp, { method = 'POST', status = 500, message = 'Something went wrong on our side.' } = {}) {
  let left = 1;
  await page.route(url, async (route) => {
    if (left === 0 || route.request().method() !== method) return route.fallback();
    left -= 1;
    const code = status === 503 ? 'UNAVAILABLE' : status >= 500 ? 'INTERNAL' : 'CONFLICT';
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ errors: [{ code, message }] }) });
  });
}

/** A new practice publishes a hygienist posting near 60614 (Chicago), bought with the sandbox's test nonce. */
export async function publishHygienistPosting(
  request: APIRequestContext,
  {
    name,
    description = '<p>Hygienist for a friendly practice.</p>',
    practice = 'Lakeview Smiles',
    zip = '60614',
    address = '2450 N Clark St',
  }: { name: string; description?: string; practice?: string; zip?: string; address?: string },
) {
  const email = uniqueEmail('posting-practice');
  const password = 'posting-practice-2026';
  const registered = await request.post('/api9/users/employers', {
    data: {
      email,
      password,
      name: 'Avery Stone',
      practiceName: `${practice} ${randomBytes(3).toString('hex')}`,
      zip,
      phone: '(312) 555-0177',
    },
  });
  expect(registered.status()).toBe(201);
  const { username } = (await registered.json()) as { username: string };
  const headers = { authorization: registered.headers()['authorization'] };
  const draft = await request.post(`/api9/users/employers/${username}/jobs`, {
    headers,
    data: {
      position: 'DH',
      name,
      description,
      type: 'PERM',
      zip,
      address,
      payCode: 'HOUR_RANGE',
      salaryMin: 4500,
      salaryMax: 5500,
      specialties: ['GEN'],
    },
  });
  expect(draft.status()).toBe(201);
  const job = (await draft.json()) as { id: number };
  const paid = await request.post(`/api9/users/employers/${username}/jobs/${job.id}/payment`, {
    headers: { ...headers, 'idempotency-key': `posting-journey-${randomBytes(6).toString('hex')}` },
    data: { nonce: 'fake-valid-nonce', product: 'JOB', quantity: 1 },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  // The practice's email and password too, for journeys that sign in as it.
  return { ...job, username, email, password };
}

/** One of the demo practice's live, named, not confidential postings (journeys' own postings left out). */
export async function demoLivePosting(request: APIRequestContext): Promise<{ id: number; name: string; timeZone: string }> {
  const login = await request.post('/api9/auth/login', { data: { username: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { username } = (await login.json()) as { username: string };
  const list = await request.get(`/api9/users/employers/${username}/jobs`, { headers: { authorization: login.headers()['authorization'] } });
  const live = (
    (await list.json()) as Array<{ id: number; name: string | null; displayStatus: string | null; isConfidential?: boolean; timeZone: string }>
  ).filter((job) => job.displayStatus === 'Active' && job.name && !job.name.startsWith('Journey') && !job.isConfidential);
  expect(live.length).toBeGreaterThan(0);
  return { id: live[0].id, name: live[0].name as string, timeZone: live[0].timeZone };
}
