// Temp shifts and their booking: the zod schemas of the practice's and the professional's shift
// routes, shared by the API and the web screens (docs/decisions/0097-temp-shifts-and-booking.md).
// - A temp posting's dates are its shifts: hours in the zone of the posting's ZIP code, an unpaid
//   break, an hourly rate, and one of three ways to book (BOOKING_MODES).
// - REQUEST sends a round of offers to the best few available professionals; the first to
//   accept is booked and the others are told it was taken. INSTANT lets a professional who
//   meets every requirement book outright. APPLICANTS collects those who ask; the practice picks.
// - Exactly one booking per shift, whatever arrives at once (one conditional update).
import { z } from 'zod';
import { UsernameSchema } from './accounts';
import { idParamSchema, PositionCodeSchema } from './form-fields';
import { instantOfLocalDateTime } from './time-zones';
import { practiceCancellationFeeCents, shiftPayCents, type CancellationTerms } from './temp-reliability';

export const BOOKING_MODES = ['REQUEST', 'INSTANT', 'APPLICANTS'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

export const BOOKING_MODE_LABELS: Record<BookingMode, string> = {
  REQUEST: 'Request: offer it to the best matches, first to accept is booked',
  INSTANT: 'Instant book: a qualified professional books it outright',
  APPLICANTS: 'Applicants: professionals ask, you choose',
};
export const BOOKING_MODE_SHORT: Record<BookingMode, string> = { REQUEST: 'Request', INSTANT: 'Instant book', APPLICANTS: 'Applicants' };

/** How many professionals one round of requests reaches, at most, and by default. */
export const REQUEST_SIZE_MAX = 6;
export const REQUEST_SIZE_DEFAULT = 3;
export const BREAK_MINUTES_MAX = 240;
export const SHIFT_NOTES_MAX = 1000;
export const CANCEL_REASON_MAX = 500;
export const RATE_CENTS_MIN = 725;
export const RATE_CENTS_MAX = 50_000;

export const OFFER_STATUSES = ['OFFERED', 'APPLIED', 'BOOKED', 'TAKEN', 'DECLINED', 'WITHDRAWN'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  OFFERED: 'Offered',
  APPLIED: 'Asked for it',
  BOOKED: 'Booked',
  TAKEN: 'Taken by someone else',
  DECLINED: 'Declined',
  WITHDRAWN: 'Withdrawn',
};

export const SHIFT_TAKEN_MESSAGE = 'This shift was just taken by someone else.';

/** When a shift starts and ends, from its local date and times in its zone (null without times). */
export function shiftInstants(
  shift: { date: string; startTime: string | null; endTime: string | null },
  timeZone: string,
): { startsAt: Date; endsAt: Date } | null {
  if (!shift.startTime || !shift.endTime) return null;
  const startsAt = instantOfLocalDateTime(`${shift.date}T${shift.startTime}`, timeZone);
  const endsAt = instantOfLocalDateTime(`${shift.date}T${shift.endTime}`, timeZone);
  return startsAt && endsAt ? { startsAt, endsAt } : null;
}

/** What a shift pays in all, in cents; null when it has no hours or rate. */
export function shiftTotalCents(
  shift: { date: string; startTime: string | null; endTime: string | null; breakMinutes: number; rateCents: number | null },
  timeZone: string,
): number | null {
  const instants = shiftInstants(shift, timeZone);
  if (!instants || shift.rateCents === null) return null;
  return shiftPayCents({ ...instants, unpaidBreakMinutes: shift.breakMinutes, hourlyRateCents: shift.rateCents });
}

/** The fee a practice owes for cancelling this shift at `at` (0 unless late; 0 without hours or rate). */
export function lateCancellationFee(
  terms: CancellationTerms,
  shift: { date: string; startTime: string | null; endTime: string | null; breakMinutes: number; rateCents: number | null },
  timeZone: string,
  at: Date,
): number {
  const instants = shiftInstants(shift, timeZone);
  if (!instants || shift.rateCents === null) return 0;
  return practiceCancellationFeeCents(terms, { ...instants, unpaidBreakMinutes: shift.breakMinutes, hourlyRateCents: shift.rateCents }, at);
}

// ---- request bodies ----

/** PUT users/employers/{id}/shifts/{shiftId}: how the shift is booked and what it pays. */
export const ShiftSettingsInputSchema = z
  .strictObject({
    bookingMode: z.enum(BOOKING_MODES, { error: 'bookingMode is REQUEST, INSTANT or APPLICANTS.' }),
    rateCents: z
      .number({ error: 'Enter the hourly rate.' })
      .int('rateCents is whole cents.')
      .min(RATE_CENTS_MIN, 'The hourly rate is at least $7.25.')
      .max(RATE_CENTS_MAX, 'The hourly rate is at most $500.')
      .nullable(),
    breakMinutes: z
      .number({ error: 'breakMinutes is the unpaid break in minutes.' })
      .int('breakMinutes is whole minutes.')
      .min(0, 'The break cannot be negative.')
      .max(BREAK_MINUTES_MAX, `The unpaid break is at most ${BREAK_MINUTES_MAX} minutes.`),
    notes: z
      .string({ error: 'notes is text.' })
      .trim()
      .max(SHIFT_NOTES_MAX, `Notes are at most ${SHIFT_NOTES_MAX} characters.`)
      .transform((text) => text || null)
      .nullable()
      .default(null),
  })
  .superRefine((value, ctx) => {
    if (value.bookingMode !== 'APPLICANTS' && value.rateCents === null)
      ctx.addIssue({ code: 'custom', path: ['rateCents'], message: 'Requests and instant booking need the hourly rate.' });
  });
export type ShiftSettingsInput = z.infer<typeof ShiftSettingsInputSchema>;

/** POST users/employers/{id}/shifts/{shiftId}/requests: a round of offers. */
export const ShiftRequestInputSchema = z.strictObject({
  size: z
    .number({ error: `size is how many professionals to ask, 1 to ${REQUEST_SIZE_MAX}.` })
    .int(`size is how many professionals to ask, 1 to ${REQUEST_SIZE_MAX}.`)
    .min(1, `size is how many professionals to ask, 1 to ${REQUEST_SIZE_MAX}.`)
    .max(REQUEST_SIZE_MAX, `Ask at most ${REQUEST_SIZE_MAX} professionals at a time.`)
    .default(REQUEST_SIZE_DEFAULT),
});

/** POST users/employers/{id}/shifts/{shiftId}/booking: the applicant the practice picks. */
export const ShiftPickInputSchema = z.strictObject({
  username: z.string({ error: 'username is the applicant to book.' }).min(1, 'username is the applicant to book.'),
});

/** POST .../cancellation, by either side. */
export const ShiftCancelInputSchema = z.strictObject({
  reason: z
    .string({ error: 'Tell the other side why (reason).' })
    .trim()
    .min(1, 'Tell the other side why (reason).')
    .max(CANCEL_REASON_MAX, `A reason is at most ${CANCEL_REASON_MAX} characters.`),
});

export const ShiftParamsSchema = z.strictObject({ id: UsernameSchema, shiftId: idParamSchema('shiftId') });

// ---- answers ----

const ShiftHoursSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  title: z.string(),
  position: PositionCodeSchema,
  date: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** The zone of the posting's ZIP code: the times are wall-clock there. */
  timeZone: z.string(),
  breakMinutes: z.number().int(),
  rateCents: z.number().int().nullable(),
  /** What the shift pays in all (hours less the break, at the rate); null without hours or rate. */
  totalCents: z.number().int().nullable(),
  bookingMode: z.enum(BOOKING_MODES),
  status: z.enum(['ACTIVE', 'BOOKED', 'CANCELED']),
  notes: z.string().nullable(),
});

