import { desc, inArray, sql } from 'drizzle-orm';
import { googleIndexingRequests } from '@chairside/db/schema';
import type { IndexingStatus } from '@chairside/domain/google-indexing';
import type { AppContext } from '../../platform/context';
import type { IndexingAdapter } from './indexing-port';
import { quotaDayOf } from './indexing-queue';

const RECENT = 50;

/** What the admin area shows of the Indexing API: the adapter, today's quota, what waits and the latest notifications. */
export async function indexingStatus(ctx: AppContext, adapter: IndexingAdapter): Promise<IndexingStatus> {
  const day = quotaDayOf(ctx.clock.now());
  const [quota, queued, recent] = await Promise.all([
    ctx.db.execute<{ used: number }>(sql`select used from google_indexing_quota where day = ${day}`),
    ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(googleIndexingRequests)
      .where(inArray(googleIndexingRequests.state, ['queued', 'sending'])),
    ctx.db.select().from(googleIndexingRequests).orderBy(desc(googleIndexingRequests.id)).limit(RECENT),
  ]);
  return {
    adapter: adapter.name,
    quota: { day, used: Number(quota.rows[0]?.used ?? 0), limit: ctx.config.GOOGLE_INDEXING_DAILY_QUOTA },
    queued: Number(queued[0]?.count ?? 0),
    recent: recent.map((row) => ({
      id: row.id,
      url: row.url,
      type: row.type,
      reason: row.reason,
      state: row.state,
      adapter: row.adapter === 'local' || row.adapter === 'google' ? row.adapter : null,
      responseStatus: row.responseStatus,
      detail: row.detail,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}
