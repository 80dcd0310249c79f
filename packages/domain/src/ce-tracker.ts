// My CE's (ADR 53): continuing-education courses (the resume's courses, the same records), the
// licence's renewal cycle with presets, progress toward it, and when to remind.
import { z } from 'zod';
import { ceRuleFor } from './ce-state-rules';
import { isRealDay } from './resume-profile-rules';
import { RegionCodeSchema } from './resume-profile';

export const CE_CATEGORIES = {
  CLINICAL: 'Clinical',
  INFECTION_CONTROL: 'Infection control',
  RADIOLOGY: 'Radiology',
  PHARMACOLOGY: 'Pharmacology',
  CPR_BLS: 'CPR / BLS',
  ETHICS_LAW: 'Ethics and law',
  ANESTHESIA: 'Local anesthesia',
  PRACTICE_MANAGEMENT: 'Practice management',
  OTHER: 'Other',
} as const;
export type CeCategory = keyof typeof CE_CATEGORIES;
export const CE_CATEGORY_CODES = Object.keys(CE_CATEGORIES) as CeCategory[];

/** Certificates: an image (JPEG, PNG, WebP, GIF) or a PDF, at most this many bytes. */
export const CE_CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
export const CE_CERTIFICATE_TOO_LARGE = 'A certificate is at most 10 MB.';

/** Hours of one course, as the resume's courses allow. */
export const CE_HOURS_MIN = 0.25;
export const CE_HOURS_MAX = 1000;

/** Days before the cycle's end when a person still short of hours is emailed (once per cycle). */
export const CE_REMINDER_DAYS = 90;

export type CePreset = { state: string; position: string; hoursRequired: number; cycleYears: number };

/** The license whose state rule fills a position's cycle: hygienists RDH, dentists DDS/DMD, assistants RDA. */
const PRESET_LICENSE = { DH: 'RDH', DD: 'DDS_DMD', DA: 'RDA' } as const;

/**
 * The preset for a state and position, or null when none is known: the per-state CE rule of the
 * position's license (CE_STATE_RULES, with their sources), a starting point the person always edits
 * to their board's rule, never a statement of the law.
 */
export function cePresetFor(state: string | null | undefined, position: string | null | undefined): CePreset | null {
  if (!state || !position || !Object.hasOwn(PRESET_LICENSE, position)) return null;
  const rule = ceRuleFor(state, PRESET_LICENSE[position as keyof typeof PRESET_LICENSE]);
  return rule ? { state: state.toUpperCase(), position, hoursRequired: rule.hours, cycleYears: rule.cycleYears } : null;
}

/** The day `years` before a day (YYYY-MM-DD), Feb 29 falling to Feb 28. */
export function yearsBefore(day: string, years: number): string {
  const from = new Date(`${day}T00:00:00Z`);
  const month = from.getUTCMonth();
  const date = new Date(Date.UTC(from.getUTCFullYear() - years, month, from.getUTCDate()));
  if (date.getUTCMonth() !== month) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** The day `years` after a day (YYYY-MM-DD), Feb 29 falling to Feb 28. */
export function yearsAfter(day: string, years: number): string {
  return yearsBefore(day, -years);
}

/**
 * The cycle dates a preset fills in: kept end → start that many years before it; kept start →
 * end that many years after it; neither → a cycle starting today.
 */
export function presetCycleDates(
  current: { cycleStart: string; cycleEnd: string },
  cycleYears: number,
  today: string,
): { cycleStart: string; cycleEnd: string } {
  if (isRealDay(current.cycleEnd)) return { cycleStart: yearsBefore(current.cycleEnd, cycleYears), cycleEnd: current.cycleEnd };
  const start = isRealDay(current.cycleStart) ? current.cycleStart : today;
  return { cycleStart: start, cycleEnd: yearsAfter(start, cycleYears) };
}

/** Whether a course's day is still to come (one added ahead from an event): it is planned, not completed, and does not count yet. */
export const isUpcomingCourse = (course: { completedDate: string | null }, today: string) => course.completedDate !== null && course.completedDate > today;

const dayField = (label: string) => z.string({ error: `${label} is a day written YYYY-MM-DD.` }).refine(isRealDay, `${label} is a day written YYYY-MM-DD.`);

const hoursField = z
  .number({ error: `hours are a number from ${CE_HOURS_MIN} to ${CE_HOURS_MAX}.` })
  .min(CE_HOURS_MIN, `hours are a number from ${CE_HOURS_MIN} to ${CE_HOURS_MAX}.`)
  .max(CE_HOURS_MAX, `hours are a number from ${CE_HOURS_MIN} to ${CE_HOURS_MAX}.`);

export const CeCourseInputSchema = z.strictObject({
  title: z.string({ error: 'Enter the course title.' }).trim().min(1, 'Enter the course title.').max(150, 'A course title is at most 150 characters.'),
  provider: z
    .string({ error: 'A provider is at most 150 characters.' })
    .trim()
    .max(150, 'A provider is at most 150 characters.')
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  completedDate: dayField('completedDate'),
  hours: hoursField,
  category: z.enum(CE_CATEGORY_CODES as [CeCategory, ...CeCategory[]], { error: `category is one of ${CE_CATEGORY_CODES.join(', ')}.` }),
});
export type CeCourseInput = z.infer<typeof CeCourseInputSchema>;

export const CeCourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  provider: z.string().nullable(),
  completedDate: z.string().nullable(),
  hours: z.number().nullable(),
  category: z.string().nullable(),
  /** The owner-only address of the certificate, or null. */
  certificateUrl: z.string().nullable(),
  certificateType: z.enum(['image', 'pdf']).nullable(),
});
export type CeCourse = z.infer<typeof CeCourseSchema>;

