// The server under load, as `npm start` runs it (apps/server/src/main.ts in a process of its
// own), and what the machine gives meanwhile: CPU time of the server, of PostgreSQL and of the
// whole machine (other people's work included), and a trivial route's requests a second.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';

export type RunningServer = { url: string; pid: number; logPath: string; stop: () => Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitReady(url: string, child: ChildProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server stopped (exit ${child.exitCode}) before it was ready`);
    try {
      if ((await fetch(`${url}/api9/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not ready within ${timeoutMs / 1000} s`);
}

/** Starts the server on a free loopback port with `env` over this process's environment (and `nodeArgs` for Node); its output goes to `logPath`. */
export async function startServer(env: Record<string, string>, logPath: string, nodeArgs: string[] = []): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The server writes its log straight into the file: a pipe through this busy process could
  // fill and hold the server's writes up, which a real deployment's log collector would not.
  const log = openSync(logPath, 'a');
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, ...env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  try {
    await waitReady(url, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    logPath,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000))]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/** Lines the server logged at level error or worse. */
export async function loggedErrors(logPath: string): Promise<string[]> {
  const text = await readFile(logPath, 'utf8').catch(() => '');
  return text.split('\n').filter((line) => /"level":(50|60)/.test(line));
}

/** A trivial route's requests a second (autocannon in its own process, as `npm run bench` measures). */
export function machineSpeed(url: string, seconds = 10): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/bench/load.mjs', JSON.stringify({ url, paths: ['/api9/health'], duration: seconds, connections: 10 })], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!).requestsPerSecond) : reject(new Error(`load.mjs exited ${code}`)),
    );
  });
}

const TICKS_PER_SECOND = 100;

async function processTicks(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** The server's CPU ticks: its process and the server processes it runs (SERVER_PROCESSES). */
async function serverTicks(pid: number): Promise<number> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  const pids = [pid, ...children.trim().split(/\s+/).filter(Boolean).map(Number)];
  return (await Promise.all(pids.map(processTicks))).reduce((sum, ticks) => sum + ticks, 0);
}

/** The server's CPU time so far (user and system, every server process), in ms. */
export async function processCpuMs(pid: number): Promise<number> {
  return ((await serverTicks(pid)) * 1000) / TICKS_PER_SECOND;
}

async function postgresTicks(): Promise<Map<number, number>> {
  const ticks = new Map<number, number>();
  for (const entry of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (comm.trim() === 'postgres') ticks.set(Number(entry), await processTicks(Number(entry)));
  }
  return ticks;
}

async function machineTicks(): Promise<{ busy: number; total: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0];
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - values[3] - (values[4] ?? 0), total };
}

export type CpuFigures = { serverPercent: number; postgresPercent: number; clientPercent: number; machineBusyPercent: number; cores: number };

/** CPU time from now to the returned function's call, in percent of one core (the machine's in percent of all its cores). */
export async function startCpuWatch(serverPid: number): Promise<() => Promise<CpuFigures>> {
  const started = performance.now();
  const server = await serverTicks(serverPid);
  const postgres = await postgresTicks();
  const machine = await machineTicks();
  const client = process.cpuUsage();
  return async () => {
    const seconds = (performance.now() - started) / 1000;
    const serverNow = await serverTicks(serverPid);
    const postgresNow = await postgresTicks();
    const machineNow = await machineTicks();
    const clientNow = process.cpuUsage(client);
    let postgresDelta = 0;
    for (const [pid, ticks] of postgresNow) postgresDelta += ticks - (postgres.get(pid) ?? 0);
    const percentOfCore = (ticks: number) => (100 * ticks) / TICKS_PER_SECOND / seconds;
    return {
      serverPercent: percentOfCore(serverNow - server),
      postgresPercent: percentOfCore(Math.max(0, postgresDelta)),
      clientPercent: (100 * (clientNow.user + clientNow.system)) / 1e6 / seconds,
      machineBusyPercent: (100 * (machineNow.busy - machine.busy)) / Math.max(1, machineNow.total - machine.total),
      cores: (await readFile('/proc/cpuinfo', 'utf8')).split('\n').filter((line) => line.startsWith('processor')).length,
    };
  };
}
