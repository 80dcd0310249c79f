import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@chairside/db/client';
import { googleIndexingRequests } from '@chairside/db/schema';
import { jobSlug } from '@chairside/domain/job-slug';
import type { AppContext } from '../../platform/context';
import { noticeKind } from '../../platform/notice-queue';
import type { IndexingAdapter, IndexingNotification } from './indexing-port';

/** One queued notification: sent in a batch with every other queued one, tried again with back-off for about half a day. */
export const GOOGLE_INDEXING_NOTICE = noticeKind('google-indexing', z.object({ requestId: z.number().int().positive() }), {
  maxAttempts: 12,
  backoffMs: 60_000,
  maxBackoffMs: 3_600_000,
});

/** Notifications sent in one pass at most. */
export const INDEXING_BATCH = 100;
/** A batch whose worker died gives its notifications back after this long. */
const SENDING_LEASE_MS = 10 * 60_000;
const DAY_MS = 86_400_000;
const DETAIL_LIMIT = 500;

/** The part of a transaction that queuing a notification needs: pass the caller's transaction. */
export type IndexingWriter = Pick<Database, 'insert' | 'update' | 'execute'>;

export type IndexingChange = IndexingNotification & {
  /** What the page shows (`job:123`): expiry finds what was announced by it. */
  subject: string;
  /** Why, for the admin area: published, updated, filled, closed, reopened, expired. */
  reason: string;
};

/** The UTC day of an instant (the quota's day), YYYY-MM-DD. */
export const quotaDayOf = (at: Date) => at.toISOString().slice(0, 10);
const nextQuotaDay = (at: Date) => new Date(Date.parse(`${quotaDayOf(at)}T00:00:00.000Z`) + DAY_MS);

/**
 * Queues a notification in the caller's transaction (rolled back, nothing is sent). A queued
 * older one for the same address is superseded: Google hears the latest state once.
 */
export async function queueIndexing(ctx: AppContext, tx: IndexingWriter, change: IndexingChange): Promise<void> {
  const now = ctx.clock.now();
  await tx
    .update(googleIndexingRequests)
    .set({ state: 'superseded' })
    .where(and(eq(googleIndexingRequests.url, change.url), eq(googleIndexingRequests.state, 'queued')));
  const [row] = await tx
    .insert(googleIndexingRequests)
    .values({ url: change.url, type: change.type, subject: change.subject, reason: change.reason, createdAt: now })
    .returning({ id: googleIndexingRequests.id });
  await ctx.notices.enqueue(tx, { kind: GOOGLE_INDEXING_NOTICE, key: `google-indexing:${row!.id}`, payload: { requestId: row!.id } });
}

type JobPageRow = { id: string | number; urltitle: string | null; position: string | null; city: string | null; state: string | null; live: boolean };

/** The public address of a posting's page, as the sitemap lists it. */
export function jobPageUrl(
  ctx: Pick<AppContext, 'config'>,
  job: { id: number; urltitle: string | null; position: string | null; city: string | null; state: string | null },
) {
  return `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/dental-jobs/job/${job.id}/${encodeURIComponent(jobSlug(job))}/`;
}

/**
 * Queues a notification for a posting's page, read in the caller's transaction after its change:
 * URL_UPDATED only while it is live (ACTIVE, not hidden, its slot running), URL_DELETED for a
 * published posting. A draft has no public page: nothing.
 */
export async function queueJobIndexing(ctx: AppContext, tx: IndexingWriter, jobId: number, type: IndexingNotification['type'], reason: string): Promise<void> {
  const now = ctx.clock.now().toISOString();
  const result = await tx.execute<JobPageRow>(sql`
    select id, urltitle, position, city, state,
           (status = 'ACTIVE' and hidden_at is null and live_until > ${now}::timestamptz) as live
      from jobs where id = ${jobId} and status <> 'DRAFT'`);
  const row = result.rows[0];
  if (!row || (type === 'URL_UPDATED' && !row.live)) return;
  const job = { id: Number(row.id), urltitle: row.urltitle, position: row.position, city: row.city, state: row.state };
  await queueIndexing(ctx, tx, { url: jobPageUrl(ctx, job), type, subject: `job:${job.id}`, reason });
}

type ClaimedRow = { id: string | number; url: string; type: IndexingNotification['type'] };

/** Takes up to a batch of queued notifications within what is left of today's quota, and counts them against it. */
async function claimBatch(ctx: AppContext, now: Date): Promise<ClaimedRow[]> {
  const day = quotaDayOf(now);
  const at = now.toISOString();
  const stale = new Date(now.getTime() - SENDING_LEASE_MS).toISOString();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`insert into google_indexing_quota (day, used) values (${day}, 0) on conflict (day) do nothing`);
    const quota = await tx.execute<{ used: number }>(sql`select used from google_indexing_quota where day = ${day} for update`);
    const room = Math.min(INDEXING_BATCH, ctx.config.GOOGLE_INDEXING_DAILY_QUOTA - Number(quota.rows[0]?.used ?? 0));
    if (room <= 0) return [];
    const claimed = await tx.execute<ClaimedRow>(sql`
      update google_indexing_requests set state = 'sending', sent_at = ${at}::timestamptz
       where id in (select id from google_indexing_requests
                     where state = 'queued' or (state = 'sending' and sent_at < ${stale}::timestamptz)
                     order by id limit ${room} for update skip locked)
      returning id, url, type`);
    if (claimed.rows.length > 0) await tx.execute(sql`update google_indexing_quota set used = used + ${claimed.rows.length} where day = ${day}`);
    return claimed.rows.sort((a, b) => Number(a.id) - Number(b.id));
  });
}

