import { timeZoneOfUser } from '@chairside/db/zip-codes';
import { z } from 'zod';
import type { Database } from '@chairside/db/client';
import type { PreferenceKind } from '@chairside/domain/notice-preferences';
import { DEFAULT_QUIET_HOURS, parseQuietHours, quietHoursEnd } from '@chairside/domain/sms';
import type { AppContext } from '../../platform/context';
import { noticeKind } from '../../platform/notice-queue';
import type { SmsTransport } from './sms-port';
import { claimSendSlot, findMessage, findPhone, insertMessage, optedInKinds, stoppedAt, updateMessage, type MessageRow } from './sms-repository';

/** Handing one text to the transport: tried again with back-off for about four hours, then dead (the admin area retries it). */
export const SMS_NOTICE = noticeKind('sms', z.object({ messageId: z.number().int().positive() }), {
  maxAttempts: 12,
  backoffMs: 30_000,
  maxBackoffMs: 30 * 60_000,
});

/** The most a text may say (Twilio's limit: ten segments). */
export const SMS_BODY_LIMIT = 1600;

/** Where the handler reports what it did not send. */
export type SmsLog = { error: (details: object, message: string) => void };

/** The part of a Drizzle database or transaction that queuing a text needs: pass the caller's transaction. */
export type TextWriter = Pick<Database, 'insert'>;

export type TextRequest = {
  /** The person the text is for: it goes to their verified number, if they opted in to texts of this kind. */
  userId: number;
  kind: PreferenceKind;
  /** Names this text once and for all (`interview-reminder-24h:123:45`): a second queueText with the key is a no-op. */
  key: string;
  body: string;
  /** Not before this time (a reminder); now when left out. Quiet hours may move it later still. */
  runAt?: Date;
  /** Not after this time either: a text that quiet hours or the hourly limit would hold past it is not sent (a reminder after the interview). */
  notAfter?: Date;
};

function checkedBody(body: string): string {
  const text = body.trim();
  if (text.length === 0 || text.length > SMS_BODY_LIMIT) throw new Error(`A text has 1 to ${SMS_BODY_LIMIT} characters (this one ${text.length})`);
  return text;
}

/**
 * Queues a text to a person in the caller's transaction (rolled back, no text). Whether it is sent
 * is decided when it is due: consent for the kind, a verified number that did not reply STOP, the
 * person's quiet hours (it waits until they end) and the hourly limits (it waits for the next
 * hour). Answers false when a text with the key was queued before.
 */
export async function queueText(ctx: AppContext, tx: TextWriter, request: TextRequest): Promise<boolean> {
  const now = ctx.clock.now();
  const messageId = await insertMessage(
    tx,
    {
      userId: request.userId,
      toPhone: null,
      body: checkedBody(request.body),
      purpose: 'notice',
      kind: request.kind,
      noticeKey: request.key,
      notAfter: request.notAfter ?? null,
    },
    now,
  );
  if (messageId === null) return false;
  await ctx.notices.enqueue(tx, { kind: SMS_NOTICE, key: `sms:${request.key}`, payload: { messageId }, runAt: request.runAt });
  return true;
}

/**
 * Queues a text to a number that is not a notice: a verification code the person asked for, or the
 * answer to their STOP, START or HELP. No consent or quiet hours apply (the person is at the phone).
 */
export async function queueDirectText(
  ctx: AppContext,
  tx: TextWriter,
  text: { userId: number | null; toPhone: string; purpose: 'code' | 'reply'; key: string; body: string },
): Promise<boolean> {
  const messageId = await insertMessage(
    tx,
    { userId: text.userId, toPhone: text.toPhone, body: checkedBody(text.body), purpose: text.purpose, kind: null, noticeKey: text.key, notAfter: null },
    ctx.clock.now(),
  );
  if (messageId === null) return false;
  await ctx.notices.enqueue(tx, { kind: SMS_NOTICE, key: `sms:${text.key}`, payload: { messageId } });
  return true;
}

type Decision = { send: string } | { skip: string } | { wait: Date; why: string };

