// The form ticket of the public forms' bot checks (ADR 47, ADR 80): a signed ticket the server takes only
// once it is a few seconds old. It is fetched with the page (or, for the footer's form on every
// page, when the form comes into view), so it has usually aged by the time a person sends. A
// person who autofills and sends at once is not refused: the submission waits the rest of those
// seconds while the form shows it is sending. A script that posts without the page still has no
// ticket, or a fresh one the server refuses.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { FORM_TICKET_MAX_AGE_MS, FORM_TICKET_MIN_AGE_MS } from '@chairside/domain/marketing-forms';
import { api } from '../../lib/api-client';

/** Slack for the clocks of the servers behind the site, and for the trip of the answer. */
export const TICKET_MARGIN_MS = 300;

type HeldTicket = { formTicket: string; receivedAt: number };

/** How long to wait before sending with a ticket received at `receivedAt` (ms since the epoch). */
export const ticketWaitMs = (receivedAt: number, now: number) => Math.max(0, receivedAt + FORM_TICKET_MIN_AGE_MS + TICKET_MARGIN_MS - now);
/** Whether a ticket received at `receivedAt` is too old to send (the page stayed open a day). */
export const ticketExpired = (receivedAt: number, now: number) => now - receivedAt > FORM_TICKET_MAX_AGE_MS - 60_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The ticket of one form: fetched on mount, or when `fetchWhenSeen` comes into view; `get` answers
 * it once the server will take it (waiting if need be, fetching a new one if it expired); one
 * ticket serves one submission: `renew` fetches the next.
 */
export function useFormTicket(fetchWhenSeen?: RefObject<Element | null>) {
  const ticket = useRef<Promise<HeldTicket> | null>(null);
  const start = useCallback(() => {
    if (ticket.current) return;
    const fetched = api.get<{ formTicket: string }>('/forms/ticket').then((answer) => ({ formTicket: answer.formTicket, receivedAt: Date.now() }));
    ticket.current = fetched;
    fetched.catch(() => {
      if (ticket.current === fetched) ticket.current = null;
    });
  }, []);

  useEffect(() => {
    const target = fetchWhenSeen?.current;
    if (!fetchWhenSeen) start();
    else if (target && typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          start();
        },
        { rootMargin: '200px' },
      );
      observer.observe(target);
      return () => observer.disconnect();
    }
    return undefined;
  }, [fetchWhenSeen, start]);

  const get = useCallback(async () => {
    const held = () => {
      start();
      return ticket.current as Promise<HeldTicket>;
    };
    let got = await held();
    if (ticketExpired(got.receivedAt, Date.now())) {
      ticket.current = null;
      got = await held();
    }
    const wait = ticketWaitMs(got.receivedAt, Date.now());
    if (wait > 0) await pause(wait);
    return got.formTicket;
  }, [start]);

  const renew = useCallback(() => {
    ticket.current = null;
    start();
  }, [start]);

  return { start, get, renew };
}
