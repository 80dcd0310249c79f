import type { PushPreferences, PushSettings, PushSubscriptionInput } from '@chairside/domain/push-notices';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { vapidKeys } from './push-delivery';
import { pushEndpointAllowed } from './push-endpoints';
import { countDevices, deleteSubscription, findPreferences, savePreferences, upsertSubscription } from './push-repository';

/** GET users/{id}/push: the VAPID public key, the switches and how many browsers are subscribed. */
export async function getPushSettings(ctx: AppContext, username: string): Promise<PushSettings> {
  const userId = await requireCallerId(ctx, username);
  const [keys, preferences, devices] = await Promise.all([vapidKeys(ctx), findPreferences(ctx.db, userId), countDevices(ctx.db, userId)]);
  return { publicKey: keys.publicKey, preferences, devices };
}

/** PUT users/{id}/push/preferences: one switch per kind. */
export async function setPushPreferences(ctx: AppContext, username: string, preferences: PushPreferences): Promise<PushSettings> {
  const userId = await requireCallerId(ctx, username);
  await savePreferences(ctx.db, userId, preferences);
  return getPushSettings(ctx, username);
}

/**
 * POST users/{id}/push/subscriptions: this browser receives the person's notices; past
 * PUSH_DEVICE_LIMIT browsers the oldest stops. An endpoint off the browsers' push services: 400;
 * someone else's endpoint: 409; nothing changes.
 */
export async function subscribePush(ctx: AppContext, username: string, input: PushSubscriptionInput): Promise<PushSettings> {
  const userId = await requireCallerId(ctx, username);
  if (!pushEndpointAllowed(ctx.config, input.endpoint))
    throw new AppError('VALIDATION', 'endpoint is not a browser’s push service (Chrome, Firefox, Edge or Safari).', { field: 'endpoint' });
  if (!(await upsertSubscription(ctx.db, userId, input.endpoint, input.keys)))
    throw new AppError('CONFLICT', 'This browser receives another account’s notices. Sign that account out first.', { field: 'endpoint' });
  return getPushSettings(ctx, username);
}

/** DELETE users/{id}/push/subscriptions {endpoint}: this browser stops (at sign-out, or the switch). Not the person's: 204, nothing changes. */
export async function unsubscribePush(ctx: AppContext, username: string, endpoint: string): Promise<void> {
  const userId = await requireCallerId(ctx, username);
  await deleteSubscription(ctx.db, userId, endpoint);
}
