import type { Channels, PreferenceKind } from '@chairside/domain/notice-preferences';
import { textsOnAmong } from '../sms/public-api';
import { channelOnAmong, type PreferencesReader } from './preferences-repository';

/**
 * Of these people, by which channels a notice of this kind reaches each, in three queries however
 * many people: email and push as each chose (on by default); sms only for a person who opted in to
 * texts of this kind for a verified number that has not replied STOP. A sender calls it in its
 * own transaction and queues each channel that is on (push still needs a subscribed browser).
 */
export async function channelsForMany(db: PreferencesReader, userIds: number[], kind: PreferenceKind): Promise<Map<number, Channels>> {
  // One after another: a transaction's connection takes one query at a time.
  const email = await channelOnAmong(db, userIds, kind, 'email');
  const push = await channelOnAmong(db, userIds, kind, 'push');
  const sms = await textsOnAmong(db, userIds, kind);
  return new Map([...new Set(userIds)].map((id) => [id, { email: email.get(id) ?? true, push: push.get(id) ?? true, sms: sms.has(id) }]));
}

/** By which channels a notice of this kind reaches one person (see channelsForMany). */
export async function channelsFor(db: PreferencesReader, userId: number, kind: PreferenceKind): Promise<Channels> {
  return (await channelsForMany(db, [userId], kind)).get(userId)!;
}
