import { lazy, type ComponentType } from 'react';
import type * as PagesModule from './classifieds-pages';
import { reloadForNewCode } from '../../components/layout/load-on-demand';

// The public classifieds pages are their own chunk: the server loads it before rendering (see
// classifieds-data.ts), the browser keeps the server's HTML until it arrives.

type Module = typeof PagesModule;
type Loaded = { default: ComponentType };
let loaded: Module | null = null;

export async function preloadClassifiedsPages(): Promise<void> {
  loaded ??= await import('./classifieds-pages');
}

const settled = (page: ComponentType) => ({ then: (resolve: (value: Loaded) => void) => resolve({ default: page }) }) as unknown as Promise<Loaded>;

function lazyPage(pick: (module: Module) => ComponentType) {
  return lazy(() => (loaded ? settled(pick(loaded)) : preloadClassifiedsPages().then(() => ({ default: pick(loaded as Module) }), reloadForNewCode)));
}

export const ClassifiedsListRoute = lazyPage((module) => module.ClassifiedsListPage);
export const ClassifiedRoute = lazyPage((module) => module.ClassifiedPage);
