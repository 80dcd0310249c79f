import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { randomToken } from './tokens';

/**
 * The key that signs access tokens: AUTH_SECRET when set, otherwise one generated once and kept
 * in the database, so every instance sharing the database agrees on it.
 */
export async function resolveAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.execute(sql`insert into app_settings (key, value) values ('auth_secret', ${randomToken(48)}) on conflict (key) do nothing`);
  const result = await db.execute<{ value: string }>(sql`select value from app_settings where key = 'auth_secret'`);
  return result.rows[0].value;
}
