import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { executePrepared, openDatabase, type DatabaseHandle } from './client';

/** A bare database of the run's kind (no schema needed). */
async function bareDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB === 'postgres') {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/postgres';
    return openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  }
  return openDatabase({ kind: 'pglite' });
}

describe('executePrepared', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await bareDatabase();
  });
  afterAll(() => handle.close());

  it('answers like execute, again and again, whatever the values', async () => {
    const nasty = ["it's", "'; drop table users; --", '\\', '$1', 'Ω≈ç√', ''];
    for (let round = 0; round < 3; round++)
      for (const text of nasty) {
        const query = sql`select ${text}::text as text, ${round}::int as round, ${new Date('2026-01-02T03:04:05.000Z').toISOString()}::timestamptz = '2026-01-02T03:04:05Z'::timestamptz as same`;
        const result = await executePrepared<{ text: string; round: number; same: boolean }>(handle.db, query);
        expect(result.rows).toEqual([{ text, round, same: true }]);
      }
  });

  it('prepares a new statement once when several requests bring it at the same moment', async () => {
    const query = (n: number) => sql`select ${n}::int * 2 as doubled, 'arriving together' as shape`;
    const answers = await Promise.all([1, 2, 3, 4].map((n) => executePrepared<{ doubled: number }>(handle.db, query(n))));
    expect(answers.map((answer) => answer.rows[0].doubled)).toEqual([2, 4, 6, 8]);
  });

  it('takes NULL and statements without values', async () => {
    expect((await executePrepared<{ v: string | null }>(handle.db, sql`select ${null}::text as v`)).rows).toEqual([{ v: null }]);
    expect((await executePrepared<{ v: number }>(handle.db, sql`select 7 as v`)).rows).toEqual([{ v: 7 }]);
  });
});

describe('maintain', () => {
  it.skipIf(process.env.TEST_DB === 'postgres')('gives the embedded database fresh planner statistics', async () => {
    const handle = await bareDatabase();
    try {
      await handle.db.execute(sql`create table counted (id int primary key)`);
      await handle.db.execute(sql`insert into counted select generate_series(1, 500)`);
      const before = await handle.db.execute<{ analyzed: boolean }>(
        sql`select last_analyze is not null as analyzed from pg_stat_user_tables where relname = 'counted'`,
      );
      expect(before.rows[0]?.analyzed ?? false).toBe(false);
      await handle.maintain();
      const after = await handle.db.execute<{ tuples: number }>(sql`select reltuples::int as tuples from pg_class where relname = 'counted'`);
      expect(after.rows[0].tuples).toBe(500);
    } finally {
      await handle.close();
    }
  });
});

describe('the embedded database and the event loop', () => {
  it.skipIf(process.env.TEST_DB === 'postgres')('lets timers and sockets in between the statements of a long chain', async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 1);
      try {
        for (let i = 0; i < 300; i++) await handle.db.execute(sql`select ${i}::int as i`);
        for (let i = 0; i < 50; i++) await handle.db.transaction(async (tx) => tx.execute(sql`select ${i}::int as i`));
      } finally {
        clearInterval(timer);
      }
      expect(ticks).toBeGreaterThan(5);
    } finally {
      await handle.close();
    }
  });
});
