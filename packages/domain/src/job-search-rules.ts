// Job search: the parameters (spec: keyword, position, zip, radius, type, startDate, endDate,
// days-old, evaluation; defaults radius 200, limit 25, offset 0, evaluation empty, invited
// false, keyword empty), their normalisation and the two calls of the search screen, without zod
// (the routes' query and answer schemas are in ./job-search, which re-exports all of this).
// Decisions where the spec is silent:
// - The server reads every parameter as text and normalises it here, so the web app and the
//   API agree: codes are case-insensitive, blank means "not given".
// - position: DD, DA, DH, FO, LT, SR; ANY or ALL (or nothing) is every position. A signed-in
//   search without one uses the user's own position, a visitor's every position.
// - zip: a 5-digit US ZIP code (ZIP+4 is cut to 5) or a Canadian postal code (its first three
//   characters, the forward sortation area, are what the ZIP data knows). A signed-in search
//   without one uses the user's own ZIP. Required except for the national search (radius 101),
//   where it only orders the postings by distance.
// - radius: 10, 20, 30, 40, 50, 100 or 200 miles (default 200); 101 is the national search:
//   postings with the NAT add-on anywhere in the country, nearest first when a ZIP is given.
// - keyword: trimmed, inner white space collapsed; fewer than 2 characters is no keyword (the
//   spec's minimum); more than 200 is refused.
// - type: ANY (default), PERM, PLANNED or TEMP (both are the temp type).
// - startDate/endDate: days YYYY-MM-DD; a temp posting must have an open date in the range
//   (either end may be left open); permanent postings are not filtered by dates. An end before
//   the start is refused with the spec's message; the same day is a one-day search. With type
//   PERM the dates are ignored (the form hides them).
// - days-old: 3, 7, 14, 60 or any (default): posted within that many days.
// - evaluation: all (default, also blank), LIKED or DISLIKED; invited: true keeps the postings
//   the user was invited to. Both need a signed-in user.
// - limit 1 to 100 (default 25), offset 0 to 10,000 (default 0); both lists page together.
// - The posting fields (ADR 33): employmentType (any of FULL_TIME, PART_TIME, PER_DIEM), schedule
//   (every one of MON ... SUN, MORNINGS, AFTERNOONS, EVENINGS, WEEKENDS), benefits (every one),
//   each a comma-separated list; minPay (whole hundredths, like the posting's amounts) with
//   payUnit (HOUR by default, YEAR, PRODUCTION, COLLECTION). Lists are kept in their fixed order
//   and each code once, so the same search is the same parameters (and the same cache key).
//   With any of these set, partner postings (which say none of them) are not listed.
import {
  BENEFIT_CODES,
  EMPLOYMENT_TYPE_CODES,
  PAY_LIMITS,
  PAY_UNITS,
  SCHEDULE_FILTER_CODES,
  inListOrder,
  type Benefit,
  type EmploymentType,
  type PayUnit,
  type ScheduleFilter,
} from './job-posting-rules';
import { POSITION_CODES, positionOfLabel, type PositionCode } from './positions';

export const SEARCH_RADII = [10, 20, 30, 40, 50, 100, 200] as const;
export const NATIONAL_RADIUS = 101;
export const DEFAULT_SEARCH_RADIUS = 200;
export const SEARCH_TYPES = { ANY: 'Perm or Temp', PERM: 'Permanent', PLANNED: 'Temp' } as const;
export const DAYS_OLD_OPTIONS = [3, 7, 14, 60] as const;
export const EVALUATIONS = ['all', 'LIKED', 'DISLIKED'] as const;
export type Evaluation = (typeof EVALUATIONS)[number];
export const JOB_SEARCH_DEFAULT_LIMIT = 25;
export const JOB_SEARCH_MAX_LIMIT = 100;
export const JOB_SEARCH_MAX_OFFSET = 10_000;
/** 'Similar jobs' on a job page: at most this many live postings of the same position... */
export const SIMILAR_JOBS_LIMIT = 4;
/** ...within this many miles of the posting, nearest first. */
export const SIMILAR_JOBS_RADIUS = 50;
export const KEYWORD_MIN_LENGTH = 2;
export const KEYWORD_MAX_LENGTH = 200;
export const KEYWORD_DEBOUNCE_MS = 300;
/** Great-circle distances use this earth radius, in miles. */
export const EARTH_RADIUS_MILES = 3958.8;

