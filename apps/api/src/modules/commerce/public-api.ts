// What other modules may use of commerce: whether a practice may see full resume cards, the
// spending of one invitation credit inside the caller's transaction (hiring: invitations), and
// the words for a refused card (subscriptions).
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { creditBalances, orderItems, subscriptions } from '@chairside/db/schema';
import { creditToSpend, INVITATION_CREDIT_PRODUCT, type ResumeAccessFacts } from '@chairside/domain/resume-search-rules';
import { AppError } from '../../platform/errors';
import { changeCredits, lockCreditBalance, loadResumeAccessEnd } from './orders-repository';
import { creditAccountOf, creditAccountSql } from '../organisations/public-api';

export { cardDeclined, declineMessage } from './card-declines';

export type InvitationCredits = { INV: number; INVSUB: number };

/** The practice's INV and INVSUB balances (0 when never bought): its credit account's, in one statement. */
export async function loadInvitationCredits(db: Database, practiceId: number): Promise<InvitationCredits> {
  const rows = await db
    .select({ productCode: creditBalances.productCode, balance: creditBalances.balance })
    .from(creditBalances)
    .where(and(eq(creditBalances.employerId, creditAccountSql(practiceId)), inArray(creditBalances.productCode, ['INV', 'INVSUB'])));
  const credits: InvitationCredits = { INV: 0, INVSUB: 0 };
  for (const row of rows) if (row.productCode === 'INV' || row.productCode === 'INVSUB') credits[row.productCode] = row.balance;
  return credits;
}

/**
 * What decides whether the practice sees full resume cards: its invitation credits, a live
 * subscription whose order carries INVSUB invitations, and a resume-access product (the
 * UPGRADE_RESUME category) whose days (RESUME_ACCESS_DAYS a purchase) have not run out.
 */
export async function loadResumeAccessFacts(db: Database, employerId: number, now: Date): Promise<ResumeAccessFacts & { credits: InvitationCredits }> {
  const [credits, [subscription], resumeAccessEnd] = await Promise.all([
    loadInvitationCredits(db, employerId),
    db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.employerId, employerId),
          inArray(subscriptions.status, ['active', 'past_due']),
          gt(subscriptions.periodEnd, now),
          sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${subscriptions.orderId} and ${orderItems.productCode} = 'INVSUB')`,
        ),
      )
      .limit(1),
    loadResumeAccessEnd(db, employerId),
  ]);
  return {
    credits,
    invitationCredits: credits.INV + credits.INVSUB,
    hasInvitationSubscription: subscription !== undefined,
    hasResumeAccess: resumeAccessEnd !== null && resumeAccessEnd.getTime() > now.getTime(),
  };
}

/**
 * Spends one invitation credit (INVSUB first, then INV) inside the caller's transaction, the
 * balances locked so two invitations cannot spend the last credit twice. None left: 402 naming
 * the product to buy (INV), and the caller's transaction rolls back.
 */
export async function spendInvitationCredit(tx: Database, practiceId: number, jobId: number): Promise<{ spent: 'INV' | 'INVSUB'; balance: number }> {
  // A location sharing its organisation's billing spends the organisation's credits (ADR 120).
  const employerId = await creditAccountOf(tx, practiceId);
  const INVSUB = await lockCreditBalance(tx, employerId, 'INVSUB');
  const INV = await lockCreditBalance(tx, employerId, 'INV');
  const spent = creditToSpend({ INV, INVSUB });
  if (spent === null)
    throw new AppError('PAYMENT', `You have no invitation credits left. Buy invitation credits (${INVITATION_CREDIT_PRODUCT}) to invite job seekers.`, {
      reason: 'noInvitationCredits',
    });
  const balance = await changeCredits(tx, employerId, spent, -1, 'redeem', { jobId });
  return { spent, balance };
}

/** The receipt email, for the template registry's previews. */
export { receiptEmail } from './receipt-email';
/** What subscriptions build on (it sells through commerce's orders): the catalogue's prices, paying an order, the bought slots, a stored card, and the idempotency of paying requests. */
export { listPrices } from './catalog-repository';
export { payForOrder } from './pay-for-order';
export { insertPaymentMethod, insertSlots } from './orders-repository';
export { claimNonce } from './idempotency-repository';
export { requestHash, withIdempotency } from './idempotency';
