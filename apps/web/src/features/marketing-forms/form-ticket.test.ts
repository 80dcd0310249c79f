import { describe, expect, it } from 'vitest';
import { FORM_TICKET_MAX_AGE_MS, FORM_TICKET_MIN_AGE_MS } from '@chairside/domain/marketing-forms';
import { TICKET_MARGIN_MS, ticketExpired, ticketWaitMs } from './form-ticket';

const received = Date.parse('2026-10-01T09:00:00.000Z');

describe('the form ticket', () => {
  it.each([
    [0, FORM_TICKET_MIN_AGE_MS + TICKET_MARGIN_MS],
    [1_000, FORM_TICKET_MIN_AGE_MS + TICKET_MARGIN_MS - 1_000],
    [FORM_TICKET_MIN_AGE_MS, TICKET_MARGIN_MS],
    [FORM_TICKET_MIN_AGE_MS + TICKET_MARGIN_MS, 0],
    [60_000, 0],
  ])('sent %i ms after it came, waits %i ms more (the server takes it only once it is old enough)', (after, wait) => {
    expect(ticketWaitMs(received, received + after)).toBe(wait);
  });

  it('is fetched again once it is about to expire (a page left open for a day)', () => {
    expect(ticketExpired(received, received + 3_600_000)).toBe(false);
    expect(ticketExpired(received, received + FORM_TICKET_MAX_AGE_MS - 120_000)).toBe(false);
    expect(ticketExpired(received, received + FORM_TICKET_MAX_AGE_MS - 30_000)).toBe(true);
  });
});
