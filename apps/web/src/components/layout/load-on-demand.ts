import { lazy, type ComponentType } from 'react';

const RELOADED_FOR = 'chairside:reloaded-for-code';

function remember(url: string | null) {
  try {
    if (url === null) sessionStorage.removeItem(RELOADED_FOR);
    else sessionStorage.setItem(RELOADED_FOR, url);
  } catch {
    // no storage (private mode): the reload still happens, without the loop guard
  }
}

function reloadedFor(): string | null {
  try {
    return sessionStorage.getItem(RELOADED_FOR);
  } catch {
    return null;
  }
}

/**
 * A chunk of code that cannot load, typically after a new release removed the old files: the
 * browser loads the current path afresh, as the spec asks. Once per address: if the fresh page
 * fails the same way, the error goes on to the page's error boundary instead of reloading forever.
 */
export function reloadForNewCode(error: unknown): Promise<never> {
  const here = window.location.href;
  if (reloadedFor() === here) return Promise.reject(error instanceof Error ? error : new Error('The page could not load.'));
  remember(here);
  window.location.assign(here);
  return new Promise<never>(() => undefined);
}

function codeLoaded<T>(value: T): T {
  if (reloadedFor() !== null) remember(null);
  return value;
}

/** A page whose code loads when it is first shown (`React.lazy`), reloading once if the code is gone. */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => codeLoaded({ default: component }), reloadForNewCode));
}

/**
 * A component whose code loads the first time it is needed (dialogs and menus nobody has opened yet
 * stay out of the public pages' first download); `preload` starts it early. A chunk that cannot
 * load reloads the page as `reloadForNewCode` says.
 */
export function loadOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    pending ??= load().then((component) => codeLoaded({ default: component }), reloadForNewCode);
    return pending;
  };
  return { Component: lazy(preload), preload };
}

/**
 * Public pages kept in a chunk of their own but rendered on the server: `preload` loads the
 * module (the server awaits it before rendering), and each `page` resolves at once when the module
 * is already there, so a server render never suspends. In the browser the server's HTML stays
 * until the chunk arrives. A chunk that cannot load reloads the page as `reloadForNewCode` says.
 */
export function preloadedPages<M>(load: () => Promise<M>) {
  let module: M | null = null;
  const preload = async (): Promise<M> => (module ??= await load());
  // A thenable that calls back at once, so React.lazy resolves without suspending.
  const settled = <P extends object>(component: ComponentType<P>) =>
    ({ then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve({ default: component }) }) as unknown as Promise<{
      default: ComponentType<P>;
    }>;
  const page = <P extends object>(pick: (loaded: M) => ComponentType<P>) =>
    lazy(() => (module ? settled(pick(module)) : preload().then((loaded) => codeLoaded({ default: pick(loaded) }), reloadForNewCode)));
  return { preload, page };
}
