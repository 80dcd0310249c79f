import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@chairside/db/client';
import { API_PREFIX, apiPlugin, createContext } from '@chairside/api/app';
import { openTestDatabase } from '@chairside/api/testing/test-database';
import { testConfig } from '@chairside/api/testing/test-api';
import { signUpEmployer } from '@chairside/api/testing/staff-profiles';
import { liveJob } from '@chairside/api/testing/hiring';
import { webHost } from './web-host';

// The whole process as main.ts composes it (API and server-rendered pages on one Fastify
// server), on a fresh database with one live hygienist posting in Chicago (60614).

const PUBLIC_URL = 'https://chairside.test';
const ASSETS = { scripts: ['/assets/entry-client.js'], preloads: [], styles: [] };
const TITLE = 'Periodontal Hygienist for Lincoln Park';

let app: FastifyInstance;
let database: DatabaseHandle;
let job: { id: number; slug: string };

const get = (url: string) => app.inject({ method: 'GET', url });
/** The state the server hands to the browser for hydration. */
const dehydrated = (html: string) => JSON.parse(/window\.__CHAIRSIDE_STATE__=(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

beforeAll(async () => {
  database = await openTestDatabase();
  const ctx = await createContext({ config: testConfig(), db: database.db });
  app = Fastify();
  await app.register(apiPlugin(ctx), { prefix: API_PREFIX });
  await app.register(webHost(PUBLIC_URL, { pageAssets: ASSETS }));
  await app.ready();
  const api = { app, ctx, database };
  job = await liveJob(api, await signUpEmployer(api), { name: TITLE, position: 'DH', zip: '60614' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the public job search page, rendered on the server', () => {
  it('holds the job cards, the title, description and canonical link of the search', async () => {
    const response = await get('/dental-jobs/search/DH/60614?radius=101');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Dental Hygienist Jobs near 60614 | Chairside</title>');
    expect(html).toMatch(/<meta name="description" content="1 dental hygienist job near 60614, nearest first/);
    expect(html).toContain('<link rel="canonical" href="https://chairside.test/dental-jobs/search/DH/60614">');
    expect(html).not.toContain('noindex');
    expect(html).toContain('data-testid="job-card"');
    expect(html).toContain(`href="/dental-jobs/job/${job.id}/${job.slug}/"`);
    expect(html).toContain(TITLE);
    expect(html).toContain('Bright Smiles Dental');
    expect(html).toContain('Chicago, IL');
    expect(html).toMatch(/class="job-card__distance">\d+\.\d mi</);
    expect(html.replaceAll('<!-- -->', '')).toContain('1 job found');
    expect(html).not.toContain('Searching…');
    // The page's one call (the national list waits for its tab), the signed-out banner's and the menu's latest posts, under the keys the page reads.
    const keys = dehydrated(html).queries.map((query: { queryKey: unknown }) => query.queryKey);
    expect(keys).toEqual([
      ['job-search', null, { position: 'DH', zip: '60614', type: 'ANY', radius: '200' }, 0],
      ['announcements', 'unauthenticated'],
      ['blog', 'latest'],
    ]);
  });

  it('keeps a search with a keyword or other filters out of search engines', async () => {
    const response = await get('/dental-jobs/search/DH/60614?radius=50&keyword=periodontal');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(TITLE);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('rel="canonical"');
  });

  it('renders the empty list of a search without jobs', async () => {
    const response = await get('/dental-jobs/search/DD/60614');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('No jobs match your search.');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });

  it.each([
    ['no position or ZIP code', '/dental-jobs/search/', 'Choose a position and enter a ZIP code to see jobs.'],
    ['an unknown position', '/dental-jobs/search/XX/60614', 'Choose a position and enter a ZIP code to see jobs.'],
    ['a malformed ZIP code', '/dental-jobs/search/DH/ABCDE', 'Enter a 5-digit ZIP code (or a Canadian postal code).'],
    ['an unknown ZIP code', '/dental-jobs/search/DH/00000', 'ZIP code not found'],
    ['a keyword too long', `/dental-jobs/search/DH/60614?keyword=${'a'.repeat(201)}`, 'The keyword is too long'],
  ])('renders the page with its own message for %s', async (_case, url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(message);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('data-testid="job-card"');
  });

  it('hands a refused search to the browser as it was rendered', async () => {
    const [query] = dehydrated((await get('/dental-jobs/search/DH/ABCDE')).body).queries;
    expect(query.state).toMatchObject({ status: 'error', error: { status: 400 } });
  });
});

describe('the public job page', () => {
  it('renders with its canonical slug', async () => {
    const response = await get(`/dental-jobs/job/${job.id}/${job.slug}/`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(TITLE);
  });

  it.each([
    ['a wrong slug', (id: number) => `/dental-jobs/job/${id}/wrong-slug?utm_source=mail`, '?utm_source=mail'],
    ['a wrong slug and a trailing slash', (id: number) => `/dental-jobs/job/${id}/hygienist/`, ''],
    ['no slug', (id: number) => `/dental-jobs/job/${id}`, ''],
  ])('answers 301 to the canonical URL for %s, keeping the query string', async (_case, url, search) => {
    const response = await get(url(job.id));
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/dental-jobs/job/${job.id}/${job.slug}/${search}`);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 for an unknown job, whatever the slug', async () => {
    expect((await get('/dental-jobs/job/999999/anything')).statusCode).toBe(404);
    expect((await get('/dental-jobs/job/999999')).statusCode).toBe(404);
  });
});

describe('a sign-in form sent before the page could handle it', () => {
  it('opens the page again (303) and keeps nothing typed in the address', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/dental-jobs/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=someone%40example.com&password=secret-words',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/dental-jobs/login/');
    const signUp = await app.inject({
      method: 'POST',
      url: '/dental-jobs/register/staff',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=x',
    });
    expect(signUp.statusCode).toBe(303);
    expect(signUp.headers.location).toBe('/dental-jobs/register/staff');
  });
});

describe('the second sign-in address', () => {
  it('renders the sign-in page at /reports/login with its canonical link on /dental-jobs/login/', async () => {
    const answer = await get('/reports/login');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('aria-label="Sign in"');
    expect(answer.body).toContain('method="post"');
    expect(answer.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/dental-jobs/login/">`);
  });
});
