import { periodEndAfter } from '@chairside/domain/subscriptions';
import { formatCents } from '@chairside/domain/money';
import type { AppContext } from '../../platform/context';
import type { PaymentGateway } from '../../platform/payment-gateway';
import type { TaskLog } from '../../platform/notice-queue';
import { claimPremiumRenewal, endPremium, finishPremiumRenewal, premiumDue, seekerEmail } from './premium-subscriptions-repository';
import { premiumEndedEmail } from './subscription-emails';

export const PREMIUM_RENEWAL_TASK = 'premium-renewals';
export const PREMIUM_RENEWAL_EVERY_MS = 60 * 60 * 1000;

export type PremiumRenewalRun = { ended: number; renewed: number; declined: number };

/**
 * One pass of the premium renewal task. A membership cancelled at its period's end ends then.
 * Any other whose period is over is charged once for the next month on its vaulted card: the
 * period's intent row is written first (one per period, so two instances never both charge),
 * with the period's idempotency key at the gateway. Approved: the period moves on. Declined: the
 * membership ends (its benefits with it) and the person is emailed.
 */
export async function renewPremium(ctx: AppContext, gateway: PaymentGateway, log: TaskLog, now: Date): Promise<PremiumRenewalRun> {
  const run: PremiumRenewalRun = { ended: 0, renewed: 0, declined: 0 };
  for (const row of await premiumDue(ctx.db, now)) {
    if (row.cancelAtPeriodEnd) {
      if (await endPremium(ctx.db, row.id, row.periodEnd)) run.ended += 1;
      continue;
    }
    const key = `premium-renewal-${row.id}-${row.periodEnd.getTime()}`;
    if (!(await claimPremiumRenewal(ctx.db, row, key))) continue;
    const charge = await gateway.chargeVaulted({ amount: row.amount, token: row.paymentToken, idempotencyKey: key });
    const settled = charge.outcome === 'approved';
    await finishPremiumRenewal(ctx.db, row, key, {
      settled,
      transactionId: charge.outcome === 'invalid' ? null : charge.transactionId,
      message: charge.outcome === 'approved' ? null : charge.message,
      nextEnd: periodEndAfter(row.periodEnd),
    });
    if (settled) {
      run.renewed += 1;
      continue;
    }
    run.declined += 1;
    const to = await seekerEmail(ctx.db, row.userId);
    if (to)
      await ctx.mailer
        .send({ to, ...premiumEndedEmail.render({ amount: formatCents(row.amount), premiumUrl: `${ctx.config.PUBLIC_URL}/app/premium` }) })
        .catch((error: unknown) => log.error({ err: error }, 'the premium ended email was not sent'));
  }
  return run;
}