/** Where a notice text goes now, or why it does not (yet). */
async function decideNotice(ctx: AppContext, message: MessageRow, now: Date): Promise<Decision> {
  if (message.userId === null || message.kind === null) return { skip: 'the account was closed' };
  const phone = await findPhone(ctx.db, message.userId);
  if (!phone?.verifiedAt) return { skip: 'no verified number' };
  if (!(await optedInKinds(ctx.db, message.userId, phone.phone)).has(message.kind as PreferenceKind)) return { skip: 'not opted in to texts of this kind' };
  if (await stoppedAt(ctx.db, phone.phone)) return { skip: 'the number replied STOP' };
  const quiet = parseQuietHours(ctx.config.SMS_QUIET_HOURS) ?? DEFAULT_QUIET_HOURS;
  const end = quietHoursEnd(now, await timeZoneOfUser(ctx.db, message.userId), quiet);
  if (end) return { wait: end, why: 'quiet hours' };
  return { send: phone.phone };
}

/** Where a code or a reply goes now, or why it does not. */
async function decideDirect(ctx: AppContext, message: MessageRow): Promise<Decision> {
  if (!message.toPhone) return { skip: 'no number' };
  if (message.purpose === 'code' && (await stoppedAt(ctx.db, message.toPhone))) return { skip: 'the number replied STOP' };
  return { send: message.toPhone };
}

/**
 * Puts a text off until `until`: its row says so and a new notice, due then, sends it (the one
 * being handled is done). Held past its notAfter, it is skipped instead.
 */
async function putOff(ctx: AppContext, message: MessageRow, until: Date, why: string): Promise<void> {
  if (message.notAfter && until > message.notAfter) {
    await updateMessage(ctx.db, message.id, { status: 'skipped', detail: `${why} would hold it past its time` });
    return;
  }
  await ctx.db.transaction(async (tx) => {
    await updateMessage(tx, message.id, { status: 'deferred', sendAfter: until, detail: why });
    await ctx.notices.enqueue(tx, {
      kind: SMS_NOTICE,
      key: `sms:${message.noticeKey}@${until.toISOString()}`,
      payload: { messageId: message.id },
      runAt: until,
    });
  });
}

/**
 * Handles one text: decides (consent, number, STOP, quiet hours), claims a place under the hourly
 * limits, hands it to the transport and records how it ended. A transport failure that may pass
 * is thrown, so the queue tries again; a refusal for good is recorded as failed.
 */
async function deliverText(ctx: AppContext, transport: SmsTransport, log: SmsLog, messageId: number): Promise<void> {
  const message = await findMessage(ctx.db, messageId);
  if (!message || message.status === 'sent' || message.status === 'skipped' || message.status === 'failed') return;
  const now = ctx.clock.now();
  if (message.notAfter && now > message.notAfter) return updateMessage(ctx.db, message.id, { status: 'skipped', detail: 'too late' });

  const decision = message.purpose === 'notice' ? await decideNotice(ctx, message, now) : await decideDirect(ctx, message);
  if ('skip' in decision) return updateMessage(ctx.db, message.id, { status: 'skipped', detail: decision.skip });
  if ('wait' in decision) return putOff(ctx, message, decision.wait, decision.why);

  // Codes and replies are bounded where they are asked for (per person and number, HELP per hour).
  const limits =
    message.purpose === 'notice'
      ? { perPerson: ctx.config.SMS_TEXTS_PER_HOUR_PER_PERSON, perNumber: ctx.config.SMS_TEXTS_PER_HOUR_PER_NUMBER }
      : { perPerson: null, perNumber: null };
  const slot = await claimSendSlot(ctx.db, { id: message.id, userId: message.userId, toPhone: decision.send, transport: transport.name }, limits, now);
  if (slot === 'taken') return;
  if (slot instanceof Date) return putOff(ctx, message, slot, 'the hourly limit of texts');

  try {
    const result = await transport.send({ to: decision.send, body: message.body, reference: message.noticeKey });
    if (result.outcome === 'sent') await updateMessage(ctx.db, message.id, { status: 'sent', providerId: result.providerId, detail: null });
    else {
      // The provider's words may name the number: they stay with the message, not in the log.
      log.error({ messageId: message.id, purpose: message.purpose }, 'a text was refused by the provider');
      await updateMessage(ctx.db, message.id, { status: 'failed', detail: result.reason });
    }
  } catch (error) {
    await updateMessage(ctx.db, message.id, { status: 'queued', sentAt: null, detail: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

/** Registers the handler of the `sms` notices with the queue: every text leaves through it. */
export function handleTexts(ctx: AppContext, transport: SmsTransport, log: SmsLog): void {
  ctx.notices.handle(SMS_NOTICE, (notice) => deliverText(ctx, transport, log, notice.payload.messageId));
}
