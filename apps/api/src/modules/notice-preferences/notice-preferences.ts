import type { Role } from '@chairside/domain/accounts';
import {
  DEFAULT_CHANNELS,
  kindsForRole,
  PREFERENCE_KINDS,
  type NoticePreferences,
  type NoticePreferencesUpdate,
  type PreferenceKind,
} from '@chairside/domain/notice-preferences';
import { requireCaller } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { changeTexts, textSettingsOf } from '../sms/public-api';
import { saveCells, storedCells, type Cell } from './preferences-repository';

const ROLE_WORDS: Record<Role, string> = { staff: 'job seekers', employer: 'practices', admin: 'administrators' };

/** GET users/{id}/notice-preferences: each kind of notice of the person's role by channel, and their texts settings. */
export async function getNoticePreferences(ctx: AppContext, username: string): Promise<NoticePreferences> {
  const person = await requireCaller(ctx, username);
  const [cells, texts] = await Promise.all([storedCells(ctx.db, person.id), textSettingsOf(ctx, person.id)]);
  const stored = (kind: PreferenceKind, channel: 'email' | 'push') =>
    cells.find((cell) => cell.kind === kind && cell.channel === channel)?.enabled ?? DEFAULT_CHANNELS[channel];
  return {
    kinds: kindsForRole(person.role).map((kind) => ({ kind, email: stored(kind, 'email'), push: stored(kind, 'push'), sms: texts.optedIn.has(kind) })),
    sms: texts.settings,
  };
}

/**
 * PUT users/{id}/notice-preferences: sets the channels of the kinds given, in one transaction:
 * email and push where they are kept, texts as consent records (ADR 78). A kind that is not one
 * of the person's role: 400 naming it, nothing changes.
 */
export async function saveNoticePreferences(
  ctx: AppContext,
  auth: { username: string; delegated: boolean },
  input: NoticePreferencesUpdate,
): Promise<NoticePreferences> {
  const person = await requireCaller(ctx, auth.username);
  const allowed = kindsForRole(person.role);
  const given = PREFERENCE_KINDS.flatMap((kind) => {
    const channels = input.preferences[kind];
    return channels ? [{ kind, channels }] : [];
  });
  const foreign = given.find((entry) => !allowed.includes(entry.kind));
  if (foreign)
    throw new AppError('VALIDATION', `${foreign.kind} is not a kind of notice for ${ROLE_WORDS[person.role]}.`, { field: `preferences.${foreign.kind}` });

  const cells: Cell[] = given.flatMap(({ kind, channels }) => [
    { kind, channel: 'email' as const, enabled: channels.email },
    { kind, channel: 'push' as const, enabled: channels.push },
  ]);
  await ctx.db.transaction(async (tx) => {
    await saveCells(tx, person.id, cells, ctx.clock.now());
    await changeTexts(
      ctx,
      tx,
      { userId: person.id, delegated: auth.delegated },
      given.map(({ kind, channels }) => ({ kind, on: channels.sms })),
      input.smsConsentWording,
    );
  });
  return getNoticePreferences(ctx, auth.username);
}
