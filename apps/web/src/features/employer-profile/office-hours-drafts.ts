import { z } from 'zod';
import { OfficeDaySchema, type OfficeDay, type OfficeHour } from '@chairside/domain/office';

/** Monday first, as people read a week; dow stays 0 (Sunday) to 6 (Saturday) on the wire. */
export const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** One day's times as typed in the dialog ('' when blank). */
export type HoursDraft = { opens: string; closes: string };

/** A typed day as the API takes it, or what is wrong with it, said at that day. */
export function checkDay(dow: number, draft: HoursDraft): { day: OfficeDay } | { error: string } {
  const parsed = OfficeDaySchema.safeParse({ dow, opens: draft.opens, closes: draft.closes });
  if (parsed.success) return { day: parsed.data };
  return { error: draft.opens === '' || draft.closes === '' ? 'Enter both the opening and the closing time.' : parsed.error.issues[0].message };
}

const blank = (draft: HoursDraft) => draft.opens === '' && draft.closes === '';

/** The day's typed times differ from its saved hours (a day without hours is blank). */
export function isUnsaved(dow: number, draft: HoursDraft, saved: readonly OfficeHour[]): boolean {
  const day = saved.find((hour) => hour.dow === dow);
  return day ? draft.opens !== day.opens || draft.closes !== day.closes : !blank(draft);
}

export type PendingWeek =
  /** Nothing typed that is not saved. */
  | { kind: 'unchanged' }
  /** Every typed day is complete: the whole week to save (a day left out is closed). */
  | { kind: 'ready'; week: OfficeDay[] }
  /** Days typed but incomplete or wrong, each with its message. */
  | { kind: 'invalid'; errors: Record<number, string> };

/**
 * What 'Done' does with hours typed but not set: days typed in full are saved with the rest of
 * the week, a saved day whose times were both erased is closed, and a day typed in part (or with
 * the closing time before the opening time) is flagged and nothing is saved.
 */
export function pendingWeek(saved: readonly OfficeHour[], drafts: Readonly<Record<number, HoursDraft>>): PendingWeek {
  const week: OfficeDay[] = [];
  const errors: Record<number, string> = {};
  let changed = false;
  for (const hour of saved) {
    const draft = drafts[hour.dow];
    if (!draft || !isUnsaved(hour.dow, draft, saved)) week.push({ dow: hour.dow, opens: hour.opens, closes: hour.closes });
  }
  for (const [key, draft] of Object.entries(drafts)) {
    const dow = Number(key);
    if (!isUnsaved(dow, draft, saved)) continue;
    changed = true;
    if (blank(draft)) continue;
    const checked = checkDay(dow, draft);
    if ('error' in checked) errors[dow] = checked.error;
    else week.push(checked.day);
  }
  if (!changed) return { kind: 'unchanged' };
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  return { kind: 'ready', week };
}

/** The time a day's message belongs to: the opening time while it is blank, else the closing time. */
export const timeToFix = (draft: HoursDraft): keyof HoursDraft => (draft.opens === '' ? 'opens' : 'closes');

/** The dialog's days (in WEEK order) as drafts by day of the week. */
export const draftsByDay = (days: readonly HoursDraft[]): Record<number, HoursDraft> =>
  Object.fromEntries(WEEK.map((dow, row) => [dow, days[row] ?? { opens: '', closes: '' }]));

/**
 * Done's check of the dialog (its days in WEEK order): each day is blank (closed) or typed in full
 * and in order; a day's message sits at its time to fill in or fix, which takes focus.
 */
export const HoursFormSchema = z.object({ days: z.array(z.object({ opens: z.string(), closes: z.string() })) }).superRefine(({ days }, context) => {
  days.forEach((draft, row) => {
    const dow = WEEK[row];
    if (dow === undefined || blank(draft)) return;
    const checked = checkDay(dow, draft);
    if ('error' in checked) context.addIssue({ code: 'custom', path: ['days', row, timeToFix(draft)], message: checked.error });
  });
});
export type HoursFormValues = z.input<typeof HoursFormSchema>;
