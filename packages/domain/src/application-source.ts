// Where a job seeker came to a posting from (ADR 121): recorded on the application. No zod here:
// the job page, whose bundle is nearly full, reads it.

/** Where an applicant came from, as recorded on the application. */
export const APPLICATION_SOURCES = ['search', 'alert', 'google', 'invitation', 'feed', 'direct'] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

const FROM_PARAMS: Record<string, ApplicationSource> = {
  search: 'search',
  alert: 'alert',
  feed: 'feed',
  invitation: 'invitation',
  google: 'google',
};

/** The source a link's `from` parameter names, if it names one. */
export function sourceOfParam(from: string | null): ApplicationSource | null {
  return (from && FROM_PARAMS[from.toLowerCase()]) || null;
}

/**
 * The source of a visit to a job page: the `from` query parameter the links we write carry
 * (search results, alert emails, feeds, invitations), else a Google referrer, else an outside
 * referrer or none as direct. Null when nothing is known (a visit from our own pages without `from`).
 */
export function applicationSourceOf(from: string | null, referrer: string, ownHost: string): ApplicationSource | null {
  const named = sourceOfParam(from);
  if (named) return named;
  let host = '';
  try {
    host = referrer ? new URL(referrer).hostname : '';
  } catch {
    host = '';
  }
  if (/(^|\.)google\.[a-z.]+$/.test(host)) return 'google';
  if (host === ownHost) return null;
  return 'direct';
}
