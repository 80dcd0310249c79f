import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@chairside/db/client';
import { adminUrl } from './test-database-names';

/**
 * The embedded template's tarball as a Blob whose bytes are handed over as they are: PGlite reads a
 * loadDataDir with arrayBuffer() and copies each file out of it, never writing to it, and a plain
 * Blob's arrayBuffer() copies all 70 MB in chunks first (about half a second of each test file's
 * start on an idle machine).
 */
class TemplateTarball extends Blob {
  constructor(private readonly tarball: ArrayBuffer) {
    super([]);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.tarball);
  }
}

/** The embedded template, read once per worker (its test files share loaded modules). */
let templateDump: Promise<Blob> | undefined;

/** A fresh, migrated database for one test file: a copy of the run's template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `chairside_test_${randomBytes(6).toString('hex')}`;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    const handle = await openDatabase({ kind: 'postgres', url: adminUrl(url, name), poolSize: 4 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        // pool.end() resolves before the server has closed its connections; a forced drop that
        // races them kills them and their clients raise unhandled 57P01 errors.
        for (let wait = 0; wait < 50; wait++) {
          const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  templateDump ??= readFile(inject('pgliteTemplatePath')).then(
    (dump) => new TemplateTarball(dump.buffer.slice(dump.byteOffset, dump.byteOffset + dump.byteLength) as ArrayBuffer),
  );
  return openDatabase({ kind: 'pglite', loadDataDir: await templateDump });
}
