import {
  DAYS_OLD_OPTIONS,
  EVALUATIONS,
  JOB_SEARCH_DEFAULT_LIMIT,
  NATIONAL_RADIUS,
  dateOrderProblem,
  isSearchRadius,
  jobSearchRequests,
  maskOfWeekdays,
  searchPosition,
  weekdaysOfMask,
  type Evaluation,
  type JobSearchForm,
} from '@chairside/domain/job-search-rules';
import { BENEFIT_CODES, EMPLOYMENT_TYPE_CODES, SCHEDULE_FILTER_CODES, inListOrder } from '@chairside/domain/job-posting-rules';

/** The search page in the app (signed in) and on the public site (visitors). */
export const APP_SEARCH_BASE = '/app/search-jobs';
export const PUBLIC_SEARCH_BASE = '/dental-jobs/search';

export const SEARCH_CATEGORIES = ['local', 'NATIONAL', 'EXTERNAL'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

export const CATEGORY_HEADINGS: Record<SearchCategory, string> = {
  local: 'Search Jobs Near You',
  NATIONAL: 'Search National Jobs',
  EXTERNAL: 'Search External Jobs',
};

/** Everything the search screen's form holds; the URL carries all of it so a search can be shared. */
export type SearchState = {
  category: SearchCategory;
  position: string;
  zip: string;
  radius: number;
  keyword: string;
  type: 'ANY' | 'PERM' | 'PLANNED';
  startDate: string;
  endDate: string;
  daysOld: string;
  evaluation: Evaluation;
  offset: number;
  /** The posting-field filters (ADR 33): codes in their list's order. */
  employmentTypes: string[];
  schedule: string[];
  benefits: string[];
  /** The least pay in hundredths (cents), 0 for none, per payUnit. */
  minPay: number;
  payUnit: 'HOUR' | 'YEAR';
  /** Days of the week a temp job needs (0 Sunday … 6 Saturday); none: any day. */
  weekdays: number[];
  /** The whole state of the ZIP instead of the radius. */
  stateWide: boolean;
};

/** The posting-field filters that are set, for the 'Filters (n)' count. */
export function postingFilterCount(state: SearchState): number {
  const tempDays = state.type !== 'PERM' && state.weekdays.length > 0 ? 1 : 0;
  return state.employmentTypes.length + state.schedule.length + state.benefits.length + (state.minPay > 0 ? 1 : 0) + tempDays;
}

/**
 * The filters set beyond the position and the place, for the phone's 'Filters (n)' button: the
 * keyword, type, temp dates, age, the signed-in user's evaluation and the posting-field filters,
 * each counted only where the category shows it.
 */
export function searchFilterCount(state: SearchState, signedIn: boolean): number {
  const set = (on: unknown) => (on ? 1 : 0);
  const shared = set(state.keyword.trim()) + set(state.daysOld !== 'any');
  if (state.category === 'EXTERNAL') return shared;
  const tempDates = set(state.type !== 'PERM' && (state.startDate || state.endDate));
  return shared + set(state.type !== 'ANY') + tempDates + set(signedIn && state.evaluation !== 'all') + postingFilterCount(state);
}

const codesFrom = (value: string | null, codes: readonly string[]) =>
  inListOrder(
    (value ?? '').split(',').map((c) => c.trim().toUpperCase()),
    codes,
  );

const oneOf = <T extends string>(value: string | null, options: readonly T[], fallback: T): T =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;

/** The form from the path's position and zip and the query string (unknown values fall back to the defaults). */
export function searchStateFrom(position: string | undefined, zip: string | undefined, query: URLSearchParams): SearchState {
  const radius = Number(query.get('radius'));
  const offset = Number(query.get('offset'));
  return {
    category: oneOf(query.get('category'), SEARCH_CATEGORIES, 'local'),
    position: searchPosition(position ?? '') ?? '',
    zip: zip ?? '',
    radius: isSearchRadius(radius) ? radius : NATIONAL_RADIUS,
    keyword: query.get('keyword') ?? '',
    type: oneOf(query.get('type'), ['ANY', 'PERM', 'PLANNED'] as const, 'ANY'),
    startDate: query.get('startDate') ?? '',
    endDate: query.get('endDate') ?? '',
    daysOld: oneOf(query.get('days-old'), [...DAYS_OLD_OPTIONS.map(String), 'any'], 'any'),
    evaluation: oneOf(query.get('evaluation'), EVALUATIONS, 'all'),
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
    employmentTypes: codesFrom(query.get('employmentType'), EMPLOYMENT_TYPE_CODES),
    schedule: codesFrom(query.get('schedule'), SCHEDULE_FILTER_CODES),
    benefits: codesFrom(query.get('benefits'), BENEFIT_CODES),
    minPay: /^\d{1,9}$/.test(query.get('minPay') ?? '') ? Number(query.get('minPay')) : 0,
    payUnit: oneOf(query.get('payUnit'), ['HOUR', 'YEAR'] as const, 'HOUR'),
    weekdays: weekdaysOfMask(query.get('dow') ?? '') ?? [],
    stateWide: query.get('state') === 'true',
  };
}

/** The path and query string of a search (base: /app/search-jobs or the public search page). */
export function searchUrl(base: string, state: SearchState): string {
  const query = new URLSearchParams();
  if (state.category !== 'local') query.set('category', state.category);
  query.set('radius', String(state.radius));
  if (state.keyword.trim()) query.set('keyword', state.keyword.trim());
  if (state.type !== 'ANY') query.set('type', state.type);
  if (state.type !== 'PERM' && state.startDate) query.set('startDate', state.startDate);
  if (state.type !== 'PERM' && state.endDate) query.set('endDate', state.endDate);
  if (state.daysOld !== 'any') query.set('days-old', state.daysOld);
  if (state.evaluation !== 'all') query.set('evaluation', state.evaluation);
  if (state.employmentTypes.length) query.set('employmentType', state.employmentTypes.join(','));
  if (state.schedule.length) query.set('schedule', state.schedule.join(','));
  if (state.benefits.length) query.set('benefits', state.benefits.join(','));
  if (state.minPay > 0) {
    query.set('minPay', String(state.minPay));
    if (state.payUnit !== 'HOUR') query.set('payUnit', state.payUnit);
  }
  if (state.type !== 'PERM' && state.weekdays.length) query.set('dow', maskOfWeekdays(state.weekdays));
  if (state.stateWide) query.set('state', 'true');
  if (state.offset > 0) query.set('offset', String(state.offset));
  const segments = [state.position || 'ANY', state.zip.trim()].filter(Boolean).map(encodeURIComponent);
  return `${base}/${segments.join('/')}?${query.toString()}`;
}

/** What is wrong with the form, by field, before any search is made. */
export function searchProblems(state: SearchState): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!state.position) problems.position = 'Choose a position.';
  if (state.category !== 'NATIONAL' && state.zip.trim().length < 5) problems.zip = 'Enter a ZIP code (5 characters).';
  const dates = state.type === 'PERM' ? null : dateOrderProblem(state.startDate, state.endDate);
  if (dates !== null) problems.endDate = dates;
  return problems;
}

