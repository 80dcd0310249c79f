import { formatCents } from '@chairside/domain/money';
import type { AppContext } from '../../platform/context';
import { practiceEmail } from './subscriptions-repository';
import { subscriptionDeclinedEmail, subscriptionEndedEmail } from './subscription-emails';

export type RenewalNotice = { kind: 'declined'; amount: number; message: string; nextAttemptAt: Date } | { kind: 'ended'; amount: number; message: string };

const day = (instant: Date) => instant.toISOString().slice(0, 10);

/** Tells the practice (its account address) that a renewal was declined, or that the subscription ended. */
export async function sendRenewalNotice(ctx: AppContext, employerId: number, notice: RenewalNotice): Promise<void> {
  const to = await practiceEmail(ctx.db, employerId);
  if (!to) return;
  const subscriptionUrl = `${ctx.config.PUBLIC_URL}/app/subscription`;
  const amount = formatCents(notice.amount);
  const email =
    notice.kind === 'declined'
      ? subscriptionDeclinedEmail.render({ amount, message: notice.message, nextAttemptOn: day(notice.nextAttemptAt), subscriptionUrl })
      : subscriptionEndedEmail.render({ amount, message: notice.message, subscriptionUrl });
  await ctx.mailer.send({ to, ...email });
}
