import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

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
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration; safe to call from many instances at once. */
  migrate: () => Promise<void>;
  /** Runs CHECKPOINT (PGlite) and closes every connection. */
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/** A key for pg_advisory_lock so that instances starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_240_118;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzle(pool, { schema }) as unknown as Database;
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
    return { db, kind: 'postgres', migrate, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      const { migrate: run } = await import('drizzle-orm/pglite/migrator');
      await run(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: async () => {
      if (client.closed) return;
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

export async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
