// The temp profile of a job seeker who takes temp shifts: the zod schemas of PUT and GET
// users/staff/{id}/temp-profile, shared by the API and the web form. The rules without zod
// (weekdays, limits, isAvailableFor, the summary) are in ./temp-profile-rules, re-exported here.
import { z } from 'zod';
import { PositionCodeSchema } from './form-fields';
import { POSITION_CODES } from './positions';
import { isRealDay } from './resume-profile-rules';
import {
  EXCEPTIONS_MAX,
  MINIMUM_RATE_CENTS_MAX,
  MINIMUM_RATE_CENTS_MIN,
  TIME_OF_DAY_PATTERN,
  TRAVEL_MILES_MAX,
  TRAVEL_MILES_MIN,
  WEEKDAY_KEYS,
  WEEKDAY_NAMES,
  WINDOWS_PER_DAY_MAX,
  formatWindow,
  minutesOf,
  windowProblems,
  type WeekdayKey,
} from './temp-profile-rules';

export * from './temp-profile-rules';

/** A time of day HH:MM; blank asks for it, anything else says how to write it. */
const timeOfDay = (which: 'start' | 'end') =>
  z.string({ error: `Enter the ${which} time.` }).refine((value) => TIME_OF_DAY_PATTERN.test(value), {
    error: (issue) => (issue.input === '' ? `Enter the ${which} time.` : `Write the ${which} time as HH:MM (24 hours), e.g. 07:30.`),
  });

export const TimeWindowSchema = z.strictObject({ start: timeOfDay('start'), end: timeOfDay('end') }).superRefine((window, ctx) => {
  for (const problem of windowProblems([window])) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});

/** A weekday's windows: none (not available that day) to WINDOWS_PER_DAY_MAX, none overlapping. */
const dayWindows = (day: WeekdayKey) =>
  z
    .array(TimeWindowSchema, { error: `${WEEKDAY_NAMES[day]} is a list of {start, end} windows.` })
    .max(WINDOWS_PER_DAY_MAX, `Give ${WEEKDAY_NAMES[day]} at most ${WINDOWS_PER_DAY_MAX} windows.`)
    .superRefine((windows, ctx) => {
      // Only the overlaps: each window's own end was checked with it.
      for (const problem of windowProblems(windows))
        if (problem.field === 'start') ctx.addIssue({ code: 'custom', path: [problem.index, 'start'], message: problem.message });
    })
    .default([]);

/** The weekly pattern: sun to sat, each a list of windows; a day left out has none. */
export const WeeklyPatternSchema = z.strictObject(
  Object.fromEntries(WEEKDAY_KEYS.map((day) => [day, dayWindows(day)])) as { [K in WeekdayKey]: ReturnType<typeof dayWindows> },
  { error: 'weekly is {sun, mon, tue, wed, thu, fri, sat}, each a list of {start, end} windows.' },
);

export const TempExceptionSchema = z
  .strictObject({
    date: z.string({ error: 'Enter the date.' }).refine(isRealDay, {
      error: (issue) => (issue.input === '' ? 'Enter the date.' : 'Write the date as YYYY-MM-DD.'),
    }),
    available: z.boolean({ error: 'available is true (a window that day) or false (not available all day).' }),
    start: timeOfDay('start').nullable().default(null),
    end: timeOfDay('end').nullable().default(null),
  })
  .superRefine((exception, ctx) => {
    if (!exception.available) {
      for (const field of ['start', 'end'] as const)
        if (exception[field] !== null) ctx.addIssue({ code: 'custom', path: [field], message: 'A day off has no times: leave them out.' });
      return;
    }
    if (exception.start === null) ctx.addIssue({ code: 'custom', path: ['start'], message: 'Enter the start time.' });
    if (exception.end === null) ctx.addIssue({ code: 'custom', path: ['end'], message: 'Enter the end time.' });
    if (exception.start !== null && exception.end !== null)
      for (const problem of windowProblems([{ start: exception.start, end: exception.end }]))
        ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type TempExceptionInput = z.input<typeof TempExceptionSchema>;

/** The exceptions: a date is either a day off (once) or has windows that do not overlap. */
export const TempExceptionsSchema = z
  .array(TempExceptionSchema, { error: 'exceptions is a list of {date, available, start, end}.' })
  .max(EXCEPTIONS_MAX, `List at most ${EXCEPTIONS_MAX} dates.`)
  .superRefine((exceptions, ctx) => {
    exceptions.forEach((exception, index) => {
      const earlier = exceptions.slice(0, index).filter((other) => other.date === exception.date);
      if (earlier.length === 0) return;
      if (!exception.available || earlier.some((other) => !other.available)) {
        ctx.addIssue({ code: 'custom', path: [index, 'date'], message: 'This date is already listed: a day off stands alone.' });
        return;
      }
      const start = minutesOf(exception.start ?? '');
      const end = minutesOf(exception.end ?? '');
      if (start === null || end === null || end <= start) return;
      const clash = earlier.find((other) => (minutesOf(other.start ?? '') ?? 0) < end && start < (minutesOf(other.end ?? '') ?? 0));
      if (clash?.start && clash.end)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'start'],
          message: `This overlaps ${formatWindow({ start: clash.start, end: clash.end })} on the same date: make them one window or change the times.`,
        });
    });
  });