export const END_BEFORE_START_MESSAGE = 'End date must come after start date';
export const SEARCH_FAILED_MESSAGE = 'Failed to search for jobs';
export const NATIONAL_SEARCH_FAILED_MESSAGE = 'Failed to search for national jobs';

export const JOB_SEARCH_FIELDS = [
  'keyword',
  'position',
  'zip',
  'radius',
  'type',
  'startDate',
  'endDate',
  'days-old',
  'evaluation',
  'invited',
  'limit',
  'offset',
  'employmentType',
  'schedule',
  'benefits',
  'minPay',
  'payUnit',
  'dow',
  'state',
] as const;
export type JobSearchField = (typeof JOB_SEARCH_FIELDS)[number];

/** The query string as it arrives: every value text, any of them missing. */
export type JobSearchQuery = Partial<Record<JobSearchField, string | undefined>>;

export type JobSearchParams = {
  keyword: string | null;
  position: PositionCode | 'ANY';
  /** A 5-digit ZIP code or a Canadian forward sortation area; null only in a national search. */
  zip: string | null;
  /** Miles; 101 is the national search. */
  radius: number;
  national: boolean;
  type: 'ANY' | 'PERM' | 'TEMP';
  startDate: string | null;
  endDate: string | null;
  daysOld: number | null;
  evaluation: Evaluation;
  invited: boolean;
  limit: number;
  offset: number;
  /** Any of these (empty: not filtered). */
  employmentTypes: EmploymentType[];
  /** Every one of these (WEEKENDS: Saturday or Sunday). */
  schedule: ScheduleFilter[];
  /** Every one of these. */
  benefits: Benefit[];
  /** The least pay, in the unit's hundredths; null: not filtered. */
  minPay: { amount: number; unit: PayUnit } | null;
  /** Days of the week (0 Sunday … 6 Saturday) a temp posting needs someone on: any of them; empty: any day. */
  weekdays: number[];
  /** The whole state (or province) of the ZIP instead of the radius. */
  stateWide: boolean;
};

/** The spec's default `dow`: no day of the week asked, every temp posting. */
export const ANY_WEEKDAY = '0000000';
export const DOW_MESSAGE = 'dow is seven 0s and 1s, Sunday first: the days of the week a temp job needs someone (0000000: any day).';
export const STATE_MESSAGE = 'state is true (the whole state of the ZIP code) or false (the radius).';

/** The days a `dow` mask marks (0 Sunday … 6 Saturday); null when it is not seven 0s and 1s. */
export function weekdaysOfMask(mask: string): number[] | null {
  if (!/^[01]{7}$/.test(mask)) return null;
  return [...mask].flatMap((bit, day) => (bit === '1' ? [day] : []));
}

/** The `dow` mask of a set of days (0 Sunday … 6 Saturday). */
export const maskOfWeekdays = (days: readonly number[]) => Array.from({ length: 7 }, (_, day) => (days.includes(day) ? '1' : '0')).join('');

/** Who searches: a visitor, or a signed-in user with their own position and ZIP. */
export type JobSearchContext = { signedIn: boolean; userZip?: string | null; userPosition?: string | null };

