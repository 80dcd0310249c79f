import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

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
