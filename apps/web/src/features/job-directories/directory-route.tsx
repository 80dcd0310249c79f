import { lazy, type ComponentType } from 'react';
import type * as PageModuleExports from './directory-pages';
import type { DirectoryView } from './directory-data';
import { reloadForNewCode } from '../../components/layout/load-on-demand';

// The directory pages are one chunk (like the public job page): the server loads it before
// rendering (see the page-data loaders), the browser keeps the server's HTML until it arrives.

type PageModule = typeof PageModuleExports;
type Props = { view: DirectoryView; routePath: string };
type Loaded = { default: ComponentType<Props> };
let loaded: PageModule | null = null;

export async function preloadDirectoryPages(): Promise<void> {
  loaded ??= await import('./directory-pages');
}

/** A thenable that calls back at once, so React.lazy resolves without suspending. */
const settled = (module: PageModule) => ({ then: (resolve: (value: Loaded) => void) => resolve({ default: module.DirectoryRoutePage }) }) as unknown as Promise<Loaded>;

export const DirectoryRoute = lazy(() =>
  loaded ? settled(loaded) : preloadDirectoryPages().then(() => ({ default: (loaded as PageModule).DirectoryRoutePage }), reloadForNewCode),
);
