import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it is needed (dialogs and menus nobody has opened yet stay
 * out of the public pages' first download). If the chunk cannot load, for instance after a new release,
 * the browser loads the current path afresh, as the spec asks for chunk-load failures.
 */
export function loadOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      () => {
        window.location.assign(window.location.href);
        return new Promise<never>(() => undefined);
      },
    );
    return pending;
  };
  return { Component: lazy(preload), preload };
}
