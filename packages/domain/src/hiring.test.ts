import { describe, expect, it } from 'vitest';
import {
  ApplyInputSchema,
  INTERVIEW_TYPES,
  InterviewInputSchema,
  InterviewUpdateSchema,
  OpinionInputSchema,
  dayIn,
  groupInterviewsByDay,
  interviewDateProblem,
  interviewTypeLabel,
  isTimeZone,
  upsertInterview,
} from './hiring';

describe('interview types', () => {
  it.each([
    ['INPERSON', 'In-Person Meeting/Interview'],
    ['VIRTUAL', 'Virtual Meeting/Interview'],
    ['PHONE', 'Phone Conversation/Interview'],
    ['WORKING', 'Working Interview'],
    ['TEAM', 'Team Interview'],
    ['LUNCH', 'Interview'],
    ['toString', 'Interview'],
  ])('%s reads %s', (code, label) => {
    expect(interviewTypeLabel(code)).toBe(label);
  });

  it('has exactly the five types of the spec', () => {
    expect(Object.keys(INTERVIEW_TYPES)).toEqual(['INPERSON', 'VIRTUAL', 'PHONE', 'WORKING', 'TEAM']);
  });
});

describe('interviewDateProblem', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it.each([
    ['2026-05-01T12:00:01Z', null],
    ['2026-05-01T12:00:00Z', 'The interview must be in the future.'],
    ['2026-04-30T09:00:00-05:00', 'The interview must be in the future.'],
    ['2027-05-01T12:00:00Z', null],
    ['2027-05-01T12:00:01Z', 'An interview can be at most 365 days ahead.'],
    ['not a date', 'interviewDate is a date and time written ISO 8601, e.g. 2026-03-02T15:00:00Z.'],
  ])('%s -> %s', (date, problem) => {
    expect(interviewDateProblem(date, now)).toBe(problem);
  });
});

