import type { RequestLimit } from '../../platform/request-limits';

const HOUR = 3600;

/** Making, replacing and revoking the feed address: a person needs a handful, never hundreds. */
export const FEED_CHANGES_PER_PERSON: RequestLimit = {
  name: 'calendar-feed:person',
  limit: 30,
  windowSeconds: HOUR,
  message: (wait) => `You changed your calendar feed many times in a short while. Try again in ${wait}.`,
};

/**
 * Fetches of one feed: calendar apps fetch a subscription every few minutes to every few hours,
 * so 60 an hour is far above any of them and bounds what one leaked address can cost.
 */
export const FEED_FETCHES_PER_FEED: RequestLimit = {
  name: 'calendar-feed:feed',
  limit: 60,
  windowSeconds: HOUR,
  message: (wait) => `This calendar feed was fetched too often. Try again in ${wait}.`,
};

/**
 * Feed fetches from one client address, known feeds or not. Calendar services fetch many
 * people's feeds from a few addresses: generous, and raised further by ADDRESS_LIMITS_FACTOR.
 */
export const FEED_FETCHES_PER_ADDRESS: RequestLimit = {
  name: 'calendar-feed:address',
  limit: 600,
  windowSeconds: HOUR,
  perAddress: true,
  message: (wait) => `Too many calendar feed requests from this network. Try again in ${wait}.`,
};
