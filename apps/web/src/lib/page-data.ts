import type { QueryClient } from '@tanstack/react-query';

/** A GET on the API made by the server during rendering (in-process, anonymous). */
export type ServerApiGet = (path: string) => Promise<{ status: number; body: unknown }>;

/** What a loader may answer: nothing (render the page), or a redirect to another path of the site (HTTP 301). */
export type PageDataResult = void | { redirect: string };

/**
 * What a public page needs before it can render on the server: it fills the query cache under
 * the same keys its components read with useQuery, so the first render already has the data.
 * It gets the route's parameters (as matched on the raw path, not decoded) and the whole URL.
 */
export type PageDataLoader = {
  path: string;
  load: (params: Record<string, string | undefined>, queries: QueryClient, get: ServerApiGet, url: URL) => Promise<PageDataResult>;
};

/** A route parameter as the router hands it to the page (decoded); matchPath on the raw path does not decode. */
export function decodeRouteParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Loads one API answer into the cache; a 404 is stored as null so the page can say "not found". */
export async function prefetchApi(queries: QueryClient, get: ServerApiGet, queryKey: readonly unknown[], path: string) {
  await queries.prefetchQuery({
    queryKey,
    queryFn: async () => {
      const { status, body } = await get(path);
      if (status === 404) return null;
      if (status >= 400) throw new Error(`GET ${path} answered ${status}`);
      return body;
    },
  });
}
