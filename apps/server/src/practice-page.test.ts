import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@chairside/db/client';
import { API_PREFIX, apiPlugin, createContext } from '@chairside/api/app';
import { openTestDatabase } from '@chairside/api/testing/test-database';
import { testConfig, type TestApi } from '@chairside/api/testing/test-api';
import type { TestAccount } from '@chairside/api/testing/accounts';
import { call, signUpEmployer } from '@chairside/api/testing/staff-profiles';
import { liveJob } from '@chairside/api/testing/hiring';
import { movableClock } from '@chairside/api/testing/jobs';
import { webHost } from './web-host';

// The practice page and the job page's links to it, as a visitor without JavaScript and a
// crawler get them: rendered on the server, with Organization markup, the practice name a link
// only while the practice is public, confidential postings never naming it, and 'Similar jobs'.

const PUBLIC_URL = 'https://chairside.test';
const ASSETS = { scripts: ['/assets/entry-client.js'], preloads: [], styles: [] };
const clock = movableClock('2026-09-07T10:00:00.000Z');

let app: FastifyInstance;
let database: DatabaseHandle;
let api: TestApi;
let practice: TestAccount;
let hygienist: { id: number; slug: string };
let nearby: { id: number; slug: string };
let secret: { id: number; slug: string };

const get = (url: string) => app.inject({ method: 'GET', url });
const text = (html: string) => html.replaceAll('<!-- -->', '');
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
const practicePath = () => `/dental-jobs/organizations/${practice.username}/`;
const setPublic = async (state: boolean) =>
  expect((await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/profile/public`, { state })).statusCode).toBe(200);

beforeAll(async () => {
  database = await openTestDatabase();
  const ctx = await createContext({ config: testConfig({ PUBLIC_URL }), db: database.db, clock });
  app = Fastify();
  await app.register(apiPlugin(ctx), { prefix: API_PREFIX });
  await app.register(webHost(PUBLIC_URL, { pageAssets: ASSETS }));
  await app.ready();
  api = { app, ctx, database };
  practice = await signUpEmployer(api);
  const base = `/api9/users/employers/${practice.username}`;
  expect(
    (
      await call(api, practice, 'PUT', `${base}/profile`, {
        practiceName: 'Bright Smiles Dental',
        about: 'A family practice in Lincoln Park.',
        empType: 'GROUP',
        technologies: ['Dentrix'],
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (await call(api, practice, 'PUT', `${base}/contact-info`, { contactName: null, contactEmail: null, contactPhone: null, website: 'brightsmiles.example' }))
      .statusCode,
  ).toBe(200);
  const office = await call(api, practice, 'POST', `${base}/offices`, { name: 'Lincoln Park', address: '2450 N Clark St', zip: '60614' });
  expect(
    (await call(api, practice, 'PUT', `${base}/offices/${office.json().id}/hours`, { hours: [{ dow: 1, opens: '08:00', closes: '17:00' }] })).statusCode,
  ).toBe(200);
  hygienist = await liveJob(api, practice, { name: 'Periodontal Hygienist', zip: '60614' });
  nearby = await liveJob(api, practice, { name: 'Loop Hygienist', zip: '60601' });
  secret = await liveJob(api, practice, { name: 'Quiet Hygienist', zip: '60601', isConfidential: true });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the practice page, rendered on the server', () => {
  it('shows about, technologies, the office with its hours and the open jobs, with Organization markup', async () => {
    await setPublic(true);
    const response = await get(practicePath());
    expect(response.statusCode).toBe(200);
    const html = text(response.body);
    expect(html).toContain('<title>Bright Smiles Dental – Dental Jobs and Practice Profile | Chairside</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${practicePath()}">`);
    expect(html).toContain('<h1>Bright Smiles Dental</h1>');
    expect(html).toContain('Group practice');
    expect(html).toContain('A family practice in Lincoln Park.');
    expect(html).toContain('Dentrix');
    expect(html).toContain('8:00 AM - 5:00 PM');
    expect(html).toContain('href="https://brightsmiles.example"');
    expect(html).toContain(`href="/dental-jobs/job/${hygienist.id}/${hygienist.slug}/"`);
    expect(html).not.toContain('Quiet Hygienist');
    expect(jsonLd(html)).toMatchObject({ '@type': 'Organization', name: 'Bright Smiles Dental', url: 'https://brightsmiles.example', knowsAbout: ['Dentrix'] });
  });

  it('answers 404 while the practice is private', async () => {
    await setPublic(false);
    const response = await get(practicePath());
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('Bright Smiles Dental');
  });
});

describe('the job page', () => {
  it("links the practice's name to its page while it is public, and not while it is private", async () => {
    await setPublic(true);
    const link = `<a href="${practicePath()}" data-discover="true">Bright Smiles Dental</a>`;
    expect(text((await get(`/dental-jobs/job/${hygienist.id}/${hygienist.slug}/`)).body)).toContain(link);
    await setPublic(false);
    const html = text((await get(`/dental-jobs/job/${hygienist.id}/${hygienist.slug}/`)).body);
    expect(html).toContain('Bright Smiles Dental');
    expect(html).not.toContain(practicePath());
  });

  it('never names or links the practice on a confidential posting', async () => {
    await setPublic(true);
    const html = text((await get(`/dental-jobs/job/${secret.id}/${secret.slug}/`)).body);
    expect(html).toContain('Confidential dental practice');
    expect(html).not.toContain(practice.username);
  });

  it("renders 'Similar jobs' near the posting, without the posting itself", async () => {
    await setPublic(true);
    const html = text((await get(`/dental-jobs/job/${hygienist.id}/${hygienist.slug}/`)).body);
    const similar = html.slice(html.indexOf('id="similar-jobs-title"'));
    expect(html).toContain('Similar jobs');
    expect(similar).toContain(`href="/dental-jobs/job/${nearby.id}/${nearby.slug}/"`);
    expect(similar).not.toContain(`href="/dental-jobs/job/${hygienist.id}/`);
    // The practice's confidential posting is never listed beside its own postings.
    expect(similar).not.toContain('Quiet Hygienist');
  });
});

describe('the sitemap', () => {
  it('lists the practice page while it is public', async () => {
    await setPublic(true);
    expect((await get('/sitemaps/organizations-1.xml')).body).toContain(`<loc>${PUBLIC_URL}${practicePath()}</loc>`);
    await setPublic(false);
    expect((await get('/sitemaps/organizations-1.xml')).body).not.toContain(practicePath());
  });
});
