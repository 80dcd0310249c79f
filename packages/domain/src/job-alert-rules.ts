// Job alerts: when an alert's email may go (pace and quiet hours) and how an alert reads.
// No zod here: the public pages import these. Decisions: docs/decisions/0044-job-alerts.md.
import { positionLabel } from './positions';

export const ALERT_FREQUENCIES = ['DAILY', 'INSTANT'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = { DAILY: 'Once a day', INSTANT: 'At once for new matches' };

/** The alert types: the search's ANY, PERM and temp (the search writes it PLANNED or TEMP; alerts keep TEMP). */
export const ALERT_TYPES = ['ANY', 'PERM', 'TEMP'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const ALERT_TYPE_LABELS: Record<AlertType, string> = { ANY: 'Perm or Temp', PERM: 'Permanent', TEMP: 'Temp' };

/** Alerts radii: the search's distances and 101, national postings anywhere. */
export const ALERT_RADII = [10, 20, 30, 40, 50, 100, 200, 101] as const;
export const ALERT_NATIONAL_RADIUS = 101;
export const DEFAULT_ALERT_RADIUS = 50;

/** No alert email from 9 pm until 7 am in the person's time zone. */
export const QUIET_HOURS = { from: 21, until: 7 } as const;
/** Daily alerts: at least 23 hours apart, so the time of day does not drift later by one pass each day. */
export const DAILY_GAP_MS = 23 * 3_600_000;
/** At-once alerts without early notice: at most one email an hour. */
export const INSTANT_GAP_MS = 3_600_000;
/** The most postings one email lists (the rest wait for the next email). */
export const ALERT_EMAIL_MAX_JOBS = 20;
/** The most alerts one person (or one visitor's address) keeps. */
export const ALERTS_PER_PERSON_MAX = 20;

export type AlertPace = {
  frequency: AlertFrequency;
  isPaused: boolean;
  /** The last email this alert sent; null: none yet. */
  lastSentAt: Date | null;
  /** The person's IANA time zone (their ZIP code's place's, `zip_codes.time_zone`). */
  timeZone: string;
  /**
   * Early notice (premium members): an at-once alert goes out on every pass of the scheduler
   * instead of at most hourly. Daily alerts stay daily either way.
   */
  earlyNotice: boolean;
};

export type AlertDecision = 'DUE' | 'PAUSED' | 'QUIET_HOURS' | 'NOT_YET';

const hourFormatters = new Map<string, Intl.DateTimeFormat>();

/** The hour of the day (0-23) at `now` in `timeZone`. */
export function localHour(now: Date, timeZone: string): number {
  let format = hourFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
    hourFormatters.set(timeZone, format);
  }
  const hour = Number(format.formatToParts(now).find((part) => part.type === 'hour')?.value);
  return hour === 24 ? 0 : hour;
}

/** True from 9 pm (inclusive) until 7 am (exclusive) local time. */
export function isQuietHour(now: Date, timeZone: string): boolean {
  const hour = localHour(now, timeZone);
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until;
}

/**
 * Whether an alert may email now, if it has new postings: never paused, never in quiet hours;
 * a daily alert 23 hours after its last email; an at-once alert an hour after it, or on every
 * pass with early notice. An alert that never emailed is due outside quiet hours.
 */
export function alertDecision(alert: AlertPace, now: Date): AlertDecision {
  if (alert.isPaused) return 'PAUSED';
  if (isQuietHour(now, alert.timeZone)) return 'QUIET_HOURS';
  if (alert.lastSentAt === null) return 'DUE';
  const elapsed = now.getTime() - alert.lastSentAt.getTime();
  if (alert.frequency === 'INSTANT') return alert.earlyNotice || elapsed >= INSTANT_GAP_MS ? 'DUE' : 'NOT_YET';
  return elapsed >= DAILY_GAP_MS ? 'DUE' : 'NOT_YET';
}

export type AlertCriteria = { position: string; zip: string | null; radius: number; type: AlertType; keyword: string | null };

/** The alert in words: 'Dental Hygienist (RDH) jobs within 30 miles of 60614, Permanent, matching "pediatric"'. */
export function describeAlert(alert: AlertCriteria): string {
  const what = alert.position === 'ANY' ? 'Dental jobs' : `${positionLabel(alert.position)} jobs`;
  const where = alert.radius === ALERT_NATIONAL_RADIUS || !alert.zip ? 'anywhere (national postings)' : `within ${alert.radius} miles of ${alert.zip}`;
  const parts = [`${what} ${where}`];
  if (alert.type !== 'ANY') parts.push(ALERT_TYPE_LABELS[alert.type]);
  if (alert.keyword) parts.push(`matching "${alert.keyword}"`);
  return parts.join(', ');
}

/** A search as the search screen holds it when 'Email me jobs like these' is pressed. */
export type AlertSearch = { category: string; position: string; zip: string | null; radius: number; type: string; keyword: string | null };

/** What an alert is saved with: without radius, the person's alert radius (DEFAULT_ALERT_RADIUS unless they chose another). */
export type AlertRequest = { position: string; zip: string | null; radius?: number; type: string; keyword: string | null };

/**
 * The alert a search makes is what the person saw. The national category makes a national alert
 * (101). 'Any distance' (101) in the local category showed the jobs near the ZIP first, so its
 * alert is a local one: the radius is left out and the alert radius applies (ADR 44).
 */
export function alertRequestOfSearch(search: AlertSearch): AlertRequest {
  const base = { position: search.position, zip: search.zip || null, type: search.type, keyword: search.keyword?.trim() || null };
  if (search.category === 'NATIONAL') return { ...base, radius: ALERT_NATIONAL_RADIUS };
  if (search.radius === ALERT_NATIONAL_RADIUS) return base.zip ? base : { ...base, radius: ALERT_NATIONAL_RADIUS };
  return { ...base, radius: search.radius };
}

/** Where an alert's results are read: the app's job search. */
export const ALERT_RESULTS_BASE = '/app/search-jobs';

/**
 * The alert's results: the app's job search with its criteria, as the search page writes its own
 * address ('/app/search-jobs/DH/60614?radius=30&keyword=pediatric&type=PERM'); a national alert
 * opens the national search, a temp alert the temp (PLANNED) search.
 */
export function alertResultsPath(alert: AlertCriteria): string {
  const national = alert.radius === ALERT_NATIONAL_RADIUS || !alert.zip;
  const query = new URLSearchParams();
  if (national) query.set('category', 'NATIONAL');
  query.set('radius', String(national ? ALERT_NATIONAL_RADIUS : alert.radius));
  if (alert.keyword?.trim()) query.set('keyword', alert.keyword.trim());
  if (alert.type !== 'ANY') query.set('type', alert.type === 'TEMP' ? 'PLANNED' : 'PERM');
  const segments = [alert.position || 'ANY', ...(alert.zip ? [alert.zip] : [])].map(encodeURIComponent);
  return `${ALERT_RESULTS_BASE}/${segments.join('/')}?${query.toString()}`;
}

/** The search's type as an alert keeps it: PLANNED and TEMP are temp; anything else unknown (null). */
export function alertTypeOf(searchType: string | null | undefined): AlertType | null {
  const value = (searchType ?? 'ANY').trim().toUpperCase();
  if (value === '' || value === 'ANY') return 'ANY';
  if (value === 'PERM') return 'PERM';
  if (value === 'PLANNED' || value === 'TEMP') return 'TEMP';
  return null;
}
