import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type BrowserContextOptions } from '@playwright/test';

// A server of a journey's own, for journeys that stop it or need settings the shared one does not have.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** The run's migrated and seeded database folder (made before the shared server starts): copies of it start servers quickly. */
export function seededTemplateDir(): string {
  if (!process.env.E2E_DATA_DIR) throw new Error("E2E_DATA_DIR is set by the journeys' configuration");
  return `${process.env.E2E_DATA_DIR}-seeded`;
}

/** Settings that change what a fresh server seeds (or when): with one of them, the server makes its own folder. */
const SEED_SETTINGS = ['SEED_DEMO', 'SEED_DEMO_ADMIN_TWO_STEP', 'NODE_ENV', 'PUBLIC_URL', 'CLOCK_START'];

/**
 * Starts the server as the shared one is started (demo data in `dataDir`), with `env` over it, ready
 * to answer. An empty `dataDir` starts as a copy of the run's seeded folder, unless `env` changes the seeding.
 */
export async function startServer(port: number, dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  if (readdirSync(dataDir).length === 0 && !SEED_SETTINGS.some((name) => name in env)) cpSync(seededTemplateDir(), dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL_SECONDS: '6',
      ADDRESS_LIMITS_FACTOR: '1000',
      ...env,
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/api9/ready`).then(
          (answer) => answer.status,
          () => 0,
        ),
      // A fresh data folder is migrated and seeded first: on a busy machine that takes its time.
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(200);
  return child;
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

/**
 * A journey's own server on a copy of the seeded data, whose clock can be moved on: it is stopped
 * and started again on the same data with its clock at a later moment (CLOCK_START), so a journey
 * reaches a shift's start or end without waiting minutes for it. Its browsers' clocks read the
 * server's time.
 */
export async function startMovableServer(name: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `chairside-${name}-`));
  // As on the shared server, every page is rendered anew: the journeys read their changes at once.
  const env = { PAGE_CACHE_SECONDS: '0' };
  let child = await startServer(port, dataDir, env);
  let now = () => new Date();
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    /** The server's time. */
    now: () => now(),
    /** A browser context on this server whose clock reads the server's time. */
    async openContext(browser: Browser, options: BrowserContextOptions = {}) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, ...options, baseURL: origin });
      await context.clock.install({ time: now() });
      return context;
    },
    async moveClockTo(at: Date) {
      await stopServer(child);
      const spawned = Date.now();
      child = await startServer(port, dataDir, { ...env, CLOCK_START: at.toISOString() });
      now = () => new Date(at.getTime() + Date.now() - spawned);
    },
    async stop() {
      await stopServer(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type MovableServer = Awaited<ReturnType<typeof startMovableServer>>;
