// A person's events, one model for the calendar screen and the feed: a job seeker's booked and
// cancelled shifts, interviews and temp availability; a practice's open and booked shifts and
// its interviews.
import { FALLBACK_TIME_ZONE, formatInZone, formatTimeInZone, instantOfLocalDateTime, localDateTimeIn } from '@chairside/domain/time-zones';
import {
  addDaysTo,
  availabilitySpans,
  shiftUid,
  startOfDayIn,
  type CalendarItem,
  type CalendarKind,
  type CalendarStatus,
  type FeedEvent,
} from '@chairside/domain/calendar-feed';
import { interviewTypeLabel, type InterviewStatus } from '@chairside/domain/hiring';
import { interviewEventText, interviewUid } from '@chairside/domain/interview-calendar';
import { formatAddress } from '@chairside/domain/job-status';
import { formatCentsShort } from '@chairside/domain/money';
import { positionLabel } from '@chairside/domain/positions';
import type { Role } from '@chairside/domain/accounts';
import type { AppContext } from '../../platform/context';
import { appLink } from '../../platform/app-link';
import {
  listBookedShifts,
  listCalendarInterviews,
  listCancelledShifts,
  listPracticeShifts,
  loadAvailability,
  type CalendarInterviewRow,
  type DayRange,
  type InstantRange,
  type ShiftRow,
} from './calendar-repository';

/** The app screens events link to: the job seeker's shifts, the practice's, interviews, and the temp profile (availability). */
export const SEEKER_SHIFTS_PATH = '/app/temp-shifts';
export const PRACTICE_SHIFTS_PATH = '/app/shifts';
export const INTERVIEWS_PATH = '/app/interviews';
export const TEMP_PROFILE_PATH = '/app/temp-work';

export type PersonEvent = {
  kind: CalendarKind;
  /** Unique among the person's events: shift-12, interview-4, availability-2026-12-05-08:00. */
  id: string;
  /** The iCalendar UID; null for availability, which the feed leaves out. */
  uid: string | null;
  sequence: number;
  title: string;
  description: string;
  start: Date;
  end: Date;
  allDay: boolean;
  timeZone: string;
  status: CalendarStatus;
  location: string | null;
  /** The app screen (a path under /app). */
  link: string;
  lastModified: Date | null;
};

export type CalendarPerson = { id: number; role: Role };

const DAY_MS = 86_400_000;
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
const overlaps = (event: Pick<PersonEvent, 'start' | 'end'>, range: InstantRange) => event.start < range.end && event.end > range.start;

function publicHost(ctx: AppContext): string {
  return new URL(ctx.config.PUBLIC_URL).hostname;
}

/** The shift's hours as instants in its zone; a date without hours is the whole day there. */
function shiftTimes(row: ShiftRow): { start: Date; end: Date; allDay: boolean } {
  const timeZone = row.timeZone || FALLBACK_TIME_ZONE;
  if (row.startTime && row.endTime) {
    const start = instantOfLocalDateTime(`${row.date}T${row.startTime}`, timeZone);
    const end = instantOfLocalDateTime(`${row.date}T${row.endTime}`, timeZone);
    if (start && end) return { start, end, allDay: false };
  }
  return { start: startOfDayIn(row.date, timeZone), end: startOfDayIn(addDaysTo(row.date, 1), timeZone), allDay: true };
}

const shiftJob = (row: ShiftRow) => row.jobTitle?.trim() || positionLabel(row.position);
const shiftPractice = (row: ShiftRow) => (row.isConfidential ? 'a confidential practice' : row.practiceName);

/** When, the break and the pay, then the practice's parking and notes. */
function shiftDescription(row: ShiftRow, times: { start: Date; end: Date; allDay: boolean }, link: string, first: string[]): string {
  const timeZone = row.timeZone || FALLBACK_TIME_ZONE;
  const when = times.allDay
    ? `${formatInZone(times.start, timeZone).replace(/,[^,]*$/, '')}, hours to be agreed.`
    : `${formatInZone(times.start, timeZone)} to ${formatTimeInZone(times.end, timeZone)}${row.breakMinutes > 0 ? `, ${row.breakMinutes} minutes unpaid break` : ''}.`;
  return [
    ...first,
    when,
    ...(row.rateCents !== null ? [`${formatCentsShort(row.rateCents)} an hour.`] : []),
    ...(row.parking ? [`Parking: ${row.parking}`] : []),
    ...(row.notes ? [row.notes] : []),
    link,
  ].join('\n');
}

