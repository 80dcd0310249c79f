// The temp work form: what its boxes hold, how that becomes the API's body (checked by the API's
// own schemas, so each message lands under its box), and the stored profile as boxes again.
import { z } from 'zod';
import {
  MinimumRateCentsSchema,
  TempExceptionsSchema,
  TempPositionsSchema,
  TravelMilesSchema,
  WEEKDAY_KEYS,
  WeeklyPatternSchema,
  type TempProfile,
  type TempProfileInput,
  type WeekdayKey,
} from '@chairside/domain/temp-profile';
import type { PositionCode } from '@chairside/domain/positions';
import { typedNumber } from '../../components/form/schema-helpers';
import { centsOfDollars, dollarsOfCents } from '../../components/form/money-text';

/** An exception as its row holds it: a day off, or a window on that date. */
export type ExceptionDraft = { date: string; available: 'off' | 'window'; start: string; end: string };

export const AVAILABLE_OPTIONS = [
  { value: 'off', label: 'Not available all day' },
  { value: 'window', label: 'Available from… to…' },
] as const;

const exceptionBody = (row: ExceptionDraft) =>
  row.available === 'window' ? { date: row.date, available: true, start: row.start || null, end: row.end || null } : { date: row.date, available: false };

/** Copies the issues of a check made on another value onto this one, at the same paths. */
function reportIssues(issues: readonly z.core.$ZodIssue[], ctx: z.RefinementCtx) {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
}

const ExceptionDraftSchema = z.object({ date: z.string(), available: z.enum(['off', 'window']), start: z.string(), end: z.string() });

export const TempWorkFormSchema = z
  .object({
    positions: TempPositionsSchema,
    weekly: WeeklyPatternSchema,
    exceptions: z.array(ExceptionDraftSchema).transform((rows, ctx) => {
      const checked = TempExceptionsSchema.safeParse(rows.map(exceptionBody));
      if (checked.success) return checked.data;
      reportIssues(checked.error.issues, ctx);
      return z.NEVER;
    }),
    travelMiles: typedNumber(TravelMilesSchema),
    minimumRate: z.string().transform((text, ctx) => {
      const checked = MinimumRateCentsSchema.safeParse(centsOfDollars(text));
      if (checked.success) return checked.data;
      ctx.addIssue({ code: 'custom', message: 'Enter a minimum rate from $7.25 to $500 an hour, in dollars and cents.' });
      return z.NEVER;
    }),
    instantBooking: z.boolean(),
  })
  .transform((values): TempProfileInput => ({
    positions: values.positions,
    weekly: values.weekly,
    exceptions: values.exceptions,
    travelMiles: values.travelMiles,
    minimumRateCents: values.minimumRate,
    instantBooking: values.instantBooking,
  }));
export type TempWorkFormValues = z.input<typeof TempWorkFormSchema>;

/** The stored profile as the form's boxes; without one, the person's own position ticked. */
export function formValuesOf(profile: TempProfile, ownPosition: string | null): TempWorkFormValues {
  const weekly = Object.fromEntries(WEEKDAY_KEYS.map((day) => [day, profile.weekly[day].map(({ start, end }) => ({ start, end }))])) as Record<
    WeekdayKey,
    { start: string; end: string }[]
  >;
  const own = TempPositionsSchema.safeParse(ownPosition ? [ownPosition] : []);
  return {
    positions: profile.exists ? profile.positions : own.success ? own.data : ([] as PositionCode[]),
    weekly,
    exceptions: profile.exceptions.map((exception) => ({
      date: exception.date,
      available: exception.available ? 'window' : 'off',
      start: exception.start ?? '',
      end: exception.end ?? '',
    })),
    travelMiles: String(profile.travelMiles),
    minimumRate: dollarsOfCents(profile.minimumRateCents),
    instantBooking: profile.instantBooking,
  };
}

/** Where a server field error shows: the same path, but the rate's cents under the dollars box. */
export function formFieldOf(path: readonly string[]): string | null {
  const [field] = path;
  if (field === 'minimumRateCents') return 'minimumRate';
  if (field === 'positions') return 'positions';
  if (field === 'weekly' || field === 'exceptions' || field === 'travelMiles' || field === 'instantBooking') return path.join('.');
  return null;
}
