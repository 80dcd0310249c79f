import { randomUUID } from 'node:crypto';
import webPush from 'web-push';
import { z } from 'zod';
import { PREFERENCE_KINDS, type PreferenceKind } from '@chairside/domain/notice-preferences';
import type { Database } from '@chairside/db/client';
import type { Config } from '../../platform/config';
import type { AppContext } from '../../platform/context';
import { noticeKind, type NoticeWriter } from '../../platform/notice-queue';
import { isLocalPushService, pushAgent, pushEndpointAllowed } from './push-endpoints';
import { pushChoicesOf } from '../notice-preferences/public-api';
import { deleteSubscriptionById, storedVapidKeys, subscriptionsOf, usersWithPushOn } from './push-repository';

/** tag: notices with the same tag replace each other on the device (default: the kind). */
export type PushNotice = { title: string; body: string; url: string; tag?: string };
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };
/** The port: delivers one encrypted notice to one browser; answers the push service's status. */
export type PushTransport = (target: PushTarget, payload: string, vapid: { subject: string; publicKey: string; privateKey: string }) => Promise<number>;
type ErrorLog = { error: (details: object, message: string) => void };

/** A push service that has not answered one send by then is given up on for this notice. */
export const PUSH_ENDPOINT_TIMEOUT_MS = 5_000;
/** One notice to all of a person's browsers (sent side by side) ends by then, whatever the services do. */
export const PUSH_NOTICE_BUDGET_MS = 7_000;

const webPushTransport: PushTransport = async (target, payload, vapid) => {
  try {
    const result = await webPush.sendNotification(target, payload, {
      vapidDetails: vapid,
      TTL: 24 * 60 * 60,
      timeout: PUSH_ENDPOINT_TIMEOUT_MS,
      agent: pushAgent,
    });
    return result.statusCode;
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number') return status;
    throw error;
  }
};

/** Notices the recorded transport took, newest last (tests only). */
export const deliveredInTests: { endpoint: string; notice: PushNotice }[] = [];
const recordedTransport: PushTransport = async (target, payload) => {
  deliveredInTests.push({ endpoint: target.endpoint, notice: JSON.parse(payload) as PushNotice });
  return 201;
};

/**
 * The transport PUSH_TRANSPORT chooses, built once with the app context (ADR 92): web-push, or
 * 'recorded' (tests), which keeps notices in memory except those to the local push service a test
 * opened (PUSH_LOCAL_SERVICE_URL), which are sent.
 */
export function createPushTransport(config: Pick<Config, 'PUSH_TRANSPORT' | 'PUSH_LOCAL_SERVICE_URL'>): PushTransport {
  if (config.PUSH_TRANSPORT === 'web-push') return webPushTransport;
  return (target, payload, vapid) => (isLocalPushService(config, target.endpoint) ? webPushTransport : recordedTransport)(target, payload, vapid);
}

/** The key pair kept in each database, read (or made) once per database while it is in use. */
const storedKeys = new WeakMap<Database, Promise<{ publicKey: string; privateKey: string }>>();

/** The VAPID keys: from config, else the pair kept in the database (made on first use). */
export function vapidKeys(ctx: AppContext): Promise<{ publicKey: string; privateKey: string }> {
  if (ctx.config.VAPID_PUBLIC_KEY && ctx.config.VAPID_PRIVATE_KEY)
    return Promise.resolve({ publicKey: ctx.config.VAPID_PUBLIC_KEY, privateKey: ctx.config.VAPID_PRIVATE_KEY });
  const cached = storedKeys.get(ctx.db);
  if (cached) return cached;
  const keys = storedVapidKeys(ctx.db, () => webPush.generateVAPIDKeys()).catch((error: unknown) => {
    storedKeys.delete(ctx.db);
    throw error;
  });
  storedKeys.set(ctx.db, keys);
  return keys;
}

/**
 * Of these people, those a notice of this kind would reach (a browser subscribed, the switch on),
 * in one query: a pass over many people sends only to them. Never throws (none on failure).
 */
