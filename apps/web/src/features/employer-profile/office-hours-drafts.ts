import { OfficeDaySchema, type OfficeDay, type OfficeHour } from '@chairside/domain/office';

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
