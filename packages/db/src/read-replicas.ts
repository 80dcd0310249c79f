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

export type ReplicaState = { url: string; downUntil: number; reads: number; failures: number };

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
  readonly replicas: (ReplicaState & { pool: Pool })[];
  private next = 0;

  constructor(
    private readonly primary: Pool,
    replicas: { url: string; pool: Pool }[],
    private readonly onReplicaDown: (url: string, error: unknown) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.replicas = replicas.map(({ url, pool }) => ({ url, pool, downUntil: 0, reads: 0, failures: 0 }));
    // An idle connection the replica closes (it stopped) must not crash the process: it is down for a while.
    for (const replica of this.replicas) replica.pool.on('error', (error) => this.markDown(replica, error));
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
      if (replica.downUntil <= time) return replica;
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
    await Promise.all(this.replicas.map((replica) => replica.pool.end().catch(() => undefined)));
  }
}

/** Pools for the replicas, built like the primary's. */
export function replicaPools(PoolClass: new (options: object) => Pool, urls: readonly string[], poolSize: number): { url: string; pool: Pool }[] {
  return urls.map((url) => ({ url, pool: new PoolClass({ connectionString: url, max: poolSize, connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS }) }));
}