export type JobSearchProblem = { field: JobSearchField; message: string };
export type NormalisedJobSearch = { ok: true; params: JobSearchParams } | { ok: false; problems: JobSearchProblem[] };

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A ZIP code as the ZIP data knows it: 5 digits, or a Canadian forward sortation area; null if it is neither. */
export function normaliseZip(raw: string): string | null {
  const value = raw.trim().toUpperCase();
  if (/^\d{5}(-\d{4})?$/.test(value)) return value.slice(0, 5);
  if (/^[A-Z]\d[A-Z]( ?\d[A-Z]\d)?$/.test(value)) return value.slice(0, 3);
  return null;
}

const blank = (value: string | undefined): value is undefined => value === undefined || value.trim() === '';

function wholeNumber(value: string): number | null {
  return /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : null;
}

/** A search's position as written, in any case: a position code or either of its labels ('Dental Laboratory'), or ANY (also ALL) for every position; null for anything else. */
export function searchPosition(text: string): PositionCode | 'ANY' | null {
  const code = text.trim().toUpperCase();
  if (code === 'ANY' || code === 'ALL') return 'ANY';
  return (POSITION_CODES as string[]).includes(code) ? (code as PositionCode) : positionOfLabel(text);
}

/** True for the distances a search takes: SEARCH_RADII, or NATIONAL_RADIUS. */
export const isSearchRadius = (miles: number): boolean => miles === NATIONAL_RADIUS || (SEARCH_RADII as readonly number[]).includes(miles);

/** The spec's message when the end day comes before the start day (the same day is a one-day search); null otherwise. */
export function dateOrderProblem(startDate: string | null, endDate: string | null): string | null {
  return startDate && endDate && endDate < startDate ? END_BEFORE_START_MESSAGE : null;
}

const RADIUS_MESSAGE = `radius is one of ${SEARCH_RADII.join(', ')} miles, or ${NATIONAL_RADIUS} for national jobs.`;
const LIMIT_MESSAGE = `limit is a whole number from 1 to ${JOB_SEARCH_MAX_LIMIT}.`;
const OFFSET_MESSAGE = `offset is a whole number from 0 to ${JOB_SEARCH_MAX_OFFSET.toLocaleString('en-US')}.`;

