// A practice's API keys: made (the key shown once), listed, revoked (ADR 111).
import { and, desc, eq, isNull } from 'drizzle-orm';
import { apiKeys } from '@chairside/db/schema';
import type { ApiKey, ApiKeyInput, ApiKeyScope, CreatedApiKey } from '@chairside/domain/integrations';
import { newApiKey } from '../../platform/api-keys';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';

/** Live keys a practice may hold at once. */
export const LIVE_KEY_LIMIT = 20;

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

type Row = { id: number; name: string; prefix: string; scopes: string[]; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null };
const view = (row: Row): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as ApiKeyScope[],
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export async function listApiKeys(ctx: AppContext, username: string): Promise<ApiKey[]> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const rows = await ctx.db.select(columns).from(apiKeys).where(eq(apiKeys.employerId, employerId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(view);
}

export async function createApiKey(ctx: AppContext, username: string, input: ApiKeyInput): Promise<CreatedApiKey> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const { key, prefix, hash } = newApiKey();
  const scopes = [...new Set(input.scopes)];
  const row = await ctx.db.transaction(async (tx) => {
    const live = await tx
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.employerId, employerId), isNull(apiKeys.revokedAt)))
      .for('update');
    if (live.length >= LIVE_KEY_LIMIT)
      throw new AppError('CONFLICT', `A practice holds at most ${LIVE_KEY_LIMIT} live keys: revoke one first.`, { field: 'name' });
    const [inserted] = await tx
      .insert(apiKeys)
      .values({ employerId, name: input.name, prefix, secretHash: hash, scopes, createdAt: ctx.clock.now() })
      .returning(columns);
    return inserted;
  });
  return { ...view(row), key };
}

export async function revokeApiKey(ctx: AppContext, username: string, keyId: number): Promise<ApiKey> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const [existing] = await ctx.db
    .select(columns)
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.employerId, employerId)));
  if (!existing) throw notFound('That API key');
  if (existing.revokedAt) return view(existing);
  const [row] = await ctx.db.update(apiKeys).set({ revokedAt: ctx.clock.now() }).where(eq(apiKeys.id, keyId)).returning(columns);
  return view(row);
}
