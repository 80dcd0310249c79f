import './stylesheets-on-server';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '@chairside/db/client';
import { loadZipCodes } from '@chairside/db/zip-codes';
import { API_PREFIX, apiPlugin, createContext } from '@chairside/api/app';
import { isProductionSite, loadConfig } from '@chairside/api/platform/config';
import { chosenGateway } from '@chairside/api/platform/payment-gateway';
import { clockStartingAt } from '@chairside/api/platform/clock';
import type { NoticeQueue } from '@chairside/api/platform/notice-queue';
import { createLogOutput, requestLog, serverLogging } from '@chairside/api/platform/logger';
import { trustProxyOption } from '@chairside/api/platform/proxy-trust';
import { partnerFeedSources } from '@chairside/api/modules/partner-jobs/partner-feed-schedule';
import { publicJobPageVersion } from '@chairside/api/modules/jobs/public-api';
import { listenForBackups, type BackupListener } from './backup-listener';
import { loadDemoData } from './demo-data';
import { responseCompression } from './compression';
import { securityHeaders } from './security-headers';
import { isServerProcess, runServerProcesses } from './server-processes';
import { exitProcess, handleStopSignals, type StopStep, type Stopper } from './stop';

/** How often the embedded database's statistics are refreshed (it has no autovacuum). */
const MAINTENANCE_INTERVAL_MS = 6 * 3_600_000;

/** In-flight requests get this long to finish when the server stops; then their connections are cut. */
const REQUESTS_FINISH_MS = 5_000;

/** What is running, for the stop: whatever has started by the time a signal comes. */
type Running = { database?: Promise<DatabaseHandle>; notices?: NoticeQueue; backups?: BackupListener; maintenance?: NodeJS.Timeout };

/**
 * The stop, in order: no new requests (503) and those in flight finish (or are cut), the notice
 * queue (with its recurring tasks) and the backup listener stop, then the database is checkpointed and closed (also when
 * the signal came while it was opening). Bounded as a whole by STOP_BOUND_MS (stop.ts).
 */
const stopSteps = (app: FastifyInstance, running: Running): StopStep[] => [
  { name: 'requests in flight', run: () => app.close(), withinMs: REQUESTS_FINISH_MS, onTimeout: () => app.server.closeAllConnections() },
  { name: 'maintenance', run: () => clearInterval(running.maintenance) },
  { name: 'notice queue and recurring tasks', run: () => running.notices?.stop(), withinMs: 2_000 },
  { name: 'backup listener', run: () => running.backups?.close(), withinMs: 1_000 },
  { name: 'database', run: async () => (await running.database)?.close(), required: true },
];

/** A replica's host, port and database, for the log (never its password). */
function replicaName(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'a replica';
  }
}

/** Set once the stop signals are handled: a stop in progress owns the exit. */
let stopper: Stopper | null = null;

class StopRequested extends Error {}

/** One process: the API under /api9 and the server-rendered web app, on one port. */
async function main() {
  // An output nobody reads any more must neither crash nor hold the process.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
  const output = createLogOutput();
  const config = loadConfig();
  const app = Fastify({
    ...serverLogging(config, output),
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 2_048 },
    trustProxy: trustProxyOption(config),
    return503OnClosing: true,
  });
  const running: Running = {};
  stopper = handleStopSignals({ log: app.log, output, steps: () => stopSteps(app, running) });
  const goingOn = () => {
    if (stopper?.stopping) throw new StopRequested();
  };
  running.database = config.DATABASE_URL
    ? openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL,
        replicaUrls: config.DATABASE_REPLICA_URLS,
        ...(config.DATABASE_REPLICA_MAX_LAG_MS > 0 ? { replicaLagLimit: { maxLagMs: config.DATABASE_REPLICA_MAX_LAG_MS } } : {}),
        // The address without its password: which replica, for whoever reads the log.
        onReplicaDown: (url, error) =>
          app.log.warn({ replica: replicaName(url), err: error }, 'a read replica failed: its reads go to the primary for a while'),
      })
    : openDatabase({ kind: 'pglite', dataDir: resolve(config.DATA_DIR) });
  const database = await running.database;
  if (database.checkedAfterUncleanStop)
    app.log.warn(
      { checkMs: database.checkedAfterUncleanStop.ms },
      'the embedded database was not closed cleanly last time: recovered, and the integrity check passed',
    );
  goingOn();
  await database.migrate();
  goingOn();
  const zipCodes = await loadZipCodes(database.db);
  if (zipCodes) app.log.info({ zipCodes }, 'ZIP codes loaded');
  await loadDemoData(config, database.db, app.log);
  const gateway = chosenGateway(config);
  if (!gateway)
    app.log.warn(
      'buying is not open: no payment provider is set up, so every purchase answers 503; set the four BRAINTREE_ settings (or PAYMENTS_SANDBOX=true for a staging site that takes test payments)',
    );
  else if (gateway === 'sandbox' && isProductionSite(config))
    app.log.warn('PAYMENTS_SANDBOX=true: this production site takes test payments through the sandbox gateway, and the checkout says so');
  const clock = config.CLOCK_START ? clockStartingAt(new Date(config.CLOCK_START)) : undefined;
  if (clock) app.log.warn({ clockStart: config.CLOCK_START }, 'the clock starts at CLOCK_START, not at the real time');
  const ctx = await createContext({ config, db: database.db, readDb: database.readDb, log: app.log, clock });
  await app.register(requestLog);
  await app.register(securityHeaders, { publicUrl: config.PUBLIC_URL, mapTileUrl: config.MAP_TILE_URL });
  await app.register(responseCompression);
  await app.register(apiPlugin(ctx, { partnerFeeds: partnerFeedSources(config) }), { prefix: API_PREFIX });
  // Loaded now, after the stylesheet hook is in place (stylesheets-on-server.ts).
  const { webHost } = await import('./web-host');
  await app.register(
    webHost(config.PUBLIC_URL, {
      pageReuseSeconds: config.PAGE_CACHE_SECONDS,
      // A job page follows its posting at once, on every instance (ADR 100).
      postingPageVersion: (jobId) => publicJobPageVersion(ctx, jobId),
      clock: ctx.clock,
    }),
  );
  goingOn();

  const maintain = () => database.maintain().catch((error: unknown) => app.log.warn({ err: error }, 'database maintenance failed'));
  running.notices = ctx.notices;
  ctx.notices.start();
  running.maintenance = setInterval(() => void maintain(), MAINTENANCE_INTERVAL_MS).unref();

  await app.listen({ port: config.PORT, host: config.HOST });
  goingOn();
  if (database.backup) {
    const dataDir = resolve(config.DATA_DIR);
    running.backups = await listenForBackups(dataDir, database.backup, app.log).catch((error: unknown) => {
      app.log.warn({ err: error }, 'no backups while running: the backup listener did not start');
      return undefined;
    });
  }
  // Fresh statistics soon after start (demo data, a restored directory), then on the interval.
  void maintain();
}

/** How many server processes to run: SERVER_PROCESSES (a bad setting is reported by main). */
function serverProcesses(): number {
  try {
    return loadConfig().SERVER_PROCESSES;
  } catch {
    return 1;
  }
}

const processes = isServerProcess() ? 1 : serverProcesses();
if (processes > 1) runServerProcesses(processes, (line) => process.stderr.write(`${line}\n`));
else
  main().catch((error: unknown) => {
    // A stop that came during the start ends the process itself, the database closed.
    if (stopper?.stopping) return;
    // The logger may not exist yet: report startup failures plainly and stop.
    process.stderr.write(`Chairside failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    void exitProcess(1);
  });
