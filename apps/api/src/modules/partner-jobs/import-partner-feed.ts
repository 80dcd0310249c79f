import type { Database } from '@chairside/db/client';
import type { Clock } from '../../platform/clock';
import { FeedFormatError, parsePartnerFeed, type FeedJob } from './parse-partner-feed';
import {
  expireMissingPartnerJobs,
  lastImportOf,
  placesOfCities,
  placesOfZips,
  recordImport,
  tryLockFeed,
  upsertPartnerJobs,
  type PlacedFeedJob,
} from './partner-jobs-repository';
import { readFeedSource } from './read-feed-source';

/** What the import needs: the database, the time, and somewhere to log. */
export type FeedImportContext = { db: Database; clock: Clock; log: FeedLog };
export type FeedLog = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
};

export type FeedImportResult =
  | { source: string; status: 'imported'; jobs: number; added: number; updated: number; expired: number; skipped: number; duplicates: number; unplaced: number }
  | { source: string; status: 'skipped'; reason: 'recent' | 'busy' }
  | { source: string; status: 'failed'; reason: string };

/** Where each job is: its ZIP code's place, else the first ZIP code of its city and state, else nowhere (not in radius searches). */
async function placeJobs(db: Database, jobs: FeedJob[]): Promise<PlacedFeedJob[]> {
  const zips = await placesOfZips(db, [...new Set(jobs.map((job) => job.zip).filter((zip): zip is string => zip !== null))]);
  const unplaced = jobs.filter((job) => !(job.zip && zips.has(job.zip)) && job.city && job.state);
  const cityKey = (job: FeedJob) => `${job.city!.toLowerCase()}|${job.state}`;
  const cities = await placesOfCities(db, [...new Map(unplaced.map((job) => [cityKey(job), { city: job.city!, state: job.state! }])).values()]);
  return jobs.map((job) => {
    const place = (job.zip ? zips.get(job.zip) : undefined) ?? (job.city && job.state ? cities.get(cityKey(job)) : undefined);
    return { ...job, lat: place?.lat ?? null, lng: place?.lng ?? null };
  });
}

/**
 * Imports one partner feed: reads it, parses it, places its jobs through zip_codes, then in one
 * transaction (under the feed's advisory lock, so one instance imports at a time) adds and
 * updates its jobs and expires those no longer in it. Skipped when another instance imported
 * it less than `minIntervalMs` ago. A feed that cannot be read or is not valid XML is logged
 * and left as it was (its jobs are not expired): never thrown.
 */
export async function importPartnerFeed(ctx: FeedImportContext, source: string, minIntervalMs = 0): Promise<FeedImportResult> {
  const started = ctx.clock.now();
  const fresh = (last: Date | null) => last !== null && started.getTime() - last.getTime() < minIntervalMs;
  try {
    if (fresh(await lastImportOf(ctx.db, source))) return { source, status: 'skipped', reason: 'recent' };
    const xml = await readFeedSource(source);
    const feed = parsePartnerFeed(xml, source, started);
    const jobs = await placeJobs(ctx.db, feed.jobs);
    const outcome = await ctx.db.transaction(async (tx) => {
      if (!(await tryLockFeed(tx, source))) return null;
      if (fresh(await lastImportOf(tx, source))) return null;
      const now = ctx.clock.now();
      const written = await upsertPartnerJobs(tx, source, jobs, now);
      const expired = await expireMissingPartnerJobs(tx, source, now);
      await recordImport(tx, source, now);
      return { ...written, expired };
    });
    if (!outcome) return { source, status: 'skipped', reason: 'busy' };
    const result: FeedImportResult = {
      source,
      status: 'imported',
      jobs: jobs.length,
      ...outcome,
      skipped: feed.skipped,
      duplicates: feed.duplicates,
      unplaced: jobs.filter((job) => job.lat === null).length,
    };
    ctx.log.info(result, 'partner feed imported');
    return result;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    ctx.log.warn({ source, reason, badXml: error instanceof FeedFormatError }, 'partner feed not imported');
    return { source, status: 'failed', reason };
  }
}
