// posting.expired (ADR 111): a posting's expiry is a date that passes, with no write to announce
// it in, so a recurring task finds the postings that expired in the last day and tells the
// endpoints that take the event, each once (the event's id names the posting).
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { emitWebhookEvent } from './webhook-delivery';

export const POSTING_EXPIRED_TASK = 'webhook-posting-expired';
export const POSTING_EXPIRED_EVERY_MS = 15 * 60_000;
const LOOK_BACK_MS = 86_400_000;

export const expiredEventId = (jobId: number) => `evt_posting_expired_${jobId}`;

/** Answers how many endpoints were told. */
export async function announceExpiredPostings(ctx: AppContext, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOOK_BACK_MS).toISOString();
  // live_until, not expired_date: a subscription posting lives until its slot ends (ADR 72).
  const rows = await ctx.db.execute<{ id: number; employer_id: number; name: string | null; live_until: string | Date }>(sql`
    select j.id, j.employer_id, j.name, j.live_until from jobs j
    where j.status = 'ACTIVE' and j.live_until <= ${now.toISOString()}::timestamptz and j.live_until > ${since}::timestamptz
      and exists (select 1 from webhook_endpoints e where e.employer_id = j.employer_id and 'posting.expired' = any(e.events))`);
  let told = 0;
  for (const row of rows.rows) {
    const jobId = Number(row.id);
    told += await ctx.db.transaction((tx) =>
      emitWebhookEvent(
        ctx,
        tx,
        Number(row.employer_id),
        'posting.expired',
        { jobId, jobTitle: row.name, expiredAt: new Date(row.live_until).toISOString() },
        expiredEventId(jobId),
      ),
    );
  }
  return told;
}
