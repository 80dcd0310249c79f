import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '@chairside/db/client';
import { dataDirectoryState, LOCK_FILE } from '@chairside/db/data-dir';
import { adminUrl } from '@chairside/api/testing/test-database-names';
import { STOP_BOUND_MS } from './stop';

// Real servers (node --import tsx apps/server/src/main.ts) in their own process group, as a
// service manager or a test harness runs them, stopped with SIGTERM to the group at a random
// moment: under load, with the reader of their output gone or not reading, with a request that
// never finishes sending, and while starting. Each must exit within the bound, its database
// closed cleanly (the embedded data directory shut down, unlocked, and opening again).

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const onPostgres = process.env.TEST_DB === 'postgres';
const work = mkdtempSync(join(tmpdir(), 'chairside-stop-'));
const children: ChildProcess[] = [];
const databases: string[] = [];
let baseDataDir = '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomBetween = (min: number, max: number) => Math.round(min + Math.random() * (max - min));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function postgresAdmin() {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl(process.env.TEST_DATABASE_URL!) });
  await admin.connect();
  return admin;
}

/** A database of its own for one server: a copy of the migrated template (folder or PostgreSQL database). */
async function freshDatabase(): Promise<{ env: Record<string, string>; dataDir?: string; url?: string }> {
  if (onPostgres) {
    const name = `chairside_stop_${randomBytes(5).toString('hex')}`;
    const admin = await postgresAdmin();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    databases.push(name);
    const url = adminUrl(process.env.TEST_DATABASE_URL!, name);
    return { env: { DATABASE_URL: url }, url };
  }
  const dataDir = join(work, `data-${randomBytes(4).toString('hex')}`);
  cpSync(baseDataDir, dataDir, { recursive: true });
  return { env: { DATA_DIR: dataDir }, dataDir };
}

type Server = {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
};

/**
 * Another Node process sharing the server's output, as npm and scripts/start.mjs do: it switches
 * the pipe to non-blocking as Node does, and when it exits (once `release` exists) Node sets the
 * pipe back to blocking, for every process that shares it.
 */
const sibling = (release: string, gone: string) =>
  `void process.stdout.fd; const fs = require('fs'); setInterval(() => { if (fs.existsSync(${JSON.stringify(release)})) { fs.writeFileSync(${JSON.stringify(gone)}, ''); process.exit(0); } }, 50);`;

function spawnServer(env: Record<string, string>, port: number, withSibling?: { release: string; gone: string }): Server {
  const command = withSibling
    ? ['sh', ['-c', `"${process.execPath}" -e "$SIBLING" & exec "${process.execPath}" --import tsx "${MAIN}"`]]
    : [process.execPath, ['--import', 'tsx', MAIN]];
  const child = spawn(command[0] as string, command[1] as string[], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      AUTH_SECRET: 'a-test-secret-of-at-least-32-characters',
      ...(withSibling ? { SIBLING: sibling(withSibling.release, withSibling.gone) } : {}),
    },
  });
  children.push(child);
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return { child, base: `http://127.0.0.1:${port}`, output: () => errors.slice(-2000), exited };
}

async function waitUntilReady(server: Server) {
  for (let waited = 0; waited < 45_000; waited += 100) {
    if (server.child.exitCode !== null) throw new Error(`The server stopped while starting: ${server.output()}`);
    try {
      if ((await fetch(`${server.base}/api9/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`The server did not start: ${server.output()}`);
}

/** Visitors and people signing up and in, each request logged twice, until the server goes away. */
function load(server: Server, clients = 8): { stop: () => Promise<number> } {
  let going = true;
  let answered = 0;
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let step = 0; going; step++) {
      const kind = step % 4;
      try {
        if (kind === 0) await (await fetch(`${server.base}/api9/health`)).text();
        else if (kind === 1) await (await fetch(`${server.base}/api9/jobs/search?position=DH&zip=60614&radius=50`)).text();
        else if (kind === 2)
          await (
            await fetch(`${server.base}/api9/auth/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ username: `nobody-${client}-${step}@example.com`, password: 'not-the-password' }),
            })
          ).text();
        else await (await fetch(`${server.base}/api9/ready`)).text();
        answered++;
      } catch {
        await sleep(20);
      }
    }
  });
  return {
    stop: async () => {
      going = false;
      await Promise.all(loops);
      return answered;
    },
  };
}

