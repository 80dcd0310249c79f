// Calendar invitations (RFC 5545 iCalendar, RFC 5546 methods) and 'Add to Google Calendar'
// links for interviews. docs/decisions/0038-interview-time-zones-answers-and-calendar.md
// - One event per interview: UID interview-{id}@{host}, the same in every email and download,
//   so a calendar updates the event it has; SEQUENCE goes up with each change and the cancellation.
// - Times are written in UTC (DTSTART:20261102T163000Z): the instant is exact and no VTIMEZONE
//   block is needed; calendars show it in their own zone. The office's zone is named in the text.
// - Emails carry METHOD:REQUEST (proposed or changed) or METHOD:CANCEL; a download from the
//   interviews screen is METHOD:PUBLISH (a copy for one's own calendar, no reply expected).
import type { Interview } from './hiring';
import { formatInZone } from './time-zones';

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';
export type CalendarPerson = { name: string; email: string };

export type CalendarEvent = {
  method: CalendarMethod;
  /** Stable for the interview's life (interviewUid). */
  uid: string;
  sequence: number;
  start: string | Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string | null;
  /** When this copy was made (DTSTAMP). */
  stamp: Date;
  /** The interview is confirmed (accepted): STATUS:CONFIRMED rather than TENTATIVE. */
  confirmed: boolean;
  /** Required by METHOD:REQUEST and CANCEL (RFC 5546); left out of a PUBLISH copy. */
  organizer?: CalendarPerson;
  attendee?: CalendarPerson;
};

/** The event's UID: the same for an interview in every email and download. */
export function interviewUid(interviewId: number, host: string): string {
  return `interview-${interviewId}@${host.replace(/[^A-Za-z0-9.-]/g, '') || 'chairside'}`;
}

/** An instant as an iCalendar UTC date-time: 20261102T163000Z. */
export function calendarUtc(instant: string | Date): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeCalendarText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN): quoted, without the characters a quoted value cannot hold. */
function parameterValue(text: string): string {
  const printable = [...text].filter((character) => character !== '"' && character.charCodeAt(0) >= 0x20 && character !== '\u007f').join('');
  return `"${printable.trim()}"`;
}

const encoder = new TextEncoder();

/**
 * One content line folded at 75 octets (RFC 5545 3.1): CRLF and a space before each further
 * part, never inside a UTF-8 character.
 */
export function foldCalendarLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with the space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole calendar (one VEVENT) as text with CRLF line ends. */
export function interviewCalendar(event: CalendarEvent): string {
  const start = new Date(event.start);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Chairside//Interviews//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${calendarUtc(event.stamp)}`,
    `DTSTART:${calendarUtc(start)}`,
    `DTEND:${calendarUtc(end)}`,
    `SUMMARY:${escapeCalendarText(event.summary)}`,
    `DESCRIPTION:${escapeCalendarText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeCalendarText(event.location)}`] : []),
    `STATUS:${cancelled ? 'CANCELLED' : event.confirmed ? 'CONFIRMED' : 'TENTATIVE'}`,
    'TRANSP:OPAQUE',
    ...(event.organizer ? [`ORGANIZER;CN=${parameterValue(event.organizer.name)}:mailto:${event.organizer.email}`] : []),
    ...(event.attendee
      ? [
          `ATTENDEE;CN=${parameterValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${event.confirmed ? 'ACCEPTED' : 'NEEDS-ACTION'};RSVP=FALSE:mailto:${event.attendee.email}`,
        ]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldCalendarLine).join('\r\n')}\r\n`;
}

/** 'Add to Google Calendar': the event form filled in, the time shown in the office's zone. */
export function googleCalendarLink(event: {
  start: string | Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string | null;
  timeZone: string;
}): string {
  const start = new Date(event.start);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${calendarUtc(start)}/${calendarUtc(end)}`,
    details: event.description,
    ctz: event.timeZone,
  });
  if (event.location) query.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** The words of an interview's calendar event, as the applicant or the practice sees it (a confidential practice is not named). */
export function interviewEventText(
  interview: Pick<Interview, 'typeLabel' | 'jobTitle' | 'name' | 'practice' | 'isConfidential' | 'interviewDate' | 'timeZone' | 'durationMinutes' | 'notes'>,
  viewer: 'applicant' | 'practice',
  link: string,
): { summary: string; description: string } {
  const job = interview.jobTitle ?? 'a job';
  const practice = interview.isConfidential || !interview.practice ? null : interview.practice.name;
  const summary =
    viewer === 'practice'
      ? `${interview.typeLabel} with ${interview.name}: ${job}`
      : `${interview.typeLabel}: ${job}${practice ? ` at ${practice}` : ' (confidential practice)'}`;
  const description = [
    `${formatInZone(interview.interviewDate, interview.timeZone)} (the office's time), ${interview.durationMinutes} minutes.`,
    ...(interview.notes ? [interview.notes] : []),
    `Interviews: ${link}`,
  ].join('\n');
  return { summary, description };
}
