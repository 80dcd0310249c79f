import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { defaultShouldDehydrateQuery, dehydrate } from '@tanstack/react-query';
import { App } from './app';
import type { ServerApiGet } from './lib/page-data';
import { fullTitle, PageMetaProvider, type PageMetaCollector } from './lib/page-meta';
import { createQueryClient, DEHYDRATED_STATE_KEY } from './lib/query-client';
import { PAGE_DATA_LOADERS } from './routes/page-data-loaders';

export { robotsTxt, sitemapXml } from './features/public-job/sitemap';

export type PageAssets = { scripts: string[]; preloads: string[]; styles: string[] };
/** A page's HTML with its status, or a permanent redirect to another path of the site. */
export type RenderedPage = { status: number; html: string } | { status: 301; location: string };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const jsonForScript = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Failed answers go to the browser too, so its first render shows the same error as the server's. */
const shouldDehydrateQuery = (query: Parameters<typeof defaultShouldDehydrateQuery>[0]) =>
  defaultShouldDehydrateQuery(query) || query.state.status === 'error';

/**
 * Renders a page on the server: the HTML a crawler without JavaScript sees, ready to hydrate; or
 * the redirect its page-data loader asks for.
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
  const head = [
    `<title>${escapeHtml(fullTitle(meta.title))}</title>`,
    meta.description ? `<meta name="description" content="${escapeHtml(meta.description)}">` : '',
    meta.canonicalPath ? `<link rel="canonical" href="${escapeHtml(new URL(meta.canonicalPath, publicUrl).toString())}">` : '',
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    meta.jsonLd ? `<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>` : '',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    `<script>window.${DEHYDRATED_STATE_KEY}=${jsonForScript(dehydrate(queryClient, { shouldDehydrateQuery }))}</script>`,
    // The HTML is the page: the scripts that hydrate it load at low priority, so the stylesheet
    // gets the bandwidth first and the page shows sooner.
    ...assets.scripts.map((src) => `<script type="module" src="${src}" fetchpriority="low"></script>`),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`),
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
    ${head}
  </head>
  <body>
    <div id="root">${body}</div>
  </body>
</html>`;
  return { status: meta.status ?? 200, html };
}