function shiftEvent(
  ctx: AppContext,
  row: ShiftRow,
  parts: { title: string; status: CalendarStatus; sequence: number; link: string; first: string[] },
): PersonEvent {
  const times = shiftTimes(row);
  return {
    kind: 'SHIFT',
    id: `shift-${row.id}`,
    uid: shiftUid(row.id, publicHost(ctx)),
    sequence: parts.sequence,
    title: parts.title,
    description: shiftDescription(row, times, appLink(ctx, parts.link), parts.first),
    ...times,
    timeZone: row.timeZone || FALLBACK_TIME_ZONE,
    status: parts.status,
    location: formatAddress(row) || null,
    link: parts.link,
    // job_dates keeps no time of its last change: SEQUENCE tells calendars which copy is newer.
    lastModified: null,
  };
}

const INTERVIEW_STATUS: Record<InterviewStatus, CalendarStatus> = {
  PROPOSED: 'TENTATIVE',
  CONFIRMED: 'CONFIRMED',
  DECLINED: 'CANCELLED',
  CANCELED: 'CANCELLED',
};

function interviewEvent(ctx: AppContext, row: CalendarInterviewRow, viewer: 'applicant' | 'practice'): PersonEvent {
  const text = interviewEventText(
    {
      typeLabel: interviewTypeLabel(row.type),
      jobTitle: row.jobTitle,
      name: row.applicantName,
      practice: { username: row.practiceUsername, name: row.practiceName },
      isConfidential: row.isConfidential,
      interviewDate: row.interviewDate.toISOString(),
      timeZone: row.timeZone,
      durationMinutes: row.durationMinutes,
      notes: row.notes,
    },
    viewer,
    appLink(ctx, INTERVIEWS_PATH),
  );
  const prefix = row.status === 'CANCELED' ? 'Canceled: ' : row.status === 'DECLINED' ? 'Declined: ' : '';
  return {
    kind: 'INTERVIEW',
    id: `interview-${row.id}`,
    uid: interviewUid(row.id, publicHost(ctx)),
    sequence: row.sequence,
    title: `${prefix}${text.summary}`,
    description: text.description,
    start: row.interviewDate,
    end: new Date(row.interviewDate.getTime() + row.durationMinutes * 60_000),
    allDay: false,
    timeZone: row.timeZone,
    status: INTERVIEW_STATUS[row.status],
    location: row.location,
    link: INTERVIEWS_PATH,
    lastModified: row.updatedAt,
  };
}

/** A job seeker's shifts: booked ones, and bookings cancelled by either side (SEQUENCE one above the shift's, so calendars take the cancellation). */
async function seekerShifts(ctx: AppContext, userId: number, days: DayRange): Promise<PersonEvent[]> {
  const [booked, cancelled] = await Promise.all([listBookedShifts(ctx.db, userId, days), listCancelledShifts(ctx.db, userId, days)]);
  return [
    ...booked.map((row) =>
      shiftEvent(ctx, row, {
        title: `Shift: ${shiftJob(row)} at ${shiftPractice(row)}`,
        status: 'CONFIRMED',
        sequence: row.sequence,
        link: SEEKER_SHIFTS_PATH,
        first: [],
      }),
    ),
    ...cancelled.map((row) => ({
      ...shiftEvent(ctx, row, {
        title: `Canceled shift: ${shiftJob(row)} at ${shiftPractice(row)}`,
        status: 'CANCELLED' as const,
        sequence: row.sequence + 1,
        link: SEEKER_SHIFTS_PATH,
        first: [row.cancelledBy === 'PRACTICE' ? 'The practice canceled this booking.' : 'You canceled this booking.'],
      }),
      lastModified: row.cancelledAt,
    })),
  ];
}