/** The search's parameters with the spec's defaults, or what is wrong with them (each naming its field). */
export function normaliseJobSearch(query: JobSearchQuery, context: JobSearchContext): NormalisedJobSearch {
  const problems: JobSearchProblem[] = [];
  const problem = (field: JobSearchField, message: string) => problems.push({ field, message });

  let keyword: string | null = null;
  if (!blank(query.keyword)) {
    const text = query.keyword.trim().replace(/\s+/g, ' ');
    if (text.length > KEYWORD_MAX_LENGTH) problem('keyword', `The keyword is too long: at most ${KEYWORD_MAX_LENGTH} characters.`);
    else if (text.length >= KEYWORD_MIN_LENGTH) keyword = text;
  }

  let position: JobSearchParams['position'] = 'ANY';
  if (blank(query.position)) {
    const own = context.signedIn ? (context.userPosition ?? '').toUpperCase() : '';
    position = (POSITION_CODES as string[]).includes(own) ? (own as PositionCode) : 'ANY';
  } else {
    const code = searchPosition(query.position);
    if (code !== null) position = code;
    else problem('position', 'Choose a position: DD, DA, DH, FO, LT, SR, or ANY for all positions.');
  }

  let radius = DEFAULT_SEARCH_RADIUS;
  if (!blank(query.radius)) {
    const value = wholeNumber(query.radius);
    if (value !== null && isSearchRadius(value)) radius = value;
    else problem('radius', RADIUS_MESSAGE);
  }
  const national = radius === NATIONAL_RADIUS;

  let zip: string | null = null;
  if (!blank(query.zip)) {
    zip = normaliseZip(query.zip);
    if (zip === null) problem('zip', 'Enter a 5-digit ZIP code (or a Canadian postal code).');
  } else if (context.signedIn && context.userZip) {
    zip = normaliseZip(context.userZip);
  }
  if (zip === null && blank(query.zip) && !national) problem('zip', 'Enter a ZIP code to search near.');

  let type: JobSearchParams['type'] = 'ANY';
  if (!blank(query.type)) {
    const value = query.type.trim().toUpperCase();
    if (value === 'ANY' || value === 'PERM') type = value;
    else if (value === 'PLANNED' || value === 'TEMP') type = 'TEMP';
    else problem('type', 'type is ANY, PERM or PLANNED (temp).');
  }

  const day = (field: 'startDate' | 'endDate'): string | null => {
    const value = query[field];
    if (blank(value)) return null;
    const text = value.trim();
    if (isDay(text)) return text;
    problem(field, `${field} is a day written YYYY-MM-DD.`);
    return null;
  };
  let startDate = day('startDate');
  let endDate = day('endDate');
  const order = dateOrderProblem(startDate, endDate);
  if (order !== null) problem('endDate', order);
  if (type === 'PERM') [startDate, endDate] = [null, null];

  let daysOld: number | null = null;
  if (!blank(query['days-old']) && query['days-old'].trim().toLowerCase() !== 'any') {
    const value = wholeNumber(query['days-old']);
    if (value !== null && (DAYS_OLD_OPTIONS as readonly number[]).includes(value)) daysOld = value;
    else problem('days-old', `days-old is one of ${DAYS_OLD_OPTIONS.join(', ')} or any.`);
  }

  let evaluation: Evaluation = 'all';
  if (!blank(query.evaluation)) {
    const value = query.evaluation.trim();
    const code = value.toUpperCase();
    if (code === 'ALL') evaluation = 'all';
    else if (code === 'LIKED' || code === 'DISLIKED') {
      if (context.signedIn) evaluation = code;
      else problem('evaluation', 'Sign in to see the jobs you liked or disliked.');
    } else problem('evaluation', 'evaluation is all, LIKED or DISLIKED.');
  }

  let invited = false;
  if (!blank(query.invited)) {
    const value = query.invited.trim().toLowerCase();
    if (value === 'true' || value === '1') {
      if (context.signedIn) invited = true;
      else problem('invited', 'Sign in to see the jobs you were invited to.');
    } else if (value !== 'false' && value !== '0') problem('invited', 'invited is true or false.');
  }

  let limit = JOB_SEARCH_DEFAULT_LIMIT;
  if (!blank(query.limit)) {
    const value = wholeNumber(query.limit);
    if (value !== null && value >= 1 && value <= JOB_SEARCH_MAX_LIMIT) limit = value;
    else problem('limit', LIMIT_MESSAGE);
  }
  let offset = 0;
  if (!blank(query.offset)) {
    const value = wholeNumber(query.offset);
    if (value !== null && value <= JOB_SEARCH_MAX_OFFSET) offset = value;
    else problem('offset', OFFSET_MESSAGE);
  }

  const codeList = <T extends string>(field: 'employmentType' | 'schedule' | 'benefits', codes: readonly T[]): T[] => {
    const value = query[field];
    if (blank(value)) return [];
    const given = value
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean);
    const unknown = given.filter((code) => !(codes as readonly string[]).includes(code));
    if (unknown.length) problem(field, `${field} is a comma-separated list of: ${codes.join(', ')}.`);
    return inListOrder(given, codes);
  };
  const employmentTypes = codeList('employmentType', EMPLOYMENT_TYPE_CODES);
  const schedule = codeList('schedule', SCHEDULE_FILTER_CODES);
  const benefits = codeList('benefits', BENEFIT_CODES);

  let unit: PayUnit = 'HOUR';
  if (!blank(query.payUnit)) {
    const value = query.payUnit.trim().toUpperCase();
    if ((PAY_UNITS as readonly string[]).includes(value)) unit = value as PayUnit;
    else problem('payUnit', `payUnit is one of ${PAY_UNITS.join(', ')}.`);
  }
  let minPay: JobSearchParams['minPay'] = null;
  if (!blank(query.minPay)) {
    const value = wholeNumber(query.minPay);
    if (value !== null && value <= PAY_LIMITS[unit].max) minPay = value === 0 ? null : { amount: value, unit };
    else problem('minPay', `minPay is a whole number of hundredths (cents, or hundredths of a percent) up to ${PAY_LIMITS[unit].max}.`);
  }

  let weekdays: number[] = [];
  if (!blank(query.dow)) {
    const days = weekdaysOfMask(query.dow.trim());
    if (days === null) problem('dow', DOW_MESSAGE);
    else weekdays = type === 'PERM' ? [] : days;
  }

  let stateWide = false;
  if (!blank(query.state)) {
    const value = query.state.trim().toLowerCase();
    if (value === 'true' || value === '1') stateWide = !national;
    else if (value !== 'false' && value !== '0') problem('state', STATE_MESSAGE);
  }

  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    params: {
      keyword,
      position,
      zip,
      radius,
      national,
      type,
      startDate,
      endDate,
      daysOld,
      evaluation,
      invited,
      limit,
      offset,
      employmentTypes,
      schedule,
      benefits,
      minPay,
      weekdays,
      stateWide,
    },
  };
}

