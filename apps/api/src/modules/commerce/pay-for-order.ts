import type { FastifyBaseLogger } from 'fastify';
import type { EmployerSignUp } from '@chairside/domain/accounts';
import { dayOf } from '@chairside/domain/job-posting';
import { ADD_ON_CODES, SUBSCRIPTION_PERIOD_MONTHS, isResumeProduct, type Order, type PaymentInput } from '@chairside/domain/commerce';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { ChargeResult, PaymentGateway } from '../../platform/payment-gateway';
import { insertEmployerAccount, prepareEmployerAccount, type PreparedEmployerAccount } from '../accounts/public-api';
import { requireCallerId } from '../../platform/caller';
import { publishJob, refuseUnpublishableDraft } from '../jobs/public-api';
import { markFeesBilled } from '../temp-shifts/public-api';
import { redeemDiscount } from './discount-limits';
import { cardDeclined } from './card-declines';
import { claimNonce } from './idempotency-repository';
import { changeCredits, insertOrder, insertPayment, insertPaymentMethod, insertSlots, insertSubscription, loadOrder, setOrderJob } from './orders-repository';
import { orderPlace, resumeAccessPlace, type PlaceBuyer } from './order-place';
import { priceOrder } from './price-order';
import { spendNationalCredit } from './redeem-credit';
import { sendReceiptEmail } from './send-receipt-email';
import { creditAccountOf } from '../organisations/public-api';

/** Who pays: a signed-in employer (optionally publishing a draft), or a visitor whose account is made on success. */
export type Payer = { kind: 'employer'; username: string; jobId?: number } | { kind: 'prepay'; account: EmployerSignUp };

export type PaidOrder = { order: Order; account: { id: number; username: string } | null };

const nonceProblem = (message: string) => new AppError('VALIDATION', message, { field: 'nonce' });

