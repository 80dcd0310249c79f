import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@chairside/db/client';
import { API_PREFIX, apiPlugin, createContext } from '@chairside/api/app';
import { openTestDatabase } from '@chairside/api/testing/test-database';
import { testConfig } from '@chairside/api/testing/test-api';
import { signUpEmployer } from '@chairside/api/testing/staff-profiles';
import { liveJob } from '@chairside/api/testing/hiring';
import { API_COMPRESSION_THRESHOLD_BYTES, COMPRESSION_THRESHOLD_BYTES, responseCompression } from './compression';
import { webHost } from './web-host';

// The process as main.ts composes it, with three live hygienist postings in Chicago (60614), serving
// a client build made of one script that the web build's own step has pre-compressed.

const PRECOMPRESS = fileURLToPath(new URL('../../web/scripts/precompress.mjs', import.meta.url));
const SCRIPT_PATH = '/assets/entry-client-test.js';
const ASSETS = { scripts: [SCRIPT_PATH], preloads: [], styles: [] };

let app: FastifyInstance;
let database: DatabaseHandle;
let clientDir: string;
let script: Buffer;

const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'chairside-client-'));
  mkdirSync(join(clientDir, 'assets'));
  script = Buffer.from(`export const jobs = ${JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, title: `Dental Hygienist ${id}` })))};\n`);
  writeFileSync(join(clientDir, SCRIPT_PATH), script);
  execFileSync(process.execPath, [PRECOMPRESS, clientDir]);

  database = await openTestDatabase();
  const ctx = await createContext({ config: testConfig(), db: database.db });
  app = Fastify();
  await app.register(responseCompression);
  await app.register(apiPlugin(ctx), { prefix: API_PREFIX });
  await app.register(webHost('https://chairside.test', { pageAssets: ASSETS, clientDir }));
  await app.ready();
  const api = { app, ctx, database };
  const employer = await signUpEmployer(api);
  for (const name of ['Periodontal Hygienist', 'Pediatric Hygienist', 'Hygienist, Saturdays'])
    await liveJob(api, employer, { name, position: 'DH', zip: '60614' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

describe('built assets, compressed at build time', () => {
  it('sends the brotli copy to a client that accepts it, and it decodes to the file', async () => {
    const response = await get(SCRIPT_PATH, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['vary']).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's copy, not one compressed for this request.
    expect(response.rawPayload.equals(readFileSync(join(clientDir, `${SCRIPT_PATH}.br`)))).toBe(true);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(response.rawPayload).equals(script)).toBe(true);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await get(SCRIPT_PATH, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(readFileSync(join(clientDir, `${SCRIPT_PATH}.gz`)))).toBe(true);
    expect(gunzipSync(response.rawPayload).equals(script)).toBe(true);
  });

  it('sends the file itself, still saying it varies, to a client that accepts no encoding', async () => {
    const response = await get(SCRIPT_PATH);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toContain('accept-encoding');
    expect(response.rawPayload.equals(script)).toBe(true);
  });
});

describe('pages and API answers, compressed per request', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('compresses a page with %s when asked', async (encoding, decode) => {
    const plain = await get('/dental-jobs/login/');
    const response = await get('/dental-jobs/login/', encoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['vary']).toContain('accept-encoding');
    const html = decode(response.rawPayload).toString();
    // The same page, but for the nonce and the page data's fetch times every answer gets afresh.
    const withoutNonce = (page: string) => page.replace(/ nonce="[^"]*"/g, '').replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
    expect(withoutNonce(html)).toBe(withoutNonce(plain.body));
    expect(html).toContain('<title>');
    expect(response.rawPayload.length).toBeLessThan(html.length / 2);
  });

  it('sends a page plain, saying it varies, to a client that does not ask', async () => {
    const response = await get('/dental-jobs/login/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toContain('accept-encoding');
    expect(response.body).toMatch(/^<!doctype html>/);
  });

  it('compresses a large API answer', async () => {
    const plain = await get(`${API_PREFIX}/docs/json`);
    expect(plain.rawPayload.length).toBeGreaterThan(API_COMPRESSION_THRESHOLD_BYTES);
    const response = await get(`${API_PREFIX}/docs/json`, 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('sends an API answer of a few kB as it is, saying it varies', async () => {
    const response = await get(`${API_PREFIX}/jobs/search?position=DH&zip=60614`, 'gzip, br');
    expect(response.statusCode).toBe(200);
    // Large enough for a page to be compressed, under the API's threshold.
    expect(response.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.rawPayload.length).toBeLessThan(API_COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toContain('accept-encoding');
    expect(response.json().total).toBe(3);
  });
});
