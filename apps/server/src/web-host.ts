import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { renderPage, robotsTxt, sitemapXml, type PageAssets } from '@chairside/web/entry-server';
import type { LiveJobPage } from '@chairside/domain/job-posting';
import { API_PREFIX } from '@chairside/api/app';
import { requestNonce } from './content-security-policy';

const WEB_DIST = fileURLToPath(new URL('../../web/dist/client', import.meta.url));
const CLIENT_ENTRY = 'src/entry-client.tsx';
/** Public pages whose forms carry a password or an email: sent before hydration, they come back here. */
const FORM_PAGES = ['/dental-jobs/login', '/reports/login', '/dental-jobs/register', '/dental-jobs/register/:kind', '/dental-jobs/recover-password', '/dental-jobs/reset-password'].flatMap(
  (path) => [path, `${path}/`],
);

type ManifestEntry = { file: string; css?: string[]; imports?: string[] };

/** The hashed script and stylesheet of the client entry, from Vite's manifest. */
export function readPageAssets(): PageAssets {
  const manifestPath = `${WEB_DIST}/.vite/manifest.json`;
  if (!existsSync(manifestPath)) throw new Error('The web app is not built: run `npm run build`.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestEntry>;
  const entry = manifest[CLIENT_ENTRY];
  const shared = (entry.imports ?? []).map((key) => manifest[key]).filter(Boolean);
  return {
    scripts: [`/${entry.file}`],
    preloads: shared.map((chunk) => `/${chunk.file}`),
    styles: [...(entry.css ?? []), ...shared.flatMap((chunk) => chunk.css ?? [])].map((file) => `/${file}`),
  };
}

/**
 * Serves the built assets and renders every other GET on the server. The pages load the built
 * client's scripts and styles, and the files come from its folder, unless others are given.
 */
export function webHost(publicUrl: string, pageAssets?: PageAssets, clientDir = WEB_DIST) {
  return async (app: FastifyInstance) => {
    const assets = pageAssets ?? readPageAssets();
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz copy of each text asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // A sign-in or sign-up form sent before the page's code ran: the forms say method="post", so what
    // was typed never lands in the address; the body is dropped and the page opens again.
    app.addContentTypeParser('application/x-www-form-urlencoded', (_request, payload, done) => {
      payload.resume();
      done(null, undefined);
    });
    for (const path of FORM_PAGES) app.post(path, async (request, reply) => reply.redirect(request.url.split('?')[0], 303));
    // Crawlers: every live job page (read from the API in-process) and the public pages.
    app.get('/sitemap.xml', async (_request, reply) => {
      const answer = await app.inject({ method: 'GET', url: `${API_PREFIX}/jobs/live-pages` });
      if (answer.statusCode !== 200) return reply.status(503).header('retry-after', '60').send();
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(sitemapXml(publicUrl, answer.json<LiveJobPage[]>()));
    });
    app.get('/robots.txt', async (_request, reply) =>
      reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
    );
    app.get('/*', async (request, reply) => {
      const get = async (path: string) => {
        const answer = await app.inject({ method: 'GET', url: `${API_PREFIX}${path}` });
        return { status: answer.statusCode, body: answer.statusCode === 204 ? null : answer.json() };
      };
      // The nonce the security headers put in this answer's Content-Security-Policy.
      const page = await renderPage(request.url, assets, publicUrl, get, requestNonce(request));
      // A slug can change with the job's title: browsers keep the redirect an hour, not forever.
      if ('location' in page) return reply.header('cache-control', 'public, max-age=3600').redirect(page.location, 301);
      return reply
        .status(page.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(page.html);
    });
  };
}
