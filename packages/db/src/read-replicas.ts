import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool, PoolClient } from 'pg';

/**
 * Where the reads that may lag go while one piece of work runs (a request): `primary` true sends
 * them to the primary too (a write, or a read soon after the same person's own write). Outside
 * any such scope (scheduled tasks) they go to a replica.
 */
export type ReadPreference = { primary: boolean };
export const readPreference = new AsyncLocalStorage<ReadPreference>();

/** How long a replica that failed is left alone before it is tried again. */
export const REPLICA_DOWN_MS = 30_000;
/** A replica that does not accept a connection within this long counts as down. */
const REPLICA_CONNECT_TIMEOUT_MS = 2_000;

/** How often each replica's replay lag is measured when reads have a lag limit. */
export const REPLICA_LAG_CHECK_MS = 1_000;

/**
 * A replica's state. lagMs: how far its replay is behind the primary, measured every check (the
 * age of the oldest primary WAL position it has not replayed yet); null until the first check
 * and while it cannot be measured. Only tracked with a lag limit.
 */
export type ReplicaState = { url: string; downUntil: number; reads: number; failures: number; lagMs: number | null };

/** Reads go to a replica only while its measured replay lag is at most maxLagMs. */
export type LagLimit = { maxLagMs: number; checkEveryMs?: number };

/** A PostgreSQL LSN ('16/B374D848') as a number for comparison. */
const lsnValue = (lsn: string) => {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

type QueryArgs = [config: unknown, values?: unknown];

/**
 * An error of the statement itself (bad data, a constraint, a syntax or access error: SQLSTATE
 * classes 22, 23, 42, 44 and PL/pgSQL's P0), which the primary would answer the same. Anything else
 * on a replica (a refused or cut connection, a shutdown, a recovery conflict) sends the read to the primary.
 */
function isStatementError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(22|23|42|44|P0)/.test(code);
}

/**
 * A pool-like client for drizzle (node-postgres) that sends each query to a replica in turn and,
 * while the current scope asks for the primary, or no replica is up, or the replica fails on its
 * connection, to the primary. Its class name ends in "Pool" so drizzle runs a transaction on one
 * connection taken from it (`connect()`).
 */
export class ReadRoutingPool {
  readonly replicas: (ReplicaState & { pool: Pool; unreplayed: { at: number; lsn: bigint }[] })[];
  private next = 0;
  private lagTimer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly primary: Pool,
    replicas: { url: string; pool: Pool }[],
    private readonly onReplicaDown: (url: string, error: unknown) => void = () => undefined,
    private readonly now: () => number = Date.now,
    private readonly lagLimit: LagLimit | null = null,
  ) {
    this.replicas = replicas.map(({ url, pool }) => ({ url, pool, downUntil: 0, reads: 0, failures: 0, lagMs: null, unreplayed: [] }));
    // An idle connection the replica closes (it stopped) must not crash the process: it is down for a while.
    for (const replica of this.replicas) replica.pool.on('error', (error) => this.markDown(replica, error));
    if (lagLimit && this.replicas.length > 0) {
      const check = () => {
        this.checking ??= this.checkLag().finally(() => (this.checking = null));
      };
      check();
      this.lagTimer = setInterval(check, lagLimit.checkEveryMs ?? REPLICA_LAG_CHECK_MS);
      this.lagTimer.unref();
    }
  }

  /**
   * Measures each replica's replay lag: the primary's WAL position is sampled every check, and a
   * replica's lag is the age of the oldest sample it has not replayed yet (0 when it has replayed
   * the newest). An idle primary costs nothing and a paused or cut-off replica shows its lag,
   * whether or not transactions commit. A replica that cannot be asked has no lag (null): it gets
   * no reads until it answers again. A server that is not in recovery (a replica address pointing
   * at a primary) has none to replay: lag 0.
   */
  async checkLag(): Promise<void> {
    let lsn: bigint;
    try {
      const { rows } = await this.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      lsn = lsnValue(rows[0]!.lsn);
    } catch {
      // The primary does not answer: the replicas' lags stay as last measured.
      return;
    }
    const at = this.now();
    await Promise.all(
      this.replicas.map(async (replica) => {
        const last = replica.unreplayed.at(-1);
        if (!last || last.lsn < lsn) replica.unreplayed.push({ at, lsn });
        // At most 1,000 samples: the oldest stays (it alone sets the lag).
        if (replica.unreplayed.length > 1_000) replica.unreplayed.splice(1, 1);
        try {
          const { rows } = await replica.pool.query<{ replayed: string | null }>('select pg_last_wal_replay_lsn()::text as replayed');
          const replayed = rows[0]!.replayed === null ? null : lsnValue(rows[0]!.replayed);
          replica.unreplayed = replayed === null ? [] : replica.unreplayed.filter((sample) => sample.lsn > replayed);
          replica.lagMs = replica.unreplayed.length === 0 ? 0 : this.now() - replica.unreplayed[0]!.at;
        } catch {
          replica.lagMs = null;
        }
      }),
    );
  }

  /** Whether the replica's lag is within the limit (always, without a limit). */
  private closeEnough(replica: ReplicaState): boolean {
    return !this.lagLimit || (replica.lagMs !== null && replica.lagMs <= this.lagLimit.maxLagMs);
  }

  /** The primary's connection count (executePrepared tells a server pool by it). */
  get totalCount(): number {
    return this.primary.totalCount;
  }

  /** The replica to read from now, or null for the primary. */
  private choose(): (typeof this.replicas)[number] | null {
    if (this.replicas.length === 0 || readPreference.getStore()?.primary) return null;
    const time = this.now();
    for (let tried = 0; tried < this.replicas.length; tried++) {
      const replica = this.replicas[this.next % this.replicas.length]!;
      this.next = (this.next + 1) % this.replicas.length;
      if (replica.downUntil <= time && this.closeEnough(replica)) return replica;
    }
    return null;
  }

  private markDown(replica: (typeof this.replicas)[number], error: unknown) {
    replica.failures += 1;
    replica.downUntil = this.now() + REPLICA_DOWN_MS;
    this.onReplicaDown(replica.url, error);
  }

  async query(...args: QueryArgs): Promise<unknown> {
    const replica = this.choose();
    if (replica) {
      try {
        const result = await (replica.pool.query as (...a: QueryArgs) => Promise<unknown>)(...args);
        replica.reads += 1;
        return result;
      } catch (error) {
        if (isStatementError(error)) throw error;
        this.markDown(replica, error);
      }
    }
    return (this.primary.query as (...a: QueryArgs) => Promise<unknown>)(...args);
  }

  async connect(): Promise<PoolClient> {
    const replica = this.choose();
    if (replica) {
      try {
        const client = await replica.pool.connect();
        replica.reads += 1;
        return client;
      } catch (error) {
        this.markDown(replica, error);
      }
    }
    return this.primary.connect();
  }

  /** Closes the replicas' pools (the primary's belongs to its handle). */
  async end(): Promise<void> {
    if (this.lagTimer) clearInterval(this.lagTimer);
    await this.checking;
    await Promise.all(this.replicas.map((replica) => replica.pool.end().catch(() => undefined)));
  }
}

/** Pools for the replicas, built like the primary's. */
export function replicaPools(PoolClass: new (options: object) => Pool, urls: readonly string[], poolSize: number): { url: string; pool: Pool }[] {
  return urls.map((url) => ({ url, pool: new PoolClass({ connectionString: url, max: poolSize, connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS }) }));
}
