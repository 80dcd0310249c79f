import * as z from 'zod';
import { AVAILABILITY_DURATIONS, DAY_NAMES, InterviewAvailabilityInputSchema, type InterviewAvailability } from '@chairside/domain/interview-scheduling';

// The availability form's values: one row per weekday (open or not, from, to), the length and the notice.

const DaySchema = z.object({ on: z.boolean(), from: z.string(), to: z.string() });
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const availabilityFormSchema = z
  .object({
    days: z.array(DaySchema).length(7),
    durationMinutes: z.string(),
    minNoticeHours: z.string(),
  })
  .superRefine((values, issue) => {
    values.days.forEach((day, index) => {
      if (!day.on) return;
      if (!HH_MM.test(day.from)) issue.addIssue({ code: 'custom', path: ['days', index, 'from'], message: `${DAY_NAMES[index]}: enter a start time.` });
      else if (!HH_MM.test(day.to)) issue.addIssue({ code: 'custom', path: ['days', index, 'to'], message: `${DAY_NAMES[index]}: enter an end time.` });
      else if (minutes(day.to) - minutes(day.from) < Number(values.durationMinutes))
        issue.addIssue({ code: 'custom', path: ['days', index, 'to'], message: `${DAY_NAMES[index]}: the time is shorter than one interview.` });
    });
    const notice = Number(values.minNoticeHours);
    if (values.minNoticeHours.trim() === '' || !Number.isInteger(notice) || notice < 0 || notice > 336)
      issue.addIssue({ code: 'custom', path: ['minNoticeHours'], message: 'Minimum notice is a whole number of hours from 0 to 336.' });
  })
  .transform((values) => ({
    windows: values.days.flatMap((day, index) => (day.on ? [{ day: index, from: day.from, to: day.to }] : [])),
    durationMinutes: Number(values.durationMinutes),
    minNoticeHours: Number(values.minNoticeHours),
  }))
  .pipe(InterviewAvailabilityInputSchema);

export type AvailabilityFormValues = z.input<typeof availabilityFormSchema>;

export const DURATION_OPTIONS = AVAILABILITY_DURATIONS.map((value) => ({ value: String(value), label: `${value} minutes` }));

/** The saved availability as the form's rows (one window a day is what the form edits). */
export function availabilityFormValues(saved: InterviewAvailability): AvailabilityFormValues {
  return {
    days: DAY_NAMES.map((_, index) => {
      const window = saved.windows.find((w) => w.day === index);
      return window ? { on: true, from: window.from, to: window.to } : { on: false, from: '09:00', to: '12:00' };
    }),
    durationMinutes: String(saved.durationMinutes),
    minNoticeHours: String(saved.minNoticeHours),
  };
}
