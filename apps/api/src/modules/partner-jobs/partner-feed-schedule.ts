import { DEMO_PARTNER_FEED } from '@chairside/db/demo-partner-feed';
import type { Config } from '../../platform/config';
import type { RecurringTask } from '../../platform/notice-queue';
import { importPartnerFeed, type FeedImportContext } from './import-partner-feed';

export const PARTNER_FEEDS_TASK = 'partner-feeds:import';

/** The feeds to import: PARTNER_FEED_URLS, or the demo feed when none is configured and demo data is on. */
export function partnerFeedSources(config: Pick<Config, 'PARTNER_FEED_URLS' | 'SEED_DEMO'>): string[] {
  if (config.PARTNER_FEED_URLS.length) return config.PARTNER_FEED_URLS;
  return config.SEED_DEMO ? [DEMO_PARTNER_FEED] : [];
}

/**
 * The task that imports every feed once per `minutes` (in the list of scheduled-tasks.ts): the
 * occurrence's key lets one instance through, and the first occurrence is due as soon as the
 * queue starts. An import that another instance did within most of the interval is skipped too.
 */
export function partnerFeedsTask(ctx: FeedImportContext, sources: string[], minutes: number): RecurringTask {
  const intervalMs = minutes * 60_000;
  return {
    name: PARTNER_FEEDS_TASK,
    recurrence: { everyMs: intervalMs },
    run: async () => {
      for (const source of sources) await importPartnerFeed(ctx, source, intervalMs * 0.9);
    },
  };
}
