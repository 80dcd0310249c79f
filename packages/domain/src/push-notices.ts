// Web Push (standard VAPID) for the installable app (ADR 54): the subscription a browser gives,
// and the switches of the push routes (the push column of the notice preferences, ADR 78).
import { z } from 'zod';

export const PUSH_KINDS = ['messages', 'interviews', 'matchingJobs'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** Browsers an account may have subscribed at once; a further one replaces the oldest. */
export const PUSH_DEVICE_LIMIT = 5;

/**
 * The browsers' own push services, the only places a subscription may point: Chrome, Edge on
 * Android, Opera, Samsung (Firebase Cloud Messaging), Firefox (Mozilla autopush), Edge on Windows
 * (Windows Push Notification Services, one host per data centre) and Safari (Apple).
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
export const PUSH_SERVICE_HOST_SUFFIXES: readonly string[] = ['.notify.windows.com'];

/** Whether an endpoint is an https address on a browser's push service (the standard port, no credentials). */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
}

const base64Url = (field: string, max: number) =>
  z
    .string({ error: `${field} is the browser's key, base64url.` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${field} is the browser's key, base64url.`)
    .max(max, `${field} is at most ${max} characters.`);

/** What PushSubscription.toJSON() gives (expirationTime is accepted and ignored). */
export const PushSubscriptionInputSchema = z.strictObject({
  endpoint: z
    .string({ error: 'endpoint is the push service address (https).' })
    .max(2000, 'endpoint is at most 2000 characters.')
    .url('endpoint is the push service address (https).')
    .refine((value) => value.startsWith('https://'), 'endpoint is the push service address (https).'),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64Url('keys.p256dh', 200), auth: base64Url('keys.auth', 100) }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

export const PushUnsubscribeSchema = z.strictObject({
  endpoint: z.string({ error: 'endpoint is the push service address.' }).max(2000, 'endpoint is at most 2000 characters.'),
});

export const PushPreferencesSchema = z.strictObject({
  messages: z.boolean({ error: 'messages is true or false.' }),
  interviews: z.boolean({ error: 'interviews is true or false.' }),
  matchingJobs: z.boolean({ error: 'matchingJobs is true or false.' }),
});
export type PushPreferences = z.infer<typeof PushPreferencesSchema>;

export const PushSettingsSchema = z.object({
  /** The server's VAPID public key (base64url) for PushManager.subscribe. */
  publicKey: z.string(),
  preferences: PushPreferencesSchema,
  /** Browsers of this person that receive notices. */
  devices: z.number().int(),
});
export type PushSettings = z.infer<typeof PushSettingsSchema>;
