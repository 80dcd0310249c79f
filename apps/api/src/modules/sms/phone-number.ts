import { randomInt } from 'node:crypto';
import type { SmsPhone } from '@chairside/domain/notice-preferences';
import { formatUsPhone, SMS_CODE_MAX_GUESSES, SMS_CODE_TTL_MINUTES, verificationText } from '@chairside/domain/sms';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { enforceLimits, type RequestLimit } from '../../platform/request-limits';
import { queueDirectText } from './sms-delivery';
import {
  deletePhone,
  findPhone,
  insertCode,
  insertConsents,
  latestCode,
  markPhoneVerified,
  optedInKinds,
  replacePhone,
  reserveGuess,
  spendCode,
  stoppedAt,
  type SmsDb,
} from './sms-repository';

/** Codes sent in an hour, to one person and to one number (whoever asks). */
export const CODES_PER_HOUR = 5;
const codeLimit = (name: string): RequestLimit => ({
  name,
  limit: CODES_PER_HOUR,
  windowSeconds: 3600,
  message: (wait) => `Too many codes were sent. Please wait ${wait} and try again.`,
});
const CODE_LIMITS = { perPerson: codeLimit('sms-codes:person'), perNumber: codeLimit('sms-codes:number') };

const codeDead = () => new AppError('VALIDATION', 'This code is no longer valid. Ask for a new one.', { field: 'code' });

/** The person's number as settings show it; null when they have none. */
export async function phoneState(ctx: AppContext, userId: number): Promise<SmsPhone | null> {
  const phone = await findPhone(ctx.db, userId);
  if (!phone) return null;
  const [code, stopped] = await Promise.all([phone.verifiedAt ? null : latestCode(ctx.db, userId), stoppedAt(ctx.db, phone.phone)]);
  return {
    number: phone.phone,
    display: formatUsPhone(phone.phone),
    verified: phone.verifiedAt !== null,
    codeSentAt: code && code.phone === phone.phone ? code.createdAt.toISOString() : null,
    stoppedAt: stopped?.toISOString() ?? null,
  };
}

/** Texts of every kind the person opted in to for this number end (recorded), in the caller's transaction. */
async function endConsentsFor(ctx: AppContext, tx: SmsDb, userId: number, phone: string, source: 'settings' | 'number-change'): Promise<void> {
  const kinds = [...(await optedInKinds(tx, userId, phone))];
  await insertConsents(
    tx,
    kinds.map((kind) => ({ userId, kind, action: 'opt-out' as const, source, phone, wording: null })),
    ctx.clock.now(),
  );
}

/**
 * POST users/{id}/sms/phone: the person's mobile number is now this one (E.164), and a 6-digit
 * code is texted to it (only its hash is kept). A new number ends the consents given for the
 * old one. The number already verified: nothing is sent. A number that replied STOP: 409. Codes
 * are limited per person and per number (429).
 */
export async function addPhone(ctx: AppContext, username: string, phone: string): Promise<SmsPhone | null> {
  const userId = await requireCallerId(ctx, username);
  const current = await findPhone(ctx.db, userId);
  if (current?.phone === phone && current.verifiedAt) return phoneState(ctx, userId);
  if (await stoppedAt(ctx.db, phone))
    throw new AppError('CONFLICT', 'This number asked us to stop texting it (it replied STOP). Reply START to one of our texts first.', { field: 'phone' });
  await enforceLimits(ctx, [
    [CODE_LIMITS.perPerson, username],
    [CODE_LIMITS.perNumber, phone],
  ]);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await hashPassword(code);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (current && current.phone !== phone) await endConsentsFor(ctx, tx, userId, current.phone, 'number-change');
    await replacePhone(tx, userId, phone, now);
    const codeId = await insertCode(tx, { userId, phone, codeHash, expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MINUTES * 60_000), now });
    await queueDirectText(ctx, tx, { userId, toPhone: phone, purpose: 'code', key: `code:${codeId}`, body: verificationText(code) });
  });
  return phoneState(ctx, userId);
}

/**
 * POST users/{id}/sms/phone/verification: the code texted to the person's number verifies it.
 * A code works for 10 minutes and 5 guesses (a guess is counted before it is checked), once.
 */
export async function verifyPhone(ctx: AppContext, username: string, input: string): Promise<SmsPhone | null> {
  const userId = await requireCallerId(ctx, username);
  const phone = await findPhone(ctx.db, userId);
  if (!phone) throw new AppError('CONFLICT', 'Add your mobile number first: we text a code to it.', { field: 'code' });
  if (phone.verifiedAt) return phoneState(ctx, userId);
  const code = await latestCode(ctx.db, userId);
  const now = ctx.clock.now();
  const live = code && code.phone === phone.phone && !code.usedAt && code.attempts < SMS_CODE_MAX_GUESSES && code.expiresAt > now;
  if (!code || !live) throw codeDead();
  const guesses = await reserveGuess(ctx.db, code.id, SMS_CODE_MAX_GUESSES);
  if (guesses === null) throw codeDead();
  if (!(await verifyPassword(code.codeHash, input))) {
    const left = SMS_CODE_MAX_GUESSES - guesses;
    if (left <= 0) throw codeDead();
    throw new AppError('VALIDATION', `That code is not right. Check the text and try again (${left} ${left === 1 ? 'try' : 'tries'} left).`, { field: 'code' });
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await spendCode(tx, code.id, now)) || !(await markPhoneVerified(tx, userId, phone.phone, now))) throw codeDead();
  });
  return phoneState(ctx, userId);
}

/** DELETE users/{id}/sms/phone: no number, so no texts; the consents given for it end (recorded). */
export async function removePhone(ctx: AppContext, username: string): Promise<void> {
  const userId = await requireCallerId(ctx, username);
  await ctx.db.transaction(async (tx) => {
    const phone = await findPhone(tx, userId);
    if (!phone) return;
    await endConsentsFor(ctx, tx, userId, phone.phone, 'settings');
    await deletePhone(tx, userId);
  });
}
