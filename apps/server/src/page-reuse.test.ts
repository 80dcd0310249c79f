import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@chairside/db/client';
import { jobs } from '@chairside/db/schema';
import { API_PREFIX, apiPlugin, createContext } from '@chairside/api/app';
import { openTestDatabase } from '@chairside/api/testing/test-database';
import { testConfig } from '@chairside/api/testing/test-api';
import { call, signUpEmployer } from '@chairside/api/testing/staff-profiles';
import type { TestAccount } from '@chairside/api/testing/accounts';
import type { TestApi } from '@chairside/api/testing/test-api';
import { publicJobPageVersion } from '@chairside/api/modules/jobs/public-api';
import { liveJob } from '@chairside/api/testing/hiring';
import { movableClock } from '@chairside/api/testing/jobs';
import { securityHeaders } from './security-headers';
import { webHost } from './web-host';

// The process as main.ts composes it, with pages reused for 10 seconds (PAGE_CACHE_SECONDS) on a
// clock the test moves, and a second instance on the same database (as many instances share one
// PostgreSQL server): a job page follows its posting's version on both.

const PUBLIC_URL = 'https://chairside.test';
const ASSETS = { scripts: ['/assets/entry-client.js'], preloads: ['/assets/shared.js'], styles: [] };

const clock = movableClock(new Date().toISOString());
let app: FastifyInstance;
/** Another instance of the server on the same database, with its own reused pages. */
let other: FastifyInstance;
let database: DatabaseHandle;
let api: TestApi;
let employer: TestAccount;
let job: { id: number; slug: string };
/** While set, the banner's announcements answer 503: a page read that fails. */
let announcementsDown = false;

beforeAll(async () => {
  database = await openTestDatabase();
  // Each instance has its own context, as each process has; the database is the one they share.
  const instance = async () => {
    const ctx = await createContext({ config: testConfig({ PUBLIC_URL }), db: database.db, clock });
    const server = Fastify();
    server.addHook('onRequest', async (request, reply) => {
      if (announcementsDown && request.url.startsWith(`${API_PREFIX}/announcements`))
        await reply.status(503).send({ errors: [{ code: 'UNAVAILABLE', message: 'Down' }] });
    });
    await server.register(securityHeaders, { publicUrl: PUBLIC_URL });
    await server.register(apiPlugin(ctx), { prefix: API_PREFIX });
    await server.register(
      webHost(PUBLIC_URL, { pageAssets: ASSETS, pageReuseSeconds: 10, postingPageVersion: (jobId) => publicJobPageVersion(ctx, jobId), clock }),
    );
    await server.ready();
    return { server, ctx };
  };
  const first = await instance();
  app = first.server;
  other = (await instance()).server;
  api = { app, ctx: first.ctx, database };
  employer = await signUpEmployer(api);
  job = await liveJob(api, employer, {
    name: 'Hygienist for Lincoln Park',
    position: 'DH',
    zip: '60614',
  });
});

afterAll(async () => {
  await other?.close();
  await app?.close();
  await database?.close();
});

const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms).toISOString());

/** A page's answer: its HTML, the nonce its policy admits scripts by, and every nonce written in the HTML. */
async function page(url: string, server = app) {
  const response = await server.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const policyNonce = /script-src[^;]*'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
  expect(policyNonce).toBeTruthy();
  const written = [...response.body.matchAll(/ nonce="([^"]*)"/g)].map((match) => match[1]);
  return { html: response.body, policyNonce: policyNonce!, written };
}