/** What the search form holds (the screen's filter form). */
export type JobSearchForm = {
  keyword?: string | null;
  position: string;
  zip?: string | null;
  /** As chosen: 10 to 200, or 101 ('any'). */
  radius: number;
  type?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  daysOld?: number | 'any' | null;
  evaluation?: string | null;
  employmentTypes?: readonly string[];
  schedule?: readonly string[];
  benefits?: readonly string[];
  /** In the unit's hundredths (cents for hourly or yearly pay). */
  minPay?: number | null;
  payUnit?: string | null;
  /** Days of the week a temp job needs (0 Sunday … 6 Saturday). */
  weekdays?: readonly number[];
  stateWide?: boolean;
};

/**
 * The two calls the search screen makes (spec): the main one, where a radius of 101 is sent as
 * 200, and the national one with radius 101. The ZIP is left out when it is the user's own (the
 * server uses it then), and so is every blank value.
 */
export function jobSearchRequests(form: JobSearchForm, userZip: string | null): { main: Record<string, string>; national: Record<string, string> } {
  const zip = form.zip?.trim() ?? '';
  const base: Record<string, string> = {};
  const put = (key: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined) return;
    const text = String(value).trim();
    if (text !== '') base[key] = text;
  };
  put('keyword', form.keyword);
  put('position', form.position);
  if (zip !== '' && zip !== (userZip ?? '')) put('zip', zip);
  put('type', form.type);
  put('startDate', form.startDate);
  put('endDate', form.endDate);
  put('days-old', form.daysOld);
  put('evaluation', form.evaluation);
  put('employmentType', form.employmentTypes?.join(','));
  put('schedule', form.schedule?.join(','));
  put('benefits', form.benefits?.join(','));
  if (form.minPay) {
    put('minPay', form.minPay);
    if (form.payUnit && form.payUnit !== 'HOUR') put('payUnit', form.payUnit);
  }
  if (form.weekdays?.length) put('dow', maskOfWeekdays(form.weekdays));
  if (form.stateWide) put('state', 'true');
  const mainRadius = form.radius === NATIONAL_RADIUS ? DEFAULT_SEARCH_RADIUS : form.radius;
  return { main: { ...base, radius: String(mainRadius) }, national: { ...base, radius: String(NATIONAL_RADIUS) } };
}

/** The evaluation filter as the screen applies it to premium jobs (and the server in SQL). */
export function matchesEvaluation(job: { isLike: boolean; isDislike: boolean }, evaluation: string | null | undefined): boolean {
  const code = (evaluation ?? '').trim().toUpperCase();
  if (code === 'LIKED') return job.isLike;
  if (code === 'DISLIKED') return job.isDislike;
  return true;
}

/** Great-circle distance in miles (haversine), the same formula as the server's SQL. */
export function distanceInMiles(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}
