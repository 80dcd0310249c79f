import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@chairside/db/client';
import { API_PREFIX, apiPlugin, createContext } from '@chairside/api/app';
import { openTestDatabase } from '@chairside/api/testing/test-database';
import { testConfig, type TestApi } from '@chairside/api/testing/test-api';
import { createAdmin, signUpStaff } from '@chairside/api/testing/accounts';
import { call, signUpEmployer } from '@chairside/api/testing/staff-profiles';
import { liveJob } from '@chairside/api/testing/hiring';
import { movableClock } from '@chairside/api/testing/jobs';
import { webHost } from './web-host';

// What search engines read on the pages they crawl, checked as Google's structured-data rules
// and a crawler check them (ADR 100): every JSON-LD block of a set of server-rendered pages (job
// pages, a confidential one among them, a practice, a professional, a salary page, the zones, a
// directory, a blog post, an event, the home page), Google's required and recommended JobPosting
// fields, a BreadcrumbList wherever a breadcrumb trail shows (and matching it), absolute
// addresses, and job pages' titles and descriptions within what search results show.

const PUBLIC_URL = 'https://chairside.test';
const ASSETS = { scripts: ['/assets/entry-client.js'], preloads: [], styles: [] };
const clock = movableClock('2026-09-07T10:00:00.000Z');

type Markup = Record<string, unknown>;

let app: FastifyInstance;
let database: DatabaseHandle;
let api: TestApi;
const jobPages: Record<'long' | 'confidential' | 'short' | 'temp', string> = { long: '', confidential: '', short: '', temp: '' };
let practicePath = '';
let professionalPath = '';
let blogPath = '';
let eventPath = '';

const LONG_TITLE = 'Registered Dental Hygienist for a Growing Periodontal Practice in Lincoln Park, Four Days';

beforeAll(async () => {
  database = await openTestDatabase();
  const ctx = await createContext({ config: testConfig({ PUBLIC_URL }), db: database.db, clock });
  app = Fastify();
  await app.register(apiPlugin(ctx), { prefix: API_PREFIX });
  await app.register(webHost(PUBLIC_URL, { pageAssets: ASSETS }));
  await app.ready();
  api = { app, ctx, database };
  const ok = async <T extends { statusCode: number; body: string }>(response: Promise<T>, status = 200): Promise<T> => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(status);
    return answer;
  };

  // A public practice with a website, and its postings: enough hygienist pay in Illinois for a salary page.
  const practice = await signUpEmployer(api);
  const base = `/api9/users/employers/${practice.username}`;
  await ok(call(api, practice, 'PUT', `${base}/contact-info`, { contactName: null, contactEmail: null, contactPhone: null, website: 'brightsmiles.example' }));
  await ok(call(api, practice, 'PUT', `${base}/profile/public`, { state: true }));
  practicePath = `/dental-jobs/organizations/${practice.username}/`;
  const long = await liveJob(api, practice, { name: LONG_TITLE, zip: '60614' });
  jobPages.long = `/dental-jobs/job/${long.id}/${long.slug}/`;
  const confidential = await liveJob(api, practice, { name: 'Hygienist, Quiet Search', zip: '60601', isConfidential: true });
  jobPages.confidential = `/dental-jobs/job/${confidential.id}/${confidential.slug}/`;
  const short = await liveJob(api, practice, { name: 'RDH', zip: '60657', description: '<p>Join us.</p>', payCode: null, salaryMin: null, salaryMax: null });
  jobPages.short = `/dental-jobs/job/${short.id}/${short.slug}/`;
  for (const zip of ['60622', '60610']) await liveJob(api, practice, { name: 'Hygienist', zip });
  const temp = await liveJob(api, practice, {
    name: 'Temp Chairside Assistant',
    position: 'DA',
    type: 'TEMP',
    zip: '60614',
    payCode: 'HOUR',
    salaryMin: 2600,
    salaryMax: null,
    jobDates: [{ date: '2026-09-20', startTime: '08:00', endTime: '16:00' }],
  });
  jobPages.temp = `/dental-jobs/job/${temp.id}/${temp.slug}/`;

  // A public resume.
  const seeker = await signUpStaff(api);
  await ok(call(api, seeker, 'PUT', `/api9/users/staff/${seeker.username}/profile/public`, { state: true }));
  professionalPath = `/dental-professionals/${seeker.username}/`;

  // A published blog post and an approved event.
  const admin = await createAdmin(api);
  const post = await ok(
    call(api, admin, 'POST', '/api9/admin/content/posts', {
      title: 'Five questions to ask at a hygienist interview',
      summary: 'What to ask the practice before you accept.',
      bodyMarkdown: '## Ask about the schedule\n\nHow many patients a day?',
      audience: 'job-seekers',
      status: 'published',
    }),
    201,
  );
  blogPath = (post.json() as { path: string }).path;
  const event = await ok(
    call(api, seeker, 'POST', `/api9/events/${seeker.username}`, {
      title: 'Fall Hygiene Symposium',
      category: 'CE',
      url: 'https://example.org/symposium',
      isOnline: false,
      venue: 'Navy Pier',
      city: 'Chicago',
      state: 'IL',
      zip: '60611',
      start: '2026-10-17T08:30',
      end: '2026-10-17T16:00',
      timeZone: 'America/Chicago',
      description: 'A day of hands-on periodontal therapy courses. 6 CE credits.',
      ceCredits: 6,
    }),
    201,
  );
  const eventId = (event.json() as { id: number }).id;
  await ok(call(api, admin, 'PUT', `/api9/admin/events/${eventId}`, { decision: 'APPROVE' }));
  eventPath = (event.json() as { path: string }).path;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

// ---- reading a page as a crawler does ----

const decode = (text: string) =>
  text
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]*>/g, '')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .trim();

