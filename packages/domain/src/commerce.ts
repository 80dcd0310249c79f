// Commerce on the wire: the catalog, discounts, client tokens, the payment body, orders,
// credits and receipts (docs/api/commerce.md). Money is integer cents (USD) everywhere; days
// are YYYY-MM-DD. Request bodies are strict: a price or any unknown field sent by the client is
// refused (400 naming it), amounts come only from the server's catalog and discounts.
// The rules without zod are in ./commerce-rules, ./discount-rules and ./money, re-exported here.
import { z } from 'zod';
import { EmployerSignUpSchema, ZipSchema } from './accounts';
import { SubscriptionSchema } from './subscriptions';
import { CATALOG_CATEGORIES, ORDER_PRODUCTS, ORDER_QUANTITY_CEILING, PRODUCT_KINDS } from './commerce-rules';
import { idSchema, PositionCodeSchema } from './form-fields';

export * from './commerce-rules';
export * from './discount-rules';
export * from './money';

const cents = z.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// ---- catalog and discounts ----

export const ProductKindSchema = z.enum(PRODUCT_KINDS);

export const CatalogProductSchema = z.object({
  productCode: z.string(),
  description: z.string(),
  /** cents per unit */
  fee: cents,
  maxQuantity: z.number().int(),
  kind: ProductKindSchema,
});
export type CatalogProduct = z.infer<typeof CatalogProductSchema>;

export const DiscountSchema = z.object({
  discountCode: z.string(),
  productCode: z.string(),
  displayPhrase: z.string(),
  endDate: day.nullable(),
  minimumQuantity: z.number().int(),
  maximumQuantity: z.number().int(),
  /** cents per unit */
  discountFee: cents,
  /** cents, once; may be negative */
  discountActivationFee: cents,
  isSpecial: z.boolean(),
});
export type Discount = z.infer<typeof DiscountSchema>;

export const AppliedDiscountSchema = z.object({ code: z.string(), message: z.string(), productCode: z.string() });
export type AppliedDiscount = z.infer<typeof AppliedDiscountSchema>;

export const CatalogSchema = z.object({
  products: z.array(CatalogProductSchema),
  discounts: z.array(DiscountSchema),
  appliedDiscount: AppliedDiscountSchema.nullable(),
});
export type Catalog = z.infer<typeof CatalogSchema>;

const codeText = (field: string) =>
  z
    .string({ error: `${field} is text.` })
    .trim()
    .max(40, `${field} is at most 40 characters.`)
    .regex(/^[A-Za-z0-9_-]*$/, `${field} is letters, digits, hyphens or underscores.`)
    .transform((value) => (value === '' ? undefined : value));

export const DiscountCodeParamSchema = z
  .string()
  .trim()
  .min(1, 'Enter a discount code.')
  .max(40, 'A discount code is at most 40 characters.')
  .regex(/^[A-Za-z0-9_-]+$/, 'A discount code is letters, digits, hyphens or underscores.');

export const CatalogCategorySchema = z.enum(CATALOG_CATEGORIES, { error: 'The category is JOB or UPGRADE_RESUME.' });

/** GET prepay/catalog?zip=&position=&category=&coupon-code= (category: JOB by default, or UPGRADE_RESUME) */
export const PublicCatalogQuerySchema = z.object({
  zip: ZipSchema.optional(),
  position: PositionCodeSchema.optional(),
  category: CatalogCategorySchema.optional(),
  'coupon-code': codeText('The discount code').optional(),
});

export const CouponQuerySchema = z.object({ 'coupon-code': codeText('The discount code').optional() });

export const ClientTokenSchema = z.object({ clientToken: z.string(), gateway: z.enum(['sandbox', 'braintree']) });
export type ClientToken = z.infer<typeof ClientTokenSchema>;

/**
 * Whether this site sells anything, and through which gateway: not open (a production site without
 * a payment provider: purchases answer 503), the sandbox (test payments, nothing real is charged)
 * or Braintree.
 */
export const PaymentsStatusSchema = z.object({ open: z.boolean(), gateway: z.enum(['sandbox', 'braintree']).nullable() });
export type PaymentsStatus = z.infer<typeof PaymentsStatusSchema>;

// ---- payment ----

const quantity = (label: string, min: number) =>
  z
    .number({ error: `${label} is a whole number from ${min} to ${ORDER_QUANTITY_CEILING}.` })
    .int(`${label} is a whole number from ${min} to ${ORDER_QUANTITY_CEILING}.`)
    .min(min, `${label} is a whole number from ${min} to ${ORDER_QUANTITY_CEILING}.`)
    .max(ORDER_QUANTITY_CEILING, `${label} is a whole number from ${min} to ${ORDER_QUANTITY_CEILING}.`);

export const AddOnsSchema = z.strictObject({
  INV: quantity('The INV quantity', 0).default(0),
  INVSUB: quantity('The INVSUB quantity', 0).default(0),
  NAT: quantity('The NAT quantity', 0).default(0),
});

