import type { Database } from '@chairside/db/client';
import { redemptionProblem } from '@chairside/domain/commerce';
import { AppError } from '../../platform/errors';
import { lockDiscount, redemptionUsage, type DiscountRow } from './catalog-repository';
import { insertRedemption } from './orders-repository';

const limited = (discount: DiscountRow) => discount.maxRedemptions !== null || discount.maxRedemptionsPerPractice !== null || discount.firstPurchaseOnly;

/** Why the practice (null: a new account) may not use the discount once more, or null (ADR 66). */
export async function overLimit(db: Database, discount: DiscountRow, employerId: number | null): Promise<string | null> {
  if (!limited(discount)) return null;
  return redemptionProblem(discount, await redemptionUsage(db, discount.id, employerId));
}

/** 409 naming discountCode when the practice may not use the discount once more. */
export async function refuseOverLimit(db: Database, discount: DiscountRow, employerId: number | null): Promise<void> {
  const problem = await overLimit(db, discount, employerId);
  if (problem) throw new AppError('CONFLICT', problem, { field: 'discountCode' });
}

/**
 * Records the order's use of its discount, in the order's transaction. The code's row is locked
 * first and its limits checked again under the lock, so uses at the same moment are counted one
 * after the other and never pass a limit (409 discountCode; the order is not written).
 */
export async function redeemDiscount(tx: Database, discount: DiscountRow, employerId: number, orderId: number, now: Date): Promise<void> {
  if (limited(discount)) {
    await lockDiscount(tx, discount.id);
    const problem = redemptionProblem(discount, await redemptionUsage(tx, discount.id, employerId, orderId));
    if (problem) throw new AppError('CONFLICT', problem, { field: 'discountCode' });
  }
  await insertRedemption(tx, { discountId: discount.id, employerId, orderId, createdAt: now });
}
