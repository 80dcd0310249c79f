import { RENEWAL_RETRY_DAYS, nextRenewalAttempt, periodEndAfter } from '@chairside/domain/subscriptions';
import type { AppContext } from '../../platform/context';
import type { ChargeResult, PaymentGateway } from '../../platform/payment-gateway';
import type { TaskLog } from '../../platform/notice-queue';
import {
  bringRetryForward,
  claimRenewalAttempt,
  claimUnfinishedCharge,
  findSubscriptionById,
  finishCharge,
  insertRenewalIntent,
  paymentMethodOf,
  renewalsDue,
  setSubscriptionStatus,
  startNextPeriod,
  subscriptionsDue,
  subscriptionsToEnd,
  unfinishedCharges,
  type ChargeRow,
} from './subscriptions-repository';
import { setSlotsEnd } from './subscription-slots-repository';
import { declineMessage } from '../commerce/public-api';
import { periodAmount } from './subscription-fees';
import { sendRenewalNotice } from './send-renewal-notice';

export const RENEWAL_TASK = 'subscription-renewals';
export const RENEWAL_EVERY_MS = 60 * 60 * 1000;
/** A charge claimed this long ago without the gateway's answer written is reconciled by its key. */
export const UNFINISHED_AFTER_MS = 10 * 60 * 1000;
const DAY_MS = 86_400_000;

export const renewalKey = (subscriptionId: number, periodStart: Date, attempt: number) => `renewal-${subscriptionId}-${periodStart.getTime()}-${attempt}`;

export type RenewalRun = { ended: number; settled: number; declined: number; failed: number };

/**
 * One pass of the renewal task. Subscriptions cancelled at their period's end end. For each
 * subscription due, the intent is written first (one renewal row per subscription and period);
 * each attempt is claimed in one statement (so two instances never charge the same attempt),
 * charged through the port with the attempt's idempotency key, then written with the period's
 * move in one transaction. A charge claimed by a process that died before writing is reconciled
 * by asking the gateway for its key. A decline makes the subscription past due (its postings stay
 * live until the last retry), retries RENEWAL_RETRY_DAYS after the period's end and emails the
 * practice each time; after the last, it ends: its slots end, and their postings with them.
 */
export async function renewSubscriptions(ctx: AppContext, gateway: PaymentGateway, log: TaskLog, now: Date): Promise<RenewalRun> {
  const run: RenewalRun = { ended: 0, settled: 0, declined: 0, failed: 0 };

  for (const subscription of await subscriptionsToEnd(ctx.db, now)) {
    const ended = await ctx.db.transaction(async (tx) => {
      const row = await setSubscriptionStatus(tx, subscription.id, { status: 'ended', endedAt: subscription.periodEnd }, ['active']);
      if (row) await setSlotsEnd(tx, row.employerId, row.orderId, row.periodEnd, true);
      return row;
    });
    if (ended) run.ended += 1;
  }

  for (const subscription of await subscriptionsDue(ctx.db, now)) {
    const quantity = subscription.quantity;
    await insertRenewalIntent(ctx.db, {
      subscriptionId: subscription.id,
      employerId: subscription.employerId,
      kind: 'renewal',
      periodStart: subscription.periodEnd,
      periodEnd: periodEndAfter(subscription.periodEnd),
      quantity,
      amount: await periodAmount(ctx.db, subscription.orderId),
      status: 'charging',
      attempts: 0,
      idempotencyKey: renewalKey(subscription.id, subscription.periodEnd, 0),
      nextAttemptAt: subscription.periodEnd,
      gateway: gateway.name,
      createdAt: now,
      updatedAt: now,
    });
  }

  for (const stale of await unfinishedCharges(ctx.db, new Date(now.getTime() - UNFINISHED_AFTER_MS))) {
    const claimed = await claimUnfinishedCharge(ctx.db, stale, now);
    if (!claimed) continue;
    await oneAtATime(log, claimed, async () => {
      const found = await gateway.findCharge(claimed.idempotencyKey);
      if (claimed.kind === 'proration') await undoProration(ctx, gateway, log, claimed, found, now);
      else await settleAttempt(ctx, gateway, log, claimed, now, found, run);
    });
  }

  for (const due of await renewalsDue(ctx.db, now)) {
    const claimed = await claimRenewalAttempt(ctx.db, due, now, (attempt) => renewalKey(due.subscriptionId, due.periodStart, attempt));
    if (!claimed) continue;
    await oneAtATime(log, claimed, () => settleAttempt(ctx, gateway, log, claimed, now, null, run));
  }
  return run;
}

/**
 * Retries a past-due subscription's renewal now (after its card changed): the next scheduled
 * retry brought forward, claimed and charged as the task would (a decline keeps it past due until
 * the retry after, or ends it when it was the last). Two calls at once charge once.
 */
export async function retryRenewalNow(ctx: AppContext, gateway: PaymentGateway, log: TaskLog, subscriptionId: number, now: Date): Promise<void> {
  const due = await bringRetryForward(ctx.db, subscriptionId, now);
  if (!due) return;
  const claimed = await claimRenewalAttempt(ctx.db, due, now, (attempt) => renewalKey(due.subscriptionId, due.periodStart, attempt));
  if (!claimed) return;
  await oneAtATime(log, claimed, () => settleAttempt(ctx, gateway, log, claimed, now, null, { ended: 0, settled: 0, declined: 0, failed: 0 }));
}

