import webPush from 'web-push';
import type { PushKind } from '@chairside/domain/push-notices';
import type { AppContext } from '../../platform/context';
import { deleteSubscriptionById, findPreferences, storedVapidKeys, subscriptionsOf, usersWithPushOn } from './push-repository';

/** tag: notices with the same tag replace each other on the device (default: the kind). */
export type PushNotice = { title: string; body: string; url: string; tag?: string };
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };
/** The port: delivers one encrypted notice to one browser; answers the push service's status. */
export type PushTransport = (target: PushTarget, payload: string, vapid: { subject: string; publicKey: string; privateKey: string }) => Promise<number>;

const webPushTransport: PushTransport = async (target, payload, vapid) => {
  try {
    const result = await webPush.sendNotification(target, payload, { vapidDetails: vapid, TTL: 24 * 60 * 60, timeout: 10_000 });
    return result.statusCode;
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number') return status;
    throw error;
  }
};

/** Notices the test transport took, newest last (tests only). */
export const deliveredInTests: { endpoint: string; notice: PushNotice }[] = [];
const testTransport: PushTransport = async (target, payload) => {
  deliveredInTests.push({ endpoint: target.endpoint, notice: JSON.parse(payload) as PushNotice });
  return 201;
};

let cachedKeys: Promise<{ publicKey: string; privateKey: string }> | null = null;

/** The VAPID keys: from config, else the pair kept in the database (made on first use). */
export function vapidKeys(ctx: AppContext): Promise<{ publicKey: string; privateKey: string }> {
  if (ctx.config.VAPID_PUBLIC_KEY && ctx.config.VAPID_PRIVATE_KEY) return Promise.resolve({ publicKey: ctx.config.VAPID_PUBLIC_KEY, privateKey: ctx.config.VAPID_PRIVATE_KEY });
  if (ctx.config.NODE_ENV === 'test') return storedVapidKeys(ctx.db, () => webPush.generateVAPIDKeys());
  cachedKeys ??= storedVapidKeys(ctx.db, () => webPush.generateVAPIDKeys()).catch((error: unknown) => {
    cachedKeys = null;
    throw error;
  });
  return cachedKeys;
}

/**
 * Of these people, those a notice of this kind would reach (a browser subscribed, the switch on),
 * in one query: a pass over many people sends only to them. Never throws (none on failure).
 */
export async function pushRecipientsAmong(ctx: AppContext, userIds: number[], kind: PushKind, log?: { error: (details: object, message: string) => void }): Promise<Set<number>> {
  try {
    return await usersWithPushOn(ctx.db, userIds, kind);
  } catch (error) {
    log?.error({ err: error }, 'push recipients not read');
    return new Set();
  }
}

/**
 * Sends a notice of one kind to every browser the person subscribed, when their switch for that
 * kind is on. A subscription the push service says is gone (404, 410) is removed. Never throws:
 * a notice is a courtesy beside the email and the app.
 */
export async function sendPushNotice(ctx: AppContext, userId: number, kind: PushKind, notice: PushNotice, log?: { error: (details: object, message: string) => void }): Promise<number> {
  try {
    const preferences = await findPreferences(ctx.db, userId);
    if (!preferences[kind]) return 0;
    const targets = await subscriptionsOf(ctx.db, userId);
    if (targets.length === 0) return 0;
    const keys = await vapidKeys(ctx);
    const vapid = { subject: ctx.config.VAPID_SUBJECT, ...keys };
    const transport = ctx.config.NODE_ENV === 'test' ? testTransport : webPushTransport;
    const payload = JSON.stringify({ ...notice, kind });
    let sent = 0;
    for (const target of targets) {
      const status = await transport({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, vapid).catch(() => 0);
      if (status === 404 || status === 410) await deleteSubscriptionById(ctx.db, target.id);
      else if (status >= 200 && status < 300) sent += 1;
    }
    return sent;
  } catch (error) {
    log?.error({ err: error }, 'a push notice was not sent');
    return 0;
  }
}
