import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync, closeSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { DataDirectoryError, dataDirectoryState, LOCK_FILE } from './data-dir';

// The embedded database's folder: one process at a time, a check after an unclean stop, a refusal
// (saying how to restore) when damaged, and backups that restore to a consistent copy.

const work = mkdtempSync(join(tmpdir(), 'chairside-data-dir-'));
let base = '';
let copies = 0;

/** A copy of a migrated folder that was closed cleanly. */
function cleanFolder(): string {
  const dir = join(work, `copy-${++copies}`);
  cpSync(base, dir, { recursive: true });
  return dir;
}

const count = async (handle: DatabaseHandle, query = sql`select count(*)::int as n from notes`) => (await handle.db.execute<{ n: number }>(query)).rows[0].n;

/**
 * A folder as a killed process leaves it: copied while the database is open, after committed
 * writes (and a checkpoint, if asked: then recovery has nothing to replay into the table's pages).
 */
async function folderLeftByAKill(rows: number, checkpoint = false): Promise<{ dir: string; tableFile: string }> {
  const dir = cleanFolder();
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  await handle.db.execute(sql`create table notes (id serial primary key, body text not null)`);
  await handle.db.execute(sql`create index notes_body on notes (body)`);
  for (let i = 0; i < rows; i++) await handle.db.execute(sql`insert into notes (body) values (${`note ${i}`})`);
  if (checkpoint) await handle.db.execute(sql`checkpoint`);
  const { path } = (await handle.db.execute<{ path: string }>(sql`select pg_relation_filepath('notes') as path`)).rows[0];
  const killed = join(work, `killed-${++copies}`);
  cpSync(dir, killed, { recursive: true });
  await handle.close();
  return { dir: killed, tableFile: join(killed, path) };
}

describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database folder', () => {
  beforeAll(async () => {
    base = join(work, 'base');
    const { PGlite } = await import('@electric-sql/pglite');
    const template = await PGlite.create(base, { loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]) });
    await template.exec('CHECKPOINT');
    await template.close();
  }, 60_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('is refused while another live process has it open, and taken over from one that is gone', async () => {
    const dir = cleanFolder();
    writeFileSync(join(dir, LOCK_FILE), `${process.ppid}\n`);
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(new RegExp(`Another process \\(pid ${process.ppid}\\)`));

    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(join(dir, LOCK_FILE), `${gone}\n`);
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    await handle.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    expect(dataDirectoryState(dir).state).toBe('clean');
  }, 30_000);

  it('after an unclean stop is recovered and checked before use, with every committed write', async () => {
    const { dir } = await folderLeftByAKill(50);
    expect(dataDirectoryState(dir).state).toBe('unclean');
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      expect(handle.checkedAfterUncleanStop?.ms).toBeGreaterThan(0);
      expect(await count(handle)).toBe(50);
    } finally {
      await handle.close();
    }
    expect(dataDirectoryState(dir).state).toBe('clean');
  }, 60_000);

  it('is refused when damaged, with how to restore, instead of serving wrong data', async () => {
    const { dir, tableFile } = await folderLeftByAKill(200, true);
    // Garbage over the middle of the table's first page: its checksum no longer holds.
    const file = openSync(tableFile, 'r+');
    writeSync(file, Buffer.alloc(2_000, 0x5a), 0, 2_000, 4_000);
    closeSync(file);
    const refused = await openDatabase({ kind: 'pglite', dataDir: dir }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DataDirectoryError);
    expect(String(refused)).toMatch(/is damaged and will not be served: the integrity check found/);
    expect(String(refused)).toMatch(/npm run restore -- <backup file>/);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);

    const noControlFile = cleanFolder();
    rmSync(join(noControlFile, 'global', 'pg_control'));
    await expect(openDatabase({ kind: 'pglite', dataDir: noControlFile })).rejects.toThrow(/control file \(global\/pg_control\) is missing.*npm run restore/);
  }, 90_000);

  it('backs up while writes go on, and restores a consistent copy holding every write committed before', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: cleanFolder() });
    await handle.db.execute(sql`create table pairs (id serial primary key, pair int not null, side text not null)`);
    let going = true;
    let pair = 0;
    const committed: number[] = [];
    // Each transaction writes both sides of a pair: a copy must hold both sides or neither.
    const writers = Array.from({ length: 4 }, async () => {
      while (going) {
        const mine = ++pair;
        await handle.db.transaction(async (tx) => {
          await tx.execute(sql`insert into pairs (pair, side) values (${mine}, 'left')`);
          await tx.execute(sql`insert into pairs (pair, side) values (${mine}, 'right')`);
        });
        committed.push(mine);
        // PGlite answers without I/O: give timers their turn, as a server's sockets do.
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = [...committed];
    const { gzip: dump, pausedMs } = await handle.backup!();
    going = false;
    await Promise.all(writers);
    await handle.close();

    const restored = join(work, 'restored');
    const copy = await openDatabase({ kind: 'pglite', dataDir: restored, loadDataDir: new Blob([Buffer.from(dump)], { type: 'application/x-gzip' }) });
    try {
      expect(copy.checkedAfterUncleanStop).toBeDefined();
      const halves = await count(copy, sql`select count(*)::int as n from (select pair from pairs group by pair having count(*) <> 2) halves`);
      expect(halves).toBe(0);
      const pairs = new Set((await copy.db.execute<{ pair: number }>(sql`select distinct pair from pairs`)).rows.map((row) => row.pair));
      expect(before.length).toBeGreaterThan(0);
      expect(before.filter((n) => !pairs.has(n))).toEqual([]);
      expect(pausedMs).toBeLessThan(5_000);
    } finally {
      await copy.close();
    }
    expect(existsSync(join(restored, LOCK_FILE))).toBe(false);
  }, 90_000);
});
