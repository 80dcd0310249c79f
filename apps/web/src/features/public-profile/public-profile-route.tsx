import { lazy, type ComponentType } from 'react';
import type * as PageModuleExports from './public-profile-page';
import { reloadForNewCode } from '../../components/layout/load-on-demand';

// The public profile page is its own chunk, so the resume's code is not shipped with every
// public page. The server loads the chunk before rendering (see the page-data loader) and the
// lazy component then renders at once; in the browser, hydration keeps the server's HTML until
// the chunk arrives, and a client-side visit shows the loading state meanwhile.

type PageModule = typeof PageModuleExports;
type Loaded = { default: ComponentType };
let loaded: PageModule | null = null;

export async function preloadPublicProfilePage(): Promise<void> {
  loaded ??= await import('./public-profile-page');
}

/** A thenable that calls back at once, so React.lazy resolves without suspending. */
const settled = (module: PageModule) =>
  ({ then: (resolve: (value: Loaded) => void) => resolve({ default: module.PublicProfilePage }) }) as unknown as Promise<Loaded>;

export const PublicProfileRoute = lazy(() =>
  loaded ? settled(loaded) : preloadPublicProfilePage().then(() => ({ default: (loaded as PageModule).PublicProfilePage }), reloadForNewCode),
);
