// Employer job list rules: display status, post groups, list filters, sort, adjusted expiry.
// Decisions where the spec is silent:
// - displayStatus returns null when no rule matches (ACTIVE, slotted, not expired, not isActive).
// - Post groups are made disjoint by checking 'expired' first: "not expired" in the other groups
//   means neither isExpired nor isUnslotted, and expired or unslotted drafts go to 'expired'.
// - Keyword: the trimmed keyword must appear, case-insensitively, inside one field. The words are
//   'temp' (isPlanned), 'basic' (isBasic), 'subscription' (isSubscription) and 'premium' (neither
//   basic nor subscription: the JOB product). Position titles are the labels of './positions'.
// - Posted-date range compares calendar days (the first 10 characters of the ISO postedDate):
//   a post on the start or end day is outside the range. Blank bounds are open.
// - Slotted means slotId is set and not 0.
// No zod here (JobStatusSchema is in ./job-posting): public pages import formatAddress.
import { POSITIONS, positionLabel } from './positions';

export const POSTING_DURATION_DAYS = 30;
export const SUBSCRIPTION_EXPIRY_MONTHS = 12;

export const JOB_STATUSES = ['DRAFT', 'ACTIVE', 'BOOKED', 'CANCELED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export type JobPostingSummary = {
  id: number;
  position: string | null;
  name: string | null;
  description: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  address: string | null;
  address2: string | null;
  status: JobStatus;
  /** ISO date or date-time */
  postedDate: string | null;
  /** ISO date or date-time */
  expiredDate: string | null;
  isExpired: boolean;
  isUnslotted: boolean;
  isActive: boolean;
  isPlanned: boolean;
  isBasic: boolean;
  isSubscription: boolean;
  slotId: number | null;
  urltitle: string | null;
};

export const JOB_DISPLAY_STATUSES = ['Draft', 'Filled', 'Closed', 'Expired', 'Active'] as const;
export type JobDisplayStatus = (typeof JOB_DISPLAY_STATUSES)[number];

/** The status filter options share the display names. */
export const JOB_STATUS_FILTERS = JOB_DISPLAY_STATUSES;
export type JobStatusFilter = JobDisplayStatus;

export const POST_GROUPS = ['expired', 'closed-active', 'active', 'drafts', 'credit'] as const;
export type PostGroup = (typeof POST_GROUPS)[number];

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

function hasPosition(job: Pick<JobPostingSummary, 'position'>): boolean {
  return !isBlank(job.position);
}

/** In order: Draft, Filled, Closed (canceled, or unslotted and not booked), Expired, Active. */
export function displayStatus(job: JobPostingSummary): JobDisplayStatus | null {
  if (job.status === 'DRAFT') return 'Draft';
  if (job.status === 'BOOKED') return 'Filled';
  if (job.status === 'CANCELED' || job.isUnslotted) return 'Closed';
  if (job.isExpired && job.status === 'ACTIVE') return 'Expired';
  if (job.isActive) return 'Active';
  return null;
}

export function postGroup(job: JobPostingSummary): PostGroup {
  if (job.isExpired || job.isUnslotted) return 'expired';
  if (job.status === 'BOOKED' || job.status === 'CANCELED') return 'closed-active';
  if (job.status === 'ACTIVE') return 'active';
  return hasPosition(job) ? 'drafts' : 'credit';
}

/** Every group, each keeping the input order. */
export function groupPosts<T extends JobPostingSummary>(jobs: readonly T[]): Record<PostGroup, T[]> {
  const groups: Record<PostGroup, T[]> = {
    expired: [],
    'closed-active': [],
    active: [],
    drafts: [],
    credit: [],
  };
  for (const job of jobs) groups[postGroup(job)].push(job);
  return groups;
}

/** An empty filter keeps every post. */
export function matchesStatusFilter(job: JobPostingSummary, filter: JobStatusFilter | '' | null | undefined): boolean {
  switch (filter) {
    case 'Draft':
      return job.status === 'DRAFT' && hasPosition(job);
    case 'Filled':
      return job.status === 'BOOKED';
    case 'Closed':
      return job.status === 'CANCELED' || (job.isUnslotted && job.status !== 'BOOKED');
    case 'Expired':
      return job.isExpired && job.status === 'ACTIVE';
    case 'Active':
      return job.isActive;
    default:
      return true;
  }
}

function positionTitle(position: string | null): string {
  return position !== null && Object.hasOwn(POSITIONS, position) ? positionLabel(position) : '';
}

/** A blank keyword keeps every post. */
export function matchesKeyword(job: JobPostingSummary, keyword: string | null | undefined): boolean {
  const needle = (keyword ?? '').trim().toLowerCase();
  if (needle === '') return true;
  const haystack = [
    String(job.id),
    job.city,
    job.state,
    job.zip,
    positionTitle(job.position),
    job.name,
    job.description,
    job.isPlanned ? 'temp' : null,
    job.isBasic ? 'basic' : null,
    !job.isBasic && !job.isSubscription ? 'premium' : null,
    job.isSubscription ? 'subscription' : null,
  ];
  return haystack.some((field) => field?.toLowerCase().includes(needle) ?? false);
}