/** Gives notifications that were not sent back to the queue, and their places back to the quota. */
async function giveBack(ctx: AppContext, ids: number[], now: Date, error: string): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`update google_indexing_requests set state = 'queued', sent_at = null, detail = ${error.slice(0, DETAIL_LIMIT)} where id in (${list}) and state = 'sending'`,
    );
    await tx.execute(sql`update google_indexing_quota set used = greatest(0, used - ${ids.length}) where day = ${quotaDayOf(now)}`);
  });
}

/**
 * One pass: sends a batch of queued notifications through the adapter, one by one, and records
 * how each ended. A failure that may pass puts the rest back in the queue and is thrown.
 */
export async function sendBatch(ctx: AppContext, adapter: IndexingAdapter): Promise<number> {
  const now = ctx.clock.now();
  const batch = await claimBatch(ctx, now);
  for (const [index, row] of batch.entries()) {
    const id = Number(row.id);
    try {
      const result = await adapter.publish({ url: row.url, type: row.type });
      await ctx.db
        .update(googleIndexingRequests)
        .set({
          state: result.outcome === 'sent' ? 'sent' : 'failed',
          adapter: adapter.name,
          responseStatus: result.status,
          detail: result.detail?.slice(0, DETAIL_LIMIT) ?? null,
          sentAt: ctx.clock.now(),
        })
        .where(eq(googleIndexingRequests.id, id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await giveBack(
        ctx,
        batch.slice(index).map((one) => Number(one.id)),
        now,
        message,
      );
      throw error;
    }
  }
  return batch.length;
}

/**
 * Handles one queued notification: sends batches until it is settled. Today's quota used up: it
 * waits for the next day (a notice due then). Held by another worker's batch: tried again later.
 */
export async function publishQueued(ctx: AppContext, adapter: IndexingAdapter, requestId: number, key: string): Promise<void> {
  for (;;) {
    const [row] = await ctx.db.select({ state: googleIndexingRequests.state }).from(googleIndexingRequests).where(eq(googleIndexingRequests.id, requestId));
    if (!row || row.state === 'sent' || row.state === 'failed' || row.state === 'superseded') return;
    const sent = await sendBatch(ctx, adapter);
    if (sent > 0) continue;
    const now = ctx.clock.now();
    const [again] = await ctx.db.select({ state: googleIndexingRequests.state }).from(googleIndexingRequests).where(eq(googleIndexingRequests.id, requestId));
    if (again?.state !== 'queued') {
      if (again?.state === 'sending') throw new Error('Held by another batch in flight; checked again later');
      return;
    }
    const tomorrow = nextQuotaDay(now);
    await ctx.notices.enqueue(ctx.db, {
      kind: GOOGLE_INDEXING_NOTICE,
      key: `${key.split('@')[0]}@${quotaDayOf(tomorrow)}`,
      payload: { requestId },
      runAt: tomorrow,
    });
    return;
  }
}

/** Registers the handler of the `google-indexing` notices with the queue. */
export function handleIndexing(ctx: AppContext, adapter: IndexingAdapter): void {
  ctx.notices.handle(GOOGLE_INDEXING_NOTICE, (notice) => publishQueued(ctx, adapter, notice.payload.requestId, notice.key));
}

export const INDEXING_EXPIRY_TASK = 'google-indexing-expiry';
export const INDEXING_EXPIRY_EVERY_MS = 15 * 60_000;
/** Postings that ended this long ago at most are looked at (expiry is caught on the next run). */
const EXPIRY_LOOKBACK_MS = 7 * DAY_MS;

/**
 * Expiry: a posting whose time ran out (no change marks it) and whose last notification said it
 * was live gets URL_DELETED. Runs on the queue's schedule; answers how many were queued.
 */
export async function announceExpired(ctx: AppContext, now: Date): Promise<number> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - EXPIRY_LOOKBACK_MS).toISOString();
  const due = await ctx.db.execute<{ id: string | number }>(sql`
    select j.id from jobs j
     where j.status = 'ACTIVE' and j.live_until <= ${at}::timestamptz and j.live_until > ${since}::timestamptz
       and (select r.type from google_indexing_requests r where r.subject = 'job:' || j.id order by r.id desc limit 1) = 'URL_UPDATED'
     order by j.id limit ${INDEXING_BATCH * 5}`);
  for (const row of due.rows) await ctx.db.transaction((tx) => queueJobIndexing(ctx, tx, Number(row.id), 'URL_DELETED', 'expired'));
  return due.rows.length;
}
