// What other modules use of premium: who has it (resume search ranking, job alerts) and the
// resume views it lists (recorded where a practice opens a full resume).
import type { Database } from '@chairside/db/client';
import { PREMIUM_PRODUCT } from '@chairside/domain/premium';
import { AppError } from '../../platform/errors';
import { hasPremium, hasPremiumSql, insertResumeView, premiumAmong } from './premium-repository';

export { hasPremium as hasActivePremium, hasPremiumSql, premiumAmong };

/** Records that a practice opened the person's full resume (for the person's premium list). */
export async function recordResumeView(db: Database, employerId: number, userId: number, now: Date): Promise<void> {
  await insertResumeView(db, employerId, userId, now);
}

/** 402 naming the product to buy. */
export const premiumRequired = () =>
  new AppError('PAYMENT', 'This is a premium feature. Buy Premium (PREMIUM) to use it.', { field: 'product', reason: 'premiumRequired' });

/** Throws 402 (product PREMIUM) unless the person has premium now. */
export async function requirePremium(db: Database, userId: number, now: Date): Promise<void> {
  if (!(await hasPremium(db, userId, now))) throw premiumRequired();
}

export { PREMIUM_PRODUCT };
