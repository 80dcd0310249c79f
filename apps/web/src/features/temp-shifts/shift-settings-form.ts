// The practice's shift settings form: what its boxes hold, and the body the API's own schema checks.
import * as z from 'zod';
import { ShiftSettingsInputSchema, type BookingMode, type PracticeShift } from '@chairside/domain/temp-shifts';
import { centsOfDollars, dollarsOfCents } from '../../components/form/money-text';

export type ShiftSettingsValues = { bookingMode: BookingMode; rate: string; breakMinutes: string; notes: string };

export const ShiftSettingsFormSchema = z
  .object({ bookingMode: z.enum(['REQUEST', 'INSTANT', 'APPLICANTS']), rate: z.string(), breakMinutes: z.string(), notes: z.string() })
  .transform((values, ctx) => {
    const rateCents = centsOfDollars(values.rate);
    const breakMinutes = values.breakMinutes.trim() === '' ? 0 : Number(values.breakMinutes.trim());
    const own: Record<string, string> = {};
    if (Number.isNaN(rateCents)) own.rate = 'Write the hourly rate in dollars, e.g. 48 or 48.50.';
    if (!Number.isInteger(breakMinutes)) own.breakMinutes = 'Write the break in whole minutes, e.g. 30.';
    const checked = ShiftSettingsInputSchema.safeParse({
      bookingMode: values.bookingMode,
      rateCents: Number.isNaN(rateCents) ? 0 : rateCents,
      breakMinutes,
      notes: values.notes,
    });
    const messages = new Map(Object.entries(own));
    for (const issue of checked.success ? [] : checked.error.issues) {
      const field = formFieldOf(String(issue.path[0] ?? ''));
      if (!messages.has(field)) messages.set(field, issue.message);
    }
    if (checked.success && messages.size === 0) return checked.data;
    for (const [field, message] of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    return z.NEVER;
  });

/** The server's names of the form's fields where they differ: the API names the rate in cents; the form's box is in dollars. */
export const SHIFT_SERVER_NAMES: Readonly<Record<string, string>> = { rateCents: 'rate' };

/** The form's name of an API field. */
const formFieldOf = (field: string) => SHIFT_SERVER_NAMES[field] ?? field;

/** The stored shift as the form's boxes; a shift without a rate starts from the suggested one. */
export const shiftSettingsValues = (shift: PracticeShift): ShiftSettingsValues => ({
  bookingMode: shift.bookingMode,
  rate: dollarsOfCents(shift.rateCents ?? shift.suggestedRateCents),
  breakMinutes: String(shift.breakMinutes),
  notes: shift.notes ?? '',
});
