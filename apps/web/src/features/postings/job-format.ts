import type { EmployerJob, JobDate } from '@chairside/domain/job-posting';
import type { JobDisplayStatus } from '@chairside/domain/job-status';
import { dayIn, formatDate } from '../../lib/dates';

/** 'Nov 19, 2026' for a day, or a date-time on the reader's day; '—' when there is none. */
export const formatDay = (iso: string | null | undefined) => formatDate(iso) || '—';
/** 'Mon, Nov 24, 2026' for a temp date. */
export const formatWeekday = (day: string) => formatDate(day, 'weekday');

/** The browser's calendar day, YYYY-MM-DD (what publishProblems compares temp dates with). */
export const localToday = (now = new Date()) => dayIn(now);

/** Bootstrap colours of the display statuses. */
export const STATUS_VARIANTS: Record<JobDisplayStatus, string> = {
  Active: 'success',
  Draft: 'secondary',
  Filled: 'primary',
  Closed: 'dark',
  Expired: 'warning',
};

export const DATE_STATUS_LABELS: Record<JobDate['status'], string> = { ACTIVE: 'Open', BOOKED: 'Filled', CANCELED: 'Canceled' };
export const DATE_STATUS_VARIANTS: Record<JobDate['status'], string> = { ACTIVE: 'success', BOOKED: 'primary', CANCELED: 'secondary' };

/** The expiry people read: the adjusted expiry (12 months ahead for live subscription postings). */
export const expiryOf = (job: Pick<EmployerJob, 'adjustedExpireDate' | 'expiredDate'>) => job.adjustedExpireDate ?? job.expiredDate;

/** Which status changes a posting offers: fill and close while published and not already so; reopen when closed or filled and still able to run. */
export function statusActions(job: Pick<EmployerJob, 'status' | 'isExpired' | 'isUnslotted'>): ('fill' | 'close' | 'reopen')[] {
  if (job.status === 'DRAFT') return [];
  const actions: ('fill' | 'close' | 'reopen')[] = [];
  if (job.status !== 'BOOKED') actions.push('fill');
  if (job.status !== 'CANCELED') actions.push('close');
  if (job.status !== 'ACTIVE' && !job.isExpired && !job.isUnslotted) actions.push('reopen');
  return actions;
}

export const STATUS_ACTION_TARGETS = { fill: 'BOOKED', close: 'CANCELED', reopen: 'ACTIVE' } as const;
export const STATUS_ACTION_LABELS = { fill: 'Mark as filled', close: 'Close posting', reopen: 'Reopen posting' } as const;
