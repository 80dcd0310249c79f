import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Interview } from '@chairside/domain/hiring';
import { interviewBody, interviewFormSchema, interviewFormValues, type InterviewFormValues } from './interview-form-values';

// The office's time zone decides what a datetime-local value means (these rows are for an office in
// Chicago); the browser's zone does not: it is set to Tokyo here.
const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
const CHICAGO = 'America/Chicago';
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
  timeZone: CHICAGO,
  sequence: 0,
  response: null,
  responseMessage: null,
  respondedDate: null,
  jobId: 11,
  jobTitle: 'Dental Assistant',
  isConfidential: false,
  practice: { username: 'demo-practice', name: 'Demo Dental' },
  proposedBy: null,
};

const values = (overrides: Partial<InterviewFormValues> = {}): InterviewFormValues => ({ ...interviewFormValues(interview, now, CHICAGO), ...overrides });

describe('interviewFormValues', () => {
  it('fills the form with an existing interview, its time in the office’s zone', () => {
    expect(interviewFormValues(interview, now, 'Asia/Tokyo')).toEqual({
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
    expect(interviewFormValues(undefined, at, CHICAGO)).toEqual({ type: 'INPERSON', interviewDate: local, durationMinutes: '60', location: '', notes: '' });
  });
});

describe('interviewBody', () => {
  it('gives back the interview it was filled with', () => {
    expect(interviewBody(values(), now, CHICAGO)).toEqual({
      body: { type: 'WORKING', interviewDate: '2026-03-02T10:30', durationMinutes: 90, location: 'Operatory 3', notes: null },
    });
  });

  it('sends the new day and trimmed text', () => {
    expect(interviewBody(values({ interviewDate: '2026-03-05T09:15', location: '  Room 2 ', notes: ' Bring scrubs. ' }), now, CHICAGO)).toEqual({
      body: { type: 'WORKING', interviewDate: '2026-03-05T09:15', durationMinutes: 90, location: 'Room 2', notes: 'Bring scrubs.' },
    });
  });

  it.each<[Partial<InterviewFormValues>, string, RegExp]>([
    [{ interviewDate: '' }, 'interviewDate', /Choose a date and time/],
    [{ interviewDate: '2026-03-02 10:30' }, 'interviewDate', /Choose a date and time/],
    [{ interviewDate: '2026-13-02T10:30' }, 'interviewDate', /Choose a date and time/],
    [{ interviewDate: '2026-03-01T11:00' }, 'interviewDate', /in the future/], // 17:00Z, before now
    [{ interviewDate: '2027-03-05T10:00' }, 'interviewDate', /at most 365 days ahead/],
    [{ durationMinutes: '' }, 'durationMinutes', /5 to 720/],
    [{ durationMinutes: '4' }, 'durationMinutes', /5 to 720/],
    [{ durationMinutes: '721' }, 'durationMinutes', /5 to 720/],
    [{ durationMinutes: '30.5' }, 'durationMinutes', /5 to 720/],
    [{ location: 'x'.repeat(301) }, 'location', /at most 300/],
    [{ notes: 'x'.repeat(2001) }, 'notes', /at most 2000/],
  ])('%j: a message for %s', (overrides, field, message) => {
    const result = interviewBody(values(overrides), now, CHICAGO);
    expect(result).toHaveProperty(['errors', field], expect.stringMatching(message));
  });

  it('names every field that is wrong at once', () => {
    const result = interviewBody(values({ interviewDate: '2026-02-01T10:00', durationMinutes: '0' }), now, CHICAGO);
    expect(Object.keys('errors' in result ? result.errors : {}).sort()).toEqual(['durationMinutes', 'interviewDate']);
  });
});

describe('the office’s zone, not the browser’s', () => {
  it('checks the time against now in the office: 11:30 in Chicago is past at 17:45Z, 12:00 is not', () => {
    const at = new Date('2026-03-01T17:45:00Z'); // 11:45 in Chicago, 02:45 the next day in Tokyo
    expect(interviewBody(values({ interviewDate: '2026-03-01T11:30' }), at, CHICAGO)).toHaveProperty(['errors', 'interviewDate']);
    expect(interviewBody(values({ interviewDate: '2026-03-01T12:00' }), at, CHICAGO)).toHaveProperty(['body', 'interviewDate'], '2026-03-01T12:00');
  });

  it('fills a changed interview in its own zone across the daylight-saving change', () => {
    expect(interviewFormValues({ ...interview, interviewDate: '2026-10-31T15:30:00.000Z' }, now, 'UTC').interviewDate).toBe('2026-10-31T10:30');
    expect(interviewFormValues({ ...interview, interviewDate: '2026-11-02T16:30:00.000Z' }, now, 'UTC').interviewDate).toBe('2026-11-02T10:30');
    expect(interviewFormValues({ ...interview, interviewDate: '2026-11-02T17:30:00.000Z', timeZone: 'America/Phoenix' }, now, 'UTC').interviewDate).toBe(
      '2026-11-02T10:30',
    );
  });
});

describe('with the office’s zone not known on the screen', () => {
  it('sends the typed office time and leaves the time check to the API', () => {
    expect(interviewBody(values({ interviewDate: '2026-03-01T11:30' }), now, null)).toHaveProperty(['body', 'interviewDate'], '2026-03-01T11:30');
    expect(interviewBody(values({ interviewDate: 'soon' }), now, null)).toHaveProperty(['errors', 'interviewDate'], 'Choose a date and time.');
  });
});

describe('interviewFormSchema (the form layer’s check)', () => {
  const schema = interviewFormSchema(CHICAGO, () => now);

  it('gives the request body as its output', () => {
    expect(schema.parse(values())).toEqual({ type: 'WORKING', interviewDate: '2026-03-02T10:30', durationMinutes: 90, location: 'Operatory 3', notes: null });
  });

  it('puts each message of interviewBody on its field', () => {
    const parsed = schema.safeParse(values({ interviewDate: '2026-02-01T10:00', durationMinutes: '0' }));
    expect(parsed.success).toBe(false);
    const issues = parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(issues.map(([field]) => field).sort()).toEqual(['durationMinutes', 'interviewDate']);
    expect(Object.fromEntries(issues).durationMinutes).toMatch(/5 to 720/);
  });
});
