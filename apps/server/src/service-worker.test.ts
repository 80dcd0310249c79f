import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { pagePolicy } from './content-security-policy';
import { SERVICE_WORKER_POLICY, serviceWorkerRoute, serviceWorkerSource } from './service-worker';

function fakeBuild(entryFile: string) {
  const dir = mkdtempSync(join(tmpdir(), 'chairside-sw-'));
  mkdirSync(join(dir, '.vite'), { recursive: true });
  mkdirSync(join(dir, 'icons'), { recursive: true });
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dir, 'icons', 'icon-192.png'), 'png');
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/entry-client.tsx': { file: `assets/${entryFile}`, css: ['assets/entry.css'], imports: ['_shared.js'], isEntry: true },
      '_shared.js': { file: 'assets/shared-1.js' },
      'src/features/admin/admin-area.tsx': { file: 'assets/admin-9.js', isDynamicEntry: true },
    }),
  );
  return dir;
}

describe('the service worker at /sw.js', () => {
  it('is served uncached, under its own policy, with the build version and the app shell to precache', async () => {
    const dir = fakeBuild('entry-a.js');
    const app = Fastify();
    await app.register(serviceWorkerRoute(dir));
    const answer = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-security-policy']).toBe(SERVICE_WORKER_POLICY);
    const source = answer.body;
    expect(source).toMatch(/const VERSION = '[0-9a-f]{16}';/);
    const precache = JSON.parse(/const PRECACHE = (\[.*\]);/.exec(source)![1]) as string[];
    expect(precache).toEqual(['/favicon.svg', '/icons/icon-192.png', '/assets/entry-a.js', '/assets/entry.css', '/assets/shared-1.js']);
    expect(() => new Function(source)).not.toThrow();
    await app.close();
  });

  it('a new build is a new version', () => {
    const first = /const VERSION = '([0-9a-f]+)'/.exec(serviceWorkerSource(fakeBuild('entry-a.js')))![1];
    const second = /const VERSION = '([0-9a-f]+)'/.exec(serviceWorkerSource(fakeBuild('entry-b.js')))![1];
    expect(first).not.toBe(second);
  });

  it('pages may register it and read the manifest', () => {
    const policy = pagePolicy('abc', { https: true });
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });
});