export async function pushRecipientsAmong(ctx: AppContext, userIds: number[], kind: PreferenceKind, log?: ErrorLog): Promise<Set<number>> {
  try {
    return await usersWithPushOn(ctx.db, userIds, kind);
  } catch (error) {
    log?.error({ err: error }, 'push recipients not read');
    return new Set();
  }
}

/** The work's answer, or the fallback once the time is up (the work itself ends by its own timeout). */
function withinBudget<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A push service that failed for a reason that may pass (no answer, 429, 5xx): worth another attempt. */
const isTransient = (status: number) => status === 0 || status === 429 || status >= 500;

/**
 * Sends a notice of one kind to every browser the person subscribed, side by side, when their
 * switch for that kind is on; answers how many took it. A subscription the push service says is
 * gone (404, 410), or one that no longer points at a push service, is removed. Never takes
 * longer than PUSH_NOTICE_BUDGET_MS; throws only when no browser took it and some service failed
 * in a way that may pass, so the queue tries again later.
 */
export async function deliverPushNotice(ctx: AppContext, userId: number, kind: PreferenceKind, notice: PushNotice): Promise<number> {
  const sending = async () => {
    // The person's push choice for the kind as it is when sent (never chosen: on).
    if ((await pushChoicesOf(ctx.db, userId))[kind] === false) return 0;
    const targets = await subscriptionsOf(ctx.db, userId);
    if (targets.length === 0) return 0;
    const keys = await vapidKeys(ctx);
    const vapid = { subject: ctx.config.VAPID_SUBJECT, ...keys };
    const payload = JSON.stringify({ ...notice, kind });
    const statuses = await Promise.all(
      targets.map(async (target) => {
        if (!pushEndpointAllowed(ctx.config, target.endpoint)) return 410;
        const send = ctx.push({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, vapid);
        return withinBudget(
          send.catch(() => 0),
          PUSH_ENDPOINT_TIMEOUT_MS + 1_000,
          0,
        );
      }),
    );
    const gone = targets.filter((_target, index) => statuses[index] === 404 || statuses[index] === 410);
    for (const target of gone) await deleteSubscriptionById(ctx.db, target.id);
    const taken = statuses.filter((status) => status >= 200 && status < 300).length;
    if (taken === 0 && statuses.some(isTransient)) throw new Error(`no push service took the notice (${statuses.join(', ')})`);
    return taken;
  };
  // Out of time is a failure that may pass: the queue tries the notice again later.
  const taken = await withinBudget<number | null>(sending(), PUSH_NOTICE_BUDGET_MS, null);
  if (taken === null) throw new Error('the push services did not answer within the budget');
  return taken;
}

const PushNoticeSchema = z.object({
  userId: z.number().int().positive(),
  kind: z.enum(PREFERENCE_KINDS),
  notice: z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string().optional() }),
});

/** One push notice to one person's browsers; a few attempts, as it is a courtesy beside the email and the app. */
export const PUSH_NOTICE = noticeKind('push', PushNoticeSchema, { maxAttempts: 5, backoffMs: 30_000, maxBackoffMs: 600_000 });

/** The queue's handler of push notices; the push module registers it. */
export function handlePushNotices(ctx: AppContext): void {
  ctx.notices.handle(PUSH_NOTICE, (queued) => deliverPushNotice(ctx, queued.payload.userId, queued.payload.kind, queued.payload.notice));
}

/**
 * Puts a push notice on the notice queue, in the transaction of the change it announces (tx;
 * the database when left out): the request or pass that announces something never waits for a
 * push service. key: names the notice once (a second one with the key is not queued). The one
 * way modules send a push notice.
 */
export async function queuePushNotice(
  ctx: AppContext,
  userId: number,
  kind: PreferenceKind,
  notice: PushNotice,
  options: { tx?: NoticeWriter; key?: string } = {},
): Promise<void> {
  await ctx.notices.enqueue(options.tx ?? ctx.db, { kind: PUSH_NOTICE, key: `push:${options.key ?? randomUUID()}`, payload: { userId, kind, notice } });
}
