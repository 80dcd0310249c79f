import { SMS_REPLIES, smsKeyword, usPhoneE164 } from '@chairside/domain/sms';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { queueDirectText } from './sms-delivery';
import { addOptOut, countInbound, insertConsents, recordInbound, removeOptOut, usersWithVerifiedPhone } from './sms-repository';

/** HELP answers one number gets in an hour; more HELPs are kept but not answered. */
export const HELP_REPLIES_PER_HOUR = 3;

const missing = (field: string) => new AppError('VALIDATION', `${field} is required.`, { field });

/**
 * A text a person sent to our number (the provider's webhook, its signature checked by the
 * route), kept once by its MessageSid, so a webhook the provider sends again changes nothing and
 * answers nothing twice. STOP, STOPALL, UNSUBSCRIBE, CANCEL, END or QUIT: no text goes to the
 * number any more, recorded for each person with it, and one answer confirms it. START or UNSTOP:
 * texts resume, recorded, one answer. HELP or INFO: the help answer (a few per hour). Anything
 * else is kept and not answered. All in one transaction with the answers it queues.
 */
export async function receiveText(ctx: AppContext, params: Record<string, string>): Promise<void> {
  const messageSid = params.MessageSid ?? params.SmsSid;
  if (!messageSid) throw missing('MessageSid');
  if (!params.From) throw missing('From');
  const from = usPhoneE164(params.From) ?? params.From;
  const body = params.Body ?? '';
  const keyword = smsKeyword(body);
  const now = ctx.clock.now();
  const answer = (tx: Parameters<typeof queueDirectText>[1], text: string) =>
    queueDirectText(ctx, tx, { userId: null, toPhone: from, purpose: 'reply', key: `reply:${messageSid}`, body: text });

  await ctx.db.transaction(async (tx) => {
    if (!(await recordInbound(tx, { messageSid, fromPhone: from, body: body.slice(0, 2000), keyword, now }))) return;
    if (keyword === 'stop' || keyword === 'start') {
      const changed = keyword === 'stop' ? await addOptOut(tx, from, body.trim().toUpperCase().slice(0, 20), now) : await removeOptOut(tx, from);
      if (!changed) return;
      const people = await usersWithVerifiedPhone(tx, from);
      await insertConsents(
        tx,
        people.map((userId) => ({ userId, kind: null, action: keyword, source: 'reply' as const, phone: from, wording: body.trim().slice(0, 200) })),
        now,
      );
      await answer(tx, SMS_REPLIES[keyword]);
    } else if (keyword === 'help') {
      if ((await countInbound(tx, from, 'help', new Date(now.getTime() - 3_600_000))) > HELP_REPLIES_PER_HOUR) return;
      const base = ctx.config.PUBLIC_URL.replace(/\/$/, '');
      await answer(tx, SMS_REPLIES.help(`${base}/app/account-settings`, ctx.config.CONTACT_EMAIL));
    }
  });
}
