import { useEffect, type RefObject } from 'react';

/**
 * Marks a form `data-ready` once React has committed it: its handlers work from then on. Before
 * that a server-rendered form does nothing, or the browser sends it as a plain page request.
 * Journeys wait for the mark before they type (e2e/support/steps.ts, formReady).
 */
export function useReadyMark(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    ref.current?.setAttribute('data-ready', '');
  }, [ref]);
}
