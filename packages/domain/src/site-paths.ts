// Links that must stay on this site: announcement and promotion links, icons, the page to return
// to after signing in. A browser opens "//host" and also "/\host" (it reads "\" as "/") as another
// site, and drops tabs and line breaks from an address ("/\t/host" is "//host"), so a site path is
// "/" followed by anything but a second "/" or "\", without "\", white space or control characters.

const SITE_PATH = /^\/(?![/\\])[^\\\s\p{Cc}]*$/u;

/** Whether every browser opens `value` on this site, as a path from its root. */
export function isSitePath(value: string): boolean {
  return SITE_PATH.test(value);
}
