import { isSitePath } from '@chairside/domain/site-paths';

/** The fromPath URL parameter as a same-site path with a leading slash, or null. */
export function redirectPathFrom(search: string): string | null {
  const raw = new URLSearchParams(search).get('fromPath');
  if (!raw) return null;
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  // Only paths on this site: no scheme-relative "//host", "/\host" or "/<tab>/host".
  return isSitePath(path) ? path : null;
}

export const loginPathFor = (fromPath: string) => `/dental-jobs/login/?fromPath=${encodeURIComponent(fromPath)}`;

/** `path` carrying on the page's fromPath (if it has a valid one), so the next account page still comes back there. */
export function withFromPath(path: string, search: string): string {
  const from = redirectPathFrom(search);
  if (!from) return path;
  return `${path}${path.includes('?') ? '&' : '?'}fromPath=${encodeURIComponent(from)}`;
}
