import { randomBytes } from 'node:crypto';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { defaultShouldDehydrateQuery, dehydrate } from '@tanstack/react-query';
import { BLOG_FEED_PATH, BLOG_FEED_TITLE } from '@chairside/domain/content-rules';
import { App } from './app';
import { prefetchApi, type ServerApiGet } from './lib/page-data';
import { announcementsKey, announcementsPath } from './features/promotions/public-api';
import { LATEST_POSTS_KEY, LATEST_POSTS_PATH } from './components/layout/latest-posts';
import { fullTitle, PageMetaProvider, type PageMetaCollector } from './lib/page-meta';
import { excludedFromSearch } from './lib/site-paths';
import { breadcrumbListJsonLd, withAbsoluteAddresses } from './lib/json-ld';
import { createQueryClient, DEHYDRATED_STATE_KEY } from './lib/query-client';
import { PAGE_DATA_LOADERS } from './routes/page-data-loaders';
import { preloadBlogPages } from './features/blog/blog-routes';
import { preloadMarketingPages } from './features/marketing-forms/marketing-routes';
import { preloadPublicAssessmentsPage } from './features/assessments/public-assessments-route';
import { preloadRegisterPage } from './features/auth/register-route';
import { preloadLoginPage } from './features/auth/sign-in-route';
import { preloadPasswordPages } from './features/auth/password-routes';
import { preloadGooglePages } from './features/auth/google-sign-in-routes';
import { preloadHomePage } from './pages/home-route';

export { postingOfPage, robotsTxt, sitemapIndexXml, sitemapXml, urlsetXml, type SitemapEntry, type SitemapFile } from './features/public-job/public-api';

export type PageAssets = { scripts: string[]; preloads: string[]; styles: string[] };
/**
 * A page with its status, or a permanent redirect to another path of the site. The page's HTML
 * comes in parts to be joined with the request's CSP nonce (`pageHtml`), so one render can answer
 * several requests, each with its own nonce. `reusable`: none of the answers the page read failed.
 */
export type RenderedPage = { status: number; htmlParts: string[]; reusable: boolean } | { status: 301; location: string };

/** The page's HTML for one request, with that request's nonce. */
export const pageHtml = (page: { htmlParts: string[] }, nonce: string) => page.htmlParts.join(escapeHtml(nonce));

/** Where the nonce goes while the page renders: unguessable, and never sent (the parts are split at it). */
const NONCE_SLOT = `nonce-slot-${randomBytes(16).toString('hex')}`;

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
const jsonForScript = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Failed answers go to the browser too, so its first render shows the same error as the server's. */
const shouldDehydrateQuery = (query: Parameters<typeof defaultShouldDehydrateQuery>[0]) => defaultShouldDehydrateQuery(query) || query.state.status === 'error';

/**
 * Renders a page on the server: the HTML a crawler without JavaScript sees, ready to hydrate; or
 * the redirect its page-data loader asks for. It depends on the URL and the (anonymous) answers
 * only. Every script element it writes carries the nonce slot, filled with the value the page's
 * Content-Security-Policy admits scripts by; no markup it writes runs code otherwise.
 */
export async function renderPage(url: string, assets: PageAssets, publicUrl: string, get: ServerApiGet): Promise<RenderedPage> {
  const collector: PageMetaCollector = { meta: null };
  const queryClient = createQueryClient();
  const location = new URL(url, publicUrl);
  const pathname = location.pathname;
  for (const loader of PAGE_DATA_LOADERS) {
    const match = matchPath({ path: loader.path, end: true }, pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
    if (match) {
      const result = await loader.load(match.params, queryClient, get, location);
      if (result) return { status: 301, location: result.redirect };
      break;
    }
  }
  // The banner for signed-out visitors renders with the page, so it does not move the layout later.
  if (!pathname.startsWith('/app')) await prefetchApi(queryClient, get, announcementsKey('unauthenticated'), announcementsPath('unauthenticated'));
  // The menu's latest blog posts, in the page's HTML.
  if (!pathname.startsWith('/app')) await prefetchApi(queryClient, get, LATEST_POSTS_KEY, LATEST_POSTS_PATH);
  // Public pages kept in chunks of their own are in the server's memory before it renders.
  if (!pathname.startsWith('/app'))
    await Promise.all([
      preloadBlogPages(),
      preloadMarketingPages(),
      preloadPublicAssessmentsPage(),
      preloadRegisterPage(),
      preloadLoginPage(),
      preloadPasswordPages(),
      preloadGooglePages(),
      preloadHomePage(),
    ]);
  const body = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <PageMetaProvider collector={collector}>
          <App queryClient={queryClient} />
        </PageMetaProvider>
      </StaticRouter>
    </StrictMode>,
  );
  const meta = collector.meta ?? { title: 'Chairside', noindex: true };
  // The page's own markup, then the breadcrumb trail it shows, each with absolute addresses.
  // A page may carry several blocks (a practice's Organization and its EmployerAggregateRating, ADR 114).
  const jsonLd = [...[meta.jsonLd].flat(), collector.breadcrumbs?.length ? breadcrumbListJsonLd(collector.breadcrumbs) : undefined]
    .filter((markup): markup is object => markup !== undefined)
    .map((markup) => withAbsoluteAddresses(markup, publicUrl));
  const head = [
    `<title>${escapeHtml(fullTitle(meta))}</title>`,
    meta.description ? `<meta name="description" content="${escapeHtml(meta.description)}">` : '',
    meta.canonicalPath ? `<link rel="canonical" href="${escapeHtml(new URL(meta.canonicalPath, publicUrl).toString())}">` : '',
    // The blog's Atom feed, for feed readers and crawlers, on every public page (ADR 101).
    pathname.startsWith('/app')
      ? ''
      : `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(BLOG_FEED_TITLE)}" href="${escapeHtml(new URL(BLOG_FEED_PATH, publicUrl).toString())}">`,
    meta.noindex || excludedFromSearch(pathname) ? '<meta name="robots" content="noindex">' : '',
    ...jsonLd.map((markup) => `<script type="application/ld+json" nonce="${NONCE_SLOT}">${jsonForScript(markup)}</script>`),
    // Where the client's loader finds the nonce for the chunks it preloads later.
    `<meta property="csp-nonce" nonce="${NONCE_SLOT}">`,
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    `<script nonce="${NONCE_SLOT}">window.${DEHYDRATED_STATE_KEY}=${jsonForScript(dehydrate(queryClient, { shouldDehydrateQuery }))}</script>`,
    // The HTML is the page: the scripts that hydrate it load at low priority, so the stylesheet
    // gets the bandwidth first and the page shows sooner.
    ...assets.scripts.map((src) => `<script type="module" src="${src}" nonce="${NONCE_SLOT}" fetchpriority="low"></script>`),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}" nonce="${NONCE_SLOT}" fetchpriority="low">`),
  ]
    .filter(Boolean)
    .join('\n    ');
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="#0b5c6b">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="manifest" href="/manifest.webmanifest">
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">
    ${head}
  </head>
  <body>
    <div id="root">${body}</div>
  </body>
</html>`;
  const reusable = !queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  return { status: meta.status ?? 200, htmlParts: html.split(NONCE_SLOT), reusable };
}
