import { resolve } from 'node:path';
import Fastify from 'fastify';
import { openDatabase } from '@chairside/db/client';
import { seedDemoData } from '@chairside/db/seed';
import { loadZipCodes } from '@chairside/db/zip-codes';
import { API_PREFIX, apiPlugin, createContext } from '@chairside/api/app';
import { loadConfig } from '@chairside/api/platform/config';
import { loggerOptions } from '@chairside/api/platform/logger';
import { partnerFeedSources, startPartnerFeedSchedule } from '@chairside/api/modules/partner-jobs/partner-feed-schedule';
import { responseCompression } from './compression';
import { securityHeaders } from './security-headers';
import { webHost } from './web-host';

/** How often the embedded database's statistics are refreshed (it has no autovacuum). */
const MAINTENANCE_INTERVAL_MS = 6 * 3_600_000;

/** One process: the API under /api9 and the server-rendered web app, on one port. */
async function main() {
  const config = loadConfig();
  const app = Fastify({ logger: loggerOptions(config), bodyLimit: 1_048_576, trustProxy: true, return503OnClosing: true });
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: resolve(config.DATA_DIR) });
  await database.migrate();
  const zipCodes = await loadZipCodes(database.db);
  if (zipCodes) app.log.info({ zipCodes }, 'ZIP codes loaded');
  if (config.SEED_DEMO) {
    const seeded = await seedDemoData(database.db);
    if (seeded) app.log.info(seeded, 'demo data loaded');
  }
  const ctx = await createContext({ config, db: database.db });
  await app.register(securityHeaders);
  await app.register(responseCompression);
  await app.register(apiPlugin(ctx), { prefix: API_PREFIX });
  await app.register(webHost(config.PUBLIC_URL));
  const feeds = startPartnerFeedSchedule({ db: database.db, clock: ctx.clock, log: app.log }, partnerFeedSources(config), config.PARTNER_FEED_REFRESH_MINUTES);

  const maintain = () =>
    database.maintain().catch((error: unknown) => app.log.warn({ err: error }, 'database maintenance failed'));
  const maintenance = setInterval(() => void maintain(), MAINTENANCE_INTERVAL_MS).unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; new ones get 503; then the database is checkpointed and closed.
    clearInterval(maintenance);
    await app.close();
    await feeds.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Fresh statistics soon after start (demo data, a restored directory), then on the interval.
  void maintain();
}

main().catch((error: unknown) => {
  // The logger may not exist yet: report startup failures plainly and stop.
  process.stderr.write(`Chairside failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