/** The domain's form for the two calls (dates and evaluation as the category shows them). */
export function toSearchForm(state: SearchState, keyword: string): JobSearchForm {
  const external = state.category === 'EXTERNAL';
  const word = keyword.trim();
  return {
    keyword: word.length >= 2 ? word : null,
    position: state.position,
    zip: state.category === 'NATIONAL' && state.zip.trim().length < 5 ? null : state.zip.trim(),
    radius: state.radius,
    type: external ? null : state.type,
    startDate: external || state.type === 'PERM' ? null : state.startDate || null,
    endDate: external || state.type === 'PERM' ? null : state.endDate || null,
    daysOld: state.daysOld === 'any' ? null : Number(state.daysOld),
    evaluation: external || state.evaluation === 'all' ? null : state.evaluation,
    // Partner postings (the external list) say none of the posting fields.
    employmentTypes: external ? [] : state.employmentTypes,
    schedule: external ? [] : state.schedule,
    benefits: external ? [] : state.benefits,
    minPay: external || state.minPay <= 0 ? null : state.minPay,
    payUnit: state.payUnit,
    // Partner postings say nothing of the days a temp job needs.
    weekdays: external || state.type === 'PERM' ? [] : state.weekdays,
    stateWide: state.stateWide,
  };
}

/** One of the screen's calls: the cache key the screen reads, the API path, and whether it is made at all. */
export type SearchCall = { queryKey: readonly unknown[]; path: string; enabled: boolean };

/** Who searches: a signed-in user (their own ZIP is left out of the calls), or null for a visitor. */
export type Searcher = { username: string; zip: string | null } | null;

/**
 * The screen's two calls for a search: the main one (local and external lists) and the national
 * one (radius 101), each paged by the offset of the list shown. One search asks one of them: the
 * national call only on the National tab, the main one on the others. A visitor's go to
 * /jobs/search, a signed-in user's to /users/{username}/jobs. Nothing is asked while the form has
 * a problem.
 */
export function searchCalls(state: SearchState, user: Searcher): { main: SearchCall; national: SearchCall } {
  const valid = Object.keys(searchProblems(state)).length === 0;
  const requests = jobSearchRequests(toSearchForm(state, state.keyword), user?.zip ?? null);
  const onNational = state.category === 'NATIONAL';
  const call = (query: Record<string, string>, offset: number, shown: boolean): SearchCall => {
    const params = new URLSearchParams({ ...query, limit: String(JOB_SEARCH_DEFAULT_LIMIT), offset: String(offset) });
    return {
      queryKey: ['job-search', user?.username ?? null, query, offset],
      path: user ? `/users/${encodeURIComponent(user.username)}/jobs?${params.toString()}` : `/jobs/search?${params.toString()}`,
      enabled: valid && shown,
    };
  };
  return {
    main: call(requests.main, onNational ? 0 : state.offset, state.category !== 'NATIONAL'),
    national: call(requests.national, onNational ? state.offset : 0, onNational),
  };
}
