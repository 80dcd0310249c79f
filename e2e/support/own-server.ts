import { spawn, type ChildProcess } from 'node:child_process';
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

/** Starts the server as the shared one is started (demo data in `dataDir`), with `env` over it, ready to answer. */
export async function startServer(port: number, dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
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