const addMonths = (instant: Date, months: number) => {
  const next = new Date(instant);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/**
 * Pays for an order. Everything that can be refused is checked first (the draft, the prices,
 * the discount, the account details, the nonce); then the card is charged once; then the order,
 * its items, slots, credits, subscription, payment (and the account, and the published draft)
 * are written in one transaction; paying from a draft with the NAT add-on also spends one NAT
 * credit on the published draft, which shows in national search. Resume access (RESUME30) buys
 * no slot. A decline stores only the failed attempt and answers 402
 * (reason paymentError) saying what the person can do (the processor's words stay with the
 * failed attempt's record); if the writing fails the charge is voided.
 * A prepay email that already has an account is found by that writing, so it is told (409) only
 * to a payer whose card went through, and that charge is voided (ADR 68).
 */
export async function payForOrder(ctx: AppContext, gateway: PaymentGateway, log: FastifyBaseLogger, payer: Payer, input: PaymentInput): Promise<PaidOrder> {
  const now = ctx.clock.now();
  const today = dayOf(now);

  const resumeAccess = isResumeProduct(input.product);
  let employerId: number | null = null;
  let prepared: PreparedEmployerAccount | null = null;
  let buyer: PlaceBuyer;
  if (payer.kind === 'employer') {
    employerId = await requireCallerId(ctx, payer.username, 'employer');
    if (resumeAccess && payer.jobId !== undefined)
      throw new AppError('VALIDATION', 'A draft is published with a posting: choose JOB, JOBSUB or BASIC. Buy resume access on its own.', { field: 'product' });
    buyer =
      payer.jobId !== undefined
        ? { kind: 'draft', draft: await refuseUnpublishableDraft(ctx.db, employerId, payer.jobId, now) }
        : { kind: 'employer', employerId };
    if (input.upgradedId && !(await loadOrder(ctx.db, employerId, input.upgradedId)))
      throw new AppError('NOT_FOUND', 'The order to upgrade was not found.', { field: 'upgradedId' });
  } else {
    if (input.upgradedId) throw new AppError('VALIDATION', 'A new account has no order to upgrade.', { field: 'upgradedId' });
    prepared = await prepareEmployerAccount(ctx, payer.account);
    buyer = { kind: 'prepay', zip: payer.account.zip };
  }

  // Priced for what the slots will carry, and bound to it (ADR 66).
  // Resume access buys no slot: it is priced for the ZIP code (and position) searched, if any.
  const { position, zip } = resumeAccess && buyer.kind !== 'draft' ? await resumeAccessPlace(ctx.db, buyer, input) : await orderPlace(ctx.db, buyer, input);
  const priced = await priceOrder(ctx.db, { ...input, zip, position }, today, employerId);

  if (!gateway.isReusableNonce(input.nonce) && !(await claimNonce(ctx.db, input.nonce, now)))
    throw nonceProblem('This payment was already used. Enter your card details again.');

  const reference = `chairside-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  // A subscription keeps the card at the gateway (vaulted) for its renewals and pays its first period with it.
  const vaulted = input.product === 'JOBSUB' ? await gateway.vault(input.nonce) : null;
  if (vaulted?.outcome === 'invalid') throw nonceProblem(vaulted.message);
  const charge: ChargeResult =
    vaulted?.outcome === 'declined'
      ? { outcome: 'declined', reason: vaulted.reason, message: vaulted.message, transactionId: null, card: null }
      : priced.total === 0
        ? { outcome: 'approved', transactionId: '', card: vaulted?.card ?? null }
        : vaulted
          ? await gateway.chargeVaulted({ amount: priced.total, token: vaulted.token, idempotencyKey: reference })
          : await gateway.charge({ amount: priced.total, nonce: input.nonce, reference });
  if (charge.outcome === 'invalid') throw nonceProblem(charge.message);
  if (charge.outcome === 'declined') {
    await insertPayment(ctx.db, {
      employerId,
      orderId: null,
      status: 'declined',
      amount: priced.total,
      gateway: gateway.name,
      gatewayTransactionId: charge.transactionId,
      gatewayMessage: charge.message,
      cardBrand: charge.card?.brand ?? null,
      cardLast4: charge.card?.last4 ?? null,
      createdAt: now,
    });
    throw cardDeclined(charge.reason);
  }

  let written: { employerId: number; orderId: number; paymentId: number; account: { id: number; username: string } | null };
  try {
    written = await ctx.db.transaction(async (tx) => {
      const account = prepared ? await insertEmployerAccount(ctx, tx, prepared) : null;
      const owner = account?.id ?? (employerId as number);
      const orderId = await insertOrder(
        tx,
        {
          employerId: owner,
          productCode: input.product,
          quantity: input.quantity,
          position,
          zip,
          region: priced.region,
          subtotal: priced.subtotal,
          discount: priced.discount,
          total: priced.total,
          discountCode: priced.discountRow?.discountCode ?? null,
          campaignId: input.campaignId ?? null,
          templateId: input.templateId ?? null,
          upgradedId: input.upgradedId ?? null,
          createdAt: now,
        },
        priced.lines.map(({ productCode, description, quantity, unitFee, amount }) => ({ productCode, description, quantity, unitFee, amount })),
      );
      // Fees another order billed meanwhile would be charged twice: refuse (the charge is voided below).
      if ((await markFeesBilled(tx, priced.shiftFeeIds, orderId)) !== priced.shiftFeeIds.length)
        throw new AppError('CONFLICT', 'Your order changed while you paid: review it and pay again.');
      const periodEnd = addMonths(now, SUBSCRIPTION_PERIOD_MONTHS);
      if (priced.discountRow) await redeemDiscount(tx, priced.discountRow, owner, orderId, now);
      const slots = isResumeProduct(input.product)
        ? []
        : await insertSlots(tx, owner, orderId, input.product, input.quantity, input.product === 'JOBSUB' ? periodEnd : null, {
            position,
            region: priced.region,
          });
      if (vaulted?.outcome === 'vaulted') {
        const paymentMethodId = await insertPaymentMethod(tx, {
          employerId: owner,
          gateway: gateway.name,
          token: vaulted.token,
          cardBrand: vaulted.card?.brand ?? null,
          cardLast4: vaulted.card?.last4 ?? null,
          createdAt: now,
        });
        await insertSubscription(tx, {
          employerId: owner,
          orderId,
          productCode: 'JOBSUB',
          quantity: input.quantity,
          periodStart: now,
          periodEnd,
          paymentMethodId,
        });
      }
      const creditAccount = await creditAccountOf(tx, owner);
      for (const code of ADD_ON_CODES) if (input.addOns[code] > 0) await changeCredits(tx, creditAccount, code, input.addOns[code], 'purchase', { orderId });
      const paymentId = await insertPayment(tx, {
        employerId: owner,
        orderId,
        status: 'settled',
        amount: priced.total,
        gateway: gateway.name,
        gatewayTransactionId: charge.transactionId || null,
        cardBrand: charge.card?.brand ?? null,
        cardLast4: charge.card?.last4 ?? null,
        createdAt: now,
      });
      if (payer.kind === 'employer' && payer.jobId !== undefined) {
        await publishJob({ ...ctx, db: tx }, payer.username, payer.jobId, slots[0].slotId);
        await setOrderJob(tx, orderId, payer.jobId);
        // The National Search add-on bought with a draft goes on it (a basic posting cannot be national: the credit stays).
        if (input.addOns.NAT > 0 && input.product !== 'BASIC') await spendNationalCredit(tx, owner, payer.jobId, now);
      }
      await sendReceiptEmail(ctx, tx, owner, paymentId);
      return { employerId: owner, orderId, paymentId, account };
    });
  } catch (error) {
    if (charge.transactionId) {
      await gateway.voidCharge(charge.transactionId).catch((voidError: unknown) => {
        log.error({ err: voidError, transactionId: charge.transactionId }, 'a charge that could not be recorded was not voided');
      });
    }
    throw error;
  }

  const order = await loadOrder(ctx.db, written.employerId, written.orderId);
  if (!order) throw notFound('That order');
  return { order, account: written.account };
}
