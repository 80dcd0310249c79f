import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@chairside/db/client';
import { employerAggregateRatingProblems } from '@chairside/domain/review-rules';
import { API_PREFIX, apiPlugin, createContext } from '@chairside/api/app';
import { openTestDatabase } from '@chairside/api/testing/test-database';
import { testConfig, type TestApi } from '@chairside/api/testing/test-api';
import { signUpStaff, type TestAccount } from '@chairside/api/testing/accounts';
import { call, signUpEmployer } from '@chairside/api/testing/staff-profiles';
import { createDraft, giveSlot, movableClock, postingBody, publish } from '@chairside/api/testing/jobs';
import { webHost } from './web-host';

// The practice page's EmployerAggregateRating as a crawler reads it (ADR 114): none before a
// review shows; after both sides of a worked shift reviewed, a JSON-LD block of its own with
// Google's required properties and types, the values the page shows, and absolute addresses.

const PUBLIC_URL = 'https://chairside.test';
const ASSETS = { scripts: ['/assets/entry-client.js'], preloads: [], styles: [] };
const clock = movableClock('2026-12-05T14:00:00.000Z');

let app: FastifyInstance;
let database: DatabaseHandle;
let api: TestApi;
let practice: TestAccount;
let pro: TestAccount;
let shiftId: number;

type Markup = Record<string, unknown>;
const blocksOf = (html: string): Markup[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Markup);
const page = async () => (await app.inject({ method: 'GET', url: `/dental-jobs/organizations/${practice.username}/` })).body;
const good = { rating: 5, punctuality: 5, preparedness: 5, friendliness: 4, wouldWorkAgain: true, comment: 'Lovely team.' };

beforeAll(async () => {
  database = await openTestDatabase();
  const ctx = await createContext({ config: testConfig({ PUBLIC_URL }), db: database.db, clock });
  app = Fastify();
  await app.register(apiPlugin(ctx), { prefix: API_PREFIX });
  await app.register(webHost(PUBLIC_URL, { pageAssets: ASSETS }));
  await app.ready();
  api = { app, ctx, database };
  practice = await signUpEmployer(api);
  pro = await signUpStaff(api);
  const base = `/api9/users/employers/${practice.username}`;
  expect(
    (await call(api, practice, 'PUT', `${base}/contact-info`, { contactName: null, contactEmail: null, contactPhone: null, website: 'brightsmiles.example' }))
      .statusCode,
  ).toBe(200);
  expect((await call(api, practice, 'PUT', `${base}/profile/public`, { state: true })).statusCode).toBe(200);
  const weekly = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => [day, [{ start: '07:00', end: '18:00' }]]));
  const profile = { positions: ['DH'], weekly, exceptions: [], travelMiles: 25, minimumRateCents: 4000, instantBooking: true };
  expect((await call(api, pro, 'PUT', `/api9/users/staff/${pro.username}/temp-profile`, profile)).statusCode).toBe(200);
  // A shift in Austin on Monday Dec 7, 8:00 to 17:00 (14:00 to 23:00 UTC), booked instantly.
  await giveSlot(api, practice);
  const draft = await createDraft(
    api,
    practice,
    postingBody({ type: 'TEMP', zip: '78701', name: 'Temp Hygienist', jobDates: [{ date: '2026-12-07', startTime: '08:00', endTime: '17:00' }] }),
  );
  expect((await publish(api, practice, draft.id)).statusCode).toBe(200);
  shiftId = (await database.db.execute<{ id: number }>(sql`select id::int as id from job_dates where job_id = ${draft.id}`)).rows[0]!.id;
  expect(
    (await call(api, practice, 'PUT', `${base}/shifts/${shiftId}`, { bookingMode: 'INSTANT', rateCents: 5000, breakMinutes: 0, notes: null })).statusCode,
  ).toBe(200);
  expect((await call(api, pro, 'POST', `/api9/users/staff/${pro.username}/shifts/${shiftId}/acceptance`)).statusCode).toBe(200);
  clock.set('2026-12-08T01:00:00.000Z');
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe("the practice page's employer rating markup", () => {
  it('is absent until a review shows, then valid with the values the page shows', async () => {
    expect(blocksOf(await page()).map((block) => block['@type'])).not.toContain('EmployerAggregateRating');
    expect((await call(api, pro, 'POST', `/api9/users/staff/${pro.username}/reviews/shifts/${shiftId}`, good)).statusCode).toBe(200);
    // Written by one side only: not shown, not marked up.
    expect(blocksOf(await page()).map((block) => block['@type'])).not.toContain('EmployerAggregateRating');
    expect((await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/reviews/shifts/${shiftId}`, good)).statusCode).toBe(200);

    const html = await page();
    const blocks = blocksOf(html);
    expect(blocks.map((block) => block['@type'])).toEqual(expect.arrayContaining(['Organization', 'EmployerAggregateRating', 'BreadcrumbList']));
    const rating = blocks.find((block) => block['@type'] === 'EmployerAggregateRating')!;
    expect(employerAggregateRatingProblems(rating)).toEqual([]);
    expect(rating).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EmployerAggregateRating',
      itemReviewed: { '@type': 'Organization', name: expect.any(String), sameAs: 'https://brightsmiles.example' },
      ratingValue: 5,
      ratingCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    expect((rating.itemReviewed as Markup).name).toBe(blocks.find((block) => block['@type'] === 'Organization')!.name);
    expect(html).toContain('Lovely team.');
    expect(html).toContain('5.0 ★ (1 review)');
  });
});
