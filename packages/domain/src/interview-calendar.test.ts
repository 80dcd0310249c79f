import { describe, expect, it } from 'vitest';
import {
  calendarUtc,
  escapeCalendarText,
  foldCalendarLine,
  googleCalendarLink,
  interviewCalendar,
  interviewEventText,
  interviewUid,
  type CalendarEvent,
} from './interview-calendar';

const event: CalendarEvent = {
  method: 'REQUEST',
  uid: interviewUid(42, 'chairside.example'),
  sequence: 0,
  start: '2026-11-02T16:30:00.000Z',
  durationMinutes: 45,
  summary: 'Working Interview: Hygienist, part time; Mon-Wed',
  description: "Mon, Nov 2, 10:30 AM CST (the office's time), 45 minutes.\nBring scrubs\\gloves.",
  location: '2450 N Clark St, Suite 200',
  stamp: new Date('2026-10-20T12:00:00Z'),
  confirmed: false,
  organizer: { name: 'Bright Smiles "Dental"', email: 'noreply@chairside.example' },
  attendee: { name: 'Raé Núñez', email: 'rae@example.com' },
};

/** The content lines with folding undone. */
const unfolded = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('interviewCalendar', () => {
  it('writes a REQUEST with a stable UID, SEQUENCE, the instant in UTC and both people', () => {
    const text = interviewCalendar(event);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = unfolded(text);
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Chairside//Interviews//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'UID:interview-42@chairside.example',
      'SEQUENCE:0',
      'DTSTAMP:20261020T120000Z',
      'DTSTART:20261102T163000Z',
      'DTEND:20261102T171500Z',
      'SUMMARY:Working Interview: Hygienist\\, part time\\; Mon-Wed',
      "DESCRIPTION:Mon\\, Nov 2\\, 10:30 AM CST (the office's time)\\, 45 minutes.\\nBring scrubs\\\\gloves.",
      'LOCATION:2450 N Clark St\\, Suite 200',
      'STATUS:TENTATIVE',
      'TRANSP:OPAQUE',
      'ORGANIZER;CN="Bright Smiles Dental":mailto:noreply@chairside.example',
      'ATTENDEE;CN="Raé Núñez";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:rae@example.com',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('folds every line at 75 octets without splitting a character', () => {
    const text = interviewCalendar({ ...event, description: 'Ñ'.repeat(100) + ' ' + 'long words '.repeat(30) });
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfolded(text).find((line) => line.startsWith('DESCRIPTION:'))).toBe(`DESCRIPTION:${'Ñ'.repeat(100)} ${'long words '.repeat(30)}`);
    expect(text).not.toContain('\uFFFD');
  });

  it('cancels the same event with a higher SEQUENCE; confirmed ones are CONFIRMED', () => {
    const cancelled = unfolded(interviewCalendar({ ...event, method: 'CANCEL', sequence: 2 }));
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('SEQUENCE:2');
    expect(cancelled).toContain('UID:interview-42@chairside.example');
    const confirmed = unfolded(interviewCalendar({ ...event, confirmed: true }));
    expect(confirmed).toContain('STATUS:CONFIRMED');
    expect(confirmed.some((line) => line.includes('PARTSTAT=ACCEPTED'))).toBe(true);
  });

  it('leaves the people out of a PUBLISH copy', () => {
    const lines = unfolded(interviewCalendar({ ...event, method: 'PUBLISH', organizer: undefined, attendee: undefined }));
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines.some((line) => line.startsWith('ORGANIZER') || line.startsWith('ATTENDEE'))).toBe(false);
  });
});

describe('calendar text', () => {
  it.each([
    ['a,b;c\\d\ne', 'a\\,b\\;c\\\\d\\ne'],
    ['line\r\nbreak', 'line\\nbreak'],
    ['plain', 'plain'],
  ])('escapes %j', (text, escaped) => expect(escapeCalendarText(text)).toBe(escaped));

  it('folds short lines not at all', () => expect(foldCalendarLine('SUMMARY:short')).toBe('SUMMARY:short'));
  it('writes UTC date-times', () => expect(calendarUtc('2026-10-31T15:30:00-05:00')).toBe('20261031T203000Z'));
  it('keeps UIDs to host characters', () => expect(interviewUid(7, 'localhost:3000')).toBe('interview-7@localhost3000'));
});

describe('interviewEventText and the Google Calendar link', () => {
  const interview = {
    typeLabel: 'Working Interview',
    jobTitle: 'Hygienist',
    name: 'Raé Núñez',
    practice: { username: 'bright', name: 'Bright Smiles Dental' },
    isConfidential: false,
    interviewDate: '2026-10-31T15:30:00.000Z',
    timeZone: 'America/Chicago',
    durationMinutes: 60,
    notes: 'Bring scrubs.',
  };
  it('names the zone of the day (CDT before the change) and the practice unless confidential', () => {
    expect(interviewEventText(interview, 'applicant', 'https://x/app/interviews')).toEqual({
      summary: 'Working Interview: Hygienist at Bright Smiles Dental',
      description: "Sat, Oct 31, 10:30 AM CDT (the office's time), 60 minutes.\nBring scrubs.\nInterviews: https://x/app/interviews",
    });
    expect(interviewEventText({ ...interview, interviewDate: '2026-11-02T16:30:00.000Z' }, 'practice', 'l').summary).toBe(
      'Working Interview with Raé Núñez: Hygienist',
    );
    expect(interviewEventText({ ...interview, interviewDate: '2026-11-02T16:30:00.000Z' }, 'practice', 'l').description).toContain('Mon, Nov 2, 10:30 AM CST');
    const secret = interviewEventText({ ...interview, isConfidential: true }, 'applicant', 'l');
    expect(secret.summary).toBe('Working Interview: Hygienist (confidential practice)');
    expect(JSON.stringify(secret)).not.toContain('Bright Smiles');
  });

  it('fills Google Calendar’s form with the UTC range and the office zone', () => {
    const link = new URL(
      googleCalendarLink({
        start: '2026-11-02T16:30:00Z',
        durationMinutes: 30,
        summary: 'Interview, Hygienist',
        description: 'd',
        location: 'Suite 2',
        timeZone: 'America/Chicago',
      }),
    );
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Interview, Hygienist',
      dates: '20261102T163000Z/20261102T170000Z',
      details: 'd',
      ctz: 'America/Chicago',
      location: 'Suite 2',
    });
  });
});