/**
 * A charge that fails (the gateway unreachable, the database gone) is logged and left claimed:
 * a later pass reconciles it by its key. The other subscriptions go on.
 */
async function oneAtATime(log: TaskLog, charge: ChargeRow, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    log.error({ err: error, chargeId: charge.id, subscriptionId: charge.subscriptionId }, 'a subscription charge was not finished');
  }
}

/** Charges a claimed attempt (unless the gateway already answered it) and writes the answer. */
async function settleAttempt(
  ctx: AppContext,
  gateway: PaymentGateway,
  log: TaskLog,
  charge: ChargeRow,
  now: Date,
  known: ChargeResult | null,
  run: RenewalRun,
) {
  const subscription = await findSubscriptionById(ctx.db, charge.subscriptionId);
  if (!subscription) return;
  let result = known;
  if (!result) {
    const method = await paymentMethodOf(ctx.db, subscription);
    result =
      charge.amount === 0
        ? { outcome: 'approved', transactionId: '', card: null }
        : method
          ? await gateway.chargeVaulted({ amount: charge.amount, token: method.token, idempotencyKey: charge.idempotencyKey })
          : { outcome: 'invalid', message: 'No saved payment method.' };
  }

  if (result.outcome === 'approved') {
    const { transactionId, card } = result;
    await ctx.db.transaction(async (tx) => {
      const written = await finishCharge(
        tx,
        charge.id,
        {
          status: 'settled',
          nextAttemptAt: null,
          gatewayTransactionId: transactionId || null,
          gatewayMessage: null,
          cardBrand: card?.brand ?? null,
          cardLast4: card?.last4 ?? null,
        },
        now,
      );
      if (!written) return;
      const moved = await startNextPeriod(tx, subscription.id, charge.periodStart, charge.periodEnd);
      if (moved) await setSlotsEnd(tx, moved.employerId, moved.orderId, moved.periodEnd);
      run.settled += 1;
    });
    log.info({ subscriptionId: subscription.id, chargeId: charge.id }, 'subscription renewed');
    return;
  }

  // What the practice reads on its subscription and in the notice; the processor's words go to the log.
  const message = result.outcome === 'declined' ? declineMessage(result.reason) : result.message;
  const card = result.outcome === 'declined' ? result.card : null;
  const transactionId = result.outcome === 'declined' ? result.transactionId : null;
  const nextAttemptAt = nextRenewalAttempt(charge.periodStart, charge.attempts);
  const ending = nextAttemptAt === null;
  const written = await ctx.db.transaction(async (tx) => {
    const done = await finishCharge(
      tx,
      charge.id,
      {
        status: ending ? 'failed' : 'declined',
        nextAttemptAt,
        gatewayTransactionId: transactionId,
        gatewayMessage: message,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
      },
      now,
    );
    if (!done) return false;
    if (ending) {
      const row = await setSubscriptionStatus(tx, subscription.id, { status: 'ended', endedAt: now }, ['active', 'past_due']);
      if (row) await setSlotsEnd(tx, row.employerId, row.orderId, now, true);
    } else {
      const row = await setSubscriptionStatus(tx, subscription.id, { status: 'past_due' }, ['active', 'past_due']);
      // Postings stay live while the renewal is retried.
      const lastRetry = RENEWAL_RETRY_DAYS[RENEWAL_RETRY_DAYS.length - 1];
      if (row) await setSlotsEnd(tx, row.employerId, row.orderId, new Date(charge.periodStart.getTime() + lastRetry * DAY_MS));
    }
    return true;
  });
  if (!written) return;
  if (ending) run.failed += 1;
  else run.declined += 1;
  log.info(
    { subscriptionId: subscription.id, chargeId: charge.id, attempt: charge.attempts, ending, gatewayMessage: result.message },
    'subscription renewal declined',
  );
  const notice = nextAttemptAt
    ? ({ kind: 'declined', amount: charge.amount, message, nextAttemptAt } as const)
    : ({ kind: 'ended', amount: charge.amount, message } as const);
  await sendRenewalNotice(ctx, subscription.employerId, notice).catch((error: unknown) => {
    log.error({ err: error, subscriptionId: subscription.id }, 'the renewal notice was not sent');
  });
}

/**
 * Slots added mid-period whose charge was made but never written (the process stopped): the
 * practice did not get the slots, so the charge is voided and the attempt marked failed.
 */
async function undoProration(ctx: AppContext, gateway: PaymentGateway, log: TaskLog, charge: ChargeRow, found: ChargeResult | null, now: Date) {
  if (found?.outcome === 'approved' && found.transactionId) {
    try {
      await gateway.voidCharge(found.transactionId);
    } catch (error) {
      log.error({ err: error, chargeId: charge.id }, 'an unrecorded charge for added slots was not voided');
      return;
    }
  }
  await finishCharge(
    ctx.db,
    charge.id,
    {
      status: 'failed',
      nextAttemptAt: null,
      gatewayTransactionId: found && found.outcome !== 'invalid' ? found.transactionId : null,
      gatewayMessage: 'Not completed: nothing was charged.',
      cardBrand: null,
      cardLast4: null,
    },
    now,
  );
}
