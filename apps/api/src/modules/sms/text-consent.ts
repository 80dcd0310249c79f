import { timeZoneOfUser } from '@chairside/db/zip-codes';
import type { NoticePreferences, PreferenceKind } from '@chairside/domain/notice-preferences';
import { DEFAULT_QUIET_HOURS, formatUsPhone, parseQuietHours, smsConsentWording } from '@chairside/domain/sms';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { phoneState } from './phone-number';
import { consentHistory, findPhone, insertConsents, optedInKinds, stoppedAt, type SmsDb } from './sms-repository';

/** Consent records settings show, newest first. */
const HISTORY_SHOWN = 20;

/** The texts part of a person's notice settings, and the kinds texts are on for. */
export async function textSettingsOf(ctx: AppContext, userId: number): Promise<{ settings: NoticePreferences['sms']; optedIn: Set<PreferenceKind> }> {
  const [phone, timeZone, history] = await Promise.all([
    phoneState(ctx, userId),
    timeZoneOfUser(ctx.db, userId),
    consentHistory(ctx.db, userId, HISTORY_SHOWN),
  ]);
  const optedIn = phone ? await optedInKinds(ctx.db, userId, phone.number) : new Set<PreferenceKind>();
  return {
    optedIn,
    settings: {
      phone,
      consentWording: phone?.verified ? smsConsentWording(phone.number) : null,
      quietHours: parseQuietHours(ctx.config.SMS_QUIET_HOURS) ?? DEFAULT_QUIET_HOURS,
      timeZone,
      consents: history.map((record) => ({
        at: record.createdAt.toISOString(),
        kind: record.kind as PreferenceKind | null,
        action: record.action,
        source: record.source,
        phone: formatUsPhone(record.phone),
        wording: record.wording,
      })),
    },
  };
}

export type TextChange = { kind: PreferenceKind; on: boolean };

/**
 * Turns texts on or off for kinds of notice, in the caller's transaction, and records each change
 * (TCPA): an opt-in with the time, the number and the consent wording the person was shown, sent
 * back word for word; an opt-out with the time and the number. Turning on needs a verified number
 * that did not reply STOP, and the account's owner (not a delegated session).
 */
export async function changeTexts(
  ctx: AppContext,
  tx: SmsDb,
  who: { userId: number; delegated: boolean },
  changes: TextChange[],
  wording: string | undefined,
): Promise<void> {
  const phone = await findPhone(tx, who.userId);
  const current = phone ? await optedInKinds(tx, who.userId, phone.phone) : new Set<PreferenceKind>();
  const turningOn = changes.filter((change) => change.on && !current.has(change.kind)).map((change) => change.kind);
  const turningOff = changes.filter((change) => !change.on && current.has(change.kind)).map((change) => change.kind);
  if (turningOn.length > 0) {
    const field = `preferences.${turningOn[0]}.sms`;
    if (!phone?.verifiedAt) throw new AppError('CONFLICT', 'Add your mobile number and enter the code we text to it before turning on texts.', { field });
    if (await stoppedAt(tx, phone.phone))
      throw new AppError('CONFLICT', `${formatUsPhone(phone.phone)} replied STOP to our texts. Reply START to one of them to get texts again.`, { field });
    if (who.delegated) throw new AppError('FORBIDDEN', 'Only the account’s owner can agree to receive texts.', { field });
    if (wording !== smsConsentWording(phone.phone))
      throw new AppError('VALIDATION', `smsConsentWording must be the consent shown for ${formatUsPhone(phone.phone)}, word for word.`, {
        field: 'smsConsentWording',
      });
  }
  if (!phone) return;
  await insertConsents(
    tx,
    [
      ...turningOn.map((kind) => ({
        userId: who.userId,
        kind,
        action: 'opt-in' as const,
        source: 'settings' as const,
        phone: phone.phone,
        wording: wording ?? null,
      })),
      ...turningOff.map((kind) => ({ userId: who.userId, kind, action: 'opt-out' as const, source: 'settings' as const, phone: phone.phone, wording: null })),
    ],
    ctx.clock.now(),
  );
}
