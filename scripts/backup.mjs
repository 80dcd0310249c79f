// npm run backup [-- <file>]: a consistent copy of the embedded database (the folder DATA_DIR,
// default ./data, with uploaded photos kept in it), as a gzipped tarball; by default
// backups/chairside-<date and time>.tar.gz. While the server runs, it makes the copy (the only
// process that may have the folder open; ADR 27); when it does not, this script opens the folder.
//
// npm run restore -- <file>: loads a backup into DATA_DIR with the server stopped. A folder that
// holds anything is first moved aside to DATA_DIR.before-restore-<date and time> (never deleted);
// the copy is recovered and checked (amcheck) before the command ends.
//
// Both take --data-dir=DIR instead of DATA_DIR. With DATABASE_URL the data lives in PostgreSQL:
// back it up with the server's own tools (see "Backups" in the README).
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { request } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { openDatabase } from '@chairside/db/client';
import { dataDirectoryHolder, readControlFile } from '@chairside/db/data-dir';

const { values: options, positionals } = parseArgs({ options: { 'data-dir': { type: 'string' } }, allowPositionals: true });
const [mode, file] = positionals;
const dataDir = resolve(options['data-dir'] ?? process.env.DATA_DIR ?? './data');
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const say = (line) => process.stdout.write(`${line}\n`);
const sizeOf = (bytes) => `${(bytes / 1_048_576).toFixed(1)} MB`;

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** A gzipped tarball of a PostgreSQL data directory: the gzip checksum holds and PG_VERSION is in it. */
function checkTarball(bytes) {
  const tar = gunzipSync(bytes);
  for (let offset = 0; offset + 512 <= tar.length;) {
    const name = tar
      .subarray(offset, offset + 100)
      .toString('latin1')
      .replace(/\0.*$/s, '');
    if (name === '') break;
    if (name.replace(/^\//, '') === 'PG_VERSION') return;
    const size = parseInt(
      tar
        .subarray(offset + 124, offset + 136)
        .toString('latin1')
        .replace(/\0.*$/s, '')
        .trim() || '0',
      8,
    );
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error('no PG_VERSION in it: not a backup of the embedded database');
}

/** The running server's copy, streamed to `target`. */
function askServer(control, target) {
  return new Promise((done, failed) => {
    const ask = request(
      { host: '127.0.0.1', port: control.port, method: 'POST', path: '/backup', headers: { authorization: `Bearer ${control.token}` } },
      (answer) => {
        if (answer.statusCode !== 200) {
          let text = '';
          answer.on('data', (chunk) => (text += chunk));
          answer.on('end', () => failed(new Error(`the server answered ${answer.statusCode}: ${text}`)));
          return;
        }
        pipeline(answer, createWriteStream(target)).then(() => done(Number(answer.headers['x-paused-ms'])), failed);
      },
    );
    ask.on('error', failed);
    ask.end();
  });
}

async function backup() {
  if (process.env.DATABASE_URL)
    fail('DATABASE_URL is set: the data is in PostgreSQL. Back it up with pg_dump, or base backups and WAL archiving (see "Backups" in the README).');
  if (!existsSync(join(dataDir, 'PG_VERSION'))) fail(`No embedded database in ${dataDir} (set DATA_DIR or --data-dir).`);
  const target = resolve(file ?? join('backups', `chairside-${stamp()}.tar.gz`));
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  const started = Date.now();
  const control = readControlFile(dataDir);
  let source;
  let pausedMs;
  try {
    if (control) {
      source = `the running server (pid ${control.pid})`;
      pausedMs = await askServer(control, partial);
    } else {
      const holder = dataDirectoryHolder(dataDir);
      if (holder) fail(`Process ${holder} has ${dataDir} open but takes no backup requests (still starting?): try again in a moment, or stop it.`);
      source = 'the folder (no server running)';
      const handle = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const copy = await handle.backup();
        writeFileSync(partial, copy.gzip);
        pausedMs = copy.pausedMs;
      } finally {
        await handle.close();
      }
    }
    const written = await open(partial, 'r+');
    await written.sync();
    await written.close();
    checkTarball(readFileSync(partial));
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { force: true });
    fail(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  say(
    `Backed up ${dataDir} from ${source} to ${target}: ${sizeOf(statSync(target).size)} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(queries waited ${pausedMs} ms while the folder was read).`,
  );
  say(`Restore it with the server stopped: npm run restore -- ${target}`);
}

async function restore() {
  if (!file) fail('Name the backup: npm run restore -- <file>.');
  const source = resolve(file);
  if (!existsSync(source)) fail(`No such file: ${source}`);
  const bytes = readFileSync(source);
  try {
    checkTarball(bytes);
  } catch (error) {
    fail(`${source} is not a usable backup: ${error instanceof Error ? error.message : String(error)}`);
  }
  const holder = readControlFile(dataDir)?.pid ?? dataDirectoryHolder(dataDir);
  if (holder) fail(`Process ${holder} has ${dataDir} open: stop the server before restoring into its folder.`);
  const started = Date.now();
  let movedTo = null;
  const existed = existsSync(dataDir);
  if (existed && readdirSync(dataDir).length > 0) {
    movedTo = `${dataDir}.before-restore-${stamp()}`;
    renameSync(dataDir, movedTo);
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    // Loads the copy, recovers it and runs the integrity check (packages/db/src/data-dir.ts).
    const handle = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: new Blob([bytes], { type: 'application/x-gzip' }) });
    await handle.close();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    if (movedTo) renameSync(movedTo, dataDir);
    else if (existed) mkdirSync(dataDir);
    fail(`The restore failed, ${dataDir} is as it was: ${error instanceof Error ? error.message : String(error)}`);
  }
  say(`Restored ${source} into ${dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s; it opens and passes the integrity check.`);
  if (movedTo) say(`The folder that was there is now ${movedTo} (delete it when you no longer need it).`);
  say('Start the server: npm start');
}

if (mode === 'backup') await backup();
else if (mode === 'restore') await restore();
else fail('Usage: npm run backup [-- <file>] | npm run restore -- <file>');
