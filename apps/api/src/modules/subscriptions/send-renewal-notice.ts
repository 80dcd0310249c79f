import { formatCents } from '@chairside/domain/money';
import type { AppContext } from '../../platform/context';
import { practiceEmail } from './subscriptions-repository';

export type RenewalNotice =
  | { kind: 'declined'; amount: number; message: string; nextAttemptAt: Date }
  | { kind: 'ended'; amount: number; message: string };

const day = (instant: Date) => instant.toISOString().slice(0, 10);

/** Tells the practice (its account address) that a renewal was declined, or that the subscription ended. */
export async function sendRenewalNotice(ctx: AppContext, employerId: number, notice: RenewalNotice): Promise<void> {
  const to = await practiceEmail(ctx.db, employerId);
  if (!to) return;
  const link = `${ctx.config.PUBLIC_URL}/app/subscription`;
  const subject = notice.kind === 'declined' ? 'Your Chairside subscription payment was declined' : 'Your Chairside subscription has ended';
  const text = [
    `We could not renew your Chairside job posting subscription: the charge of ${formatCents(notice.amount)} was declined (${notice.message}).`,
    '',
    notice.kind === 'declined'
      ? `Your postings stay live for now. We will try again on ${day(notice.nextAttemptAt)}. Make sure your card can be charged.`
      : 'That was the last try, so the subscription has ended: its job slots have ended and their postings are closed. You can subscribe again at any time.',
    '',
    `Your subscription: ${link}`,
  ].join('\n');
  await ctx.mailer.send({ to, subject, text });
}
