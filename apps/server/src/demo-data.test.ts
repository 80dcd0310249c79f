import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@chairside/db/client';
import { DEMO_ADMIN, DEMO_ADMIN_TOTP_KEY, DEMO_EMPLOYER } from '@chairside/db/seed';
import { openTestDatabase } from '@chairside/api/testing/test-database';
import { testConfig } from '@chairside/api/testing/test-api';
import { loadDemoData } from './demo-data';

// The demo data at start: none on a production site unless SEED_DEMO=true asks for it, and then
// never the demo administrator, whose password is published in the README (ADR 65). The demo
// administrator has the authenticator key published there, unless SEED_DEMO_ADMIN_TWO_STEP=false (ADR 105).

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://jobs.chairside.example' };
const quietLog = { info: () => undefined } as unknown as FastifyBaseLogger;

let database: DatabaseHandle | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

async function accounts(handle: DatabaseHandle) {
  const { rows } = await handle.db.execute<{ email: string; role: string }>(
    sql`select email, role from users where email in (${DEMO_ADMIN.email}, ${DEMO_EMPLOYER.email}) or role = 'admin' order by email`,
  );
  return { total: (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows[0].n, named: rows };
}

describe('demo data at start', () => {
  it('is not loaded on a production site by default', async () => {
    database = await openTestDatabase();
    const config = testConfig(PRODUCTION);
    expect(config.SEED_DEMO).toBe(false);
    expect(await loadDemoData(config, database.db, quietLog)).toBeNull();
    expect((await accounts(database)).total).toBe(0);
  });

  it('is loaded on a production site that asks (SEED_DEMO=true), without the demo administrator', async () => {
    database = await openTestDatabase();
    const seeded = await loadDemoData(testConfig({ ...PRODUCTION, SEED_DEMO: 'true' }), database.db, quietLog);
    expect(seeded).toMatchObject({ admins: 0 });
    expect((await accounts(database)).named).toEqual([{ email: DEMO_EMPLOYER.email, role: 'employer' }]);
  }, 120_000);

  it('gives the demo administrator of a local try-out the published authenticator key, turned on', async () => {
    database = await openTestDatabase();
    expect(await loadDemoData(testConfig({}), database.db, quietLog)).toMatchObject({ admins: 1 });
    expect(await demoAdminSecondFactors(database)).toEqual([{ secret: DEMO_ADMIN_TOTP_KEY, confirmed: true }]);
  }, 180_000);

  it('gives them none with SEED_DEMO_ADMIN_TWO_STEP=false: they set one up at sign-in', async () => {
    database = await openTestDatabase();
    expect(await loadDemoData(testConfig({ SEED_DEMO_ADMIN_TWO_STEP: 'false' }), database.db, quietLog)).toMatchObject({ admins: 1 });
    expect(await demoAdminSecondFactors(database)).toEqual([]);
  }, 180_000);
});

/** The demo administrator's authenticator secrets, and whether each was turned on. */
async function demoAdminSecondFactors(handle: DatabaseHandle) {
  const { rows } = await handle.db.execute<{ secret: string; confirmed: boolean }>(
    sql`select f.totp_secret as secret, f.enabled_at is not null as confirmed from second_factors f join users u on u.id = f.user_id where u.email = ${DEMO_ADMIN.email}`,
  );
  return rows;
}