type CrawledPage = { status: number; title: string; description: string | null; canonical: string | null; markup: Markup[]; crumbs: string[] | null };

async function crawl(path: string): Promise<CrawledPage> {
  const response = await app.inject({ method: 'GET', url: path });
  const html = response.body;
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const nav = /<nav aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
  return {
    status: response.statusCode,
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''),
    description: /<meta name="description" content="([^"]*)">/.exec(head)?.[1] ?? null,
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1] ?? null,
    // Every block parses as JSON (a block that does not is an error for search engines).
    markup: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Markup),
    crumbs: nav === undefined ? null : [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((match) => decode(match[1])),
  };
}

const ofType = (page: CrawledPage, type: string) => page.markup.filter((markup) => markup['@type'] === type);

/** Every address in the markup (url, logo, item, @id, image, sameAs…), at any depth. */
function addresses(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return ['url', 'logo', 'item', '@id', 'image', 'contentUrl', 'mainEntityOfPage', 'sameAs'].includes(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => addresses(item, key));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => addresses(item, name));
  return [];
}

/** What Google's structured-data rules ask of every page: a BreadcrumbList matching the trail shown, absolute addresses. */
function expectSoundMarkup(page: CrawledPage, path: string) {
  expect(page.status, path).toBe(200);
  const lists = ofType(page, 'BreadcrumbList');
  if (page.crumbs === null) expect(lists, path).toEqual([]);
  else {
    expect(lists, `${path}: a breadcrumb shows, so its BreadcrumbList is there`).toHaveLength(1);
    const items = lists[0].itemListElement as { '@type': string; position: number; name: string; item: string }[];
    expect(items.length, path).toBeGreaterThanOrEqual(2);
    expect(
      items.map((item) => item.name),
      `${path}: the markup names the steps the page shows`,
    ).toEqual(page.crumbs);
    items.forEach((item, index) => {
      expect(item).toMatchObject({ '@type': 'ListItem', position: index + 1 });
      expect(item.item).toMatch(/^https:\/\/chairside\.test\//);
    });
    expect(items[0].item).toBe(`${PUBLIC_URL}/`);
    expect(items[items.length - 1].item, `${path}: the trail ends at the page itself`).toBe(page.canonical);
  }
  for (const address of addresses(page.markup)) expect(address, `${path}: addresses are absolute`).toMatch(/^https?:\/\//);
}

const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];

/** Google's JobPosting: the required properties, and the recommended ones in their documented shapes. */
function expectGoogleJobPosting(posting: Markup) {
  expect(posting['@context']).toMatch(/^https:\/\/schema\.org\/?$/);
  expect(typeof posting.title === 'string' && posting.title.length > 0).toBe(true);
  expect(typeof posting.description === 'string' && posting.description.length > 0).toBe(true);
  expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}/);
  expect(Number.isNaN(Date.parse(String(posting.validThrough)))).toBe(false);
  const hiring = posting.hiringOrganization;
  if (hiring !== 'confidential') expect(hiring).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
  // jobLocation, or for remote work applicantLocationRequirements with jobLocationType TELECOMMUTE.
  if (posting.jobLocation === undefined) {
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toBeDefined();
  } else
    expect(posting.jobLocation).toMatchObject({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: expect.any(String), addressRegion: expect.any(String), addressCountry: expect.any(String) },
    });
  const types = Array.isArray(posting.employmentType) ? posting.employmentType : [posting.employmentType];
  for (const type of types) expect(EMPLOYMENT_TYPES).toContain(type);
  if (posting.baseSalary !== undefined) {
    const salary = posting.baseSalary as { '@type': string; currency: string; value: Record<string, unknown> };
    expect(salary['@type']).toBe('MonetaryAmount');
    expect(salary.currency).toMatch(/^[A-Z]{3}$/);
    expect(salary.value['@type']).toBe('QuantitativeValue');
    expect(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']).toContain(salary.value.unitText);
    if (salary.value.value === undefined) {
      expect(typeof salary.value.minValue).toBe('number');
      expect(typeof salary.value.maxValue).toBe('number');
    } else expect(typeof salary.value.value).toBe('number');
  }
  expect(typeof posting.directApply).toBe('boolean');
}

