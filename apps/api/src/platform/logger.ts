import { constants, fstatSync, openSync, write } from 'node:fs';
import { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config';

/** A signed link's token in a path (the API's /signed/… calls, the pages emailed links open, a calendar feed's secret) is a credential: hidden. */
const SIGNED_LINK_PATH = /^((?:\/api9)?\/(?:signed\/[a-z-]+|applicant|invitation|interview-outcome|feedback|calendar-feeds)\/)[^/]+/;
export const withoutSignedLinkToken = (path: string) => path.replace(SIGNED_LINK_PATH, '$1[hidden]');

/** Pino options: no bodies, no tokens, no cookies, no email addresses in logs. Lines go to `stream` (a LogOutput) when given. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>, stream?: Pick<LogOutput, 'write'>): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'res.headers.authorization', 'email', 'password'],
      censor: '[hidden]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ method: req.method, url: withoutSignedLinkToken(req.url.split('?')[0]), id: req.id }),
    },
  };
}

/** A server's logging: the options below, and one line per request (`requestLog`) instead of Fastify's two. */
export function serverLogging(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>, stream?: Pick<LogOutput, 'write'>) {
  return { logger: loggerOptions(config, stream), logController: new LogController({ disableRequestLogging: true }) };
}

/**
 * One log line per request, written when the answer has gone (Fastify's own logging writes two).
 * Requests the process makes to itself (a page's data, read in-process while rendering it) are
 * part of the page's request: they are logged at debug level only.
 */
export const requestLog = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    const level = request.raw instanceof IncomingMessage ? 'info' : 'debug';
    request.log[level]({ req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
  });
});

/** Log lines held in memory while the output does not take them; past this, new lines are dropped. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
/** The most written in one call. */
const MAX_WRITE_BYTES = 64 * 1024;
/** How soon a full output is tried again. */
const RETRY_FULL_MS = 50;

export type LogOutput = {
  /** Takes one log line; never blocks and never throws, whatever the output's state. */
  write: (line: string) => void;
  /** Resolves true once every buffered line is written; false after `withinMs`, or at once if the output is gone. */
  flush: (withinMs: number) => Promise<boolean>;
  /** Lines dropped because the output was gone or full. */
  dropped: () => number;
};

/**
 * The file descriptor to write logs to. A pipe on standard output is opened again on its own,
 * non-blocking: a pipe shares its blocking mode with every process that holds it (npm and its
 * children), any of which may switch it back to blocking, and a blocking write to a pipe nobody
 * reads never returns, which also keeps the process from exiting.
 */
function logDescriptor(fd: number): number {
  try {
    if (process.platform === 'linux' && fstatSync(fd).isFIFO()) return openSync(`/proc/self/fd/${fd}`, constants.O_WRONLY | constants.O_NONBLOCK);
  } catch {
    // no reader any more, or no /proc: keep the inherited descriptor
  }
  return fd;
}

/**
 * The server's log output (standard output by default): asynchronous writes from a bounded
 * in-memory buffer, never a synchronous write and nothing written at exit. A full output is
 * retried; when the reader is gone (EPIPE) or the output fails, logging stops quietly instead of
 * crashing or holding the process, and `flush` is bounded, so that a stop never waits on an output
 * nobody reads.
 */
export function createLogOutput(fd = 1): LogOutput {
  // Opening process.stdout makes a socket or pipe on fd 1 non-blocking (libuv does it).
  if (fd === 1) void process.stdout.fd;
  const target = logDescriptor(fd);
  let queue: Buffer[] = [];
  let queued = 0;
  let busy = false;
  let broken = false;
  let dropped = 0;
  let settled: (() => void)[] = [];

  const settle = () => {
    const waiting = settled;
    settled = [];
    for (const resolve of waiting) resolve();
  };
  const fail = () => {
    broken = true;
    dropped += queue.length;
    queue = [];
    queued = 0;
    settle();
  };
  const pump = () => {
    if (busy || broken) return;
    if (queue.length === 0) return settle();
    let size = 0;
    let count = 0;
    while (count < queue.length && (count === 0 || size + queue[count].length <= MAX_WRITE_BYTES)) size += queue[count++].length;
    const chunk = count === 1 ? queue[0] : Buffer.concat(queue.slice(0, count), size);
    queue = queue.slice(count);
    busy = true;
    write(target, chunk, 0, chunk.length, null, (error, written) => {
      busy = false;
      if (error && error.code !== 'EAGAIN') return fail();
      const done = error ? 0 : written;
      queued -= done;
      if (done < chunk.length) queue.unshift(chunk.subarray(done));
      if (error) {
        // Full: the reader is slow or not reading; try again a little later.
        busy = true;
        setTimeout(() => {
          busy = false;
          pump();
        }, RETRY_FULL_MS).unref();
        return;
      }
      pump();
    });
  };

  return {
    write: (line) => {
      const bytes = Buffer.from(line);
      if (broken || queued + bytes.length > MAX_BUFFERED_BYTES) {
        dropped++;
        return;
      }
      queue.push(bytes);
      queued += bytes.length;
      pump();
    },
    flush: (withinMs) => {
      if (broken) return Promise.resolve(false);
      if (queued === 0 && !busy) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), withinMs);
        timer.unref();
        settled.push(() => {
          clearTimeout(timer);
          resolve(!broken);
        });
      });
    },
    dropped: () => dropped,
  };
}
