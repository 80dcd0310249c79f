// Idempotency-Key: the first request with a key (per caller) claims it and its answer is kept;
// the same key with the same body gets that answer again (waiting while the first is still
// running: ten at once charge once), the same key with another body is a 409. A declined payment
// (402) is kept too; any other failure frees the key so that the request may be tried again.
// A claim whose process stopped before answering is taken over by the same request after
// STALE_CLAIM_SECONDS: it runs again, and a single-use nonce it already spent is refused by name.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiErrorBody } from '@chairside/domain/api-errors';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { claimKey, completeKey, findKey, releaseKey, takeOverStaleKey } from './idempotency-repository';

export type StoredAnswer = { status: number; body: unknown; userId: number | null };

const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 30_000;
/** Longer than any payment takes (the gateway's calls time out well before). */
export const STALE_CLAIM_SECONDS = 120;

/** A stable hash of a request: its path and its parsed body with object keys in order. */
export function requestHash(path: string, body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, entry]) => entry !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, entry]) => [key, canonical(entry)]),
      );
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify([path, canonical(body)]))
    .digest('hex');
}

const otherBody = () =>
  new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request. Use a new key for a new payment.', { field: 'Idempotency-Key' });

/** Turns a kept answer back into what the first request answered. */
function replayed(stored: StoredAnswer): StoredAnswer {
  if (stored.status < 400) return stored;
  const body = stored.body as ApiErrorBody;
  const item = body.errors[0];
  throw new AppError('PAYMENT_DECLINED', item.message, { field: item.field, reason: body.reason });
}

/**
 * Runs `run` once per (scope, key): without a key it simply runs. `onReplay` is called before a
 * kept success is answered again (prepay starts a session there).
 */
export async function withIdempotency(
  ctx: AppContext,
  scope: string,
  key: string | undefined,
  hash: string,
  run: () => Promise<StoredAnswer>,
  onReplay?: (stored: StoredAnswer) => Promise<void>,
): Promise<StoredAnswer> {
  if (!key) return run();
  const started = Date.now();
  for (;;) {
    if (await claimKey(ctx.db, scope, key, hash)) break;
    const existing = await findKey(ctx.db, scope, key);
    if (!existing) continue;
    if (existing.requestHash !== hash) throw otherBody();
    if (existing.status === 'done' && existing.responseStatus !== null) {
      const stored = { status: existing.responseStatus, body: existing.responseBody, userId: existing.userId };
      if (stored.status < 400 && onReplay) await onReplay(stored);
      return replayed(stored);
    }
    if (await takeOverStaleKey(ctx.db, scope, key, hash, STALE_CLAIM_SECONDS)) break;
    if (Date.now() - started > WAIT_LIMIT_MS)
      throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed. Try again in a moment.', { field: 'Idempotency-Key' });
    await sleep(WAIT_STEP_MS);
  }
  try {
    const answer = await run();
    await completeKey(ctx.db, scope, key, answer);
    return answer;
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYMENT_DECLINED') {
      const body: ApiErrorBody = { errors: [error.toItem()], ...(error.reason ? { reason: error.reason } : {}) };
      await completeKey(ctx.db, scope, key, { status: error.status, body, userId: null });
    } else {
      await releaseKey(ctx.db, scope, key);
    }
    throw error;
  }
}