const DAY_PREFIX = /^\d{4}-\d{2}-\d{2}/;

function dayOf(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return DAY_PREFIX.test(trimmed) ? trimmed.slice(0, 10) : null;
}

/** Exclusive range: posted after the start day and before the end day. */
export function isPostedWithin(job: Pick<JobPostingSummary, 'postedDate'>, startDate: string | null | undefined, endDate: string | null | undefined): boolean {
  const start = dayOf(startDate);
  const end = dayOf(endDate);
  if (start === null && end === null) return true;
  const posted = dayOf(job.postedDate);
  if (posted === null) return false;
  return (start === null || posted > start) && (end === null || posted < end);
}

/** 'address address2, city state, zip', leaving out empty parts. */
export function formatAddress(job: Pick<JobPostingSummary, 'address' | 'address2' | 'city' | 'state' | 'zip'>): string {
  const join = (parts: (string | null)[], separator: string) =>
    parts
      .map((part) => part?.trim() ?? '')
      .filter((part) => part !== '')
      .join(separator);
  return join([join([job.address, job.address2], ' '), join([job.city, job.state], ' '), job.zip], ', ');
}

export type JobListFilters = {
  keyword?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  /** Must equal formatAddress(job); blank keeps every post. */
  location?: string | null;
  status?: JobStatusFilter | '' | null;
  subscriptionOnly?: boolean;
};

export function filterJobPosts<T extends JobPostingSummary>(jobs: readonly T[], filters: JobListFilters): T[] {
  const location = filters.location?.trim() ?? '';
  return jobs.filter(
    (job) =>
      matchesKeyword(job, filters.keyword) &&
      isPostedWithin(job, filters.startDate, filters.endDate) &&
      (location === '' || formatAddress(job) === location) &&
      matchesStatusFilter(job, filters.status) &&
      (!filters.subscriptionOnly || job.isSubscription),
  );
}

export const JOB_SORT_KEYS = ['expiredDate', 'postedDate', 'id', 'position', 'name', 'city', 'state', 'zip', 'status'] as const;
export type JobSortKey = (typeof JOB_SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';
export type JobSort = { key?: JobSortKey; order?: SortOrder };

function sortValue(job: JobPostingSummary, key: JobSortKey): number | string | null {
  if (key === 'id') return job.id;
  if (key === 'expiredDate' || key === 'postedDate') {
    const ms = job[key] === null ? Number.NaN : Date.parse(job[key]);
    return Number.isNaN(ms) ? null : ms;
  }
  const text = job[key]?.trim() ?? '';
  return text === '' ? null : text;
}

/**
 * Drops posts without a position, then sorts a copy (default: expiredDate descending).
 * Empty or unreadable values go last in either order; ties keep the input order.
 */
export function sortJobPosts<T extends JobPostingSummary>(jobs: readonly T[], sort: JobSort = {}): T[] {
  const key = sort.key ?? 'expiredDate';
  const direction = (sort.order ?? 'desc') === 'asc' ? 1 : -1;
  return jobs
    .filter(hasPosition)
    .map((job) => ({ job, value: sortValue(job, key) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return (a.value === null ? 1 : 0) - (b.value === null ? 1 : 0);
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : String(a.value).localeCompare(String(b.value), 'en', { numeric: true, sensitivity: 'base' });
      return order * direction;
    })
    .map(({ job }) => job);
}

/** YYYY-MM-DD plus whole months; a day past the target month's end becomes its last day. */
function addMonthsToDay(day: string, months: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const [year, month, date] = match ? [Number(match[1]), Number(match[2]) - 1, Number(match[3])] : [0, 0, 0];
  if (!match || new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10) !== day) {
    throw new RangeError(`today must be a YYYY-MM-DD day, got '${day}'`);
  }
  const lastDay = new Date(Date.UTC(year, month + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month + months, Math.min(date, lastDay))).toISOString().slice(0, 10);
}

/**
 * Subscription posts that are slotted, not unslotted and not expired run 12 months from today
 * (YYYY-MM-DD); every other post keeps its expiredDate. Throws a RangeError for a bad today.
 */
export function adjustedExpireDate(
  job: Pick<JobPostingSummary, 'isSubscription' | 'slotId' | 'isUnslotted' | 'isExpired' | 'expiredDate'>,
  today: string,
): string | null {
  const renewed = addMonthsToDay(today, SUBSCRIPTION_EXPIRY_MONTHS);
  const renews = job.isSubscription && !!job.slotId && !job.isUnslotted && !job.isExpired;
  return renews ? renewed : job.expiredDate;
}
