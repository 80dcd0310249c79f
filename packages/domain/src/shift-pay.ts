// Shift pay (ADR 113): a booked shift's timesheet, the invoice a confirmed one makes, the ledger
// and the professional's payouts. Money in integer cents.
import { z } from 'zod';

/** The platform's fee on an invoice: this many basis points of the professional's pay (15%), charged to the practice on top. */
export const PLATFORM_FEE_BASIS_POINTS = 1500;
/** How long the practice has to confirm or correct submitted hours, and the professional to answer a correction. */
export const TIMESHEET_ANSWER_HOURS = 48;
/** Check-in opens this long before the shift's start and check-out closes this long after its end. */
export const CHECK_IN_EARLY_MS = 2 * 3_600_000;
export const CHECK_OUT_LATE_MS = 12 * 3_600_000;
export const REASON_MAX = 500;
export const DISPUTE_MAX = 1000;
export const MAX_BREAK_MINUTES = 600;

export const WORKER_CLASSIFICATIONS = ['CONTRACTOR', 'EMPLOYEE'] as const;
export type WorkerClassification = (typeof WORKER_CLASSIFICATIONS)[number];
export const WORKER_CLASSIFICATION_LABELS: Record<WorkerClassification, string> = {
  CONTRACTOR: 'Independent contractor',
  EMPLOYEE: 'Employee of the practice',
};

/** What an invoice (and the payout it owes) is for: worked hours, or a practice's late-cancellation fee (ADR 126). */
export const INVOICE_KINDS = ['HOURS', 'CANCELLATION_FEE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  HOURS: 'Hours worked',
  CANCELLATION_FEE: 'Late cancellation fee',
};

/** PUT users/employers/{id}/shift-terms: how the practice engages temp professionals (recorded on each booking, ADR 126). */
export const ShiftTermsInputSchema = z.strictObject({
  workerClassification: z.enum(WORKER_CLASSIFICATIONS, { error: 'workerClassification is CONTRACTOR or EMPLOYEE.' }),
});
export type ShiftTermsInput = z.infer<typeof ShiftTermsInputSchema>;

