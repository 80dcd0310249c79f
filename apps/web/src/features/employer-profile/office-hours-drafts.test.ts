import { describe, expect, it } from 'vitest';
import type { OfficeHour } from '@chairside/domain/office';
import { checkDay, draftsByDay, HoursFormSchema, isUnsaved, pendingWeek, WEEK, type HoursDraft } from './office-hours-drafts';

const monday: OfficeHour = { dow: 1, day: 'Monday', opens: '08:00', closes: '17:00' };
const blank: HoursDraft = { opens: '', closes: '' };
/** Drafts for the whole week as the dialog starts: saved hours filled in, other days blank. */
const startingDrafts = (saved: OfficeHour[]) =>
  Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((dow) => [dow, saved.find((hour) => hour.dow === dow) ?? blank])) as Record<number, HoursDraft>;
const typed = (saved: OfficeHour[], changes: Record<number, HoursDraft>) => {
  const drafts = startingDrafts(saved);
  for (const [dow, draft] of Object.entries(changes)) drafts[Number(dow)] = draft;
  return drafts;
};

describe('checkDay', () => {
  it.each([
    ['both times', { opens: '09:00', closes: '18:00' }, { day: { dow: 2, opens: '09:00', closes: '18:00' } }],
    ['no closing time', { opens: '09:00', closes: '' }, { error: 'Enter both the opening and the closing time.' }],
    ['no opening time', { opens: '', closes: '18:00' }, { error: 'Enter both the opening and the closing time.' }],
    ['closing before opening', { opens: '17:00', closes: '09:00' }, { error: 'The closing time must come after the opening time.' }],
  ])('%s', (_name, draft, expected) => {
    expect(checkDay(2, draft)).toEqual(expected);
  });
});

describe('isUnsaved', () => {
  it.each([
    ['a saved day as saved', 1, { opens: '08:00', closes: '17:00' }, false],
    ['a saved day with a new closing time', 1, { opens: '08:00', closes: '16:00' }, true],
    ['a saved day erased', 1, blank, true],
    ['a closed day left blank', 2, blank, false],
    ['a closed day with one time', 2, { opens: '09:00', closes: '' }, true],
  ])('%s', (_name, dow, draft, unsaved) => {
    expect(isUnsaved(dow, draft, [monday])).toBe(unsaved);
  });
});

describe('pendingWeek', () => {
  it('nothing typed: unchanged', () => {
    expect(pendingWeek([monday], startingDrafts([monday]))).toEqual({ kind: 'unchanged' });
  });

  it('a day typed in full: the week with it added', () => {
    expect(pendingWeek([monday], typed([monday], { 2: { opens: '09:00', closes: '18:00' } }))).toEqual({
      kind: 'ready',
      week: [
        { dow: 1, opens: '08:00', closes: '17:00' },
        { dow: 2, opens: '09:00', closes: '18:00' },
      ],
    });
  });

  it('a saved day changed: the new times replace the saved ones', () => {
    expect(pendingWeek([monday], typed([monday], { 1: { opens: '07:30', closes: '17:00' } }))).toEqual({
      kind: 'ready',
      week: [{ dow: 1, opens: '07:30', closes: '17:00' }],
    });
  });

  it('a saved day with both times erased: closed', () => {
    expect(pendingWeek([monday], typed([monday], { 1: blank }))).toEqual({ kind: 'ready', week: [] });
  });

  it('a day typed in part or wrong: flagged at that day, nothing saved', () => {
    expect(
      pendingWeek(
        [monday],
        typed([monday], { 2: { opens: '09:00', closes: '18:00' }, 3: { opens: '09:00', closes: '' }, 4: { opens: '17:00', closes: '09:00' } }),
      ),
    ).toEqual({
      kind: 'invalid',
      errors: { 3: 'Enter both the opening and the closing time.', 4: 'The closing time must come after the opening time.' },
    });
  });
});

describe('Done’s check of the dialog', () => {
  /** The dialog's rows (Monday first) with the given days typed. */
  const rows = (changes: Record<number, HoursDraft>) => WEEK.map((dow) => changes[dow] ?? blank);
  const problems = (days: HoursDraft[]) => {
    const parsed = HoursFormSchema.safeParse({ days });
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes blank days (closed) and days typed in full', () => {
    expect(problems(rows({ 1: { opens: '08:00', closes: '17:00' } }))).toEqual([]);
  });

  it('flags each day typed in part at its missing time, and a day closing before it opens at its closing time', () => {
    expect(problems(rows({ 3: { opens: '09:00', closes: '' }, 5: { opens: '', closes: '18:00' }, 0: { opens: '17:00', closes: '09:00' } }))).toEqual([
      ['days.2.closes', 'Enter both the opening and the closing time.'],
      ['days.4.opens', 'Enter both the opening and the closing time.'],
      ['days.6.closes', 'The closing time must come after the opening time.'],
    ]);
  });

  it('reads its rows back as the days of the week', () => {
    const typedRows = rows({ 0: { opens: '10:00', closes: '14:00' } });
    expect(draftsByDay(typedRows)[0]).toEqual({ opens: '10:00', closes: '14:00' });
    expect(pendingWeek([monday], draftsByDay(rows({ 1: { opens: '08:00', closes: '17:00' } })))).toEqual({ kind: 'unchanged' });
  });
});