export const CeCycleInputSchema = z
  .strictObject({
    state: RegionCodeSchema,
    cycleStart: dayField('cycleStart'),
    cycleEnd: dayField('cycleEnd'),
    hoursRequired: z
      .number({ error: 'hoursRequired is a number from 1 to 500.' })
      .min(1, 'hoursRequired is a number from 1 to 500.')
      .max(500, 'hoursRequired is a number from 1 to 500.'),
  })
  .superRefine((value, ctx) => {
    if (isRealDay(value.cycleStart) && isRealDay(value.cycleEnd) && value.cycleEnd <= value.cycleStart)
      ctx.addIssue({ code: 'custom', path: ['cycleEnd'], message: 'The cycle ends after it starts.' });
  });
export type CeCycleInput = z.infer<typeof CeCycleInputSchema>;

export const CeCycleSchema = z.object({ state: z.string(), cycleStart: z.string(), cycleEnd: z.string(), hoursRequired: z.number() });
export type CeCycle = z.infer<typeof CeCycleSchema>;

export const CeProgressSchema = z.object({
  hoursEarned: z.number(),
  hoursRequired: z.number(),
  hoursLeft: z.number(),
  percent: z.number().int(),
  daysLeft: z.number().int(),
  status: z.enum(['met', 'on_track', 'short', 'ended']),
  byCategory: z.array(z.object({ category: z.string(), hours: z.number() })),
});
export type CeProgress = z.infer<typeof CeProgressSchema>;

export const CeOverviewSchema = z.object({
  courses: z.array(CeCourseSchema),
  cycle: CeCycleSchema.nullable(),
  /** The preset for the person's licence state (else ZIP state) and position, when known. */
  preset: z.object({ state: z.string(), position: z.string(), hoursRequired: z.number(), cycleYears: z.number() }).nullable(),
  progress: CeProgressSchema.nullable(),
  /** Each license with a renewal day and a state CE rule (ce-state-rules.ts): hours needed by its cycle and logged. */
  licenses: z.array(
    z.object({
      credentialId: z.number().int(),
      label: z.string(),
      state: z.string(),
      status: z.string(),
      hoursRequired: z.number(),
      cycleYears: z.number(),
      cycleStart: z.string(),
      renewalOn: z.string(),
      hoursLogged: z.number(),
      hoursShort: z.number(),
      daysLeft: z.number().int(),
      summary: z.string(),
      source: z.string(),
    }),
  ),
});
export type CeOverview = z.infer<typeof CeOverviewSchema>;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const quarterHours = (hours: number) => Math.round(hours * 100) / 100;

/**
 * Progress toward the cycle: hours of the courses completed within [cycleStart, cycleEnd] by today
 * (courses without a day or hours do not count), by category, the share (at most 100), the days
 * left. status: met (enough hours), ended (the cycle is over and hours are short), short (hours
 * left exceed what the usual pace would have earned by today), on_track otherwise.
 */
export function ceProgress(
  courses: readonly { completedDate: string | null; hours: number | null; category: string | null }[],
  cycle: CeCycle,
  today: string,
): CeProgress {
  // Courses dated after today (an event added ahead) count once their day has come.
  const counted = courses.filter(
    (course) =>
      course.completedDate !== null &&
      course.hours !== null &&
      course.completedDate >= cycle.cycleStart &&
      course.completedDate <= cycle.cycleEnd &&
      course.completedDate <= today,
  );
  const earned = quarterHours(counted.reduce((sum, course) => sum + (course.hours ?? 0), 0));
  const byCategory = new Map<string, number>();
  for (const course of counted)
    byCategory.set(course.category ?? 'OTHER', quarterHours((byCategory.get(course.category ?? 'OTHER') ?? 0) + (course.hours ?? 0)));
  const hoursLeft = quarterHours(Math.max(0, cycle.hoursRequired - earned));
  const daysLeft = Math.max(0, daysBetween(today, cycle.cycleEnd));
  const length = Math.max(1, daysBetween(cycle.cycleStart, cycle.cycleEnd));
  const elapsed = Math.min(1, Math.max(0, daysBetween(cycle.cycleStart, today) / length));
  const status: CeProgress['status'] =
    hoursLeft === 0 ? 'met' : today > cycle.cycleEnd ? 'ended' : earned < cycle.hoursRequired * elapsed ? 'short' : 'on_track';
  return {
    hoursEarned: earned,
    hoursRequired: cycle.hoursRequired,
    hoursLeft,
    percent: Math.min(100, Math.floor((earned / cycle.hoursRequired) * 100)),
    daysLeft,
    status,
    byCategory: [...byCategory.entries()]
      .map(([category, hours]) => ({ category, hours }))
      .sort((a, b) => b.hours - a.hours || a.category.localeCompare(b.category)),
  };
}

/** Whether to send the short-hours reminder today: within CE_REMINDER_DAYS of the end, hours short, not yet sent for this cycle end. */
export function shouldRemindCe(progress: CeProgress, cycle: CeCycle & { remindedFor: string | null }, today: string): boolean {
  if (progress.hoursLeft === 0 || today > cycle.cycleEnd) return false;
  if (cycle.remindedFor === cycle.cycleEnd) return false;
  return daysBetween(today, cycle.cycleEnd) <= CE_REMINDER_DAYS;
}
