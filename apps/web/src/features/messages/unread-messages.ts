import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Changeset } from '@chairside/domain/messaging';
import { POLL_START_MS, nextPollInterval } from '@chairside/domain/messaging-polling';
import { API_BASE, refreshAccessToken } from '../../lib/api-client';
import { readToken } from '../../lib/auth-storage';
import { fetchChangeset, refreshConversations } from './messages-api';

const STREAM_RETRY_MS = 15_000;

/** Reads `changeset` events from the server-sent stream until it ends; answers whether it ever opened. */
async function readStream(
  since: string | null,
  signal: AbortSignal,
  onOpen: () => void,
  onChangeset: (changeset: Changeset) => void,
): Promise<'opened' | 'unauthorised' | 'failed'> {
  const token = readToken();
  if (!token) return 'unauthorised';
  const response = await fetch(`${API_BASE}/conversations/stream${since ? `?since=${since}` : ''}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal,
    credentials: 'same-origin',
  });
  if (response.status === 401) return 'unauthorised';
  if (!response.ok || !response.body) return 'failed';
  onOpen();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return 'opened';
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (block.startsWith('event: changeset') && data) onChangeset(JSON.parse(data.slice(6)) as Changeset);
    }
  }
}

/**
 * The signed-in person's unread message count, for the menu badges and the page title. A
 * server-sent stream brings changes at once; while it is down, the changeset is polled as the
 * spec says (10 s, 50% longer while the count stays the same, back to 10 s when it changes).
 */
export function useUnreadMessages(enabled: boolean): number {
  const [count, setCount] = useState(0);
  const queries = useQueryClient();
  const state = useRef({ cursor: null as string | null, previous: null as number | null, interval: POLL_START_MS, streaming: false });

  useEffect(() => {
    if (!enabled) return;
    const stop = new AbortController();
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    let streamTimer: ReturnType<typeof setTimeout> | undefined;
    const s = state.current;

    const apply = (changeset: Changeset) => {
      s.cursor = changeset.cursor;
      setCount(changeset.totalUnreadCount);
      if (changeset.conversations.length > 0) refreshConversations(queries, changeset.conversations);
      return changeset.totalUnreadCount;
    };

    const poll = async () => {
      if (stop.signal.aborted || s.streaming) return;
      try {
        const unread = apply(await fetchChangeset(s.cursor, stop.signal));
        s.interval = nextPollInterval(s.interval, s.previous, unread);
        s.previous = unread;
      } catch {
        // A failed poll waits as long as an unchanged one.
        s.interval = nextPollInterval(s.interval, s.previous, s.previous ?? 0);
      }
      if (!stop.signal.aborted && !s.streaming) pollTimer = setTimeout(() => void poll(), s.interval);
    };

    const stream = async () => {
      if (stop.signal.aborted) return;
      let outcome: 'opened' | 'unauthorised' | 'failed' = 'failed';
      let opened = false;
      try {
        outcome = await readStream(
          s.cursor,
          stop.signal,
          () => {
            // Open: the stream brings every change, so polling stops.
            opened = true;
            s.streaming = true;
            clearTimeout(pollTimer);
          },
          (changeset) => {
            const unread = apply(changeset);
            s.previous = unread;
            s.interval = POLL_START_MS;
          },
        );
      } catch {
        outcome = opened ? 'opened' : 'failed';
      }
      s.streaming = false;
      if (stop.signal.aborted) return;
      const renewed = outcome === 'unauthorised' && (await refreshAccessToken().catch(() => false));
      // The stream dropped (token expiry, a restart, a network change): poll at once, then on the
      // spec's schedule until it opens again. A stream that never opened leaves polling on its schedule.
      if (opened) void poll();
      streamTimer = setTimeout(() => void stream(), opened || renewed ? 1_000 : STREAM_RETRY_MS);
    };

    void poll().then(() => void stream());
    return () => {
      stop.abort();
      clearTimeout(pollTimer);
      clearTimeout(streamTimer);
    };
  }, [enabled, queries]);

  // The page title starts with the count: '(2) Messages | Chairside'.
  useEffect(() => {
    const prefix = /^\(\d+\+?\) /;
    const applyTitle = () => {
      const base = document.title.replace(prefix, '');
      const wanted = count > 0 ? `(${count > 99 ? '99+' : count}) ${base}` : base;
      if (document.title !== wanted) document.title = wanted;
    };
    applyTitle();
    const title = document.querySelector('title');
    if (!title) return;
    const observer = new MutationObserver(applyTitle);
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(prefix, '');
    };
  }, [count]);

  return count;
}