export const ShiftProfessionalSchema = z.object({
  username: z.string(),
  name: z.string(),
  reliability: z.number().int(),
  /** The average and count of the revealed reviews of them (ADR 114). */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }).optional(),
  /** "License verified" and the verified licenses, permits and certificates, without numbers (ADR 115). */
  licenseVerified: z.boolean().optional(),
  verifiedCredentials: z.array(z.object({ label: z.string(), state: z.string().nullable(), number: z.null() })).optional(),
});

/** A shift as the practice sees it. */
export const PracticeShiftSchema = ShiftHoursSchema.extend({
  booked: ShiftProfessionalSchema.extend({ bookedAt: z.string() }).nullable(),
  requestRound: z.number().int(),
  offers: z.array(ShiftProfessionalSchema.extend({ status: z.enum(OFFER_STATUSES), at: z.string() })),
  /** The fee a cancellation now would owe the professional (0 unless late). */
  cancellationFeeNowCents: z.number().int(),
  /** Late-cancellation fees owed and not yet on a receipt, for this shift. */
  unbilledFeeCents: z.number().int(),
  /** What postings of the position in the shift's state pay by the hour (the salary pages' median); null: too few to say. */
  suggestedRateCents: z.number().int().nullable(),
});
export type PracticeShift = z.infer<typeof PracticeShiftSchema>;

export const PracticeShiftsSchema = z.object({
  shifts: z.array(PracticeShiftSchema),
  lateFeePercent: z.number().int(),
  /** Every late-cancellation fee not yet billed: it is added to the practice's next receipt. */
  unbilledFeeCents: z.number().int(),
});
export type PracticeShifts = z.infer<typeof PracticeShiftsSchema>;

/** A shift as a professional sees it: offered, asked for, or booked. */
export const ProfessionalShiftSchema = ShiftHoursSchema.extend({
  practiceName: z.string(),
  place: z.string(),
  parking: z.string().nullable(),
  requirements: z.array(z.string()),
  /** The practice's late-cancellation terms, shown before booking. */
  lateFeePercent: z.number().int(),
  /** How the practice engages professionals (ADR 113): an independent contractor unless its terms say employee; shown before booking. */
  workerClassification: z.enum(['CONTRACTOR', 'EMPLOYEE']),
  offerStatus: z.enum(OFFER_STATUSES).nullable(),
  isBookedByMe: z.boolean(),
});
export type ProfessionalShift = z.infer<typeof ProfessionalShiftSchema>;

export const ProfessionalShiftsSchema = z.object({
  offers: z.array(ProfessionalShiftSchema),
  booked: z.array(ProfessionalShiftSchema),
  reliability: z.number().int(),
});
export type ProfessionalShifts = z.infer<typeof ProfessionalShiftsSchema>;
