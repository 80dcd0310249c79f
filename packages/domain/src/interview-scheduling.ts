// Interviews people schedule themselves (ADR 117): a practice's weekly availability per office and
// the open times computed from it, in the office's time zone.
import { z } from 'zod';
import { InterviewTypeSchema } from './hiring';
import { instantOfLocalDateTime, localDateTimeIn } from './time-zones';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const AVAILABILITY_DURATIONS = [15, 20, 30, 45, 60, 90, 120] as const;
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** How far ahead a candidate may book. */
export const BOOKING_HORIZON_DAYS = 21;
/** At most this many open times are offered at once. */
export const MAX_OFFERED_SLOTS = 200;

export const AvailabilityWindowSchema = z
  .object({
    day: z
      .number({ error: 'day is 0 (Sunday) to 6 (Saturday).' })
      .int()
      .min(0, 'day is 0 (Sunday) to 6 (Saturday).')
      .max(6, 'day is 0 (Sunday) to 6 (Saturday).'),
    from: z.string({ error: 'from is a time written HH:MM.' }).regex(HH_MM, 'from is a time written HH:MM.'),
    to: z.string({ error: 'to is a time written HH:MM.' }).regex(HH_MM, 'to is a time written HH:MM.'),
  })
  .strict();
export type AvailabilityWindow = z.infer<typeof AvailabilityWindowSchema>;

export const InterviewAvailabilityInputSchema = z
  .object({
    windows: z.array(AvailabilityWindowSchema, { error: 'windows is a list of weekly times.' }).max(28, 'windows holds at most 28 weekly times.'),
    durationMinutes: z
      .number({ error: 'durationMinutes is a number of minutes.' })
      .int('durationMinutes is a whole number of minutes.')
      .min(10, 'durationMinutes is at least 10.')
      .max(240, 'durationMinutes is at most 240.'),
    minNoticeHours: z
      .number({ error: 'minNoticeHours is a number of hours.' })
      .int('minNoticeHours is a whole number of hours.')
      .min(0, 'minNoticeHours is at least 0.')
      .max(336, 'minNoticeHours is at most 336 (two weeks).'),
    type: InterviewTypeSchema.default('INPERSON'),
  })
  .strict()
  .superRefine((value, issue) => {
    value.windows.forEach((window, index) => {
      if (!HH_MM.test(window.from) || !HH_MM.test(window.to)) return;
      if (minutesOf(window.to) - minutesOf(window.from) < value.durationMinutes)
        issue.addIssue({
          code: 'custom',
          path: ['windows', index, 'to'],
          message: `windows: ${DAY_NAMES[window.day]} ${window.from}-${window.to} is shorter than one interview (${value.durationMinutes} minutes).`,
        });
      const overlaps = value.windows.some(
        (other, j) => j < index && other.day === window.day && minutesOf(other.from) < minutesOf(window.to) && minutesOf(window.from) < minutesOf(other.to),
      );
      if (overlaps) issue.addIssue({ code: 'custom', path: ['windows', index, 'from'], message: `windows: two ${DAY_NAMES[window.day]} times overlap.` });
    });
  });
export type InterviewAvailabilityInput = z.input<typeof InterviewAvailabilityInputSchema>;

export const InterviewAvailabilitySchema = z.object({
  officeId: z.number(),
  officeName: z.string(),
  /** The office's IANA zone: the windows are its wall-clock times. */
  timeZone: z.string(),
  /** Null: the office as a whole; else the team member whose own hours these are (ADR 125). */
  interviewerUserId: z.number().nullable(),
  interviewerName: z.string().nullable(),
  windows: z.array(AvailabilityWindowSchema),
  durationMinutes: z.number(),
  minNoticeHours: z.number(),
  type: InterviewTypeSchema,
  /** False until the practice saves availability for this office. */
  saved: z.boolean(),
});
export type InterviewAvailability = z.infer<typeof InterviewAvailabilitySchema>;

export const SchedulingLinkInputSchema = z
  .object({
    officeId: z.number({ error: 'officeId is the office whose availability the candidate picks from.' }).int().positive('officeId is an office id.'),
    /** A team member's own availability at the office (ADR 125); absent or null: the office as a whole. */
    interviewerUserId: z
      .number({ error: 'interviewerUserId is a team member who interviews, or null for the office as a whole.' })
      .int()
      .positive('interviewerUserId is a team member’s id.')
      .nullish(),
  })
  .strict();
