import { closeSync, existsSync, openSync, readFileSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

/**
 * The embedded database's folder (DATA_DIR): one process at a time (a lock file naming its pid),
 * a check of the folder before it is opened, and after a stop that was not clean (the process
 * killed, the machine stopping) a full integrity check before anything is served from it.
 */

const gzipAsync = promisify(gzip);

/** Names the process that has the folder open; a folder whose process is gone is taken over. */
export const LOCK_FILE = 'chairside.lock';
/**
 * Written by the running server (owner-only): the loopback port and the token on which it hands
 * out a consistent copy to `npm run backup`. Whoever can read the folder can copy it anyway.
 */
export const CONTROL_FILE = 'chairside.control';

export type ControlInfo = { pid: number; port: number; token: string };

export function writeControlFile(dataDir: string, info: Omit<ControlInfo, 'pid'>): void {
  const path = join(dataDir, CONTROL_FILE);
  rmSync(path, { force: true });
  writeFileSync(path, JSON.stringify({ pid: process.pid, ...info }), { mode: 0o600, flag: 'wx' });
}

/** The running server's backup address, or null when no live server wrote one. */
export function readControlFile(dataDir: string): ControlInfo | null {
  try {
    const info = JSON.parse(readFileSync(join(dataDir, CONTROL_FILE), 'utf8')) as ControlInfo;
    return Number.isInteger(info.pid) && info.pid !== process.pid && processIsAlive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

export function removeControlFile(dataDir: string): void {
  rmSync(join(dataDir, CONTROL_FILE), { force: true });
}

const RESTORE_HINT =
  'Restore the latest backup into an empty folder (npm run restore -- <backup file>, with DATA_DIR naming the folder; ' +
  'it moves the damaged folder aside), or move this folder away to start with an empty database. See "Backups" in the README.';

/** A data directory that cannot be served from; the message says what to do. */
export class DataDirectoryError extends Error {
  override name = 'DataDirectoryError';
}

function damaged(dataDir: string, reason: string): DataDirectoryError {
  return new DataDirectoryError(
    `The embedded database in ${dataDir} is damaged and will not be served: ${reason}. ` +
      `An unclean stop (the process killed, the machine losing power) can do this. ${RESTORE_HINT}`,
  );
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 300);

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in the folder's lock file, or null. */
export function dataDirectoryHolder(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && processIsAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the folder for this process; throws if another live process has it (two processes on one
 * embedded database damage it). Returns the release, which removes the lock if it is still ours.
 */
export function lockDataDirectory(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      return () => releaseLock(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = dataDirectoryHolder(dataDir);
    if (holder !== null)
      throw new DataDirectoryError(
        `Another process (pid ${holder}) has the embedded database in ${dataDir} open: one process per folder. ` +
          `Stop it first, or give this one another DATA_DIR. (If no such process is Chairside, remove ${path}.)`,
      );
    // Left by a process that is gone (killed), or by this one: take it over.
    rmSync(path, { force: true });
  }
  throw new DataDirectoryError(`Could not take the lock ${path}.`);
}

/** Makes the lock name this process again (a restored backup brings the lock of the server it came from). */
export function relockDataDirectory(dataDir: string): void {
  writeFileSync(join(dataDir, LOCK_FILE), `${process.pid}\n`);
}

function releaseLock(path: string) {
  try {
    if (Number(readFileSync(path, 'utf8').trim()) === process.pid) rmSync(path, { force: true });
  } catch {
    // already gone
  }
}

/** pg_control's DBState values (src/include/catalog/pg_control.h). */
const DB_SHUTDOWNED = 1;
const DB_SHUTDOWNED_IN_RECOVERY = 2;

export type DataDirectoryState = { state: 'new' } | { state: 'clean' } | { state: 'unclean' } | { state: 'damaged'; reason: string };

/**
 * What the folder holds, read before it is opened: nothing yet (or an initialisation that was
 * cut short: the database is created again), a database closed cleanly, one whose last stop was
 * not clean (recovery and a check follow), or a database with its control file missing.
 */
export function dataDirectoryState(dataDir: string): DataDirectoryState {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) return { state: 'new' };
  let fd: number;
  try {
    fd = openSync(join(dataDir, 'global', 'pg_control'), 'r');
  } catch {
    return { state: 'damaged', reason: 'its control file (global/pg_control) is missing' };
  }
  try {
    const header = Buffer.alloc(20);
    if (readSync(fd, header, 0, 20, 0) < 20) return { state: 'damaged', reason: 'its control file (global/pg_control) is cut short' };
    // system identifier (8 bytes), pg_control version, catalog version, then the state, little-endian.
    const state = header.readInt32LE(16);
    return state === DB_SHUTDOWNED || state === DB_SHUTDOWNED_IN_RECOVERY ? { state: 'clean' } : { state: 'unclean' };
  } finally {
    closeSync(fd);
  }
}

/** Every heap (catalogs included) and every btree index of the database, checked with amcheck. */
async function integrityProblems(client: PGlite): Promise<string[]> {
  await client.exec('create extension if not exists amcheck');
  try {
    const heaps = await client.query<{ relation: string; msg: string }>(
      `select c.oid::regclass::text as relation, v.msg
         from pg_class c cross join lateral verify_heapam(c.oid) v
        where c.relkind in ('r', 'm', 't') and c.relpersistence = 'p'
        limit 20`,
    );
    const problems = heaps.rows.map((row) => `${row.relation}: ${row.msg}`);
    const indexes = await client.query<{ oid: number; name: string }>(
      `select c.oid, c.oid::regclass::text as name
         from pg_class c join pg_am a on a.oid = c.relam join pg_index i on i.indexrelid = c.oid
        where c.relkind = 'i' and a.amname = 'btree' and c.relpersistence = 'p' and i.indisvalid and i.indisready`,
    );
    for (const index of indexes.rows) {
      try {
        await client.query('select bt_index_check($1::oid::regclass, true)', [index.oid]);
      } catch (error) {
        problems.push(`${index.name}: ${describe(error)}`);
      }
    }
    return problems;
  } finally {
    await client.exec('drop extension if exists amcheck');
  }
}

export type EmbeddedDatabase = {
  client: PGlite;
  release: () => void;
  /** Set when the last stop was not clean (or a backup was loaded): recovery and the integrity check passed. */
  checked: { ms: number } | null;
};

type PGliteClass = { create: (dataDir?: string, options?: PGliteOptions) => Promise<PGlite> };

/**
 * Opens the embedded database in `dataDir` (loading a backup into it when given). Refuses, with a
 * DataDirectoryError telling how to restore, a folder another process has open, a folder whose
 * database does not open, and one that fails the integrity check run after an unclean stop: the
 * server then stops instead of serving wrong data.
 */
export async function openDataDirectory(PGliteClass: PGliteClass, dataDir: string, loadDataDir?: Blob | File): Promise<EmbeddedDatabase> {
  const release = lockDataDirectory(dataDir);
  try {
    const before = dataDirectoryState(dataDir);
    if (before.state === 'damaged') throw damaged(dataDir, before.reason);
    if (loadDataDir && before.state !== 'new') throw new DataDirectoryError(`${dataDir} already holds a database: restore into an empty folder.`);
    let checked: EmbeddedDatabase['checked'] = null;
    if (before.state === 'unclean' || loadDataDir) {
      // Recovery, then the check, in an instance of its own with the checking extension; it closes
      // cleanly, and the database is opened again as usual.
      const started = Date.now();
      const { amcheck } = await import('@electric-sql/pglite/contrib/amcheck');
      let checker: PGlite;
      try {
        checker = await PGliteClass.create(dataDir, { extensions: { amcheck }, ...(loadDataDir ? { loadDataDir } : {}) });
      } catch (error) {
        throw damaged(dataDir, `it does not open (${describe(error)})`);
      }
      if (loadDataDir) {
        // The copy carries the lock and backup address of the server it was taken from.
        relockDataDirectory(dataDir);
        removeControlFile(dataDir);
      }
      let problems: string[];
      try {
        problems = await integrityProblems(checker);
      } catch (error) {
        problems = [describe(error)];
      }
      try {
        await checker.exec('CHECKPOINT');
        await checker.close();
      } catch (error) {
        problems.push(`it does not close (${describe(error)})`);
      }
      if (problems.length) throw damaged(dataDir, `the integrity check found ${problems.length} problem(s), first: ${problems[0]}`);
      checked = { ms: Date.now() - started };
    }
    try {
      return { client: await PGliteClass.create(dataDir), release, checked };
    } catch (error) {
      throw damaged(dataDir, `it does not open (${describe(error)})`);
    }
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * A consistent copy of the open embedded database (and everything else in its folder, such as
 * uploaded photos kept there), as a gzipped tarball that `loadDataDir` (npm run restore) takes:
 * a checkpoint, then the folder read while no query or transaction runs (the pause: `pausedMs`),
 * then compressed while the database serves again.
 */
export async function dumpDataDirectory(client: PGlite): Promise<{ gzip: Uint8Array; pausedMs: number }> {
  await client.exec('CHECKPOINT');
  let pausedMs = 0;
  const tar = await client._runExclusiveTransaction(async () => {
    const started = Date.now();
    const dump = await client.dumpDataDir('none');
    pausedMs = Date.now() - started;
    return dump;
  });
  const gzipped = await gzipAsync(new Uint8Array(await tar.arrayBuffer()));
  return { gzip: new Uint8Array(gzipped.buffer, gzipped.byteOffset, gzipped.byteLength), pausedMs };
}
