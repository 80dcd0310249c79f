import type { FastifyBaseLogger } from 'fastify';
import type { LogOutput } from '@chairside/api/platform/logger';

/** A stop (SIGTERM, SIGINT) ends within this, whatever is in flight. */
export const STOP_BOUND_MS = 10_000;
/** The last resort fires this long before the bound, so that exiting fits within it. */
const EXIT_MARGIN_MS = 1_000;
/** How long the last log lines may take to reach the output. */
const LOG_FLUSH_MS = 500;

export type StopStep = {
  name: string;
  run: () => Promise<unknown> | unknown;
  /** At most this long, then the stop goes on (and `onTimeout` runs); otherwise what is left of the bound. */
  withinMs?: number;
  onTimeout?: () => void;
  /** The exit status is 0 only if every required step finished (the database closed cleanly). */
  required?: boolean;
};

export type Stopper = { readonly stopping: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome = { kind: 'done' } | { kind: 'timeout' } | { kind: 'failed'; error: unknown };

async function settleWithin(run: () => Promise<unknown> | unknown, ms: number): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), Math.max(0, ms));
  });
  const work = (async () => {
    await run();
    return { kind: 'done' } as Outcome;
  })().catch((error: unknown): Outcome => ({ kind: 'failed', error }));
  const outcome = await Promise.race([work, timeout]);
  clearTimeout(timer);
  return outcome;
}

/**
 * Ends the process with `code`. process.exit() waits for the thread pool, so a file-system
 * request that never returns (a write to a pipe nobody reads that another process switched back
 * to blocking) would hold it forever: then, after a short wait, the process ends by signal
 * instead (SIGTERM after a clean stop, SIGKILL otherwise), which nothing can hold.
 */
export async function exitProcess(code: number): Promise<never> {
  const pendingFileRequest = () => process.getActiveResourcesInfo().some((name) => name.startsWith('FSReq'));
  for (let waited = 0; pendingFileRequest() && waited < 200; waited += 20) await sleep(20);
  if (pendingFileRequest()) {
    process.removeAllListeners('SIGTERM');
    process.kill(process.pid, code === 0 ? 'SIGTERM' : 'SIGKILL');
    await sleep(1_000);
  }
  process.exit(code);
}

/**
 * On SIGTERM or SIGINT runs the steps in order, each within its own bound and all within
 * STOP_BOUND_MS, then exits 0 (1 if a required step failed). If the bound is reached anyway, logs
 * it and exits 1. Log lines go to an output that never blocks (LogOutput), so a reader that went
 * away or stopped reading cannot hold the stop. A second signal changes nothing.
 */
export function handleStopSignals(options: { log: FastifyBaseLogger; output: LogOutput; steps: () => StopStep[]; boundMs?: number }): Stopper {
  const { log, output } = options;
  const boundMs = options.boundMs ?? STOP_BOUND_MS;
  let stopping = false;

  const giveUp = async (step: string) => {
    log.error({ boundMs, step }, 'the stop did not finish in time: exiting anyway');
    await output.flush(LOG_FLUSH_MS / 2);
    await exitProcess(1);
  };

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    const left = () => boundMs - EXIT_MARGIN_MS - (Date.now() - started);
    let current = 'start';
    // Referenced: the process stays until the stop has ended one way or the other.
    const lastResort = setTimeout(() => void giveUp(current), left());
    log.info({ signal }, 'stopping');
    let clean = true;
    for (const step of options.steps()) {
      current = step.name;
      const outcome = await settleWithin(step.run, Math.min(step.withinMs ?? Infinity, left() - LOG_FLUSH_MS));
      if (outcome.kind === 'timeout') {
        log.warn({ step: step.name }, 'a stop step did not finish in time; going on');
        step.onTimeout?.();
      } else if (outcome.kind === 'failed') {
        log.error({ step: step.name, err: outcome.error }, 'a stop step failed');
      }
      if (outcome.kind !== 'done' && step.required) clean = false;
    }
    log.info({ ms: Date.now() - started, clean }, 'stopped');
    await output.flush(Math.max(0, Math.min(LOG_FLUSH_MS, left())));
    clearTimeout(lastResort);
    await exitProcess(clean ? 0 : 1);
  };

  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  return {
    get stopping() {
      return stopping;
    },
  };
}
