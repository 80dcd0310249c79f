// The feed's secret: 32 random bytes in base64url (43 characters) in the address, only its SHA-256
// stored, so the table alone never opens a feed.
import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/context';

/** The path the feed answers at, under the site's address. */
export const FEED_PATH_PREFIX = '/api9/calendar-feeds/';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newFeedToken = () => randomBytes(32).toString('base64url');

/** Whether a path segment can be a feed secret at all (anything else is a 404 without a query). */
export const isFeedToken = (token: string) => TOKEN_PATTERN.test(token);

export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The feed's addresses: webcal:// (calendar apps subscribe) and the site's own scheme. */
export function feedAddresses(ctx: AppContext, token: string): { url: string; httpsUrl: string } {
  const httpsUrl = `${ctx.config.PUBLIC_URL.replace(/\/+$/, '')}${FEED_PATH_PREFIX}${token}.ics`;
  return { url: httpsUrl.replace(/^https?:/, 'webcal:'), httpsUrl };
}
