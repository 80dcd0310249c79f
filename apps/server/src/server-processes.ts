import cluster, { type Worker } from 'node:cluster';
import { STOP_BOUND_MS } from './stop';

/** A process that ended on its own is started again after this pause (a crash loop stays slow). */
const RESTART_PAUSE_MS = 1_000;
/** The primary's last resort, just inside the bound every process keeps when it stops. */
const LAST_RESORT_MS = STOP_BOUND_MS - 500;

const workers = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);

/**
 * Several server processes on one port (SERVER_PROCESSES, on PostgreSQL: ADR 60). This process
 * starts them and hands each new connection to the next in turn (Node's cluster module); it
 * serves nothing itself. The first process migrates the database and loads the demo data before
 * the others start. A process that ends on its own is started again; one that cannot start
 * ends them all. SIGTERM or SIGINT stops every process, each in its own bounded stop, and this
 * one exits when they have, with status 0 only if each stopped cleanly.
 */
export function runServerProcesses(count: number, say: (line: string) => void): void {
  let stopping = false;
  let failed = false;

  const start = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork();
      const notStarted = (code: number | null) => {
        if (stopping) finishIfDone();
        else reject(new Error(`a server process could not start (exit status ${code ?? 'by signal'})`));
      };
      worker.once('exit', notStarted);
      worker.once('listening', () => {
        worker.off('exit', notStarted);
        worker.once('exit', (code, signal) => ended(worker, code, signal));
        resolve(worker);
      });
    });

  const finishIfDone = () => {
    if (workers().length === 0) process.exit(failed ? 1 : 0);
  };

  const ended = (worker: Worker, code: number | null, signal: string | null) => {
    // A clean stop ends with status 0, or by SIGTERM when an output held the exit (stop.ts).
    if (stopping) {
      if (!(code === 0 || signal === 'SIGTERM')) failed = true;
      return finishIfDone();
    }
    say(`server process ${worker.process.pid} ended (${signal ?? `status ${code}`}); starting another`);
    setTimeout(() => void start().catch(giveUp), RESTART_PAUSE_MS).unref();
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // A signal sent to the process group has reached them already; a second one changes nothing.
    for (const worker of workers()) worker.process.kill(signal);
    setTimeout(() => {
      for (const worker of workers()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, LAST_RESORT_MS).unref();
    finishIfDone();
  };

  const giveUp = (error: Error) => {
    say(`Chairside failed to start: ${error.message}`);
    failed = true;
    stop('SIGTERM');
  };

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  void (async () => {
    for (let started = 0; started < count && !stopping; started++) await start();
  })().catch(giveUp);
}

export const isServerProcess = () => cluster.isWorker;
