import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Interview } from '@chairside/domain/hiring';
import { fromLocalDateTime, interviewBody, interviewFormValues, toLocalDateTime, type InterviewFormValues } from './interview-form-values';

// The browser's time zone decides what a datetime-local value means: these rows are for Chicago.
const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Chicago';
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

const now = new Date('2026-03-01T18:00:00Z');

const interview: Interview = {
  id: 7,
  applicationId: 3,
  username: 'riley-invitee',
  name: 'Riley Invitee',
  position: 'DA',
  positionLabel: 'Dental Assistant',
  interviewDate: '2026-03-02T16:30:00.000Z',
  type: 'WORKING',
  typeLabel: 'Working Interview',
  durationMinutes: 90,
  location: 'Operatory 3',
  notes: null,
  status: 'PROPOSED',
  jobId: 11,
  jobTitle: 'Dental Assistant',
  isConfidential: false,
  practice: { username: 'demo-practice', name: 'Demo Dental' },
};

const values = (overrides: Partial<InterviewFormValues> = {}): InterviewFormValues => ({ ...interviewFormValues(interview, now), ...overrides });

describe('toLocalDateTime and fromLocalDateTime', () => {
  it.each([
    ['2026-03-02T16:30:00.000Z', '2026-03-02T10:30'], // CST, UTC-6
    ['2026-07-01T15:00:00.000Z', '2026-07-01T10:00'], // CDT, UTC-5
    ['2026-12-31T23:59:00.000Z', '2026-12-31T17:59'],
    ['2027-01-01T05:05:00.000Z', '2026-12-31T23:05'], // the next day in UTC, still New Year's Eve in Chicago
  ])('%s is %s in Chicago, and back', (instant, local) => {
    expect(toLocalDateTime(new Date(instant))).toBe(local);
    expect(fromLocalDateTime(local)).toBe(instant);
  });

  it.each(['', '2026-03-02', '10:30', '2026-03-02 10:30', 'tomorrow', '2026-13-02T10:30'])('%j is not a date and time', (value) => {
    expect(fromLocalDateTime(value)).toBeNull();
  });
});

describe('interviewFormValues', () => {
  it('fills the form with an existing interview, its time in the browser’s zone', () => {
    expect(interviewFormValues(interview, now)).toEqual({
      type: 'WORKING',
      interviewDate: '2026-03-02T10:30',
      durationMinutes: '90',
      location: 'Operatory 3',
      notes: '',
    });
  });

  it.each([
    [now, '2026-03-02T10:00'],
    [new Date('2026-01-31T12:00:00Z'), '2026-02-01T10:00'],
    [new Date('2027-01-01T03:00:00Z'), '2027-01-01T10:00'], // still Dec 31 in Chicago
  ])('a new interview at %s is in person, for an hour, the next day at 10:00 (%s)', (at, local) => {
    expect(interviewFormValues(undefined, at)).toEqual({ type: 'INPERSON', interviewDate: local, durationMinutes: '60', location: '', notes: '' });
  });
});

describe('interviewBody', () => {
  it('gives back the interview it was filled with', () => {
    expect(interviewBody(values(), now)).toEqual({
      body: { type: 'WORKING', interviewDate: '2026-03-02T16:30:00.000Z', durationMinutes: 90, location: 'Operatory 3', notes: null },
    });
  });

  it('sends the new day and trimmed text', () => {
    expect(interviewBody(values({ interviewDate: '2026-03-05T09:15', location: '  Room 2 ', notes: ' Bring scrubs. ' }), now)).toEqual({
      body: { type: 'WORKING', interviewDate: '2026-03-05T15:15:00.000Z', durationMinutes: 90, location: 'Room 2', notes: 'Bring scrubs.' },
    });
  });

  it.each<[Partial<InterviewFormValues>, string, RegExp]>([
    [{ interviewDate: '' }, 'interviewDate', /Choose a date and time/],
    [{ interviewDate: '2026-03-01T11:00' }, 'interviewDate', /in the future/], // 17:00Z, before now
    [{ interviewDate: '2027-03-05T10:00' }, 'interviewDate', /at most 365 days ahead/],
    [{ durationMinutes: '' }, 'durationMinutes', /5 to 720/],
    [{ durationMinutes: '4' }, 'durationMinutes', /5 to 720/],
    [{ durationMinutes: '721' }, 'durationMinutes', /5 to 720/],
    [{ durationMinutes: '30.5' }, 'durationMinutes', /5 to 720/],
    [{ location: 'x'.repeat(301) }, 'location', /at most 300/],
    [{ notes: 'x'.repeat(2001) }, 'notes', /at most 2000/],
  ])('%j: a message for %s', (overrides, field, message) => {
    const result = interviewBody(values(overrides), now);
    expect(result).toHaveProperty(['errors', field], expect.stringMatching(message));
  });

  it('names every field that is wrong at once', () => {
    const result = interviewBody(values({ interviewDate: '2026-02-01T10:00', durationMinutes: '0' }), now);
    expect(Object.keys('errors' in result ? result.errors : {}).sort()).toEqual(['durationMinutes', 'interviewDate']);
  });
});
