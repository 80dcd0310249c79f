import { PREMIUM_BENEFITS, PREMIUM_PRODUCT, type PremiumStatus } from '@chairside/domain/premium';
import type { PremiumRow } from './premium-subscriptions-repository';

/** What the premium page shows: the state, the period's end, the card and every benefit. */
export function premiumStatusOf(row: PremiumRow | null, fee: number, now: Date): PremiumStatus {
  const live = row !== null && row.status === 'active' && row.periodEnd > now;
  const state: PremiumStatus['state'] = !row ? 'none' : live ? (row.cancelAtPeriodEnd ? 'cancelling' : 'active') : 'ended';
  return {
    productCode: PREMIUM_PRODUCT,
    isPremium: live,
    state,
    amount: row && live ? row.amount : fee,
    periodEnd: row ? (live ? row.periodEnd : (row.endedAt ?? row.periodEnd)).toISOString() : null,
    cardBrand: live ? row.cardBrand : null,
    cardLast4: live ? row.cardLast4 : null,
    benefits: PREMIUM_BENEFITS.map(({ code, title, description }) => ({ code, title, description })),
  };
}
