/** Paths that use the minimal layout (no main navigation), by the spec's prefix list. */
const MINIMAL_PREFIXES = [
  '/dental-jobs/login',
  '/app/welcome',
  '/resources/',
  '/dental-jobs/register',
  '/jobseeker-toolkit',
  '/hiring-toolkit',
  '/dental-hiring-products',
  '/dental-jobs/recover-password',
  '/dental-jobs/reset-password',
];

/**
 * Pages flagged as excluded from search: the pages emailed signed links open (a token in the
 * address, meant for one person). They are never indexed, whatever the page itself declares, and
 * take the minimal layout.
 */
const EXCLUDED_FROM_SEARCH_PREFIXES = [
  '/applicant/',
  '/invitation/',
  '/interview-outcome/',
  '/schedule/',
  '/feedback/',
  '/classified-renew/',
  '/job-alerts/confirm/',
  '/job-alerts/unsubscribe/',
  '/newsletter/confirm/',
  '/newsletter/unsubscribe/',
  '/downloads/',
];

export const excludedFromSearch = (pathname: string) => EXCLUDED_FROM_SEARCH_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/** The minimal layout (no main navigation): the spec's prefixes, and pages excluded from search. */
export const usesMinimalLayout = (pathname: string) => MINIMAL_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || excludedFromSearch(pathname);
export const isLoginPath = (pathname: string) => pathname.startsWith('/dental-jobs/login');

/** The public job page: /dental-jobs/job/{jobId}/{slug}/ (the slug from the domain's jobSlug, answered as `slug`). */
export const publicJobPath = (jobId: number, slug: string) => `/dental-jobs/job/${jobId}/${encodeURIComponent(slug)}/`;

/** A posting's address in the API. */
export const jobApiPath = (jobId: string) => `/jobs/${jobId}`;

/** Job ids in a path: digits only, no leading zero, within the safe integers. */
export const isJobIdParam = (value: string) => /^[1-9]\d{0,15}$/.test(value) && Number(value) <= Number.MAX_SAFE_INTEGER;

/** A job seeker's public resume page. */
export const publicProfilePath = (username: string) => `/dental-professionals/${encodeURIComponent(username)}/`;

/** Applying to a job, in the app. */
export const applyPath = (jobId: number) => `/app/search-jobs/post-job/application/${jobId}/`;

/** The products and pricing page, where the buying funnel starts. */
export const PRODUCTS_PATH = '/dental-hiring-products/';

/** The public resume page's route (the app's route table and the page's data loader both read it). */
export const PUBLIC_PROFILE_ROUTE = '/dental-professionals/:username';