/** An upload that sends its headers and a byte, then nothing: a request that never finishes. */
async function stalledRequest(server: Server) {
  const socket = connect(Number(new URL(server.base).port), '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write('POST /api9/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{');
  return socket;
}

/** SIGTERM to the server's process group; resolves with how long the stop took. */
async function stop(server: Server) {
  const signalled = Date.now();
  process.kill(-server.child.pid!, 'SIGTERM');
  const ended = await Promise.race([server.exited, sleep(STOP_BOUND_MS + 5_000).then(() => null)]);
  if (!ended) {
    process.kill(-server.child.pid!, 'SIGKILL');
    return { ms: Infinity, code: null, signal: null };
  }
  return { ms: ended.at - signalled, code: ended.code, signal: ended.signal };
}

/** The database was closed cleanly and opens again, with what it held. */
async function expectClosedCleanly(database: Awaited<ReturnType<typeof freshDatabase>>) {
  const handle = database.dataDir
    ? (() => {
        expect(dataDirectoryState(database.dataDir).state).toBe('clean');
        expect(existsSync(join(database.dataDir, LOCK_FILE))).toBe(false);
        return openDatabase({ kind: 'pglite', dataDir: database.dataDir });
      })()
    : openDatabase({ kind: 'postgres', url: database.url!, poolSize: 1 });
  const opened = await handle;
  try {
    expect(opened.checkedAfterUncleanStop).toBeUndefined();
    const { rows } = await opened.db.execute<{ n: number }>(sql`select count(*)::int as n from zip_codes`);
    expect(rows[0].n).toBeGreaterThan(40_000);
  } finally {
    await opened.close();
  }
}

beforeAll(async () => {
  if (onPostgres) return;
  // One migrated folder (the run's template), copied for each server.
  baseDataDir = join(work, 'base');
  const { PGlite } = await import('@electric-sql/pglite');
  const template = await PGlite.create(baseDataDir, { loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]) });
  await template.exec('CHECKPOINT');
  await template.close();
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (databases.length) {
    const admin = await postgresAdmin();
    for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  rmSync(work, { recursive: true, force: true });
});

describe('stopping the server with SIGTERM', () => {
  it('ends within the bound, under load and at a random moment, whether its output is read, gone or full, and while starting', async () => {
    const scenarios = {
      /** The reader of its output exits, then the signal comes (writes to a broken pipe). */
      readerGone: async () => {
        const database = await freshDatabase();
        const server = spawnServer(database.env, await freePort());
        server.child.stdout!.resume();
        await waitUntilReady(server);
        const traffic = load(server);
        const moment = randomBetween(100, 1_500);
        await sleep(moment);
        server.child.stdout!.destroy();
        const stopped = await stop(server);
        const answered = await traffic.stop();
        return { database, stopped, moment, answered };
      },
      /** Nobody reads its output (the pipe fills up) and an upload never finishes sending. */
      outputFullAndStalledRequest: async () => {
        const database = await freshDatabase();
        const server = spawnServer(database.env, await freePort());
        server.child.stdout!.pause();
        await waitUntilReady(server);
        const stalled = await stalledRequest(server);
        const traffic = load(server);
        const moment = randomBetween(300, 2_000);
        await sleep(moment);
        const stopped = await stop(server);
        stalled.destroy();
        const answered = await traffic.stop();
        return { database, stopped, moment, answered };
      },
      /**
       * Nobody reads its output, which another process of its group has switched back to
       * blocking: a log write then waits in the thread pool for ever, and process.exit() with it.
       */
      outputBlocking: async () => {
        const database = await freshDatabase();
        const release = join(work, `release-${randomBytes(4).toString('hex')}`);
        const gone = `${release}-gone`;
        const server = spawnServer(database.env, await freePort(), { release, gone });
        server.child.stdout!.pause();
        await waitUntilReady(server);
        writeFileSync(release, '');
        while (!existsSync(gone)) await sleep(20);
        await sleep(200);
        // Long paths, each logged twice, fill the pipe.
        const long = `/api9/${'x'.repeat(3_000)}`;
        await Promise.all(
          Array.from({ length: 8 }, async () => {
            for (let i = 0; i < 25; i++)
              await fetch(`${server.base}${long}`).then(
                (answer) => answer.text(),
                () => undefined,
              );
          }),
        );
        const traffic = load(server);
        const moment = randomBetween(100, 1_000);
        await sleep(moment);
        const stopped = await stop(server);
        const answered = await traffic.stop();
        return { database, stopped, moment, answered };
      },
      /** The signal comes while the server opens its database, migrates or starts listening. */
      whileStarting: async () => {
        const database = await freshDatabase();
        const server = spawnServer(database.env, await freePort());
        server.child.stdout!.resume();
        const moment = randomBetween(500, 6_000);
        await sleep(moment);
        const stopped = await stop(server);
        return { database, stopped, moment, answered: 0 };
      },
    };
    const results = await Promise.all(Object.entries(scenarios).map(async ([name, run]) => ({ name, ...(await run()) })));
    for (const { name, database, stopped, moment } of results) {
      const what = `${name}, SIGTERM ${moment} ms in: exit ${stopped.code ?? stopped.signal} after ${stopped.ms} ms`;
      expect(stopped.ms, what).toBeLessThan(STOP_BOUND_MS);
      // A signal that comes before the process has loaded its code ends it by default, before anything was opened.
      if (name === 'whileStarting' && stopped.signal === 'SIGTERM') expect(stopped.ms, what).toBeLessThan(1_000);
      // A write stuck in the thread pool would hold exit(): after its clean stop the server ends by SIGTERM.
      else if (name === 'outputBlocking') expect(stopped.code === 0 || stopped.signal === 'SIGTERM', what).toBe(true);
      else expect(stopped.code, what).toBe(0);
      await expectClosedCleanly(database);
    }
    // The load was real: requests were answered before the stop.
    expect(results.find((result) => result.name === 'readerGone')!.answered).toBeGreaterThan(0);
  }, 90_000);
});

/** The server processes the primary runs (Linux: the children of its main thread). */
const serverProcessesOf = (primary: number) =>
  readFileSync(`/proc/${primary}/task/${primary}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

/** GET on a connection of its own each time, so that connections are handed round the processes. */
const freshGet = async (server: Server, path: string) => (await fetch(`${server.base}${path}`, { headers: { connection: 'close' } })).status;

describe('several server processes on one port (SERVER_PROCESSES)', () => {
  it.runIf(onPostgres)(
    'runs that many processes on one port, starts another when one dies, and one SIGTERM stops them all within the bound',
    async () => {
      const database = await freshDatabase();
      const server = spawnServer({ ...database.env, SERVER_PROCESSES: '2' }, await freePort());
      server.child.stdout!.resume();
      await waitUntilReady(server);
      const primary = server.child.pid!;
      await expect.poll(() => serverProcessesOf(primary).length, { timeout: 30_000 }).toBe(2);
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => freshGet(server, i % 2 ? '/api9/health' : '/api9/jobs/search?position=DH&zip=60614&radius=50')),
      );
      expect(new Set(statuses)).toEqual(new Set([200]));

      // A process that dies is replaced (a connection it held is lost with it).
      const [killed] = serverProcessesOf(primary);
      process.kill(killed, 'SIGKILL');
      await expect.poll(() => serverProcessesOf(primary), { timeout: 30_000 }).toSatisfy((pids: number[]) => pids.length === 2 && !pids.includes(killed));
      await waitUntilReady(server);
      expect(new Set(await Promise.all(Array.from({ length: 10 }, () => freshGet(server, '/api9/health'))))).toEqual(new Set([200]));

      const traffic = load(server);
      await sleep(500);
      const stopped = await stop(server);
      await traffic.stop();
      expect(stopped.ms, server.output()).toBeLessThan(STOP_BOUND_MS);
      expect(stopped.code, server.output()).toBe(0);
      await expectClosedCleanly(database);
    },
    120_000,
  );

  it.runIf(!onPostgres)(
    'with the embedded database, more than one is refused at start, naming the setting',
    async () => {
      const database = await freshDatabase();
      const server = spawnServer({ ...database.env, SERVER_PROCESSES: '2' }, await freePort());
      const ended = await server.exited;
      expect(ended.code).toBe(1);
      expect(server.output()).toContain('SERVER_PROCESSES: more than one needs DATABASE_URL');
    },
    60_000,
  );
});
