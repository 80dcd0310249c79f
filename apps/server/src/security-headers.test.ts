import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@chairside/db/client';
import { API_PREFIX, apiPlugin, createContext } from '@chairside/api/app';
import { openTestDatabase } from '@chairside/api/testing/test-database';
import { testConfig, type TestApi } from '@chairside/api/testing/test-api';
import { signUpEmployer } from '@chairside/api/testing/staff-profiles';
import { liveJob } from '@chairside/api/testing/hiring';
import { securityHeaders } from './security-headers';
import { webHost } from './web-host';

// The process as main.ts composes it, twice on one database: once for a site served over https,
// once over plain http (a machine of one's own). The client build is one script and one shared chunk.

const SCRIPT = '/assets/entry-client-test.js';
const CHUNK = '/assets/shared-test.js';
const ASSETS = { scripts: [SCRIPT], preloads: [CHUNK], styles: ['/assets/entry-client-test.css'] };
const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

let database: DatabaseHandle;
let clientDir: string;
let secure: FastifyInstance;
let plain: FastifyInstance;
let mapped: FastifyInstance;
let job: { id: number; slug: string };

async function site(publicUrl: string, env: Record<string, string> = {}): Promise<TestApi> {
  const config = testConfig({ PUBLIC_URL: publicUrl, ...env });
  const ctx = await createContext({ config, db: database.db });
  const app = Fastify();
  await app.register(securityHeaders, { publicUrl, mapTileUrl: config.MAP_TILE_URL });
  await app.register(apiPlugin(ctx), { prefix: API_PREFIX });
  await app.register(webHost(publicUrl, { pageAssets: ASSETS, clientDir }));
  // As the uploaded files' route does.
  app.get('/files-like/photo.png', async (_request, reply) =>
    reply.header('content-type', 'image/png').header('content-security-policy', "default-src 'none'; sandbox").send(Buffer.from('not really a png')),
  );
  await app.ready();
  return { app, ctx, database };
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    (header as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The nonce a page's policy admits scripts by. */
function policyNonce(header: unknown): string {
  const source = directives(header)
    .get('script-src')
    ?.find((value) => value.startsWith("'nonce-"));
  expect(source).toBeDefined();
  return source!.slice("'nonce-".length, -1);
}

const openingTags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'chairside-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, SCRIPT), 'export const ready = true;\n');
  writeFileSync(join(clientDir, CHUNK), 'export const shared = true;\n');
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  database = await openTestDatabase();
  const secureSite = await site('https://chairside.test');
  secure = secureSite.app;
  plain = (await site('http://localhost:3000')).app;
  mapped = (await site('https://chairside.test', { MAP_TILE_URL: TILE_URL, MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors' })).app;
  job = await liveJob(secureSite, await signUpEmployer(secureSite), { name: 'Periodontal Hygienist', position: 'DH', zip: '60614' });
});

afterAll(async () => {
  await secure?.close();
  await plain?.close();
  await mapped?.close();
  await database?.close();
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

describe('the Content-Security-Policy of a server-rendered page', () => {
  it('admits scripts only by a nonce that every script the page writes carries', async () => {
    const response = await secure.inject({ method: 'GET', url: `/dental-jobs/job/${job.id}/${job.slug}/` });
    expect(response.statusCode).toBe(200);
    const nonce = policyNonce(response.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const html = response.body;
    // The page data, the job's structured data, its breadcrumb trail's and the client entry, each with the nonce.
    const scripts = openingTags(html, 'script');
    expect(scripts).toHaveLength(4);
    for (const tag of scripts) expect(tag).toContain(` nonce="${nonce}"`);
    expect(html).toMatch(new RegExp(`<script nonce="${nonce.replace(/[+/]/g, '\\$&')}">window\\.__CHAIRSIDE_STATE__=`));
    expect(html).toContain(`<script type="application/ld+json" nonce="${nonce}">`);
    expect(html).toContain(`<script type="module" src="${SCRIPT}" nonce="${nonce}"`);
    expect(html).toContain(`<link rel="modulepreload" href="${CHUNK}" nonce="${nonce}"`);
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    // No markup runs code outside a script element.
    expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it('gives every page its own nonce', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const response = await secure.inject({ method: 'GET', url: '/' });
      const nonce = policyNonce(response.headers['content-security-policy']);
      for (const tag of openingTags(response.body, 'script')) expect(tag).toContain(` nonce="${nonce}"`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it('is strict: no plugins, base URL or framing, forms post to the site, scripts trust what the nonce loads', async () => {
    const policy = directives((await secure.inject({ method: 'GET', url: '/dental-jobs/login/' })).headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'strict-dynamic'"]));
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('img-src')?.slice(0, 3)).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('connect-src')?.[0]).toBe("'self'");
    // Style elements need the site, the payment form's origin or the nonce; style attributes are allowed.
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('lets the payment form and the analytics tag load, frame and call what their guides list', async () => {
    const policy = directives((await secure.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining(['https://js.braintreegateway.com', 'https://assets.braintreegateway.com', 'https://*.googletagmanager.com']),
    );
    expect(policy.get('frame-src')).toEqual(expect.arrayContaining(['https://assets.braintreegateway.com', 'https://*.paypal.com']));
    expect(policy.get('style-src')).toContain('https://assets.braintreegateway.com');
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['https://assets.braintreegateway.com', 'https://*.google-analytics.com']));
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://api.braintreegateway.com',
        'https://api.sandbox.braintreegateway.com',
        'https://client-analytics.braintreegateway.com',
        'https://*.braintree-api.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ]),
    );
  });

  it('covers the error pages too', async () => {
    const response = await secure.inject({ method: 'GET', url: '/no-such-page/' });
    expect(response.statusCode).toBe(404);
    const nonce = policyNonce(response.headers['content-security-policy']);
    for (const tag of openingTags(response.body, 'script')) expect(tag).toContain(` nonce="${nonce}"`);
  });
});

describe("the office maps' tile server (MAP_TILE_URL)", () => {
  it('is no image source of a page when none is set, and the pages are told there is no map', async () => {
    const page = await secure.inject({ method: 'GET', url: `/dental-jobs/job/${job.id}/${job.slug}/` });
    const images = directives(page.headers['content-security-policy']).get('img-src') ?? [];
    expect(images.some((source) => source.includes('tile'))).toBe(false);
    const settings = await secure.inject({ method: 'GET', url: '/api9/map/settings' });
    expect(settings.json()).toEqual({ tileUrl: null, attribution: null });
  });

  it('is an image source of every page when set, and nothing more; the pages read the template and its credit', async () => {
    for (const url of [`/dental-jobs/job/${job.id}/${job.slug}/`, '/app/employer-profile']) {
      const policy = directives((await mapped.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(policy.get('img-src')).toContain('https://*.tile.openstreetmap.org');
      for (const directive of ['script-src', 'style-src', 'connect-src', 'frame-src', 'default-src'])
        expect(policy.get(directive) ?? [], directive).not.toContain('https://*.tile.openstreetmap.org');
    }
    const settings = await mapped.inject({ method: 'GET', url: '/api9/map/settings' });
    expect(settings.statusCode).toBe(200);
    expect(settings.headers['cache-control']).toBe('public, max-age=300');
    expect(settings.json()).toEqual({ tileUrl: TILE_URL, attribution: '© OpenStreetMap contributors' });
  });
});

describe('the policy of answers that are not pages', () => {
  it.each([
    ['an API answer', '/api9/health'],
    ['an API error', '/api9/jobs/999999'],
    ['a built script', SCRIPT],
    ['an image that could carry script', '/favicon.svg'],
  ])('forbids everything in %s', async (_case, url) => {
    const response = await secure.inject({ method: 'GET', url });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the policy a route states for its own answers', async () => {
    const response = await secure.inject({ method: 'GET', url: '/files-like/photo.png' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('gives the API reference a policy of its own that runs its scripts and no others', async () => {
    const response = await secure.inject({ method: 'GET', url: '/api9/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    const document = await secure.inject({ method: 'GET', url: '/api9/docs/json' });
    expect(document.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('transport security and browser features', () => {
  it.each([
    ['a page', '/'],
    ['an API answer', '/api9/health'],
    ['a built script', SCRIPT],
  ])('asks browsers to keep to https for a year on %s of a site served over https', async (_case, url) => {
    const response = await secure.inject({ method: 'GET', url });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('says nothing of https on a site served over http, and does not upgrade its requests', async () => {
    for (const url of ['/', '/api9/health', SCRIPT]) {
      const response = await plain.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    const policy = directives((await plain.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(policy.get('script-src')).toContain("'strict-dynamic'");
  });

  it('turns off the browser features no page uses and keeps payments to the site', async () => {
    for (const url of ['/', '/api9/health']) {
      const features = new Map(
        String((await secure.inject({ method: 'GET', url })).headers['permissions-policy'])
          .split(',')
          .map((entry) => entry.trim().split('=') as [string, string]),
      );
      for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'browsing-topics']) expect(features.get(feature)).toBe('()');
      expect(features.get('payment')).toBe('(self)');
    }
  });
});

describe('the refresh cookie', () => {
  const signUp = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/api9/users/staff',
      payload: {
        email: `seeker-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'hygiene-first-2026',
        name: 'Raé Núñez',
        position: 'DH',
        zip: '78701',
        kind: 'staff',
      },
    });
  const refreshCookieAttributes = (setCookie: string | string[] | undefined) => {
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).find((value) => value.startsWith('chairside_refresh='));
    expect(cookie).toBeDefined();
    return cookie!
      .split(';')
      .slice(1)
      .map((attribute) => attribute.trim().toLowerCase());
  };

  it('is Secure, HttpOnly and SameSite=Strict on a site served over https', async () => {
    const response = await signUp(secure);
    expect(response.statusCode).toBe(201);
    expect(refreshCookieAttributes(response.headers['set-cookie'])).toEqual(
      expect.arrayContaining(['secure', 'httponly', 'samesite=strict', 'path=/api9/auth']),
    );
  });

  it('is not Secure on a site served over plain http, where a browser would not send it back', async () => {
    const response = await signUp(plain);
    expect(response.statusCode).toBe(201);
    const attributes = refreshCookieAttributes(response.headers['set-cookie']);
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict']));
    expect(attributes).not.toContain('secure');
  });
});
