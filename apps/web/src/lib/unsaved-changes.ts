import { useEffect } from 'react';
import { guardHistoryMoves } from './history-moves';

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
export function leavesThePage(
  anchor: HTMLAnchorElement,
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
  here: Location,
): boolean {
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

/** The position of a history entry, which the router keeps in its state (`idx`); null when absent. */
export function historyIndexOf(state: unknown): number | null {
  const index = state && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  return typeof index === 'number' ? index : null;
}

/**
 * The steps that undo a Back or Forward from entry `from` to entry `to`: Back is undone by going
 * forward again. Without positions (an entry the router did not make), a Back is assumed.
 */
export function stepsToUndo(from: number | null, to: number | null): number {
  return from === null || to === null ? 1 : from - to;
}

/** Where the person was: the entry the Back or Forward buttons leave. */
let indexBeforePop: number | null = null;
/** The next history move is this module's own undo, which the router must not see. */
let undoing = false;

/**
 * Back and Forward, seen before the router (lib/history-moves.ts): while a form has unsaved
 * changes, they ask first, and staying undoes the move.
 */
function onHistoryMove(event: PopStateEvent) {
  if (undoing) {
    undoing = false;
    event.stopImmediatePropagation();
    return;
  }
  if (!hasUnsavedChanges()) return;
  if (window.confirm(LEAVE_WITH_UNSAVED_CHANGES)) {
    dirtyForms.clear();
    return;
  }
  event.stopImmediatePropagation();
  undoing = true;
  window.history.go(stepsToUndo(indexBeforePop, historyIndexOf(event.state)));
}

function listen() {
  indexBeforePop = historyIndexOf(window.history.state);
  undoing = false;
  window.addEventListener('beforeunload', onBeforeUnload);
  guardHistoryMoves(onHistoryMove);
  document.addEventListener('click', onClickCapture, true);
}

function stopListening() {
  window.removeEventListener('beforeunload', onBeforeUnload);
  guardHistoryMoves(null);
  document.removeEventListener('click', onClickCapture, true);
}

/**
 * While `dirty`, leaving the page (a link, Back or Forward, closing the tab, reloading) asks first. Every form
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
