import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { idempotencyKeys, usedNonces } from '@chairside/db/schema';

export type KeyRow = typeof idempotencyKeys.$inferSelect;

/** Claims the key for this request (true), or false when someone already holds it. */
export async function claimKey(db: Database, scope: string, key: string, requestHash: string): Promise<boolean> {
  const rows = await db.insert(idempotencyKeys).values({ scope, key, requestHash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/**
 * Takes over a claim still pending after `staleSeconds` (its process stopped before answering):
 * true when this request now holds it. Only for the same request body.
 */
export async function takeOverStaleKey(db: Database, scope: string, key: string, requestHash: string, staleSeconds: number): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.requestHash, requestHash),
        eq(idempotencyKeys.status, 'pending'),
        sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${staleSeconds})`,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(db: Database, scope: string, key: string): Promise<KeyRow | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

export async function completeKey(db: Database, scope: string, key: string, answer: { status: number; body: unknown; userId: number | null }): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: 'done', responseStatus: answer.status, responseBody: answer.body, userId: answer.userId })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

export async function releaseKey(db: Database, scope: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.status, 'pending')));
}

/** Marks a nonce used: true the first time, false when it was used before. */
export async function claimNonce(db: Database, nonce: string, now: Date): Promise<boolean> {
  const rows = await db.insert(usedNonces).values({ nonce, usedAt: now }).onConflictDoNothing().returning({ nonce: usedNonces.nonce });
  return rows.length > 0;
}
