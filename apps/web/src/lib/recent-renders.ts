import type { QueryClient } from '@tanstack/react-query';

/** How long a rendered page body is reused: bounds how old a relative date in it can be ("posted 2 days ago"). */
export const RENDER_REUSE_MS = 10_000;
const MAX_ENTRIES = 200;

export type RenderedBody<Meta> = { body: string; meta: Meta };

/**
 * A server-rendered page's body is a function of its URL and the data its loaders put in the
 * query cache: the same URL with the same answers (a busy job page, the home page, a search many
 * visitors make) renders the same markup, so it is rendered once and reused for a few seconds.
 * The key holds every query's data and state, so a changed answer renders anew at once.
 */
export function createRecentRenders<Meta>({ ttlMs = RENDER_REUSE_MS, maxEntries = MAX_ENTRIES, now = Date.now } = {}) {
  const entries = new Map<string, RenderedBody<Meta> & { expires: number }>();
  let renders = 0;
  return {
    render(url: string, queryClient: QueryClient, render: () => RenderedBody<Meta>): RenderedBody<Meta> {
      const queries = queryClient
        .getQueryCache()
        .getAll()
        .map((query) => [query.queryHash, query.state.status, query.state.data, query.state.error ? String(query.state.error) : null]);
      const key = `${url}\n${JSON.stringify(queries)}`;
      const at = now();
      const entry = entries.get(key);
      if (entry && entry.expires > at) return entry;
      if (entry) entries.delete(key);
      renders++;
      const rendered = render();
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { ...rendered, expires: at + ttlMs });
      return rendered;
    },
    /** How many times a body was rendered (not reused). */
    renders: () => renders,
  };
}
