import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { slotFits, slotProblem } from '@chairside/domain/commerce';
import { proratedAmount, type ChangeSubscription, type Subscription } from '@chairside/domain/subscriptions';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { openGateway, type ChargeResult, type PaymentGateway } from '../../platform/payment-gateway';
import { cardDeclined, declineMessage, insertSlots } from '../commerce/public-api';
import { requireCallerId } from '../../platform/caller';
import {
  addToQuantity,
  findSubscription,
  finishCharge,
  insertCharge,
  loadSubscriptions,
  paymentMethodOf,
  setSubscriptionStatus,
  type SubscriptionRow,
} from './subscriptions-repository';
import { cancelSlots, freeSlotRows, freeSlots, moveIntoSubscriptionSlot, orderSlotsForUpdate, postingPlaces } from './subscription-slots-repository';
import { slotFee, subscriptionBinding } from './subscription-fees';

const notActive = (row: SubscriptionRow) =>
  new AppError(
    'CONFLICT',
    row.status === 'past_due'
      ? 'The subscription is past due: it can change once its renewal is paid.'
      : 'The subscription has ended. Subscribe again to post with slots.',
    {
      field: 'status',
    },
  );

/**
 * Changes a subscription (the practice's own, by its order): the number of slots, cancelling
 * at the period's end and resuming before it, or upgrading a 30-day posting order into it. Added
 * slots are charged now for the rest of the period (prorated) on the vaulted method and run to
 * the period's end; removing slots takes only free ones (no posting), at once and without a
 * refund; renewals charge the new number.
 */
export async function changeSubscription(
  ctx: AppContext,
  gateway: PaymentGateway | null,
  log: FastifyBaseLogger,
  username: string,
  orderId: number,
  change: ChangeSubscription,
): Promise<Subscription> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const now = ctx.clock.now();
  const current = await findSubscription(ctx.db, employerId, orderId);
  if (!current) throw notFound('That subscription');

  if (change.upgradedId !== undefined) {
    if (current.status !== 'active' || current.periodEnd <= now) throw notActive(current);
    await upgradeOrder(ctx, current, change.upgradedId, now);
  } else if (change.cancelAtPeriodEnd !== undefined) {
    if (current.status !== 'active' || current.periodEnd <= now) throw notActive(current);
    await setSubscriptionStatus(ctx.db, current.id, { cancelAtPeriodEnd: change.cancelAtPeriodEnd }, ['active']);
  } else if (change.quantity !== undefined && change.quantity !== current.quantity) {
    if (current.status !== 'active' || current.periodEnd <= now) throw notActive(current);
    if (change.quantity > current.quantity) await addSlots(ctx, openGateway(gateway), log, current, change.quantity - current.quantity, now);
    else await removeSlots(ctx, current, current.quantity - change.quantity, now);
  }

  const [subscription] = await loadSubscriptions(ctx.db, employerId, orderId);
  if (!subscription) throw notFound('That subscription');
  return subscription;
}

async function addSlots(ctx: AppContext, gateway: PaymentGateway, log: FastifyBaseLogger, current: SubscriptionRow, added: number, now: Date) {
  const method = await paymentMethodOf(ctx.db, current);
  if (!method) throw new AppError('CONFLICT', 'The subscription has no saved card. Subscribe again with your card.', { field: 'quantity' });
  const binding = await subscriptionBinding(ctx.db, current.orderId);
  const amount = proratedAmount(await slotFee(ctx.db, binding), added, now, current.periodStart, current.periodEnd);
  const charge = await insertCharge(ctx.db, {
    subscriptionId: current.id,
    employerId: current.employerId,
    kind: 'proration',
    periodStart: now,
    periodEnd: current.periodEnd,
    quantity: added,
    amount,
    status: 'charging',
    attempts: 1,
    idempotencyKey: `proration-${current.id}-${randomUUID()}`,
    gateway: gateway.name,
    createdAt: now,
    updatedAt: now,
  });
  const result: ChargeResult =
    amount > 0
      ? await gateway.chargeVaulted({ amount, token: method.token, idempotencyKey: charge.idempotencyKey })
      : { outcome: 'approved', transactionId: '', card: null };

  if (result.outcome !== 'approved') {
    await finishCharge(
      ctx.db,
      charge.id,
      {
        status: 'declined',
        nextAttemptAt: null,
        gatewayTransactionId: result.outcome === 'declined' ? result.transactionId : null,
        gatewayMessage: result.outcome === 'declined' ? declineMessage(result.reason) : result.message,
        cardBrand: result.outcome === 'declined' ? (result.card?.brand ?? null) : null,
        cardLast4: result.outcome === 'declined' ? (result.card?.last4 ?? null) : null,
      },
      now,
    );
    if (result.outcome === 'declined') throw cardDeclined(result.reason, 'quantity');
    throw new AppError('PAYMENT_DECLINED', result.message, { field: 'quantity', reason: 'paymentError' });
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const written = await finishCharge(
        tx,
        charge.id,
        {
          status: 'settled',
          nextAttemptAt: null,
          gatewayTransactionId: result.transactionId || null,
          gatewayMessage: null,
          cardBrand: result.card?.brand ?? null,
          cardLast4: result.card?.last4 ?? null,
        },
        now,
      );
      if (!written) return;
      await insertSlots(tx, current.employerId, current.orderId, 'JOBSUB', added, current.periodEnd, binding);
      await addToQuantity(tx, current.id, added);
    });
  } catch (error) {
    if (result.transactionId)
      await gateway.voidCharge(result.transactionId).catch((voidError: unknown) => {
        log.error({ err: voidError, transactionId: result.transactionId }, 'a charge that could not be recorded was not voided');
      });
    throw error;
  }
}

