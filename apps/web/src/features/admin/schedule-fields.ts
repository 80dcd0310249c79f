// The schedule inputs of the admin forms: a datetime-local value in the administrator's own time
// zone on screen, an ISO instant on the wire.
import { instantOfLocalDateTime, localDateTimeIn } from '@chairside/domain/time-zones';
import { formatDateTime, readerTimeZone } from '../../lib/dates';

/** An ISO instant → 'YYYY-MM-DDTHH:mm' in the administrator's zone ('' for none). */
export function localInputValue(iso: string | null | undefined): string {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return '';
  return localDateTimeIn(iso, readerTimeZone());
}

/** 'YYYY-MM-DDTHH:mm' in the administrator's zone → an ISO instant; '' → null; not a time → undefined. */
export function instantFromInput(value: string): string | null | undefined {
  if (value.trim() === '') return null;
  return instantOfLocalDateTime(value.trim(), readerTimeZone())?.toISOString() ?? undefined;
}

export type Status = 'scheduled' | 'live' | 'ended';
export const STATUS_LABELS: Record<Status, { label: string; variant: string }> = {
  scheduled: { label: 'Scheduled', variant: 'info' },
  live: { label: 'Live', variant: 'success' },
  ended: { label: 'Ended', variant: 'secondary' },
};

/** '2026-05-04T09:30:00.000Z' → a short local date and time for tables. */
export const shortDateTime = (iso: string | null) => formatDateTime(iso) || '—';

/**
 * A form's start and end as the API takes them (an empty start is now: left out; an empty end is
 * none), and the message for each that is no time.
 */
export function scheduleFromInputs(values: { startsAt: string; endsAt: string }) {
  const startsAt = instantFromInput(values.startsAt);
  const endsAt = instantFromInput(values.endsAt);
  return {
    schedule: { startsAt: startsAt ?? undefined, endsAt: endsAt ?? null },
    problems: { startsAt: startsAt === undefined && 'startsAt is a date and time.', endsAt: endsAt === undefined && 'endsAt is a date and time.' },
  };
}
