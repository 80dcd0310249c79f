import { lazy, type ComponentType } from 'react';
import type * as PageModuleExports from './public-job-page';
import { reloadForNewCode } from '../../components/layout/load-on-demand';

// The public job page is its own chunk (like the public profile): the server loads it before
// rendering (see the page-data loaders), the browser keeps the server's HTML until it arrives.

type PageModule = typeof PageModuleExports;
type Loaded = { default: ComponentType };
let loaded: PageModule | null = null;

export async function preloadPublicJobPage(): Promise<void> {
  loaded ??= await import('./public-job-page');
}

/** A temp posting's page with its shifts, a chunk of their own (ADR 17), loaded before the server renders it. */
export async function preloadPublicJobShifts(): Promise<void> {
  await preloadPublicJobPage();
  await (loaded as PageModule).preloadJobShifts();
}

/** A thenable that calls back at once, so React.lazy resolves without suspending. */
const settled = (module: PageModule) =>
  ({ then: (resolve: (value: Loaded) => void) => resolve({ default: module.PublicJobPage }) }) as unknown as Promise<Loaded>;

export const PublicJobRoute = lazy(() =>
  loaded ? settled(loaded) : preloadPublicJobPage().then(() => ({ default: (loaded as PageModule).PublicJobPage }), reloadForNewCode),
);
