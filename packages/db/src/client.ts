import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { SQL, sql } from 'drizzle-orm';
import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { dumpDataDirectory, openDataDirectory } from './data-dir';
import { ReadRoutingPool, replicaPools, type LagLimit, type ReplicaState } from './read-replicas';
import * as schema from './schema';
import { statementText, type StatementText } from './statement-text';

export type Schema = typeof schema;

/** Raw queries answer `{ rows }` on both drivers. */
type RowsOf<Row> = { rows: Row[] };
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- a higher-kinded type needs `this`
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  readonly type: RowsOf<this['row']>;
}
/** One type for both drivers: code never needs to know which database it talks to. */
export type Database = PgDatabase<RowsQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  /**
   * For the reads that may lag (searches, public pages, directories, sitemaps): the streaming
   * replicas of DATABASE_REPLICA_URLS in turn, the primary while the current request asks for it
   * (read-replicas.ts) or no replica answers; `db` itself without replicas.
   */
  readDb: Database;
  /** The replicas' states (empty without replicas). */
  replicas: readonly ReplicaState[];
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration; safe to call from many instances at once. */
  migrate: () => Promise<void>;
  /**
   * Refreshes planner statistics and reclaims dead rows where nothing else does: VACUUM ANALYZE
   * on the embedded database, which has no autovacuum; nothing on a server (its autovacuum does it).
   */
  maintain: () => Promise<void>;
  /** Runs CHECKPOINT (PGlite) and closes every connection. */
  close: () => Promise<void>;
  /** The embedded database in a folder only: a consistent copy, gzipped, and how long queries waited for it (data-dir.ts). */
  backup?: () => Promise<{ gzip: Uint8Array; pausedMs: number }>;
  /** The embedded database's last stop was not clean (or a backup was loaded): it was recovered and checked. */
  checkedAfterUncleanStop?: { ms: number };
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/** A key for pg_advisory_lock so that instances starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_240_118;

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Streaming replicas of this server for the reads that may lag (readDb). */
      replicaUrls?: readonly string[];
      /** Told when a replica fails and its reads go to the primary for a while. */
      onReplicaDown?: (url: string, error: unknown) => void;
      /** Reads go to a replica only while its replay lag is at most this (measured every second); none: no limit. */
      replicaLagLimit?: LagLimit;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzle(pool, { schema }) as unknown as Database;
    const router = options.replicaUrls?.length
      ? new ReadRoutingPool(
          pool,
          replicaPools(pg.Pool, options.replicaUrls, options.poolSize ?? 10),
          options.onReplicaDown,
          Date.now,
          options.replicaLagLimit ?? null,
        )
      : null;
    const readDb = router ? (drizzle(router as unknown as InstanceType<typeof pg.Pool>, { schema }) as unknown as Database) : db;
    const migrate = async () => {
      const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await run(drizzle(connection, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        connection.release();
      }
    };
    return {
      db,
      readDb,
      replicas: router?.replicas ?? [],
      kind: 'postgres',
      migrate,
      maintain: async () => {},
      close: async () => {
        await router?.end();
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // A folder: one process at a time, checked after an unclean stop, refused when damaged (data-dir.ts).
  const folder = options.dataDir ? await openDataDirectory(PGlite, options.dataDir, options.loadDataDir) : null;
  const client = folder?.client ?? (await PGlite.create(undefined, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}));
  yieldBeforeEachStatement(client);
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    readDb: db,
    replicas: [],
    kind: 'pglite',
    ...(folder ? { backup: () => dumpDataDirectory(client) } : {}),
    ...(folder?.checked ? { checkedAfterUncleanStop: folder.checked } : {}),
    migrate: async () => {
      const { migrate: run } = await import('drizzle-orm/pglite/migrator');
      await run(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    maintain: async () => {
      if (!client.closed) await client.exec('VACUUM ANALYZE');
    },
    close: async () => {
      if (client.closed) return;
      await client.exec('CHECKPOINT');
      await client.close();
      folder?.release();
    },
  };
}

type EmbeddedStatements = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/**
 * The embedded database runs in this thread and reads and writes its files synchronously, so a
 * chain of awaited statements (the notice queue draining, an alerts pass) would never give the
 * event loop back: no request, timer or socket would be served until the chain ended. Each
 * statement and each transaction first lets them in (the statements within a transaction run on).
 */
function yieldBeforeEachStatement(client: EmbeddedStatements) {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const { query, exec, transaction } = client;
  client.query = (async (...args: Parameters<typeof query>) => {
    await turn();
    return query.apply(client, args);
  }) as typeof query;
  client.exec = async (...args: Parameters<typeof exec>) => {
    await turn();
    return exec.apply(client, args);
  };
  client.transaction = (async (...args: Parameters<typeof transaction>) => {
    await turn();
    return transaction.apply(client, args);
  }) as typeof transaction;
}

export async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

type NamedQueryPool = { totalCount: number; query: (config: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }> };
type TextQueryClient = { query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> };
type EmbeddedClient = { exec: (text: string) => Promise<unknown>; query: (text: string) => Promise<{ rows: unknown[] }> };
/**
 * The statements each embedded database has prepared or is preparing (PREPARE lives as long as its
 * session): one promise per name, so requests arriving together with a new statement prepare it once.
 */
const preparedOn = new WeakMap<object, Map<string, Promise<unknown>>>();

/** A value as an SQL literal for EXECUTE (which takes no bind parameters); its prepared parameter's type converts it. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * Runs a hot statement prepared: parsed and planned once per connection (the server may keep a
 * generic plan), which saves about half of a search's time. On PostgreSQL as a named protocol
 * statement of each pooled connection; on PGlite, whose client has no named statements, with SQL
 * PREPARE once and EXECUTE with the values as quoted literals (standard_conforming_strings: only
 * quotes need doubling). The name is a hash of the text, so each shape of the statement gets its
 * own. Use it for statements whose best plan does not depend on the values (not for a full-text
 * keyword, whose commonness decides the plan). A statement written once per shape (statementShapes)
 * is given as its text and values.
 */
export async function executePrepared<Row extends Record<string, unknown>>(db: Pick<Database, 'execute'>, query: SQL | StatementText): Promise<RowsOf<Row>> {
  const statement = query instanceof SQL ? statementText(query) : query;
  const client = (db as unknown as { $client?: unknown }).$client;
  const { text, params, name } = statement;
  if (client && typeof (client as NamedQueryPool).totalCount === 'number') {
    return (await (client as NamedQueryPool).query({ name, text, values: params })) as RowsOf<Row>;
  }
  if (client && typeof (client as EmbeddedClient).exec === 'function') {
    const embedded = client as EmbeddedClient;
    const prepared = preparedOn.get(embedded) ?? new Map<string, Promise<unknown>>();
    preparedOn.set(embedded, prepared);
    let preparing = prepared.get(name);
    if (!preparing) {
      preparing = embedded.exec(`prepare ${name} as ${text}`);
      prepared.set(name, preparing);
      // A statement that failed to prepare is tried again next time.
      preparing.catch(() => prepared.delete(name));
    }
    await preparing;
    return (await embedded.query(params.length ? `execute ${name}(${params.map(literal).join(', ')})` : `execute ${name}`)) as RowsOf<Row>;
  }
  if (query instanceof SQL) return db.execute<Row>(query);
  throw new Error('executePrepared: a statement given as text runs on a pool or the embedded database, not in a transaction');
}

/** Runs a statement given as text and values (statementShapes) planned for its values: not prepared. */
export async function executeUnprepared<Row extends Record<string, unknown>>(db: Pick<Database, 'execute'>, statement: StatementText): Promise<RowsOf<Row>> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client && (typeof (client as NamedQueryPool).totalCount === 'number' || typeof (client as EmbeddedClient).exec === 'function'))
    return (await (client as TextQueryClient).query(statement.text, statement.params)) as RowsOf<Row>;
  throw new Error('executeUnprepared: a statement given as text runs on a pool or the embedded database, not in a transaction');
}
