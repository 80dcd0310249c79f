import type { RequestLimit } from '../../platform/request-limits';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Visitors' alert requests from one client address (each sends a confirmation email). */
export const VISITOR_ALERTS_PER_ADDRESS: RequestLimit = {
  name: 'job-alerts:visitor-address',
  limit: 10,
  windowSeconds: HOUR,
  perAddress: true,
  message: (wait) => `Too many job alerts were requested from this network. Try again in ${wait}.`,
};

/** Confirmation emails to one address: three a day, so the form cannot be used to flood someone's inbox. */
export const VISITOR_ALERTS_PER_EMAIL: RequestLimit = {
  name: 'job-alerts:visitor-email',
  limit: 3,
  windowSeconds: DAY,
  message: (wait) => `We already sent confirmation emails to this address. Check your inbox, or try again in ${wait}.`,
};

/** A signed-in person's saves and edits. */
export const ALERT_CHANGES_PER_PERSON: RequestLimit = {
  name: 'job-alerts:person',
  limit: 60,
  windowSeconds: HOUR,
  message: (wait) => `You changed your job alerts many times in a short while. Try again in ${wait}.`,
};

/** Confirm and unsubscribe links opened from one client address. */
export const ALERT_LINKS_PER_ADDRESS: RequestLimit = {
  name: 'job-alerts:links-address',
  limit: 120,
  windowSeconds: HOUR,
  perAddress: true,
  message: (wait) => `Too many requests from this network. Try again in ${wait}.`,
};
