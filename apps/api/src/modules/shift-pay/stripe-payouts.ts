// The Stripe Connect payout adapter (ADR 129): each payout is one transfer from the platform's Stripe
// balance to the professional's connected account. The transfer's Idempotency-Key and transfer_group
// are derived from the payout id, so a payout sent again (its answer lost, or the process died before
// it was marked paid) is never paid twice: the transfer already made is looked up by its group first
// (this holds after Stripe forgets the key, 24 hours on), and Stripe answers the same key with the same
// transfer. A refusal leaves the payout owed with a reason administrators see. Stripe keeps a refusal
// under its key too, so the key also carries the time of the payout's last refusal: the attempt after
// a refusal (funds added, onboarding finished) is a new request, while an attempt whose answer was lost
// is sent again with the same key.
import { formatCents } from '@chairside/domain/money';
import type { PayoutItem, PayoutOutcome, PayoutPort } from './payouts';
import { StripeRequestError, StripeUnreachableError, type StripeApi, type StripeList, type StripeTransfer } from './stripe-api';

export const transferGroupOf = (payoutId: number) => `chairside-payout-${payoutId}`;
/** The transfer's Idempotency-Key: the payout id, and the time Stripe last refused it (none before a refusal). */
export const transferKeyOf = (payoutId: number, lastRefusedAt: Date | null) =>
  lastRefusedAt ? `chairside-payout-${payoutId}-${lastRefusedAt.getTime()}` : `chairside-payout-${payoutId}`;

const NO_ACCOUNT = 'The professional has not set up payouts yet (Set up payouts, on their Payouts page).';

/** The reason an administrator reads when Stripe did not pay; the next payout run tries again. */
export function holdReasonOf(caught: unknown): string {
  if (caught instanceof StripeUnreachableError) return `${caught.message} The next payout run asks again with the same key, so it is never paid twice.`;
  if (!(caught instanceof StripeRequestError)) return 'The transfer could not be sent; the next payout run tries again.';
  if (caught.code === 'balance_insufficient') return "The platform's Stripe balance does not cover this transfer: add funds in Stripe, then run payouts again.";
  if (caught.code === 'insufficient_capabilities_for_transfer' || caught.code === 'account_invalid')
    return "The professional has not finished Stripe's payout setup: their account cannot receive transfers yet.";
  if (caught.code === 'resource_missing' && caught.param === 'destination') return "The professional's Stripe account was not found (closed or removed).";
  if (caught.type === 'idempotency_error')
    return 'Stripe already has this payout with other details (its amount changed after an earlier attempt): settle it by hand in Stripe.';
  if (caught.status === 401 || caught.status === 403) return "Stripe refused the platform's key (STRIPE_SECRET_KEY).";
  if (caught.status === 429 || caught.status >= 500) return `Stripe could not take the transfer just now (${caught.status}); the next payout run tries again.`;
  return `Stripe refused the transfer: ${caught.message.slice(0, 300)}`;
}

/** The adapter over a Stripe client (the settings' key and address). */
export function stripeConnectPayouts(stripe: StripeApi): PayoutPort {
  return {
    name: 'stripe-connect',
    payEach: async (item: PayoutItem): Promise<PayoutOutcome> => {
      if (!item.connectedAccountId) return { paid: false, reason: NO_ACCOUNT, refused: true };
      if (item.amountCents <= 0) return { paid: true, reference: 'stripe-connect:nothing-to-transfer' };
      const group = transferGroupOf(item.id);
      try {
        const earlier = (await stripe.get<StripeList<StripeTransfer>>('/v1/transfers', { transfer_group: group, limit: '10' })).data.find(
          (transfer) => !transfer.reversed,
        );
        if (earlier) {
          if (earlier.amount === item.amountCents && earlier.destination === item.connectedAccountId) return { paid: true, reference: earlier.id };
          return {
            paid: false,
            refused: true,
            reason: `Transfer ${earlier.id} of ${formatCents(earlier.amount)} was already sent for this payout, which now owes ${formatCents(item.amountCents)}: settle the difference by hand in Stripe.`,
          };
        }
        const transfer = await stripe.post<StripeTransfer>(
          '/v1/transfers',
          {
            amount: String(item.amountCents),
            currency: 'usd',
            destination: item.connectedAccountId,
            transfer_group: group,
            description: `Chairside shift payout ${item.id}`,
            'metadata[payout_id]': String(item.id),
            'metadata[invoice_id]': String(item.invoiceId),
          },
          transferKeyOf(item.id, item.lastRefusedAt),
        );
        return { paid: true, reference: transfer.id };
      } catch (caught) {
        // Stripe answered (a refusal, kept under the key), or no answer came (the same key next time).
        return { paid: false, reason: holdReasonOf(caught), refused: caught instanceof StripeRequestError };
      }
    },
  };
}
