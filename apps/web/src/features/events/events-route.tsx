import { lazy, type ComponentType } from 'react';
import type * as PagesModule from './events-pages';
import { reloadForNewCode } from '../../components/layout/load-on-demand';

// The events pages are their own chunk (like the public job page): the server loads it before
// rendering (see events-data.ts), the browser keeps the server's HTML until it arrives.

type Module = typeof PagesModule;
type Loaded = { default: ComponentType };
let loaded: Module | null = null;

export async function preloadEventsPages(): Promise<void> {
  loaded ??= await import('./events-pages');
}

const settled = (page: ComponentType) => ({ then: (resolve: (value: Loaded) => void) => resolve({ default: page }) }) as unknown as Promise<Loaded>;

function lazyPage(pick: (module: Module) => ComponentType) {
  return lazy(() => (loaded ? settled(pick(loaded)) : preloadEventsPages().then(() => ({ default: pick(loaded as Module) }), reloadForNewCode)));
}

export const EventsListRoute = lazyPage((module) => module.EventsListPage);
export const EventRoute = lazyPage((module) => module.EventPage);
