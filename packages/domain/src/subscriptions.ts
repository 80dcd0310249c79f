// Subscriptions on the wire and their rules: the renewal retry schedule and the proration of
// slots added mid-period (docs/decisions/0029-subscription-renewals.md). Money is integer cents.
import { z } from 'zod';
import { ZipSchema } from './accounts';
import { ORDER_QUANTITY_CEILING, SUBSCRIPTION_PERIOD_MONTHS } from './commerce-rules';
import { idSchema, PositionCodeSchema } from './form-fields';

/**
 * When a declined renewal is tried again: days after the period's end. The first charge is at the
 * period's end; after the last retry is declined the subscription ends.
 */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;
const DAY_MS = 86_400_000;

/**
 * The next attempt after `attemptsMade` declined attempts at renewing the period that ended at
 * `periodEnd`, or null when none is left (the subscription ends).
 */
export function nextRenewalAttempt(periodEnd: Date, attemptsMade: number): Date | null {
  if (!Number.isSafeInteger(attemptsMade) || attemptsMade < 1) throw new RangeError('attemptsMade is 1 or more');
  const days = RENEWAL_RETRY_DAYS[attemptsMade - 1];
  return days === undefined ? null : new Date(periodEnd.getTime() + days * DAY_MS);
}

/** The same instant `months` calendar months later (UTC; the 31st becomes the month's last day). */
export function addMonths(instant: Date, months: number): Date {
  const next = new Date(instant);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

/** The end of the period that starts at `start`. */
export const periodEndAfter = (start: Date): Date => addMonths(start, SUBSCRIPTION_PERIOD_MONTHS);

/**
 * The price of `added` slots from `now` to the period's end: the slot's monthly fee times the
 * share of the period left, rounded to the cent. Nothing when the period is over.
 */
export function proratedAmount(unitFee: number, added: number, now: Date, periodStart: Date, periodEnd: Date): number {
  const total = periodEnd.getTime() - periodStart.getTime();
  const left = Math.min(total, Math.max(0, periodEnd.getTime() - now.getTime()));
  if (total <= 0 || left === 0) return 0;
  return Math.round((unitFee * added * left) / total);
}

// ---- wire ----

const nonce = z
  .string({ error: 'Enter your card details (the subscription needs a nonce from the card form).' })
  .trim()
  .min(1, 'Enter your card details (the subscription needs a nonce from the card form).')
  .max(4096, 'A payment nonce is at most 4096 characters.');
const slotCount = z
  .number({ error: `The quantity is a whole number from 1 to ${ORDER_QUANTITY_CEILING}.` })
  .int(`The quantity is a whole number from 1 to ${ORDER_QUANTITY_CEILING}.`)
  .min(1, `The quantity is a whole number from 1 to ${ORDER_QUANTITY_CEILING}.`)
  .max(ORDER_QUANTITY_CEILING, `The quantity is a whole number from 1 to ${ORDER_QUANTITY_CEILING}.`);

/** POST users/employers/{id}/subscriptions: the card form's nonce is vaulted at the gateway. */
export const SubscribeSchema = z.strictObject({
  nonce,
  product: z.enum(['JOBSUB'], { error: 'The subscription product is JOBSUB.' }),
  /** the number of subscription slots */
  quantity: slotCount.default(1),
  position: PositionCodeSchema.nullish(),
  zip: ZipSchema.nullish(),
  redeemWithPoints: z.boolean({ error: 'redeemWithPoints is true or false.' }).nullish(),
  upgradedId: idSchema('upgradedId').nullish(),
});
export type SubscribeInput = z.infer<typeof SubscribeSchema>;
export type SubscribeRequest = z.input<typeof SubscribeSchema>;

const queryText = (field: string) =>
  z
    .string({ error: `${field} is text.` })
    .trim()
    .max(100, `${field} is at most 100 characters.`)
    .optional();
export const SubscribeQuerySchema = z.strictObject({
  'coupon-code': z
    .string({ error: 'The coupon code is text.' })
    .trim()
    .max(40, 'The coupon code is at most 40 characters.')
    .regex(/^[A-Za-z0-9_-]*$/, 'The coupon code is letters, digits, hyphens or underscores.')
    .optional(),
  'campaign-id': queryText('campaign-id'),
  'template-id': queryText('template-id'),
});

/** PUT users/employers/{id}/order/{orderId}: exactly one change. */
export const ChangeSubscriptionSchema = z
  .strictObject({
    quantity: slotCount.optional(),
    upgradedId: idSchema('upgradedId').optional(),
    cancelAtPeriodEnd: z.boolean({ error: 'cancelAtPeriodEnd is true or false.' }).optional(),
  })
  .refine((body) => [body.quantity, body.upgradedId, body.cancelAtPeriodEnd].filter((value) => value !== undefined).length === 1, {
    message: 'Send one change: quantity, upgradedId or cancelAtPeriodEnd.',
    path: ['quantity'],
  });
export type ChangeSubscription = z.infer<typeof ChangeSubscriptionSchema>;

/** PUT users/employers/{id}/order/{orderId}/payment-method: the new card's nonce from the card form. */
export const ChangePaymentMethodSchema = z.strictObject({ nonce });
export type ChangePaymentMethod = z.infer<typeof ChangePaymentMethodSchema>;

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'ended', 'cancelled'] as const;
export const SUBSCRIPTION_CHARGE_STATUSES = ['charging', 'settled', 'declined', 'failed'] as const;

const CardSchema = z.object({ brand: z.string(), last4: z.string() });

export const SubscriptionChargeSchema = z.object({
  id: z.number().int(),
  /** renewal: a period; proration: slots added mid-period */
  kind: z.enum(['renewal', 'proration']),
  periodStart: z.string(),
  periodEnd: z.string(),
  quantity: z.number().int(),
  amount: z.number().int(),
  status: z.enum(SUBSCRIPTION_CHARGE_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  message: z.string().nullable(),
  card: CardSchema.nullable(),
  createdAt: z.string(),
});
export type SubscriptionCharge = z.infer<typeof SubscriptionChargeSchema>;

export const SubscriptionSlotSchema = z.object({
  slotId: z.number().int(),
  expiresAt: z.string().nullable(),
  /** 0: no posting in the slot */
  activeJobId: z.number().int(),
  job: z.object({ id: z.number().int(), name: z.string().nullable(), status: z.string() }).nullable(),
});

export const SubscriptionSchema = z.object({
  subscriptionId: z.number().int(),
  orderId: z.number().int(),
  productCode: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  quantity: z.number().int(),
  /** cents a slot a period */
  unitFee: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** null when nothing more will be charged (cancelled at period end, or ended) */
  nextChargeAt: z.string().nullable(),
  nextChargeAmount: z.number().int().nullable(),
  card: CardSchema.nullable(),
  endedAt: z.string().nullable(),
  /** the first payment (the order) */
  firstPayment: z.object({ paymentId: z.number().int().nullable(), amount: z.number().int(), createdAt: z.string() }),
  charges: z.array(SubscriptionChargeSchema),
  slots: z.array(SubscriptionSlotSchema),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;
export const SubscriptionListSchema = z.array(SubscriptionSchema);