/** A practice's shifts: booked ones with the professional's name, and open ones. */
async function practiceShifts(ctx: AppContext, employerId: number, days: DayRange): Promise<PersonEvent[]> {
  const rows = await listPracticeShifts(ctx.db, employerId, days);
  return rows.map((row) => {
    const booked = row.status === 'BOOKED';
    const title = booked ? `Shift: ${shiftJob(row)}, ${row.bookedName ? `booked: ${row.bookedName}` : 'booked'}` : `Open shift: ${shiftJob(row)}`;
    return shiftEvent(ctx, row, {
      title,
      status: booked ? 'CONFIRMED' : 'TENTATIVE',
      sequence: row.sequence,
      link: PRACTICE_SHIFTS_PATH,
      first: [booked ? (row.bookedName ? `${row.bookedName} is booked.` : 'Booked.') : 'Not booked yet.'],
    });
  });
}

/** The job seeker's temp availability on each day, in their zone. */
async function availabilityEvents(ctx: AppContext, userId: number, days: DayRange, timeZone: string): Promise<PersonEvent[]> {
  const availability = await loadAvailability(ctx.db, userId);
  if (!availability) return [];
  return availabilitySpans(availability, days.from, days.to, timeZone).map((span) => {
    const time = formatTimeInZone(span.start, timeZone);
    return {
      kind: 'AVAILABILITY',
      id: `availability-${span.date}-${localDateTimeIn(span.start, timeZone).slice(11, 16)}`,
      uid: null,
      sequence: 0,
      title: 'Available for temp shifts',
      description: `From ${time} to ${formatTimeInZone(span.end, timeZone)}.`,
      start: span.start,
      end: span.end,
      allDay: false,
      timeZone,
      status: 'CONFIRMED',
      location: null,
      link: TEMP_PROFILE_PATH,
      lastModified: null,
    };
  });
}

/**
 * The person's events overlapping the range, in time order. `availability`: the days (in the
 * person's zone) to lay the temp profile's windows over; without it none (the feed has none).
 */
export async function personEvents(
  ctx: AppContext,
  person: CalendarPerson,
  range: InstantRange,
  availability: (DayRange & { timeZone: string }) | null,
): Promise<PersonEvent[]> {
  // Shifts are dated in their practice's zone: every date that may fall in the range, then cut by instant.
  const days: DayRange = { from: dayOf(new Date(range.start.getTime() - DAY_MS)), to: dayOf(new Date(range.end.getTime() + DAY_MS)) };
  const parts: Promise<PersonEvent[]>[] = [];
  if (person.role === 'staff') {
    parts.push(seekerShifts(ctx, person.id, days));
    parts.push(listCalendarInterviews(ctx.db, { applicantId: person.id }, range).then((rows) => rows.map((row) => interviewEvent(ctx, row, 'applicant'))));
    if (availability) parts.push(availabilityEvents(ctx, person.id, availability, availability.timeZone));
  } else if (person.role === 'employer') {
    parts.push(practiceShifts(ctx, person.id, days));
    parts.push(listCalendarInterviews(ctx.db, { employerId: person.id }, range).then((rows) => rows.map((row) => interviewEvent(ctx, row, 'practice'))));
  }
  const events = (await Promise.all(parts)).flat().filter((event) => overlaps(event, range));
  return events.sort((a, b) => a.start.getTime() - b.start.getTime() || a.id.localeCompare(b.id));
}

/** An event as the calendar screen gets it. */
export function calendarItemOf(event: PersonEvent): CalendarItem {
  return {
    kind: event.kind,
    id: event.id,
    title: event.title,
    start: event.start.toISOString(),
    end: event.end.toISOString(),
    allDay: event.allDay,
    timeZone: event.timeZone,
    status: event.status,
    location: event.location,
    link: event.link,
  };
}

/** An event as the feed writes it (events with a UID only). */
export function feedEventOf(ctx: AppContext, event: PersonEvent & { uid: string }): FeedEvent {
  return {
    uid: event.uid,
    sequence: event.sequence,
    start: event.start,
    end: event.end,
    timeZone: event.timeZone,
    allDay: event.allDay,
    summary: event.title,
    description: event.description,
    location: event.location,
    status: event.status,
    url: appLink(ctx, event.link),
    lastModified: event.lastModified,
  };
}
