import { lazy, type ComponentType } from 'react';
import type * as PageModuleExports from './job-search-page';
import { reloadForNewCode } from '../../components/layout/load-on-demand';

// The public job search is its own chunk (like the public job page): the server loads it before
// rendering (see the page-data loader), so the page renders with its jobs at once. In the browser
// the route has no Suspense boundary: hydration waits for the chunk and keeps the server's HTML.

/** The visitor's search page, with and without a position and ZIP code. */
export const PUBLIC_SEARCH_ROUTES = ['/dental-jobs/search', '/dental-jobs/search/:position/:zip?'];

type PageModule = typeof PageModuleExports;
type Loaded = { default: ComponentType };
let loaded: PageModule | null = null;

export async function preloadJobSearchPage(): Promise<void> {
  loaded ??= await import('./job-search-page');
}

const visitorPage = (module: PageModule): Loaded => ({ default: () => <module.JobSearchPage user={null} /> });

/** A thenable that calls back at once, so React.lazy resolves without suspending. */
const settled = (module: PageModule) => ({ then: (resolve: (value: Loaded) => void) => resolve(visitorPage(module)) }) as unknown as Promise<Loaded>;

export const PublicJobSearchRoute = lazy(() =>
  loaded ? settled(loaded) : preloadJobSearchPage().then(() => visitorPage(loaded as PageModule), reloadForNewCode),
);
