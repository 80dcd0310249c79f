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

export const usesMinimalLayout = (pathname: string) => MINIMAL_PREFIXES.some((prefix) => pathname.startsWith(prefix));
export const isLoginPath = (pathname: string) => pathname.startsWith('/dental-jobs/login');

/** The public job page: /dental-jobs/job/{jobId}/{slug}/ (the slug from the domain's jobSlug, answered as `slug`). */
export const publicJobPath = (jobId: number, slug: string) => `/dental-jobs/job/${jobId}/${encodeURIComponent(slug)}/`;

/** The public resume page's route (the app's route table and the page's data loader both read it). */
export const PUBLIC_PROFILE_ROUTE = '/dental-professionals/:username';
