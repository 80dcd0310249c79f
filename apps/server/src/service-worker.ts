import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** The service worker's source (plain JavaScript, run by the browser). */
const SOURCE = fileURLToPath(new URL('../../web/src/service-worker/sw.js', import.meta.url));
const PRECACHE_MARK = '/* filled by the server */ []';
const VERSION_MARK = "const VERSION = '__BUILD_VERSION__';";

/**
 * What the worker may fetch: this origin only. The worker's own policy comes from this answer's
 * header (a page's policy does not reach it), so it is stated here rather than the resource policy.
 */
export const SERVICE_WORKER_POLICY = "default-src 'self'; object-src 'none'; base-uri 'none'";

/** Files beside the build that the app shell needs offline. */
const SHELL_FILES = ['/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];

type ManifestEntry = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean; dynamicImports?: string[] };

/**
 * The worker as served: its version is a hash of the build's manifest (a new build, a new version,
 * so the browser installs it and drops the old caches), and it precaches the client entry, the
 * chunks it imports and their stylesheets.
 */
export function serviceWorkerSource(clientDir: string): string {
  const manifestPath = `${clientDir}/.vite/manifest.json`;
  const manifestText = existsSync(manifestPath) ? readFileSync(manifestPath, 'utf8') : '{}';
  const manifest = JSON.parse(manifestText) as Record<string, ManifestEntry>;
  const files = new Set<string>(SHELL_FILES.filter((file) => existsSync(`${clientDir}${file}`)));
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(`/${entry.file}`)) return;
    files.add(`/${entry.file}`);
    for (const css of entry.css ?? []) files.add(`/${css}`);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) visit(key);
  const version = createHash('sha256').update(manifestText).update(readFileSync(SOURCE)).digest('hex').slice(0, 16);
  return readFileSync(SOURCE, 'utf8')
    .replace(VERSION_MARK, `const VERSION = '${version}';`)
    .replace(PRECACHE_MARK, JSON.stringify([...files]));
}

/** GET /sw.js: never cached by HTTP (the browser checks it for updates), scope / by its place. */
export function serviceWorkerRoute(clientDir: string) {
  return async (app: FastifyInstance) => {
    let source: string | null = null;
    app.get('/sw.js', async (_request, reply) => {
      source ??= serviceWorkerSource(clientDir);
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', SERVICE_WORKER_POLICY)
        .send(source);
    });
  };
}