describe('request bodies', () => {
  it('applies with a trimmed message, a blank one being none', () => {
    expect(ApplyInputSchema.parse({ jobId: 4, message: '  Hello  ' })).toEqual({ jobId: 4, message: 'Hello', answers: [] });
    expect(ApplyInputSchema.parse({ jobId: 4, message: '   ' })).toEqual({ jobId: 4, message: null, answers: [] });
    expect(ApplyInputSchema.parse({ jobId: 4 })).toEqual({ jobId: 4, message: null, answers: [] });
  });

  it.each([
    [{ jobId: 4, message: 'x'.repeat(5001) }, 'message'],
    [{ jobId: 0 }, 'jobId'],
    [{ jobId: '4' }, 'jobId'],
    [{ message: 'Hi' }, 'jobId'],
    [{ jobId: 4, message: 7 }, 'message'],
  ])('refuses %j naming %s', (body, field) => {
    const issues = ApplyInputSchema.safeParse(body).error?.issues ?? [];
    expect(issues[0]?.path).toEqual([field]);
  });

  it('refuses unknown fields', () => {
    expect(ApplyInputSchema.safeParse({ jobId: 4, userId: 9 }).error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(InterviewUpdateSchema.safeParse({ type: 'PHONE', interviewDate: '2026-05-02T10:00:00Z', applicationId: 3 }).error?.issues[0]?.code).toBe(
      'unrecognized_keys',
    );
  });

  it('takes an interview with defaults and refuses a bad type, time or length', () => {
    expect(InterviewInputSchema.parse({ applicationId: 3, type: 'TEAM', interviewDate: '2026-05-02T10:00:00-05:00' })).toEqual({
      applicationId: 3,
      type: 'TEAM',
      interviewDate: '2026-05-02T10:00:00-05:00',
      durationMinutes: 60,
      location: null,
      notes: null,
    });
    const fieldOf = (body: object) =>
      InterviewInputSchema.safeParse({ applicationId: 3, type: 'TEAM', interviewDate: '2026-05-02T10:00:00Z', ...body }).error?.issues[0]?.path[0];
    expect(fieldOf({ type: 'LUNCH' })).toBe('type');
    expect(fieldOf({ interviewDate: '2026-05-02' })).toBe('interviewDate');
    // Without an offset it is the office's local time (read in the office's zone by the API).
    expect(fieldOf({ interviewDate: '2026-05-02T10:00' })).toBeUndefined();
    expect(fieldOf({ interviewDate: '2026-05-02T10' })).toBe('interviewDate');
    expect(fieldOf({ interviewDate: '2026-05-02T10:00:00+25:00' })).toBe('interviewDate');
    expect(fieldOf({ durationMinutes: 4 })).toBe('durationMinutes');
    expect(fieldOf({ durationMinutes: 721 })).toBe('durationMinutes');
    expect(fieldOf({ durationMinutes: 30.5 })).toBe('durationMinutes');
    expect(fieldOf({ location: 'x'.repeat(301) })).toBe('location');
  });

  it('takes an opinion of LIKED, DISLIKED or null (the older LIKE and DISLIKE read as those), and nothing else', () => {
    expect(OpinionInputSchema.parse({ opinion: null })).toEqual({ opinion: null });
    expect(OpinionInputSchema.parse({ opinion: 'LIKED' })).toEqual({ opinion: 'LIKED' });
    expect(OpinionInputSchema.parse({ opinion: 'LIKE' })).toEqual({ opinion: 'LIKED' });
    expect(OpinionInputSchema.parse({ opinion: 'DISLIKE' })).toEqual({ opinion: 'DISLIKED' });
    expect(OpinionInputSchema.safeParse({ opinion: 'LOVE' }).success).toBe(false);
    expect(OpinionInputSchema.safeParse({}).success).toBe(false);
  });
});

describe('time zones and days', () => {
  it.each([
    ['UTC', true],
    ['America/Chicago', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Mars/Olympus', false],
    ["'; drop table x", false],
    ['', false],
  ])('%s is a time zone: %s', (name, known) => {
    expect(isTimeZone(name)).toBe(known);
  });

  it('reads the calendar day in the viewer’s zone', () => {
    expect(dayIn('2026-05-02T03:30:00Z')).toBe('2026-05-02');
    expect(dayIn('2026-05-02T03:30:00Z', 'America/Chicago')).toBe('2026-05-01');
    expect(dayIn('2026-05-01T23:30:00Z', 'Asia/Tokyo')).toBe('2026-05-02');
  });
});

describe('groupInterviewsByDay', () => {
  const at = (id: number, interviewDate: string) => ({ id, interviewDate });

  it('groups by day in order, each day by time', () => {
    const list = [at(1, '2026-05-03T15:00:00Z'), at(2, '2026-05-01T18:00:00Z'), at(3, '2026-05-01T14:00:00Z'), at(4, '2026-05-03T09:00:00Z')];
    expect(groupInterviewsByDay(list)).toEqual([
      { date: '2026-05-01', interviews: [list[2], list[1]] },
      { date: '2026-05-03', interviews: [list[3], list[0]] },
    ]);
  });

  it('uses the viewer’s time zone for the day', () => {
    const late = at(1, '2026-05-02T02:00:00Z');
    expect(groupInterviewsByDay([late]).map((day) => day.date)).toEqual(['2026-05-02']);
    expect(groupInterviewsByDay([late], 'America/Chicago').map((day) => day.date)).toEqual(['2026-05-01']);
  });

  it('is empty for no interviews', () => {
    expect(groupInterviewsByDay([])).toEqual([]);
  });

  it('regroups after an interview is added or moved', () => {
    const list = [at(1, '2026-05-01T14:00:00Z'), at(2, '2026-05-01T16:00:00Z')];
    const moved = upsertInterview(list, at(2, '2026-05-04T16:00:00Z'));
    expect(groupInterviewsByDay(moved).map((day) => [day.date, day.interviews.map((i) => i.id)])).toEqual([
      ['2026-05-01', [1]],
      ['2026-05-04', [2]],
    ]);
    const added = upsertInterview(moved, at(3, '2026-05-01T09:00:00Z'));
    expect(groupInterviewsByDay(added).map((day) => [day.date, day.interviews.map((i) => i.id)])).toEqual([
      ['2026-05-01', [3, 1]],
      ['2026-05-04', [2]],
    ]);
  });
});
