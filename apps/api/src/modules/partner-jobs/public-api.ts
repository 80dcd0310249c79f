// What other modules and the app's roots use of partner jobs.
export type { FeedLog } from './import-partner-feed';
/** Its scheduled task, run by scheduled-tasks.ts. */
export { partnerFeedsTask } from './partner-feed-schedule';
/** The feed format's reader: the outbound job feed's test reads its own feed back through it. */
export { parsePartnerFeed, partnerJobKey } from './parse-partner-feed';