export type SchedulingLinkInput = z.infer<typeof SchedulingLinkInputSchema>;

/** A team member who interviews (the interviewer or hiring manager role, ADR 116): their own availability may be set per office. */
export const InterviewerSchema = z.object({ userId: z.number(), name: z.string(), role: z.enum(['interviewer', 'hiring_manager']) });
export type Interviewer = z.infer<typeof InterviewerSchema>;

/** A scheduling link sent and not yet used to book a time (ADR 125). */
export const PendingSchedulingLinkSchema = z.object({
  requestId: z.number(),
  applicationId: z.number(),
  jobId: z.number(),
  jobTitle: z.string().nullable(),
  applicantName: z.string(),
  applicantUsername: z.string(),
  officeName: z.string(),
  interviewerName: z.string().nullable(),
  /** When the link was last emailed. */
  sentAt: z.string(),
  /** When the newest link stops working; resending starts it again. */
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type PendingSchedulingLink = z.infer<typeof PendingSchedulingLinkSchema>;

export const SchedulingLinkSentSchema = z.object({ requestId: z.number(), sentTo: z.string() });

export const SlotPickSchema = z
  .object({ startsAt: z.iso.datetime({ offset: true, error: 'startsAt is one of the offered times (an ISO date-time).' }) })
  .strict();
export type SlotPick = z.infer<typeof SlotPickSchema>;

export const SchedulingPageSchema = z.object({
  jobTitle: z.string().nullable(),
  /** Null for a confidential posting. */
  practiceName: z.string().nullable(),
  officeTimeZone: z.string(),
  durationMinutes: z.number(),
  typeLabel: z.string(),
  /** Who interviews, when the link is for one team member's hours (ADR 125). */
  interviewerName: z.string().nullable(),
  /** Open times (ISO instants), soonest first; empty when the interview is booked and not cancelled. */
  slots: z.array(z.string()),
  booked: z.object({ interviewId: z.number(), startsAt: z.string(), status: z.string() }).nullable(),
});
export type SchedulingPage = z.infer<typeof SchedulingPageSchema>;

export const SlotTakenSchema = z.object({
  errors: z.array(z.object({ code: z.string(), message: z.string(), field: z.string().optional() })),
  /** Fresh open times to pick from. */
  slots: z.array(z.string()),
});

export type SlotQuery = {
  windows: AvailabilityWindow[];
  durationMinutes: number;
  minNoticeHours: number;
  timeZone: string;
  now: Date;
  /** Live interviews of this availability: [start, end) instants. */
  busy: { start: Date; end: Date }[];
  horizonDays?: number;
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The open times of an availability, as ISO instants, soonest first: each day in the office's
 * zone from today to the horizon, each window cut into interviews of durationMinutes from its
 * start. A wall-clock time the clocks skip (spring change) is not offered; one that happens twice
 * (autumn) is offered once, the first. Times sooner than the minimum notice, or overlapping a
 * booked interview, are left out.
 */
export function openSlots(query: SlotQuery): string[] {
  const { windows, durationMinutes, timeZone, now } = query;
  const earliest = now.getTime() + query.minNoticeHours * 3_600_000;
  const today = localDateTimeIn(now, timeZone).slice(0, 10);
  const [y, m, d] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)), Number(today.slice(8, 10))];
  const slots: string[] = [];
  for (let offset = 0; offset <= (query.horizonDays ?? BOOKING_HORIZON_DAYS); offset++) {
    const date = new Date(Date.UTC(y, m - 1, d + offset));
    const dayText = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
    const dayWindows = windows.filter((w) => w.day === date.getUTCDay()).sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
    for (const window of dayWindows) {
      for (let start = minutesOf(window.from); start + durationMinutes <= minutesOf(window.to); start += durationMinutes) {
        const local = `${dayText}T${pad(Math.floor(start / 60))}:${pad(start % 60)}`;
        const instant = instantOfLocalDateTime(local, timeZone);
        if (!instant || localDateTimeIn(instant, timeZone) !== local) continue;
        const begins = instant.getTime();
        const ends = begins + durationMinutes * 60_000;
        if (begins < earliest) continue;
        if (query.busy.some((b) => b.start.getTime() < ends && begins < b.end.getTime())) continue;
        slots.push(instant.toISOString());
        if (slots.length >= MAX_OFFERED_SLOTS) return slots;
      }
    }
  }
  return slots;
}
