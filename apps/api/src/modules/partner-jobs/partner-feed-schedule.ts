import { DEMO_PARTNER_FEED } from '@chairside/db/demo-partner-feed';
import type { Config } from '../../platform/config';
import { importPartnerFeed, type FeedImportContext } from './import-partner-feed';

/** The feeds to import: PARTNER_FEED_URLS, or the demo feed when none is configured and demo data is on. */
export function partnerFeedSources(config: Pick<Config, 'PARTNER_FEED_URLS' | 'SEED_DEMO'>): string[] {
  if (config.PARTNER_FEED_URLS.length) return config.PARTNER_FEED_URLS;
  return config.SEED_DEMO ? [DEMO_PARTNER_FEED] : [];
}

export type FeedSchedule = { stop: () => Promise<void> };

/**
 * Imports every feed now, then every `minutes`. Every instance runs the timer; an import that
 * another instance did within the interval (recorded in app_settings) or is doing (advisory
 * lock) is skipped, so a feed is imported about once per interval whatever the number of
 * instances. Runs never overlap; stop() waits for the one in flight.
 */
export function startPartnerFeedSchedule(ctx: FeedImportContext, sources: string[], minutes: number): FeedSchedule {
  if (sources.length === 0) return { stop: async () => undefined };
  const intervalMs = minutes * 60_000;
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = (async () => {
      // A little under the interval, so that this instance's own next run is not skipped.
      for (const source of sources) if (!stopped) await importPartnerFeed(ctx, source, intervalMs * 0.9);
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  const first = setTimeout(run, 0);
  first.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
