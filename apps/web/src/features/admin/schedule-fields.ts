// The schedule inputs of the admin forms: a datetime-local value in the administrator's own time
// zone on screen, an ISO instant on the wire.

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant → 'YYYY-MM-DDTHH:mm' in local time ('' for none). */
export function localInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 'YYYY-MM-DDTHH:mm' in local time → an ISO instant; '' → null; not a time → undefined. */
export function instantFromInput(value: string): string | null | undefined {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export type Status = 'scheduled' | 'live' | 'ended';
export const STATUS_LABELS: Record<Status, { label: string; variant: string }> = {
  scheduled: { label: 'Scheduled', variant: 'info' },
  live: { label: 'Live', variant: 'success' },
  ended: { label: 'Ended', variant: 'secondary' },
};

/** '2026-05-04T09:30:00.000Z' → a short local date and time for tables. */
export const shortDateTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { month: 'short', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' }) : '—';
