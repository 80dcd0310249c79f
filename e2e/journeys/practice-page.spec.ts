import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { uniqueEmail } from '../support/people';
import { expectNoAxeViolations } from '../support/accessibility';
import { hydrated } from '../support/steps';

// A visitor on a job page meets the practice behind it: its name links to the practice's public
// page (about, technology, offices with hours, open jobs), the page ends with similar jobs nearby,
// and the job can be shared. A private practice's name links nowhere and its page is not found; a
// confidential posting never names its practice.

const PHONE = { width: 390, height: 844 };

type Practice = { username: string; name: string; email: string };

const PASSWORD = 'lakeview-smiles-2026';

/** The practice's authorization, signed in anew (journeys' access tokens last seconds). */
async function authOf(request: APIRequestContext, practice: Practice): Promise<Record<string, string>> {
  const login = await request.post('/api9/auth/login', { data: { username: practice.email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  return { authorization: login.headers()['authorization'] };
}
type Posting = { id: number; name: string };

/** A practice near Lincoln Park, Chicago (60614), with its profile filled in and public or not. */
async function newPractice(request: APIRequestContext, isPublic: boolean): Promise<Practice> {
  const name = `Lakeview Smiles ${randomBytes(3).toString('hex')}`;
  const email = uniqueEmail('practice-page');
  const registered = await request.post('/api9/users/employers', {
    data: { email, password: PASSWORD, name: 'Avery Stone', practiceName: name, zip: '60614', phone: '(312) 555-0177' },
  });
  expect(registered.status()).toBe(201);
  const { username } = (await registered.json()) as { username: string };
  const headers = { authorization: registered.headers()['authorization'] };
  const base = `/api9/users/employers/${username}`;
  const profile = { practiceName: name, about: 'A friendly family practice on Clark Street.', empType: 'GROUP', technologies: ['Dentrix', 'Intraoral camera'] };
  expect((await request.put(`${base}/profile`, { headers, data: profile })).status()).toBe(200);
  const office = await request.post(`${base}/offices`, {
    headers,
    data: { name: 'Clark Street', address: '2450 N Clark St', zip: '60614', phone: '(312) 555-0100' },
  });
  expect(office.status()).toBe(201);
  const { id: officeId } = (await office.json()) as { id: number };
  const hours = [1, 2, 3, 4].map((dow) => ({ dow, opens: '08:00', closes: '17:00' }));
  expect((await request.put(`${base}/offices/${officeId}/hours`, { headers, data: { hours } })).status()).toBe(200);
  expect((await request.put(`${base}/profile/public`, { headers, data: { state: isPublic } })).status()).toBe(200);
  return { username, name, email };
}

/** A live posting of the practice near 60614, bought with the sandbox's test nonce. */
async function publish(request: APIRequestContext, practice: Practice, overrides: Record<string, unknown>): Promise<Posting> {
  const data = {
    position: 'DH',
    type: 'PERM',
    zip: '60614',
    address: '2450 N Clark St',
    payCode: 'HOUR_RANGE',
    salaryMin: 4500,
    salaryMax: 5500,
    specialties: ['GEN'],
    description: '<p>Join our team.</p>',
    ...overrides,
  };
  const headers = await authOf(request, practice);
  const draft = await request.post(`/api9/users/employers/${practice.username}/jobs`, { headers, data });
  expect(draft.status()).toBe(201);
  const job = (await draft.json()) as Posting;
  const paid = await request.post(`/api9/users/employers/${practice.username}/jobs/${job.id}/payment`, {
    headers: { ...headers, 'idempotency-key': `practice-page-${randomBytes(6).toString('hex')}` },
    data: { nonce: 'fake-valid-nonce', product: 'JOB', quantity: 1 },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  return job;
}

const jobPage = (job: Posting) => `/dental-jobs/job/${job.id}/`;
const header = (page: Page) => page.locator('.public-job__head');
const similarJobs = (page: Page) => page.getByRole('region', { name: 'Similar jobs' });

test("a visitor opens a job, follows the practice's name to its page, sees its open jobs, and the job's similar jobs", async ({ page, request, context }) => {
  const practice = await newPractice(request, true);
  const hygienist = await publish(request, practice, { name: 'Journey Clark Street Hygienist' });
  const assistant = await publish(request, practice, { name: 'Journey Clark Street Assistant', position: 'DA' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto(jobPage(hygienist));
  await expect(page.getByRole('heading', { level: 1, name: hygienist.name })).toBeVisible();
  // Similar jobs: other hygienist postings near Lincoln Park (the demo's), never this one, rendered with the page.
  await expect(similarJobs(page)).toBeVisible();
  const similar = similarJobs(page).getByRole('heading', { level: 3 });
  expect(await similar.count()).toBeGreaterThan(0);
  expect(await similar.count()).toBeLessThanOrEqual(4);
  await expect(similarJobs(page).getByRole('link', { name: hygienist.name })).toHaveCount(0);
  await expect(similarJobs(page).getByRole('link', { name: 'See all dental hygienist jobs' })).toHaveAttribute('href', '/dental-jobs/dental-hygienist/');

  // Sharing on a computer: copy the link, or email it.
  await hydrated(page, '.public-job__head');
  await header(page).getByRole('button', { name: 'Copy link' }).click();
  await expect(header(page).getByRole('status')).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  const email = header(page).getByRole('link', { name: 'Email' });
  await expect(email).toHaveAttribute(
    'href',
    new RegExp(`^mailto:\\?subject=.*&body=.*${encodeURIComponent(page.url()).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('job-page-desktop.png'), fullPage: true });

  await header(page).getByRole('link', { name: practice.name }).click();
  await expect(page).toHaveURL(new RegExp(`/dental-jobs/organizations/${practice.username}/$`));
  await expect(page.getByRole('heading', { level: 1, name: practice.name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'At a glance' })).toContainText('Group practice');
  await expect(page.getByRole('list', { name: 'At a glance' })).toContainText('Chicago, IL');
  await expect(page.getByRole('region', { name: `About ${practice.name}` })).toContainText('A friendly family practice on Clark Street.');
  const openJobs = page.getByRole('region', { name: 'Open jobs' });
  await expect(openJobs.getByRole('link', { name: hygienist.name })).toBeVisible();
  await expect(openJobs.getByRole('link', { name: assistant.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Technology' })).toContainText('Intraoral camera');
  const office = page.getByRole('region', { name: 'Office' });
  await expect(office.getByRole('row', { name: /Monday/ })).toContainText('8:00 AM - 5:00 PM');
  await expect(office.getByRole('link', { name: '(312) 555-0100' })).toHaveAttribute('href', 'tel:3125550100');
  // The markup is for crawlers, which load the page itself.
  await page.reload();
  // The practice's Organization, then the BreadcrumbList of the trail the page shows.
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(2);
  const markup = JSON.parse((await blocks.first().textContent()) ?? 'null') as Record<string, unknown>;
  expect(markup).toMatchObject({ '@type': 'Organization', name: practice.name, knowsAbout: ['Dentrix', 'Intraoral camera'] });
  const trail = JSON.parse((await blocks.last().textContent()) ?? 'null') as { '@type': string; itemListElement: { name: string }[] };
  expect(trail['@type']).toBe('BreadcrumbList');
  expect(trail.itemListElement.map((step) => step.name)).toEqual(['Home', 'Practices', practice.name]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('practice-page-desktop.png'), fullPage: true });

  // Back to one of its jobs from the practice page.
  await openJobs.getByRole('link', { name: assistant.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: assistant.name })).toBeVisible();
});

test("on a phone the job page's share button opens the phone's share sheet", async ({ page, request }) => {
  const practice = await newPractice(request, true);
  const job = await publish(request, practice, { name: 'Journey Shared Hygienist' });
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, '__shared', { value: shared });
    Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data), configurable: true });
  });
  await page.setViewportSize(PHONE);
  await page.goto(jobPage(job));
  const share = header(page).getByRole('button', { name: 'Share', exact: true });
  await share.click();
  const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
  expect(shared).toEqual([{ title: job.name, url: page.url() }]);
  await expect(header(page).getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('job-page-phone.png'), fullPage: true });
  await header(page).getByRole('link', { name: practice.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: practice.name })).toBeVisible();
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.content).toBeLessThanOrEqual(widths.viewport);
  await page.screenshot({ path: test.info().outputPath('practice-page-phone.png'), fullPage: true });
});

test("a private practice's name links nowhere and its page is not found; a confidential posting names no practice", async ({ page, request }) => {
  const practice = await newPractice(request, false);
  const job = await publish(request, practice, { name: 'Journey Private Practice Hygienist' });
  const secret = await publish(request, practice, { name: 'Journey Confidential Hygienist', isConfidential: true });

  await page.goto(jobPage(job));
  await expect(header(page)).toContainText(practice.name);
  await expect(header(page).getByRole('link', { name: practice.name })).toHaveCount(0);
  const notFound = await page.goto(`/dental-jobs/organizations/${practice.username}/`);
  expect(notFound?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: practice.name })).toHaveCount(0);

  const headers = await authOf(request, practice);
  expect((await request.put(`/api9/users/employers/${practice.username}/profile/public`, { headers, data: { state: true } })).status()).toBe(200);
  await page.goto(jobPage(secret));
  await expect(header(page)).toContainText('Confidential dental practice');
  expect(await page.content()).not.toContain(practice.name);
  expect(await page.content()).not.toContain(practice.username);
});
