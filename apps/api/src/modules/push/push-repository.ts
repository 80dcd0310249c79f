import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { pushSubscriptions } from '@chairside/db/schema';
import { PUSH_DEVICE_LIMIT, PUSH_KINDS, type PushPreferences } from '@chairside/domain/push-notices';
import type { PreferenceKind } from '@chairside/domain/notice-preferences';
import { channelOnAmong, pushChoicesOf, saveNoticeChoices } from '../notice-preferences/public-api';

/** The person's switches: the push column of their notice preferences (ADR 78); never chosen: on. */
export async function findPreferences(db: Database, userId: number): Promise<PushPreferences> {
  const stored = await pushChoicesOf(db, userId);
  return { messages: stored.messages ?? true, interviews: stored.interviews ?? true, matchingJobs: stored.matchingJobs ?? true };
}

/** Of these people, those with a browser subscribed and the switch of this kind on (never chosen: on). */
export async function usersWithPushOn(db: Database, userIds: number[], kind: PreferenceKind): Promise<Set<number>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Set();
  const subscribed = await db.selectDistinct({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(inArray(pushSubscriptions.userId, ids));
  const on = await channelOnAmong(
    db,
    subscribed.map((row) => Number(row.userId)),
    kind,
    'push',
  );
  return new Set([...on].filter(([, enabled]) => enabled).map(([userId]) => userId));
}

export async function savePreferences(db: Database, userId: number, values: PushPreferences): Promise<void> {
  await saveNoticeChoices(
    db,
    userId,
    PUSH_KINDS.map((kind) => ({ kind, channel: 'push' as const, enabled: values[kind] })),
    new Date(),
  );
}

export async function countDevices(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return Number(row?.n ?? 0);
}

/**
 * Keeps a browser's subscription for the person (again: its keys are refreshed and it counts as
 * the newest), and stops the oldest past PUSH_DEVICE_LIMIT, in one transaction. An endpoint held
 * by someone else: false, nothing changes (a browser changes hands by unsubscribing at sign-out).
 */
export async function upsertSubscription(db: Database, userId: number, endpoint: string, keys: { p256dh: string; auth: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { p256dh: keys.p256dh, auth: keys.auth, createdAt: sql`now()` },
        setWhere: eq(pushSubscriptions.userId, userId),
      })
      .returning({ id: pushSubscriptions.id });
    if (rows.length === 0) return false;
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_DEVICE_LIMIT);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
    return true;
  });
}

/** Removes the person's subscription for this endpoint (someone else's: untouched); answers whether one went. */
export async function deleteSubscription(db: Database, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The person's browsers, newest first, at most PUSH_DEVICE_LIMIT. */
export async function subscriptionsOf(db: Database, userId: number) {
  return db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(PUSH_DEVICE_LIMIT);
}

export async function deleteSubscriptionById(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** The VAPID pair kept for the instance when none is configured: made once, the same for every instance. */
export async function storedVapidKeys(db: Database, make: () => { publicKey: string; privateKey: string }): Promise<{ publicKey: string; privateKey: string }> {
  const made = make();
  await db.execute(sql`insert into app_settings (key, value) values ('vapid_keys', ${JSON.stringify(made)}) on conflict (key) do nothing`);
  const result = await db.execute<{ value: string }>(sql`select value from app_settings where key = 'vapid_keys'`);
  return JSON.parse(result.rows[0].value) as { publicKey: string; privateKey: string };
}