/** What a search result shows of a job page: a title within 70 characters, a description of 50 to 160. */
function expectSnippet(page: CrawledPage, path: string) {
  expect(page.title.length, `${path}: "${page.title}"`).toBeLessThanOrEqual(70);
  expect(page.description, path).not.toBeNull();
  const description = decode(page.description ?? '');
  expect(description.length, `${path}: "${description}"`).toBeGreaterThanOrEqual(50);
  expect(description.length, `${path}: "${description}"`).toBeLessThanOrEqual(160);
}

describe('job pages as Google reads them', () => {
  it('every live job page has one JobPosting with the required and recommended fields, a matching BreadcrumbList, and a title and description that fit', async () => {
    for (const path of Object.values(jobPages)) {
      const page = await crawl(path);
      expectSoundMarkup(page, path);
      expect(page.crumbs, path).not.toBeNull();
      const postings = ofType(page, 'JobPosting');
      expect(postings, path).toHaveLength(1);
      expectGoogleJobPosting(postings[0]);
      expectSnippet(page, path);
    }
  });

  it('a confidential posting names its employer "confidential", with no website, logo or street', async () => {
    const page = await crawl(jobPages.confidential);
    const [posting] = ofType(page, 'JobPosting');
    expect(posting.hiringOrganization).toBe('confidential');
    expect(JSON.stringify(page.markup)).not.toContain('brightsmiles');
    expect((posting.jobLocation as { address: Markup }).address).not.toHaveProperty('streetAddress');
    expect(posting.directApply).toBe(true);
  });

  it("a practice's posting names it with its website, and applies here", async () => {
    const [posting] = ofType(await crawl(jobPages.long), 'JobPosting');
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Bright Smiles Dental', sameAs: 'https://brightsmiles.example' });
    expect(posting.directApply).toBe(true);
  });

  it('a long title sheds what it must to fit; a short posting gets a description that says enough', async () => {
    const long = await crawl(jobPages.long);
    expect(long.title).toBe('Registered Dental Hygienist for a Growing Periodontal Practice in…');
    const short = await crawl(jobPages.short);
    expect(short.title).toBe('RDH – Dental Hygienist job in Chicago, IL | Chairside');
    expect(decode(short.description ?? '')).toBe('Bright Smiles Dental is hiring: permanent dental hygienist in Chicago, IL. Join us.');
    const temp = ofType(await crawl(jobPages.temp), 'JobPosting')[0];
    expect(temp.employmentType).toBe('TEMPORARY');
  });
});

describe('every page with a breadcrumb carries its BreadcrumbList', () => {
  it.each([
    ['the practice page', (): string => practicePath, 'Organization'],
    ['a professional', (): string => professionalPath, 'Person'],
    ['a salary page', (): string => '/dental-salaries/dental-hygienist/illinois/', null],
    ['the zones page', (): string => '/dental-jobs/zones/', null],
    ['a state directory', (): string => '/dental-jobs/state/illinois/', 'ItemList'],
    ['a blog post', (): string => blogPath, 'BlogPosting'],
    ['an event', (): string => eventPath, 'Event'],
  ] as const)('%s', async (_name, pathOf, ownType) => {
    const path = pathOf();
    const page = await crawl(path);
    expectSoundMarkup(page, path);
    expect(page.crumbs, `${path} shows a breadcrumb`).not.toBeNull();
    if (ownType) expect(ofType(page, ownType), path).toHaveLength(1);
    expect(ofType(page, 'JobPosting'), path).toEqual([]);
  });

  it('the trails read as the pages sit in the site', async () => {
    expect((await crawl(jobPages.long)).crumbs).toEqual(['Home', 'Dental Hygienist jobs', LONG_TITLE]);
    expect((await crawl(blogPath)).crumbs).toEqual(['Home', 'Blog', 'For Job Seekers', 'Five questions to ask at a hygienist interview']);
    expect((await crawl(eventPath)).crumbs).toEqual(['Home', 'Events', expect.any(String), 'Fall Hygiene Symposium']);
  });
});

describe('the home page and the sitemap', () => {
  it("the home page's Organization has an absolute url and logo from the public origin", async () => {
    const page = await crawl('/');
    expectSoundMarkup(page, '/');
    const graph = page.markup[0]['@graph'] as Markup[];
    expect(graph.find((node) => node['@type'] === 'Organization')).toMatchObject({
      '@id': `${PUBLIC_URL}/#organization`,
      url: `${PUBLIC_URL}/`,
      logo: `${PUBLIC_URL}/icons/icon-512.png`,
    });
  });

  it('lists the event pages, which are indexable, in a sitemap file of their own', async () => {
    const index = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(index).toContain(`<loc>${PUBLIC_URL}/sitemaps/events-1.xml</loc>`);
    const events = await app.inject({ method: 'GET', url: '/sitemaps/events-1.xml' });
    expect(events.statusCode).toBe(200);
    expect(events.body).toMatch(new RegExp(`<url><loc>${PUBLIC_URL}${eventPath}</loc><lastmod>[^<]+</lastmod></url>`));
    const page = await crawl(eventPath);
    expect(page.canonical).toBe(`${PUBLIC_URL}${eventPath}`);
    expect((await app.inject({ method: 'GET', url: eventPath })).body).not.toContain('noindex');
  });
});
