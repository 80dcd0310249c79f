import { QueryClient } from '@tanstack/react-query';

export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } } });

/** Where the server puts the data it loaded for a page, for the browser to pick up. */
export const DEHYDRATED_STATE_KEY = '__CHAIRSIDE_STATE__';
