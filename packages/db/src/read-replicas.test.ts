import { describe, expect, it } from 'vitest';
import type { Pool } from 'pg';
import { ReadRoutingPool } from './read-replicas';

/** A pool answering the WAL position queries from `state`, and any other query with its name. */
function fakePool(name: string, state: { lsn: string | null; fails?: boolean }) {
  return {
    on: () => undefined,
    end: async () => undefined,
    query: async (text: string) => {
      if (state.fails) throw Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
      if (text.includes('pg_current_wal_lsn')) return { rows: [{ lsn: state.lsn }] };
      if (text.includes('pg_last_wal_replay_lsn')) return { rows: [{ replayed: state.lsn }] };
      return { rows: [{ from: name }] };
    },
  } as unknown as Pool;
}

describe('the replica lag limit (ADR 122)', () => {
  it('measures lag as the age of the oldest primary position the replica has not replayed, and routes by it', async () => {
    let time = 1_000_000;
    const primary = { lsn: '0/100' };
    const replica: { lsn: string | null; fails?: boolean } = { lsn: '0/100' };
    const router = new ReadRoutingPool(fakePool('primary', primary), [{ url: 'replica', pool: fakePool('replica', replica) }], undefined, () => time, {
      maxLagMs: 500,
      checkEveryMs: 60_000,
    });
    const from = async () => ((await router.query('select 1')) as { rows: { from: string }[] }).rows[0]!.from;
    await router.checkLag();
    expect(router.replicas[0]!.lagMs).toBe(0);
    expect(await from()).toBe('replica');

    // The primary writes; the replica does not replay: lagging by the time since the position was first seen.
    primary.lsn = '0/200';
    await router.checkLag();
    time += 400;
    primary.lsn = '0/300';
    await router.checkLag();
    expect(router.replicas[0]!.lagMs).toBe(400);
    expect(await from()).toBe('replica');
    time += 200;
    await router.checkLag();
    expect(router.replicas[0]!.lagMs).toBe(600);
    expect(await from()).toBe('primary');

    // It replays the first write only: the second's age counts.
    replica.lsn = '0/200';
    await router.checkLag();
    expect(router.replicas[0]!.lagMs).toBe(200);
    expect(await from()).toBe('replica');

    // An idle primary and a caught-up replica: no lag, however long nothing is written.
    replica.lsn = '1/0';
    time += 3_600_000;
    await router.checkLag();
    expect(router.replicas[0]!.lagMs).toBe(0);

    // A replica that cannot be asked gets no reads until it answers.
    replica.fails = true;
    await router.checkLag();
    expect(router.replicas[0]!.lagMs).toBeNull();
    await router.end();
  });

  it('routes without measuring when there is no limit', async () => {
    const router = new ReadRoutingPool(fakePool('primary', { lsn: '0/1' }), [{ url: 'replica', pool: fakePool('replica', { lsn: null }) }]);
    expect(((await router.query('select 1')) as { rows: { from: string }[] }).rows[0]!.from).toBe('replica');
    expect(router.replicas[0]!.lagMs).toBeNull();
    await router.end();
  });
});
