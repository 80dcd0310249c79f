// The load driver: requests sent at a fixed arrival rate whatever the answers take (an open
// model: a slow server does not slow the arrivals down), each timed from the moment it was due,
// so time spent waiting in the client or the server's queues counts too.
import { Agent, request } from 'node:http';

export type Planned = {
  kind: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  authorization?: string;
  /** Called with the answer (its JSON when it is JSON) to feed later requests. */
  then?: (status: number, body: unknown) => void;
};

export type Outcome = { kind: string; status: string; ms: number };

/** Answers slower than this count as errors (status 'timeout'). */
const TIMEOUT_MS = 10_000;

/**
 * Requests take the connection idle longest (fifo), so they spread over the open connections as
 * many visitors' own connections would. Node's default (lifo) puts nearly every request on the
 * few connections used last, and with several server processes (each connection belongs to one)
 * on one process: measured 300 against 0 requests a second.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 1_000, scheduling: 'fifo' });

function send(base: URL, planned: Planned, due: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = planned.body === undefined ? undefined : Buffer.from(JSON.stringify(planned.body));
    const headers: Record<string, string | number> = { 'accept-encoding': 'identity', 'user-agent': 'chairside-mixed-load' };
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = payload.length;
    }
    if (planned.authorization) headers.authorization = planned.authorization;
    let settled = false;
    const finish = (status: string, body?: Buffer) => {
      if (settled) return;
      settled = true;
      const outcome = { kind: planned.kind, status, ms: performance.now() - due };
      if (planned.then && body && /^\d+$/.test(status)) {
        let parsed: unknown = null;
        try {
          parsed = body.length ? JSON.parse(body.toString('utf8')) : null;
        } catch {
          parsed = null;
        }
        planned.then(Number(status), parsed);
      }
      resolve(outcome);
    };
    const req = request({ host: base.hostname, port: base.port, method: planned.method, path: planned.path, headers, agent, timeout: TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => finish(String(res.statusCode), Buffer.concat(chunks)));
      res.on('error', (error: NodeJS.ErrnoException) => finish(`error ${error.code ?? error.message}`));
    });
    req.on('timeout', () => {
      finish('timeout');
      req.destroy();
    });
    req.on('error', (error: NodeJS.ErrnoException) => finish(`error ${error.code ?? error.message}`));
    req.end(payload);
  });
}

/** One request now, timed from now. */
export const sendOne = (baseUrl: string, planned: Planned): Promise<Outcome> => send(new URL(baseUrl), planned, performance.now());

export type RunResult = { outcomes: Outcome[]; seconds: number; sent: number; maxLagMs: number };

/**
 * Sends `rate` requests a second for `seconds`, each the next of `plan()`, and waits for the
 * last answers. maxLagMs: how late the client itself sent a request (a busy client's own delay).
 */
export async function runOpenLoop(baseUrl: string, rate: number, seconds: number, plan: () => Planned): Promise<RunResult> {
  const base = new URL(baseUrl);
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const outcomes: Outcome[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let sent = 0;
  let maxLagMs = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && started + sent * interval <= now) {
        const due = started + sent * interval;
        maxLagMs = Math.max(maxLagMs, now - due);
        pending.push(send(base, plan(), due).then((outcome) => void outcomes.push(outcome)));
        sent++;
      }
      if (sent >= total) resolve();
      else setTimeout(tick, Math.max(0, Math.min(5, started + sent * interval - performance.now())));
    };
    tick();
  });
  await Promise.all(pending);
  return { outcomes, seconds: (performance.now() - started) / 1000, sent, maxLagMs };
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

export type KindFigures = {
  kind: string;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
};

const isError = (status: string) => !/^[23]\d\d$/.test(status);

function figuresOf(kind: string, outcomes: Outcome[]): KindFigures {
  const times = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const outcome of outcomes) statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
  return {
    kind,
    requests: outcomes.length,
    errors: outcomes.filter((outcome) => isError(outcome.status)).length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1] ?? NaN,
    statuses,
  };
}

/** Figures per kind (in the order given) and overall. */
export function summarise(outcomes: Outcome[], kinds: string[]): { perKind: KindFigures[]; overall: KindFigures } {
  const byKind = new Map<string, Outcome[]>();
  for (const outcome of outcomes) byKind.set(outcome.kind, [...(byKind.get(outcome.kind) ?? []), outcome]);
  const ordered = [...kinds.filter((kind) => byKind.has(kind)), ...[...byKind.keys()].filter((kind) => !kinds.includes(kind))];
  return { perKind: ordered.map((kind) => figuresOf(kind, byKind.get(kind)!)), overall: figuresOf('all', outcomes) };
}