const TRAVEL_MILES_MESSAGE = `Enter a distance from ${TRAVEL_MILES_MIN} to ${TRAVEL_MILES_MAX} miles, in whole miles.`;
const RATE_MESSAGE = 'Enter a minimum rate from $7.25 to $500 an hour.';

export const TravelMilesSchema = z
  .number({ error: TRAVEL_MILES_MESSAGE })
  .int(TRAVEL_MILES_MESSAGE)
  .min(TRAVEL_MILES_MIN, TRAVEL_MILES_MESSAGE)
  .max(TRAVEL_MILES_MAX, TRAVEL_MILES_MESSAGE);

/** Whole cents an hour. */
export const MinimumRateCentsSchema = z
  .number({ error: RATE_MESSAGE })
  .int('The minimum rate is a whole number of cents.')
  .min(MINIMUM_RATE_CENTS_MIN, RATE_MESSAGE)
  .max(MINIMUM_RATE_CENTS_MAX, RATE_MESSAGE);

export const TempPositionsSchema = z
  .array(PositionCodeSchema, { error: 'Choose at least one position you temp as.' })
  .min(1, 'Choose at least one position you temp as.')
  .max(POSITION_CODES.length, 'Choose each position once.')
  .refine((positions) => new Set(positions).size === positions.length, 'Choose each position once.');

/** PUT users/staff/{id}/temp-profile: the whole temp profile (it replaces the one stored). */
export const TempProfileInputSchema = z.strictObject({
  positions: TempPositionsSchema,
  weekly: WeeklyPatternSchema,
  exceptions: TempExceptionsSchema.default([]),
  travelMiles: TravelMilesSchema,
  minimumRateCents: MinimumRateCentsSchema,
  instantBooking: z.boolean({ error: 'instantBooking is true or false.' }),
});
export type TempProfileInput = z.infer<typeof TempProfileInputSchema>;

const WindowAnswerSchema = z.object({ start: z.string(), end: z.string() });

/**
 * GET and PUT users/staff/{id}/temp-profile's answer. Without a temp profile (`exists` false): no
 * positions, windows or exceptions, TRAVEL_MILES_DEFAULT, no minimum rate, summary null.
 */
export const TempProfileSchema = z.object({
  exists: z.boolean(),
  positions: z.array(PositionCodeSchema),
  weekly: z.object(
    Object.fromEntries(WEEKDAY_KEYS.map((day) => [day, z.array(WindowAnswerSchema)])) as Record<WeekdayKey, z.ZodArray<typeof WindowAnswerSchema>>,
  ),
  /** From today (the person's calendar) on, by date. */
  exceptions: z.array(z.object({ date: z.string(), available: z.boolean(), start: z.string().nullable(), end: z.string().nullable() })),
  travelMiles: z.number().int(),
  minimumRateCents: z.number().int().nullable(),
  instantBooking: z.boolean(),
  /** The IANA zone of the person's ZIP code: the times are wall-clock times there. */
  timeZone: z.string(),
  /** The line on the resume (tempProfileSummary); null without a temp profile. */
  summary: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TempProfile = z.infer<typeof TempProfileSchema>;
