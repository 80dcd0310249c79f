import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@chairside/db/client';
import { seedDemoData } from '@chairside/db/seed';
import { isProductionSite, type Config } from '@chairside/api/platform/config';

/**
 * The demo marketplace, when SEED_DEMO asks for it (by default only a local try-out does). A
 * production site that asks gets it without the demo administrator, whose password is published
 * in the README (ADR 65). The demo administrator has the authenticator key published there too
 * (ADR 105), unless SEED_DEMO_ADMIN_TWO_STEP=false.
 */
export async function loadDemoData(
  config: Pick<Config, 'SEED_DEMO' | 'NODE_ENV' | 'PUBLIC_URL'> & Partial<Pick<Config, 'SEED_DEMO_ADMIN_TWO_STEP'>>,
  db: Database,
  log: FastifyBaseLogger,
) {
  if (!config.SEED_DEMO) return null;
  const admin = !isProductionSite(config);
  const seeded = await seedDemoData(db, { admin, adminTwoStep: config.SEED_DEMO_ADMIN_TWO_STEP ?? true });
  if (seeded) log.info(seeded, admin ? 'demo data loaded' : 'demo data loaded, without the demo administrator (a production site)');
  return seeded;
}
