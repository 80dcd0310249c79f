import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@chairside/db/client';
import { jobs } from '@chairside/db/schema';
import { API_PREFIX, apiPlugin, createContext } from '@chairside/api/app';
import { openTestDatabase } from '@chairside/api/testing/test-database';
import { testConfig } from '@chairside/api/testing/test-api';
import { signUpEmployer } from '@chairside/api/testing/staff-profiles';
import { liveJob } from '@chairside/api/testing/hiring';
import { movableClock } from '@chairside/api/testing/jobs';
import { securityHeaders } from './security-headers';
import { webHost } from './web-host';

// The process as main.ts composes it, with pages reused for 10 seconds (PAGE_CACHE_SECONDS) on a
// clock the test moves.

const PUBLIC_URL = 'https://chairside.test';
const ASSETS = { scripts: ['/assets/entry-client.js'], preloads: ['/assets/shared.js'], styles: [] };

const clock = movableClock(new Date().toISOString());
let app: FastifyInstance;
let database: DatabaseHandle;
let job: { id: number; slug: string };
/** While set, the banner's announcements answer 503: a page read that fails. */
let announcementsDown = false;

beforeAll(async () => {
  database = await openTestDatabase();
  const ctx = await createContext({ config: testConfig({ PUBLIC_URL }), db: database.db, clock });
  app = Fastify();
  app.addHook('onRequest', async (request, reply) => {
    if (announcementsDown && request.url.startsWith(`${API_PREFIX}/announcements`))
      await reply.status(503).send({ errors: [{ code: 'UNAVAILABLE', message: 'Down' }] });
  });
  await app.register(securityHeaders, { publicUrl: PUBLIC_URL });
  await app.register(apiPlugin(ctx), { prefix: API_PREFIX });
  await app.register(webHost(PUBLIC_URL, { pageAssets: ASSETS, pageReuseSeconds: 10, clock }));
  await app.ready();
  job = await liveJob({ app, ctx, database }, await signUpEmployer({ app, ctx, database }), {
    name: 'Hygienist for Lincoln Park',
    position: 'DH',
    zip: '60614',
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms).toISOString());

/** A page's answer: its HTML, the nonce its policy admits scripts by, and every nonce written in the HTML. */
async function page(url: string) {
  const response = await app.inject({ method: 'GET', url });
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
