import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@chairside/db/client';
import { API_PREFIX, apiPlugin, createContext } from '@chairside/api/app';
import { openTestDatabase } from '@chairside/api/testing/test-database';
import { testConfig } from '@chairside/api/testing/test-api';
import { call, signUpEmployer } from '@chairside/api/testing/staff-profiles';
import { liveJob } from '@chairside/api/testing/hiring';
import { movableClock } from '@chairside/api/testing/jobs';
import { webHost } from './web-host';

// The job directories as crawlers read them: server-rendered pages, canonical forms, 404s,
// noindex for empty places, the sitemap index. One API and web host on a fresh database.

const PUBLIC_URL = 'https://chairside.test';
const ASSETS = { scripts: ['/assets/entry-client.js'], preloads: [], styles: [] };
const clock = movableClock('2026-09-07T10:00:00.000Z');

let app: FastifyInstance;
let database: DatabaseHandle;
let hygienist: { id: number; slug: string };
let closed: { id: number; slug: string };

const get = (url: string) => app.inject({ method: 'GET', url });
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
/** Every JSON-LD block of a page, of one schema.org type. */
const markupOf = (html: string, type: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]) as Record<string, unknown>)
    .filter((markup) => markup['@type'] === type);

beforeAll(async () => {
  database = await openTestDatabase();
  const ctx = await createContext({ config: testConfig({ PUBLIC_URL }), db: database.db, clock });
  app = Fastify();
  await app.register(apiPlugin(ctx), { prefix: API_PREFIX });
  await app.register(webHost(PUBLIC_URL, { pageAssets: ASSETS }));
  await app.ready();
  const api = { app, ctx, database };
  const practice = await signUpEmployer(api);
  hygienist = await liveJob(api, practice, { name: 'Periodontal Hygienist', position: 'DH', zip: '60614' });
  await liveJob(api, practice, { name: 'Evanston Hygienist', position: 'DH', zip: '60201' });
  closed = await liveJob(api, practice, { name: 'Filled Hygienist Role', position: 'DH', zip: '60614' });
  expect((await call(api, practice, 'PUT', `/api9/jobs/${closed.id}/status`, { status: 'CANCELED' })).statusCode).toBe(200);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('directory pages, rendered on the server', () => {
  it('renders the zones page with each state and its count', async () => {
    const response = await get('/dental-jobs/zones/');
    expect(response.statusCode).toBe(200);
    const html = response.body.replaceAll('<!-- -->', '');
    expect(html).toContain('<title>Browse All Dental Jobs | Chairside</title>');
    expect(html).toContain('<link rel="canonical" href="https://chairside.test/dental-jobs/zones/">');
    expect(html).toMatch(/href="\/dental-jobs\/state\/illinois\/"[^>]*>Illinois<\/a><span class="cs-directory__count"> \(2\)<\/span>/);
    expect(html).toMatch(/href="\/dental-jobs\/metro\/chicago\/"[^>]*>Chicago<\/a>/);
    expect(html).not.toContain('Coming soon');
  });

  it('renders a state with its postings, breadcrumbs and item list markup', async () => {
    const response = await get('/dental-jobs/state/illinois/');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Dental Jobs in Illinois | Chairside</title>');
    expect(html).toContain('<link rel="canonical" href="https://chairside.test/dental-jobs/state/illinois/">');
    expect(html).not.toContain('noindex');
    expect(html).toContain(`href="/dental-jobs/job/${hygienist.id}/${hygienist.slug}/"`);
    expect(html).not.toContain('Filled Hygienist Role');
    // The postings listed, then the trail the page shows (written by the breadcrumb itself).
    const list = jsonLd(html);
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 });
    expect(list.itemListElement[0].url).toMatch(/^https:\/\/chairside\.test\/dental-jobs\/job\//);
    expect(markupOf(html, 'BreadcrumbList')).toEqual([
      expect.objectContaining({
        itemListElement: expect.arrayContaining([expect.objectContaining({ item: 'https://chairside.test/dental-jobs/state/illinois/' })]),
      }),
    ]);
  });

  it('renders the role directories the menus link to', async () => {
    for (const role of ['dentist', 'dental-hygienist', 'dental-assistant', 'dental-front-office', 'dental-lab-technician', 'dental-sales-rep']) {
      const response = await get(`/dental-jobs/${role}/`);
      expect(response.statusCode, role).toBe(200);
      expect(response.body, role).not.toContain('Coming soon');
    }
    expect((await get('/dental-jobs/dental-hygienist/')).body).toContain('Periodontal Hygienist');
  });

  it('answers 301 to the canonical form', async () => {
    for (const [from, to] of [
      ['/dental-jobs/state/IL/', '/dental-jobs/state/illinois/'],
      ['/dental-jobs/state/illinois', '/dental-jobs/state/illinois/'],
      ['/dental-jobs/State/Illinois/Chicago/', '/dental-jobs/state/illinois/chicago/'],
      ['/dental-jobs/state/illinois/?page=1', '/dental-jobs/state/illinois/'],
      ['/dental-jobs/dental-hygienist/il/', '/dental-jobs/dental-hygienist/illinois/'],
      ['/dental-jobs/zones', '/dental-jobs/zones/'],
    ]) {
      const response = await get(from);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
  });

  it('answers 404 for unknown places and roles, huge pages and hostile values', async () => {
    for (const url of [
      '/dental-jobs/state/atlantis/',
      '/dental-jobs/state/illinois/atlantis-on-sea/',
      '/dental-jobs/metro/atlantis/',
      '/dental-jobs/dentist/atlantis/',
      '/dental-jobs/specialty/juggling/',
      '/dental-jobs/state/illinois/?page=2',
      '/dental-jobs/state/illinois/?page=99999999',
      '/dental-jobs/state/illinois/?page=-1',
      '/dental-jobs/state/illinois/?page=1&page=2',
      '/dental-jobs/zones/?page=2',
      `/dental-jobs/state/${encodeURIComponent('<script>alert(1)</script>')}/`,
      `/dental-jobs/state/${encodeURIComponent("' or 1=1 --")}/`,
      '/dental-salaries/astronaut/illinois/',
      '/dental-jobs/organizations/no-such-practice/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('answers a real place without postings 200, noindex, with the nearest places that have jobs', async () => {
    const response = await get('/dental-jobs/state/wisconsin/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain('Nearest places with jobs');
    expect(response.body).toContain('href="/dental-jobs/state/illinois/"');
  });

  it('keeps a salary page below the threshold out of search', async () => {
    const response = await get('/dental-salaries/dental-hygienist/illinois/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body.replaceAll('<!-- -->', '')).toContain('Fewer than 5 live postings here state their pay');
  });

  it('shows similar live jobs on a posting that left search, without JobPosting markup', async () => {
    const response = await get(`/dental-jobs/job/${closed.id}/${closed.slug}/`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(markupOf(response.body, 'JobPosting')).toEqual([]);
    expect(response.body).not.toContain('"@type":"JobPosting"');
    expect(response.body).toContain('Similar jobs');
    expect(response.body).toContain(`href="/dental-jobs/job/${hygienist.id}/${hygienist.slug}/"`);
  });
});

describe('the home page, rendered on the server', () => {
  it('shows how many jobs are open, the count of each role and the newest postings, each linking to its page', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    const html = response.body.replaceAll('<!-- -->', '');
    expect(html).toContain('2 open jobs in dental offices right now');
    expect(html).toMatch(/href="\/dental-jobs\/dental-hygienist\/"[^>]*><span>Dental Hygienists<span class="cs-role__count"> \(2\)<\/span>/);
    expect(html).toMatch(new RegExp(`href="/dental-jobs/job/${hygienist.id}/[^"]+"[^>]*>Periodontal Hygienist</a>`));
    expect(html).toContain('>Evanston Hygienist</a>');
    expect(html).not.toContain('Filled Hygienist Role');
    const latest = await get('/api9/job-directories/latest');
    expect(latest.json()).toMatchObject({ total: 2, roles: [{ name: 'Dental Hygienist Jobs', path: '/dental-jobs/dental-hygienist/', count: 2 }] });
    expect(latest.json().jobs.map((job: { title: string }) => job.title)).toEqual(['Evanston Hygienist', 'Periodontal Hygienist']);
  });
});

describe('the sitemap index', () => {
  it('lists one file per family; directories with jobs are in theirs; an expired posting leaves at once', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('public, max-age=60');
    expect(index.body).toContain('<sitemapindex');
    for (const file of ['pages-1', 'jobs-1', 'directories-1', 'salaries-1', 'organizations-1', 'professionals-1']) {
      expect(index.body).toContain(`<loc>https://chairside.test/sitemaps/${file}.xml</loc>`);
    }
    const jobs = await get('/sitemaps/jobs-1.xml');
    expect(jobs.body).toContain(`<loc>https://chairside.test/dental-jobs/job/${hygienist.id}/${hygienist.slug}/</loc><lastmod>`);
    expect(jobs.body).not.toContain(`/dental-jobs/job/${closed.id}/`);
    const directories = (await get('/sitemaps/directories-1.xml')).body;
    for (const path of [
      '/dental-jobs/zones/',
      '/dental-jobs/state/illinois/',
      '/dental-jobs/state/illinois/chicago/',
      '/dental-jobs/metro/chicago/',
      '/dental-jobs/dental-hygienist/illinois/',
    ]) {
      expect(directories).toContain(`<loc>https://chairside.test${path}</loc><lastmod>`);
    }
    expect(directories).not.toContain('/dental-jobs/state/wisconsin/');
    expect((await get('/sitemaps/jobs-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/nonsense-1.xml')).statusCode).toBe(404);

    clock.advanceDays(31);
    try {
      expect((await get('/sitemaps/jobs-1.xml')).body).not.toContain(`/dental-jobs/job/${hygienist.id}/`);
      expect((await get('/sitemaps/directories-1.xml')).body).not.toContain('/dental-jobs/state/illinois/');
    } finally {
      clock.advanceDays(-31);
    }
  });
});
