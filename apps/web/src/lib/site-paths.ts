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