export const PaymentSchema = z.strictObject({
  nonce: z
    .string({ error: 'Enter your card details (the payment needs a nonce from the card form).' })
    .trim()
    .min(1, 'Enter your card details (the payment needs a nonce from the card form).')
    .max(4096, 'A payment nonce is at most 4096 characters.'),
  product: z.enum(ORDER_PRODUCTS, { error: 'Choose a product: JOB, JOBSUB, BASIC or RESUME30.' }),
  quantity: quantity('The quantity', 1).default(1),
  addOns: AddOnsSchema.default({ INV: 0, INVSUB: 0, NAT: 0 }),
  /** optional: the default prices; prices may depend on the position */
  position: PositionCodeSchema.nullish(),
  /** optional: the account's (prepay) or the primary office's ZIP; prices may depend on its region */
  zip: ZipSchema.nullish(),
  discountCode: codeText('The discount code').nullish(),
  couponCode: codeText('The coupon code').nullish(),
  /** Kept from the spec's payment body; there are no reward points, so only false or nothing is accepted (ADR 84). */
  redeemWithPoints: z.boolean({ error: 'redeemWithPoints is true or false.' }).nullish(),
  upgradedId: idSchema('upgradedId').nullish(),
  campaignId: z.string({ error: 'campaignId is text.' }).trim().max(100, 'campaignId is at most 100 characters.').nullish(),
  templateId: z.string({ error: 'templateId is text.' }).trim().max(100, 'templateId is at most 100 characters.').nullish(),
});
export type PaymentInput = z.infer<typeof PaymentSchema>;
export type PaymentRequest = z.input<typeof PaymentSchema>;

export const PrepayPaymentSchema = PaymentSchema.extend({ account: EmployerSignUpSchema });
export type PrepayPaymentInput = z.infer<typeof PrepayPaymentSchema>;
export type PrepayPaymentRequest = z.input<typeof PrepayPaymentSchema>;

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,200}$/;

// ---- orders, credits, receipts ----

export const CreditsSchema = z.object({ INV: z.number().int(), INVSUB: z.number().int(), NAT: z.number().int() });
export type Credits = z.infer<typeof CreditsSchema>;

export const OrderItemSchema = z.object({
  productCode: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unitFee: cents,
  amount: cents,
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSchema = z.object({
  orderId: z.number().int(),
  paymentId: z.number().int(),
  subtotal: cents,
  discount: cents,
  total: cents,
  createdAt: z.string(),
  items: z.array(OrderItemSchema),
  discountCode: z.string().nullable(),
  slots: z.array(z.object({ slotId: z.number().int(), product: z.string() })),
  /** added by this order */
  credits: CreditsSchema,
  /** the draft published into the new slot */
  jobId: z.number().int().optional(),
  /** the subscription the order made (a JOBSUB order), as GET .../subscriptions/{orderId} answers it */
  subscription: SubscriptionSchema.optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const RedeemSchema = z.strictObject({ product: z.enum(['NAT'], { error: 'The product to redeem is NAT.' }) });
export const RedeemAnswerSchema = z.object({ jobId: z.number().int(), product: z.string(), balance: z.number().int() });
export type RedeemAnswer = z.infer<typeof RedeemAnswerSchema>;

export const CREDIT_REASONS = ['purchase', 'redeem'] as const;
export const CreditLedgerEntrySchema = z.object({
  id: z.number().int(),
  productCode: z.string(),
  change: z.number().int(),
  reason: z.enum(CREDIT_REASONS),
  orderId: z.number().int().nullable(),
  jobId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type CreditLedgerEntry = z.infer<typeof CreditLedgerEntrySchema>;
export const CreditBalancesSchema = z.object({
  balances: CreditsSchema,
  /** When the practice's resume-search access (RESUME30) ends; null when it has none running. */
  resumeAccessUntil: z.string().nullable(),
  ledger: z.array(CreditLedgerEntrySchema),
});
export type CreditBalances = z.infer<typeof CreditBalancesSchema>;

export const PAYMENT_STATUSES = ['settled', 'declined'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ReceiptSummarySchema = z.object({
  paymentId: z.number().int(),
  orderId: z.number().int(),
  createdAt: z.string(),
  total: cents,
  description: z.string(),
  status: z.enum(PAYMENT_STATUSES),
});
export type ReceiptSummary = z.infer<typeof ReceiptSummarySchema>;
export const ReceiptListSchema = z.object({ receipts: z.array(ReceiptSummarySchema) });

export const ReceiptSchema = z.object({
  paymentId: z.number().int(),
  orderId: z.number().int(),
  createdAt: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  billedTo: z.object({ practiceName: z.string(), email: z.string(), address: z.string().optional() }),
  items: z.array(OrderItemSchema),
  subtotal: cents,
  discount: cents,
  total: cents,
  discountCode: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  gatewayTransactionId: z.string().nullable(),
  /** Who sold: the company's name and postal address lines, from the site's settings. */
  seller: z.object({ name: z.string(), address: z.array(z.string()) }),
});
export type Receipt = z.infer<typeof ReceiptSchema>;
/** A receipt as stored: everything but the seller, which comes from the settings. */
export type StoredReceipt = Omit<Receipt, 'seller'>;
