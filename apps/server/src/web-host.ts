import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  pageHtml,
  postingOfPage,
  renderPage,
  robotsTxt,
  sitemapIndexXml,
  sitemapXml,
  urlsetXml,
  type PageAssets,
  type RenderedPage,
  type SitemapEntry,
} from '@chairside/web/entry-server';
import { API_PREFIX } from '@chairside/api/app';
import { BLOG_FEED_PATH } from '@chairside/domain/content-rules';
import { systemClock, type Clock } from '@chairside/api/platform/clock';
import { recentAnswers } from '@chairside/api/platform/recent-answers';
import { requestNonce } from './content-security-policy';
import { serviceWorkerRoute } from './service-worker';

const WEB_DIST = fileURLToPath(new URL('../../web/dist/client', import.meta.url));
const CLIENT_ENTRY = 'src/entry-client.tsx';
/** Public pages whose forms carry a password or an email: sent before hydration, they come back here. */
const FORM_PAGES = [
  '/dental-jobs/login',
  '/reports/login',
  '/dental-jobs/register',
  '/dental-jobs/register/:kind',
  '/dental-jobs/recover-password',
  '/dental-jobs/reset-password',
].flatMap((path) => [path, `${path}/`]);

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

/** Pages kept for reuse at most (about 50 kB each). */
const MAX_REUSED_PAGES = 500;

export type WebHostOptions = {
  /** The client's scripts and styles; by default the built client's (Vite's manifest). */
  pageAssets?: PageAssets;
  /** Where the static files are; by default the built client's folder. */
  clientDir?: string;
  /** How long a rendered page answers the same URL again (ADR 62; 0: every request renders). */
  pageReuseSeconds?: number;
  /**
   * The version of a posting's page, read from the shared database (ADR 100): a job page is
   * reused only while its posting's version is the one it was rendered under.
   */
  postingPageVersion?: (jobId: number) => Promise<string | null>;
  clock?: Clock;
};

/**
 * Serves the built assets and renders every other GET on the server. The pages load the built
 * client's scripts and styles, and the files come from its folder, unless others are given.
 */
export function webHost(
  publicUrl: string,
  { pageAssets, clientDir = WEB_DIST, pageReuseSeconds = 0, postingPageVersion, clock = systemClock }: WebHostOptions = {},
) {
  return async (app: FastifyInstance) => {
    const assets = pageAssets ?? readPageAssets();
    // A page is rendered signed out (its answers are read anonymously), so it depends on its URL
    // only: the same URL is answered again for a few seconds, each answer with its own nonce. A
    // page whose data failed to load is not kept. A job page also depends on its posting's
    // version, read before it renders (ADR 100): a change to the posting, on any instance, makes
    // the next request render it afresh.
    const recentPages = recentAnswers<RenderedPage>({
      seconds: pageReuseSeconds,
      maxEntries: MAX_REUSED_PAGES,
      clock,
      keep: (page) => !('htmlParts' in page) || page.reusable,
    });
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
    // The installable app's service worker (ADR 54).
    await app.register(serviceWorkerRoute(clientDir));
    // A sign-in or sign-up form sent before the page's code ran: the forms say method="post", so what
    // was typed never lands in the address; the body is dropped and the page opens again.
    app.addContentTypeParser('application/x-www-form-urlencoded', (_request, payload, done) => {
      payload.resume();
      done(null, undefined);
    });
    for (const path of FORM_PAGES) app.post(path, async (request, reply) => reply.redirect(request.url.split('?')[0], 303));
    // Crawlers: a sitemap index (ADR 42) whose files are read from the API in-process: the public
    // and content pages, then each family the job directories list (jobs, directories, salaries,
    // practices, professionals), split at 50,000 addresses. A minute of caching: a posting that
    // expires leaves the sitemap within a minute.
    const xml = (reply: FastifyReply, body: string) =>
      reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=60').send(body);
    const contentEntries = async () => {
      const content = await app.inject({ method: 'GET', url: `${API_PREFIX}/content/sitemap` });
      return content.statusCode === 200 ? content.json<{ entries: SitemapEntry[] }>().entries : null;
    };
    app.get('/sitemap.xml', async (_request, reply) => {
      const [families, content] = await Promise.all([app.inject({ method: 'GET', url: `${API_PREFIX}/job-directories/sitemap` }), contentEntries()]);
      if (families.statusCode !== 200 || content === null) return reply.status(503).header('retry-after', '60').send();
      const pagesLastmod = content.reduce<string | null>((top, entry) => (!top || entry.lastmod > top ? entry.lastmod : top), null);
      const files = families.json<{ family: string; part: number; lastmod: string | null }[]>();
      return xml(
        reply,
        sitemapIndexXml(publicUrl, [
          { path: '/sitemaps/pages-1.xml', lastmod: pagesLastmod },
          ...files.map((file) => ({ path: `/sitemaps/${file.family}-${file.part}.xml`, lastmod: file.lastmod })),
        ]),
      );
    });
    app.get('/sitemaps/:file', async (request, reply) => {
      const match = /^([a-z]+)-([1-9]\d{0,3})\.xml$/.exec((request.params as { file: string }).file);
      if (!match) return reply.status(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
      if (match[1] === 'pages') {
        const content = match[2] === '1' ? await contentEntries() : null;
        if (match[2] !== '1') return reply.status(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
        if (content === null) return reply.status(503).header('retry-after', '60').send();
        return xml(reply, sitemapXml(publicUrl, [], content));
      }
      const answer = await app.inject({ method: 'GET', url: `${API_PREFIX}/job-directories/sitemap/${match[1]}/${match[2]}` });
      if (answer.statusCode === 404 || answer.statusCode === 400)
        return reply.status(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
      if (answer.statusCode !== 200) return reply.status(503).header('retry-after', '60').send();
      return xml(reply, urlsetXml(publicUrl, answer.json<{ path: string; lastmod: string | null }[]>()));
    });
    // The blog's Atom feed at its public address (ADR 101), read from the API in-process; every
    // public page's head links it, and robots.txt leaves it open.
    app.get(BLOG_FEED_PATH, async (_request, reply) => {
      const feed = await app.inject({ method: 'GET', url: `${API_PREFIX}/content/blog-feed` });
      if (feed.statusCode !== 200) return reply.status(503).header('retry-after', '60').send();
      return reply.header('content-type', 'application/atom+xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(feed.body);
    });
    app.get('/robots.txt', async (_request, reply) =>
      reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
    );
    app.get('/*', async (request, reply) => {
      const get = async (path: string) => {
        const answer = await app.inject({ method: 'GET', url: `${API_PREFIX}${path}` });
        return { status: answer.statusCode, body: answer.statusCode === 204 ? null : answer.json() };
      };
      const render = () => renderPage(request.url, assets, publicUrl, get);
      const jobId = pageReuseSeconds > 0 && postingPageVersion ? postingOfPage(request.url) : null;
      let key: string | null = request.url;
      if (jobId !== null && postingPageVersion) {
        const version = await postingPageVersion(jobId).catch(() => undefined);
        // A version that could not be read: the page is rendered for this request alone.
        key = version === undefined ? null : `${request.url}\n${version ?? 'no posting'}`;
      }
      const page = key === null ? await render() : await recentPages.get(key, render);
      // A slug can change with the job's title: browsers keep the redirect an hour, not forever.
      if ('location' in page) return reply.header('cache-control', 'public, max-age=3600').redirect(page.location, 301);
      return (
        reply
          .status(page.status)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          // The nonce the security headers put in this answer's Content-Security-Policy.
          .send(pageHtml(page, requestNonce(request)))
      );
    });
  };
}