export const LEDGER_ACCOUNTS = ['practice_receivable', 'platform_fee', 'professional_payable', 'cash'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** Minutes worked between check-in and check-out, less breaks (never below 0). */
export function workedMinutes(checkInAt: Date, checkOutAt: Date, breakMinutes: number): number {
  const minutes = Math.floor((checkOutAt.getTime() - checkInAt.getTime()) / 60_000) - breakMinutes;
  return Math.max(0, minutes);
}

export type InvoiceAmounts = { payCents: number; cancellationFeeCents: number; platformFeeCents: number; totalCents: number };

/**
 * Hours x rate rounded to the cent (half up), the cancellation fees carried, the platform's fee on
 * the pay and fees (basis points, half up) and the total the practice is charged.
 */
export function invoiceAmounts(minutes: number, rateCents: number, cancellationFeeCents = 0): InvoiceAmounts {
  for (const value of [minutes, rateCents, cancellationFeeCents])
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('Minutes, rate and fees are whole, non-negative numbers.');
  const payCents = Math.floor((minutes * rateCents + 30) / 60);
  const platformFeeCents = Math.floor(((payCents + cancellationFeeCents) * PLATFORM_FEE_BASIS_POINTS + 5000) / 10_000);
  return { payCents, cancellationFeeCents, platformFeeCents, totalCents: payCents + cancellationFeeCents + platformFeeCents };
}

const isoInstant = (field: string) => z.iso.datetime({ offset: true, error: `${field} is a date and time (ISO 8601).` });
const breakField = z
  .number({ error: 'breakMinutes is a whole number of minutes.' })
  .int('breakMinutes is a whole number of minutes.')
  .min(0, 'breakMinutes is 0 or more.')
  .max(MAX_BREAK_MINUTES, `breakMinutes is at most ${MAX_BREAK_MINUTES}.`);

/** How far back an action queued offline may be dated when it is sent (ADR 113). */
export const OFFLINE_AT_MAX_MS = 12 * 3_600_000;
/** When the action happened, for one queued offline and sent later (within OFFLINE_AT_MAX_MS); now when left out. */
const atField = isoInstant('at').optional();

/** POST .../timesheet/check-in. */
export const CheckInInputSchema = z.strictObject({ at: atField });
export type CheckInInput = z.infer<typeof CheckInInputSchema>;

/** POST .../timesheet/check-out: the breaks taken (minutes, unpaid). */
export const CheckOutInputSchema = z.strictObject({ breakMinutes: breakField, at: atField });
export type CheckOutInput = z.infer<typeof CheckOutInputSchema>;

/** POST .../timesheet/correction: the practice's hours and why. */
export const TimesheetCorrectionInputSchema = z.strictObject({
  checkInAt: isoInstant('checkInAt'),
  checkOutAt: isoInstant('checkOutAt'),
  breakMinutes: breakField,
  reason: z
    .string({ error: 'Say why the hours are corrected (reason).' })
    .trim()
    .min(1, 'Say why the hours are corrected (reason).')
    .max(REASON_MAX, `reason is at most ${REASON_MAX} characters.`),
});
export type TimesheetCorrectionInput = z.infer<typeof TimesheetCorrectionInputSchema>;

/** POST .../timesheet/dispute: what the professional says about the correction. */
export const TimesheetDisputeInputSchema = z.strictObject({
  text: z
    .string({ error: 'Tell us what happened (text).' })
    .trim()
    .min(1, 'Tell us what happened (text).')
    .max(DISPUTE_MAX, `text is at most ${DISPUTE_MAX} characters.`),
});
export type TimesheetDisputeInput = z.infer<typeof TimesheetDisputeInputSchema>;

/** POST admin/shift-pay/timesheets/{id}/decision: whose hours stand. */
export const TimesheetDecisionInputSchema = z.strictObject({
  version: z.enum(['PROFESSIONAL', 'PRACTICE'], { error: 'version is PROFESSIONAL or PRACTICE.' }),
});

const HoursSchema = z.object({ checkInAt: z.string(), checkOutAt: z.string().nullable(), breakMinutes: z.number().int(), minutes: z.number().int() });

export const TimesheetSchema = z.object({
  id: z.number().int(),
  shiftId: z.number().int(),
  date: z.string(),
  title: z.string(),
  practiceName: z.string(),
  professionalName: z.string(),
  workerClassification: z.enum(WORKER_CLASSIFICATIONS),
  rateCents: z.number().int(),
  status: z.enum(['OPEN', 'SUBMITTED', 'CORRECTED', 'DISPUTED', 'CONFIRMED']),
  professional: HoursSchema,
  correction: HoursSchema.extend({ reason: z.string().nullable() }).nullable(),
  disputeText: z.string().nullable(),
  answerBy: z.string().nullable(),
  confirmedVersion: z.enum(['PROFESSIONAL', 'PRACTICE']).nullable(),
  confirmedBy: z.enum(['PRACTICE', 'PROFESSIONAL', 'TIMEOUT', 'ADMIN']).nullable(),
  invoiceId: z.number().int().nullable(),
});
export type Timesheet = z.infer<typeof TimesheetSchema>;
export const TimesheetsSchema = z.array(TimesheetSchema);

export const INVOICE_STATUSES = ['due', 'charging', 'paid', 'declined', 'failed', 'refunded'] as const;
export const ShiftInvoiceSchema = z.object({
  id: z.number().int(),
  /** The confirmed timesheet billed; null for a late cancellation's fee. */
  timesheetId: z.number().int().nullable(),
  kind: z.enum(INVOICE_KINDS),
  shiftId: z.number().int(),
  date: z.string(),
  professionalName: z.string(),
  workedMinutes: z.number().int(),
  rateCents: z.number().int(),
  payCents: z.number().int(),
  cancellationFeeCents: z.number().int(),
  platformFeeCents: z.number().int(),
  totalCents: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** What administrators refunded of the charge so far (the whole total: status refunded). */
  refundedCents: z.number().int(),
});
export type ShiftInvoice = z.infer<typeof ShiftInvoiceSchema>;
export const ShiftInvoicesSchema = z.array(ShiftInvoiceSchema);

export const PayoutLineSchema = z.object({
  id: z.number().int(),
  invoiceId: z.number().int(),
  date: z.string(),
  practiceName: z.string(),
  workerClassification: z.enum(WORKER_CLASSIFICATIONS),
  kind: z.enum(INVOICE_KINDS),
  amountCents: z.number().int(),
  status: z.enum(['owed', 'paid', 'cancelled']),
  invoiceStatus: z.enum(INVOICE_STATUSES),
  paidAt: z.string().nullable(),
});
export const PayoutStatementSchema = z.object({
  owedCents: z.number().int(),
  paidCents: z.number().int(),
  /** The professional's payable account in the ledger (credit balance, shown positive). */
  ledgerOwedCents: z.number().int(),
  /** With the Stripe Connect payout adapter (ADR 129): whether the professional has a connected account yet; null with the other adapters. */
  payoutSetup: z.object({ provider: z.literal('stripe-connect'), accountLinked: z.boolean() }).nullable(),
  lines: z.array(PayoutLineSchema),
});
export type PayoutStatement = z.infer<typeof PayoutStatementSchema>;

export const EarningsYearQuerySchema = z.strictObject({
  year: z.coerce
    .number({ error: 'year is a year such as 2026.' })
    .int('year is a year such as 2026.')
    .min(2000, 'year is 2000 or later.')
    .max(2100, 'year is 2100 or earlier.'),
});

export const HeldPayoutSchema = z.object({
  id: z.number().int(),
  invoiceId: z.number().int(),
  professionalName: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  /** When the provider last refused it; null when its last attempt got no answer (it is sent again with the same key). */
  heldAt: z.string().nullable(),
});
export type HeldPayout = z.infer<typeof HeldPayoutSchema>;

export const ShiftPayAdminSchema = z.object({
  disputes: TimesheetsSchema,
  failedInvoices: ShiftInvoicesSchema,
  /** The newest paid invoices (some perhaps partly refunded): what an administrator may refund. */
  paidInvoices: ShiftInvoicesSchema,
  /** What the next payout run would pay: payouts owed whose invoice was paid. */
  payable: z.object({ count: z.number().int(), amountCents: z.number().int() }),
  /** Payouts the last run could not pay (no payout account, the provider refused), still owed, with why (ADR 129). */
  heldPayouts: z.array(HeldPayoutSchema),
});

/** An administrator's refund: cents, at most what is left of the charge; none refunds all that is left. */
export const InvoiceRefundInputSchema = z.strictObject({
  amountCents: z
    .number({ error: 'Enter the amount in cents.' })
    .int({ error: 'Enter whole cents.' })
    .min(1, { error: 'Refund at least one cent.' })
    .max(10_000_000, { error: 'That is more than any invoice.' })
    .optional(),
});
export type InvoiceRefundInput = z.infer<typeof InvoiceRefundInputSchema>;
export type ShiftPayAdmin = z.infer<typeof ShiftPayAdminSchema>;

/** A payout run: how many were paid and for how much, how many were left owed (held, with a reason), the adapter and its last reference. */
export const PayoutRunSchema = z.object({
  paid: z.number().int(),
  amountCents: z.number().int(),
  held: z.number().int(),
  adapter: z.string(),
  reference: z.string().nullable(),
});
export type PayoutRun = z.infer<typeof PayoutRunSchema>;

/** Where the professional goes to set up payouts: Stripe's onboarding page for their connected account (single use, a few minutes). */
export const PayoutSetupLinkSchema = z.object({ url: z.string() });
export type PayoutSetupLink = z.infer<typeof PayoutSetupLinkSchema>;
