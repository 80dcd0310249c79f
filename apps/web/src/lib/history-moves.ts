/**
 * Back and Forward, seen before the router. Listeners of an event at the window run in the order
 * they were added, and the router adds its own when it mounts: this one is added first (by the
 * entry, before the router) and hands each move to whoever guards it now, if anyone (a form with
 * unsaved changes: lib/unsaved-changes.ts), which may stop the router from seeing it.
 */
type Guard = (event: PopStateEvent) => void;

let guard: Guard | null = null;

export const guardHistoryMoves = (next: Guard | null) => {
  guard = next;
};

export const listenForHistoryMoves = () => window.addEventListener('popstate', (event) => guard?.(event));
