import { fileURLToPath } from 'node:url';

/** The demo's partner job feed (the common XML job-feed format), imported when no feed is configured and demo data is on. */
export const DEMO_PARTNER_FEED = fileURLToPath(new URL('../demo/partner-feed.xml', import.meta.url));
