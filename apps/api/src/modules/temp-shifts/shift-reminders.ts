// A booked professional's reminders (ADR 97): 6 PM the evening before and two hours before the
// start, each checked against the booking's version when it runs.
import { z } from 'zod';
import { instantOfLocalDateTime } from '@chairside/domain/time-zones';
import type { AppContext } from '../../platform/context';
import type { Database } from '@chairside/db/client';
import { noticeKind } from '../../platform/notice-queue';
import { appLink } from '../../platform/app-link';
import { channelsFor } from '../notice-preferences/public-api';
import { shiftReminderEmail } from './shift-emails';
import {
  PROFESSIONAL_SCREEN,
  SETTINGS_SCREEN,
  addressOf,
  cut,
  deliver,
  findNoticeShift,
  personOf,
  startOf,
  summaryOf,
  type NoticeShift,
} from './shift-notice-facts';

const SHIFT_REMINDER_LEADS = ['evening', '2h'] as const;
type ShiftReminderLead = (typeof SHIFT_REMINDER_LEADS)[number];
/** The evening reminder's local time, the day before the shift. */
const EVENING_REMINDER_AT = '18:00';
const TWO_HOURS_MS = 2 * 3_600_000;
/** A reminder text that quiet hours or the hourly limit hold until less than this before the start is not sent. */
const REMINDER_TEXT_LATEST_BEFORE_MS = 30 * 60_000;

const ShiftReminderSchema = z.object({
  jobDateId: z.number().int().positive(),
  userId: z.number().int().positive(),
  sequence: z.number().int().nonnegative(),
  lead: z.enum(SHIFT_REMINDER_LEADS),
});
/** One booked shift's reminder at one lead: when it is handled, the booking is read again. */
const SHIFT_REMINDER = noticeKind('shift-reminder', ShiftReminderSchema, { maxAttempts: 5, backoffMs: 60_000 });

const previousDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** When a reminder goes: 6 PM in the shift's zone the day before, or two hours before the start (none without hours). */
function reminderTime(shift: NoticeShift, lead: ShiftReminderLead): Date | null {
  if (lead === 'evening') return instantOfLocalDateTime(`${previousDay(shift.date)}T${EVENING_REMINDER_AT}`, shift.timeZone);
  const startsAt = startOf(shift);
  return startsAt ? new Date(startsAt.getTime() - TWO_HOURS_MS) : null;
}

/**
 * Queues the booked professional's reminders for this version of the shift, each for its own
 * time; one whose time has passed is left out (the confirmation just told them).
 */
export async function queueReminders(ctx: AppContext, tx: Database, shift: NoticeShift, userId: number): Promise<void> {
  const now = ctx.clock.now();
  for (const lead of SHIFT_REMINDER_LEADS) {
    const runAt = reminderTime(shift, lead);
    if (!runAt || runAt.getTime() <= now.getTime()) continue;
    await ctx.notices.enqueue(tx, {
      kind: SHIFT_REMINDER,
      key: `shift-reminder-${lead}:${shift.id}:${userId}:${shift.sequence}`,
      payload: { jobDateId: shift.id, userId, sequence: shift.sequence, lead },
      runAt,
    });
  }
}

/**
 * Sends one reminder if the booking still stands as it was when the reminder was queued: the same
 * person and the same version of the shift (a changed shift has reminders of its own; a cancelled
 * one none), and the shift has not started. By the channels the person chose for shift reminders.
 */
async function sendShiftReminder(ctx: AppContext, key: string, payload: z.infer<typeof ShiftReminderSchema>): Promise<void> {
  const shift = await findNoticeShift(ctx.db, payload.jobDateId);
  if (!shift || shift.status !== 'BOOKED' || shift.bookedUserId !== payload.userId || shift.sequence !== payload.sequence) return;
  const startsAt = startOf(shift);
  if (startsAt && startsAt.getTime() <= ctx.clock.now().getTime()) return;
  const person = await personOf(ctx.db, payload.userId);
  const channels = await channelsFor(ctx.db, person.id, 'shiftReminders');
  const summary = summaryOf(shift);
  const soon = payload.lead === 'evening' ? 'tomorrow' : 'in two hours';
  const address = addressOf(shift);
  await ctx.db.transaction((tx) =>
    deliver(ctx, tx, {
      userId: person.id,
      channels,
      kind: 'shiftReminders',
      key,
      email: channels.email
        ? {
            to: person.email,
            ...shiftReminderEmail.render({
              ...summary,
              name: person.name,
              soon,
              address,
              parking: shift.parking,
              notes: shift.notes,
              shiftsUrl: appLink(ctx, PROFESSIONAL_SCREEN),
              settingsUrl: appLink(ctx, SETTINGS_SCREEN),
            }),
          }
        : null,
      push: {
        title: `Shift ${soon}: ${summary.practiceName}`,
        body: `${summary.when}${address ? `, ${address}` : ''}`,
        url: PROFESSIONAL_SCREEN,
        tag: `shift-${shift.id}`,
      },
      // Quiet hours may hold a text: it says the day, not how long until the start.
      text: `Shift ${payload.lead === 'evening' ? 'tomorrow' : 'today'} at ${cut(summary.practiceName)}, ${summary.when}${address ? `, ${address}` : ''}.`,
      link: appLink(ctx, PROFESSIONAL_SCREEN),
      notAfter: startsAt ? new Date(startsAt.getTime() - REMINDER_TEXT_LATEST_BEFORE_MS) : undefined,
    }),
  );
}

/** Registers the reminders' handler with the queue (once per app, where the temp shifts routes are registered). */
export function handleShiftReminders(ctx: AppContext): void {
  ctx.notices.handle(SHIFT_REMINDER, (notice) => sendShiftReminder(ctx, notice.key, notice.payload));
}
