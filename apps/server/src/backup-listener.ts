import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { removeControlFile, writeControlFile } from '@chairside/db/data-dir';

export type BackupListener = { close: () => Promise<void> };

const sameToken = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * While the server runs on the embedded database, `npm run backup` asks it for a consistent copy:
 * one process per data directory, so the copy can only come from the process that has it open.
 * A listener of its own on 127.0.0.1 (never the public port), on a port the system picks, that
 * answers `POST /backup` with the gzipped copy to a caller bearing the token written, owner-only,
 * to DATA_DIR/chairside.control. See ADR 27.
 */
export async function listenForBackups(
  dataDir: string,
  backup: () => Promise<{ gzip: Uint8Array; pausedMs: number }>,
  log: FastifyBaseLogger,
): Promise<BackupListener> {
  const token = randomBytes(32).toString('base64url');
  let running: Promise<unknown> = Promise.resolve();
  const server: Server = createServer((request, response) => {
    const given = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (request.method !== 'POST' || request.url !== '/backup') return void response.writeHead(404).end();
    if (!sameToken(given, token)) return void response.writeHead(403).end();
    const started = Date.now();
    // One copy at a time: each holds the whole database in memory while it is made.
    const made = running.then(backup);
    running = made.catch(() => undefined);
    made.then(
      ({ gzip, pausedMs }) => {
        log.info({ bytes: gzip.length, ms: Date.now() - started, pausedMs }, 'backup handed out');
        response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': gzip.length, 'x-paused-ms': pausedMs }).end(gzip);
      },
      (error: unknown) => {
        log.error({ err: error }, 'backup failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : 'The backup failed.');
      },
    );
  });
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: '127.0.0.1', port: 0 }, resolve);
  });
  const address = server.address();
  if (address && typeof address === 'object') writeControlFile(dataDir, { port: address.port, token });
  return {
    close: async () => {
      removeControlFile(dataDir);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
