import type { QueryClient } from '@tanstack/react-query';

/** A GET on the API made by the server during rendering (in-process, anonymous). */
export type ServerApiGet = (path: string) => Promise<{ status: number; body: unknown }>;

/**
 * What a public page needs before it can render on the server: it fills the query cache under
 * the same keys its components read with useQuery, so the first render already has the data.
 */
export type PageDataLoader = {
  path: string;
  load: (params: Record<string, string | undefined>, queries: QueryClient, get: ServerApiGet) => Promise<void>;
};

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