async function removeSlots(ctx: AppContext, current: SubscriptionRow, removed: number, now: Date) {
  await ctx.db.transaction(async (tx) => {
    const locked = await findSubscription(tx, current.employerId, current.orderId, true);
    if (!locked || locked.quantity !== current.quantity)
      throw new AppError('CONFLICT', 'The subscription changed meanwhile. Reload it and try again.', { field: 'quantity' });
    const free = await freeSlots(tx, current.employerId, current.orderId);
    if (free.length < removed)
      throw new AppError('CONFLICT', `Only ${free.length} of the subscription's slots are free. Close or move postings before removing their slots.`, {
        field: 'quantity',
      });
    await cancelSlots(tx, current.employerId, free.slice(0, removed), now);
    await addToQuantity(tx, current.id, -removed);
  });
}

/**
 * {upgradedId}: the live postings of one of the practice's 30-day posting orders (JOB) move into
 * free slots of the subscription, in one transaction, and from then on stay live as long as it
 * renews. Their 30-day slots are released without a refund; nothing is charged (the slots are
 * already paid for). Not enough free slots: 409 (add slots first). ADR 29.
 */
async function upgradeOrder(ctx: AppContext, current: SubscriptionRow, upgradedId: number, now: Date) {
  if (upgradedId === current.orderId) throw new AppError('CONFLICT', 'That order is this subscription.', { field: 'upgradedId' });
  await ctx.db.transaction(async (tx) => {
    const locked = await findSubscription(tx, current.employerId, current.orderId, true);
    if (!locked || locked.status !== 'active') throw notActive(current);
    const slots = await orderSlotsForUpdate(tx, current.employerId, upgradedId);
    if (slots.length === 0) throw new AppError('NOT_FOUND', 'That order was not found among your job posting orders.', { field: 'upgradedId' });
    if (slots.some((slot) => slot.product !== 'JOB'))
      throw new AppError('CONFLICT', 'Only a 30-day job posting order can move into the subscription.', { field: 'upgradedId' });
    const live = slots.filter((slot) => slot.activeJobId !== null && slot.cancelledAt === null && (slot.expiresAt === null || slot.expiresAt > now));
    if (live.length === 0) throw new AppError('CONFLICT', 'That order has no live posting to move into the subscription.', { field: 'upgradedId' });
    const free = await freeSlotRows(tx, current.employerId, current.orderId);
    if (free.length < live.length)
      throw new AppError(
        'CONFLICT',
        `Moving that order needs ${live.length} free subscription slot${live.length === 1 ? '' : 's'}; ${free.length} ${free.length === 1 ? 'is' : 'are'} free. Add slots first.`,
        { field: 'upgradedId' },
      );
    // Each posting moves into a free slot bought for its position and region (ADR 66).
    const places = await postingPlaces(
      tx,
      current.employerId,
      live.map((slot) => slot.activeJobId as number),
    );
    for (const slot of live) {
      const posting = places.find((place) => place.id === slot.activeJobId) ?? { position: null, zip: null };
      const target = free.find((candidate) => slotFits(candidate, posting));
      if (!target) throw new AppError('CONFLICT', slotProblem(free[0], posting) ?? 'No free subscription slot fits that order.', { field: 'upgradedId' });
      free.splice(free.indexOf(target), 1);
      await moveIntoSubscriptionSlot(tx, current.employerId, slot.activeJobId as number, slot.id, target.id, now);
    }
  });
}
