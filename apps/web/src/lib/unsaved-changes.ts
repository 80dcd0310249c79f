import { useEffect } from 'react';

export const LEAVE_WITH_UNSAVED_CHANGES = 'You have changes that are not saved. Leave this page and lose them?';
/** Closing a dialog that holds typed work. */
export const CLOSE_WITH_UNSAVED_CHANGES = 'You have changes that are not saved. Close this window and lose them?';

/** A form's values differ from the ones last saved (plain data: text, numbers, lists, objects). */
export const differsFromSaved = (values: unknown, saved: unknown) => JSON.stringify(values) !== JSON.stringify(saved);

/** The forms of the page that hold unsaved changes. */
const dirtyForms = new Set<symbol>();

const hasUnsavedChanges = () => dirtyForms.size > 0;

/** Closing the tab, reloading, or typing another address: the browser's own question. */
function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!hasUnsavedChanges()) return;
  event.preventDefault();
  // Older browsers show the question only when this is set.
  event.returnValue = '';
}

/** A link to another page of the site (not a new tab, not a download, not a jump within this page). */
export function leavesThePage(anchor: HTMLAnchorElement, event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>, here: Location): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const to = new URL(anchor.href, here.href);
  return !(to.origin === here.origin && to.pathname === here.pathname && to.search === here.search);
}

/**
 * Clicks on links, caught before the router sees them (the capture phase on the document runs
 * before React's listeners on the root): while a form has unsaved changes, leaving asks first.
 */
function onClickCapture(event: MouseEvent) {
  if (!hasUnsavedChanges() || event.defaultPrevented) return;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !leavesThePage(anchor, event, window.location)) return;
  if (window.confirm(LEAVE_WITH_UNSAVED_CHANGES)) {
    dirtyForms.clear();
    return;
  }
  event.preventDefault();
  event.stopPropagation();
}

function listen() {
  window.addEventListener('beforeunload', onBeforeUnload);
  document.addEventListener('click', onClickCapture, true);
}

function stopListening() {
  window.removeEventListener('beforeunload', onBeforeUnload);
  document.removeEventListener('click', onClickCapture, true);
}

/**
 * While `dirty`, leaving the page (a link, closing the tab, reloading) asks first. Every form
 * that can hold typed work calls this with its own notion of dirty (typed and not yet saved).
 */
export function useUnsavedChanges(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const form = Symbol('form');
    if (dirtyForms.size === 0) listen();
    dirtyForms.add(form);
    return () => {
      dirtyForms.delete(form);
      if (dirtyForms.size === 0) stopListening();
    };
  }, [dirty]);
}
