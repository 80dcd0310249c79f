// Check-in and check-out work without a connection (ADR 113): the installable app keeps the
// /app page, and an action that cannot reach the server waits in this phone's storage with the
// time it happened; it is sent, oldest first, when the phone is back online (the server takes
// times up to 12 hours back).
import { ApiError } from '../../lib/api-client';

export type QueuedAction = { shiftId: number; action: 'check-in' | 'check-out'; body: Record<string, unknown> };

const keyOf = (username: string) => `chairside-timesheet-queue:${username}`;

export function queuedActions(username: string): QueuedAction[] {
  try {
    const raw = window.localStorage.getItem(keyOf(username));
    return raw ? (JSON.parse(raw) as QueuedAction[]) : [];
  } catch {
    return [];
  }
}

function save(username: string, actions: QueuedAction[]) {
  if (actions.length === 0) window.localStorage.removeItem(keyOf(username));
  else window.localStorage.setItem(keyOf(username), JSON.stringify(actions));
}

export function queueAction(username: string, action: Omit<QueuedAction, 'body'> & { body?: Record<string, unknown> }) {
  save(username, [...queuedActions(username), { ...action, body: { ...action.body, at: new Date().toISOString() } }]);
}

/** Whether a failed call never reached the server (offline, or the network dropped it). */
export const isOffline = (caught: unknown) => (typeof navigator !== 'undefined' && !navigator.onLine) || (caught instanceof ApiError && caught.status === null);

/**
 * Sends the queued actions in order; one the server refuses (answered, say 409 for a check-in
 * already made) is dropped, one that cannot reach it stays for the next time. Answers how many went.
 */
export async function sendQueued(username: string, send: (action: QueuedAction) => Promise<unknown>): Promise<number> {
  let sent = 0;
  let waiting = queuedActions(username);
  while (waiting.length > 0) {
    try {
      await send(waiting[0]!);
      sent += 1;
    } catch (caught) {
      if (isOffline(caught)) break;
    }
    waiting = waiting.slice(1);
    save(username, waiting);
  }
  return sent;
}