describe('a rendered page answers the same address again for PAGE_CACHE_SECONDS', () => {
  it('reuses the page within the seconds, each answer with its own nonce, and renders anew after them', async () => {
    const url = `/dental-jobs/job/${job.id}/${job.slug}/`;
    const first = await page(url);
    expect(first.html).toContain('Hygienist for Lincoln Park');
    // Every script and preload the page writes carries the nonce of its own answer's policy.
    expect(first.written.length).toBeGreaterThanOrEqual(4);
    expect(new Set(first.written)).toEqual(new Set([first.policyNonce]));

    await database.db.update(jobs).set({ name: 'Hygienist for Wicker Park' }).where(eq(jobs.id, job.id));
    later(9_999);
    const reused = await page(url);
    expect(reused.html).toContain('Hygienist for Lincoln Park');
    expect(reused.policyNonce).not.toBe(first.policyNonce);
    expect(new Set(reused.written)).toEqual(new Set([reused.policyNonce]));
    // The same page but for the nonce: no part of one answer's nonce is left in the other.
    expect(reused.html.replaceAll(reused.policyNonce, 'N')).toBe(first.html.replaceAll(first.policyNonce, 'N'));
    expect(reused.html).not.toContain(first.policyNonce);
    expect(reused.html).not.toContain('nonce-slot');

    // Another address (a query string) is another page, rendered now.
    expect((await page(`${url}?from=alert`)).html).toContain('Hygienist for Wicker Park');

    later(1);
    expect((await page(url)).html).toContain('Hygienist for Wicker Park');
  });

  it('does not keep a page whose data failed to load: the next request renders it again', async () => {
    const url = '/dental-jobs/search/DH/60614?radius=25';
    // The banner's read as the page hands it to the browser: 'error' while it failed, 'success' after.
    const bannerRead = (html: string) =>
      (
        JSON.parse(/window\.__CHAIRSIDE_STATE__=(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as { queries?: { queryKey: unknown[]; state: { status: string } }[] }
      ).queries?.find((query) => query.queryKey[0] === 'announcements')?.state.status;
    announcementsDown = true;
    expect(bannerRead((await page(url)).html)).toBe('error');
    announcementsDown = false;
    later(1_000);
    expect(bannerRead((await page(url)).html)).toBe('success');
  });
});

/** The JobPosting markup blocks of a page. */
const jobPostings = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]) as { '@type'?: string })
    .filter((markup) => markup['@type'] === 'JobPosting');

describe('a job page follows its posting at once, on every instance', () => {
  it("a filled posting's page drops its JobPosting markup on the next request", async () => {
    const posting = await liveJob(api, employer, { name: 'Hygienist for Wicker Park', position: 'DH', zip: '60622' });
    const url = `/dental-jobs/job/${posting.id}/${posting.slug}/`;
    // Both instances have the live page, with its markup, and reuse it.
    for (const server of [app, other]) {
      const live = await page(url, server);
      expect(jobPostings(live.html)).toHaveLength(1);
      expect(jobPostings((await page(url, server)).html)).toHaveLength(1);
    }

    // Filled through one instance, within the reuse seconds (the clock does not move).
    const filled = await call(api, employer, 'PUT', `/api9/jobs/${posting.id}/status`, { status: 'BOOKED' });
    expect(filled.statusCode, filled.body).toBe(200);
    for (const server of [app, other]) {
      const next = await page(url, server);
      expect(jobPostings(next.html)).toEqual([]);
      expect(next.html).toContain('This job has been filled.');
      expect(next.html).toContain('<meta name="robots" content="noindex">');
    }

    // Reopened: the markup is back on the next request, and the page is reused again after it.
    expect((await call(api, employer, 'PUT', `/api9/jobs/${posting.id}/status`, { status: 'ACTIVE' })).statusCode).toBe(200);
    const reopened = await page(url, other);
    expect(jobPostings(reopened.html)).toHaveLength(1);
    await database.db.update(jobs).set({ name: 'Written behind the application' }).where(eq(jobs.id, posting.id));
    expect((await page(url, other)).html).toContain('Hygienist for Wicker Park');
  });

  it('a closed posting and a practice change are seen at once too', async () => {
    const posting = await liveJob(api, employer, { name: 'Assistant for Old Town', position: 'DA', zip: '60610' });
    const url = `/dental-jobs/job/${posting.id}/${posting.slug}/`;
    expect(jobPostings((await page(url, other)).html)).toHaveLength(1);
    const contact = { contactName: null, contactEmail: null, contactPhone: null, website: 'oldtown.example' };
    expect((await call(api, employer, 'PUT', `/api9/users/employers/${employer.username}/contact-info`, contact)).statusCode).toBe(200);
    const [markup] = jobPostings((await page(url, other)).html) as { hiringOrganization?: { sameAs?: string } }[];
    expect(markup.hiringOrganization?.sameAs).toBe('https://oldtown.example');

    expect((await call(api, employer, 'PUT', `/api9/jobs/${posting.id}/status`, { status: 'CANCELED' })).statusCode).toBe(200);
    const closed = await page(url, other);
    expect(jobPostings(closed.html)).toEqual([]);
    expect(closed.html).toContain('This job has been closed.');
  });
});
