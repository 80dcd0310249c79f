import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';

export type RateLimiter = {
  /** Adds one hit to the key's window and answers the count in the window. */
  hit: (key: string, windowSeconds: number) => Promise<number>;
  /** Adds one hit to the key's window and answers the count in the window and the whole seconds left in it. */
  hitWindow: (key: string, windowSeconds: number) => Promise<{ count: number; secondsLeft: number }>;
  /** The count in the key's current window. */
  count: (key: string) => Promise<number>;
  reset: (key: string) => Promise<void>;
};

/** Fixed-window counters in PostgreSQL, shared by every instance. */
export function createDatabaseRateLimiter(db: Database): RateLimiter {
  return {
    async hit(key, windowSeconds) {
      const result = await db.execute<{ count: number }>(sql`
        insert into rate_limit_counters (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limit_counters.reset_at <= now() then 1 else rate_limit_counters.count + 1 end,
          reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at else rate_limit_counters.reset_at end
        returning count`);
      return Number(result.rows[0].count);
    },
    async hitWindow(key, windowSeconds) {
      const result = await db.execute<{ count: number; seconds_left: number }>(sql`
        insert into rate_limit_counters (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limit_counters.reset_at <= now() then 1 else rate_limit_counters.count + 1 end,
          reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at else rate_limit_counters.reset_at end
        returning count, greatest(1, ceil(extract(epoch from reset_at - now())))::int as seconds_left`);
      return { count: Number(result.rows[0].count), secondsLeft: Number(result.rows[0].seconds_left) };
    },
    async count(key) {
      const result = await db.execute<{ count: number }>(sql`select count from rate_limit_counters where key = ${key} and reset_at > now()`);
      return result.rows.length ? Number(result.rows[0].count) : 0;
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
    },
  };
}
