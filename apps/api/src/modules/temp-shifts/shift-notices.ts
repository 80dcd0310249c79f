// What people are told about temp shifts (ADR 97), always in the transaction of the change: a
// change rolled back tells no one. Each notice goes by the channels its reader chose for its kind
// (email, push, text); the professional's confirmation, changes and cancellations of a shift they
// are booked for are always emailed. Every message is keyed by the shift's version (sequence), so
// a retried change sends nothing twice and a new version is news again.
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@chairside/db/client';
import { employers, jobDates, jobs, users } from '@chairside/db/schema';
import { timeZoneOfZip } from '@chairside/db/zip-codes';
import { formatCents, formatCentsShort } from '@chairside/domain/money';
import { positionLabel } from '@chairside/domain/positions';
import type { Channels, PreferenceKind } from '@chairside/domain/notice-preferences';
import { shiftInstants, shiftTotalCents, type BookingMode } from '@chairside/domain/temp-shifts';
import { NO_SHOW_DISPUTE_DAYS } from '@chairside/domain/temp-no-shows';
import { instantOfLocalDateTime, zoneAbbreviation } from '@chairside/domain/time-zones';
import type { AppContext } from '../../platform/context';
import type { RenderedEmail } from '../../platform/email/email-template';
import { noticeKind } from '../../platform/notice-queue';
import { appLink } from '../../platform/app-link';
import { channelsFor, channelsForMany } from '../notice-preferences/public-api';
import { queuePushNotice, type PushNotice } from '../push/public-api';
import { queueText } from '../sms/public-api';
import {
  SHIFT_OFFER_WORDS,
  shiftBookedEmail,
  shiftBookedPracticeEmail,
  shiftCancelledEmail,
  shiftCancelledPracticeEmail,
  shiftChangedEmail,
  shiftNoShowEmail,
  shiftOfferedEmail,
  shiftOpenedPracticeEmail,
  shiftReminderEmail,
  shiftTakenEmail,
  type ShiftSummary,
} from './shift-emails';

/** The professional's shifts screen and the practice's. */
const PROFESSIONAL_SCREEN = '/app/temp-shifts';
const PRACTICE_SCREEN = '/app/shifts';
const SETTINGS_SCREEN = '/app/account-settings#settings-notices';
/** Names and titles in a text are cut to this, so a text stays one message where it can. */
const TEXT_NAME_MAX = 28;

/** Everything a shift notice says, read in the caller's transaction. */
type NoticeShift = {
  id: number;
  date: string;
  startTime: string | null;
  endTime: string | null;
  breakMinutes: number;
  rateCents: number | null;
  bookingMode: BookingMode;
  status: 'ACTIVE' | 'BOOKED' | 'CANCELED';
  bookedUserId: number | null;
  sequence: number;
  notes: string | null;
  title: string | null;
  position: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  parking: string | null;
  requirements: string[];
  employerId: number;
  practiceName: string;
  practiceEmail: string;
  timeZone: string;
};

type Reader = Pick<Database, 'select'>;

async function findNoticeShift(db: Reader, jobDateId: number): Promise<NoticeShift | null> {
  const [row] = await db
    .select({
      id: jobDates.id,
      date: jobDates.date,
      startTime: jobDates.startTime,
      endTime: jobDates.endTime,
      breakMinutes: jobDates.breakMinutes,
      rateCents: jobDates.rateCents,
      bookingMode: jobDates.bookingMode,
      status: jobDates.status,
      bookedUserId: jobDates.bookedUserId,
      sequence: jobDates.sequence,
      notes: jobDates.notes,
      title: jobs.name,
      position: jobs.position,
      address: jobs.address,
      address2: jobs.address2,
      city: jobs.city,
      state: jobs.state,
      zip: jobs.zip,
      parking: jobs.parking,
      requirements: jobs.shiftRequirements,
      employerId: jobs.employerId,
      practiceName: employers.practiceName,
      practiceEmail: users.email,
      timeZone: timeZoneOfZip(jobs.zip),
    })
    .from(jobDates)
    .innerJoin(jobs, eq(jobs.id, jobDates.jobId))
    .innerJoin(employers, eq(employers.userId, jobs.employerId))
    .innerJoin(users, eq(users.id, jobs.employerId))
    .where(and(eq(jobDates.id, jobDateId), eq(jobs.type, 'TEMP')))
    .limit(1);
  return row ?? null;
}

/** The shift a change is about: a missing one is the caller's mistake, and its change does not stand. */
async function loadNoticeShift(db: Reader, jobDateId: number): Promise<NoticeShift> {
  const shift = await findNoticeShift(db, jobDateId);
  if (!shift) throw new Error(`No temp shift ${jobDateId} to tell anyone about`);
  return shift;
}

type Person = { id: number; name: string; email: string };

async function peopleOf(db: Reader, userIds: number[]): Promise<Person[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids)).orderBy(users.id);
}

async function personOf(db: Reader, userId: number): Promise<Person> {
  const [person] = await peopleOf(db, [userId]);
  if (!person) throw new Error(`No person ${userId} to tell about a shift`);
  return person;
}

function requireBookedFor(shift: NoticeShift, userId: number): void {
  if (shift.status !== 'BOOKED' || shift.bookedUserId !== userId) throw new Error(`Temp shift ${shift.id} is not booked for person ${userId}`);
}

// ---- how a shift reads ----

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A local day as people read it: '2026-09-10' -> 'Thu, Sep 10'. */
const dayLabel = (date: string) => DAY_FORMAT.format(new Date(`${date}T12:00:00Z`));

/** A wall-clock time as people read it: '08:00' -> '8:00 AM'. */
function twelveHour(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

const startOf = (shift: NoticeShift) => shiftInstants(shift, shift.timeZone)?.startsAt ?? null;

/** The day and hours in the posting's zone, named: 'Thu, Sep 10, 8:00 AM–5:00 PM CDT'. */
function whenOf(shift: NoticeShift): string {
  const startsAt = startOf(shift);
  if (!startsAt || !shift.startTime || !shift.endTime) return `${dayLabel(shift.date)}, hours to be agreed with the practice`;
  return `${dayLabel(shift.date)}, ${twelveHour(shift.startTime)}–${twelveHour(shift.endTime)} ${zoneAbbreviation(startsAt, shift.timeZone)}`;
}

function summaryOf(shift: NoticeShift): ShiftSummary {
  const total = shiftTotalCents(shift, shift.timeZone);
  return {
    title: shift.title?.trim() || `Temp ${positionLabel(shift.position)}`,
    practiceName: shift.practiceName,
    day: dayLabel(shift.date),
    when: whenOf(shift),
    unpaidBreak: shift.breakMinutes > 0 ? `${shift.breakMinutes} minutes` : null,
    pay: shift.rateCents === null ? null : `${formatCents(shift.rateCents)} an hour${total === null ? '' : `, ${formatCents(total)} for the shift`}`,
  };
}

/** The posting's street address on one line ('2450 N Clark St, Suite 2, Chicago, IL 60614'); null without a street. */
function addressOf(shift: NoticeShift): string | null {
  if (!shift.address?.trim()) return null;
  return [shift.address, shift.address2, shift.city, [shift.state, shift.zip].filter(Boolean).join(' ')]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

const placeOf = (shift: NoticeShift) => [shift.city, shift.state].filter(Boolean).join(', ');
const cut = (text: string, max = TEXT_NAME_MAX) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const hourlyRate = (shift: NoticeShift) => (shift.rateCents === null ? '' : `, ${formatCentsShort(shift.rateCents)}/hr`);

// ---- one notice to one person, by their channels ----

type Delivery = {
  userId: number;
  /** The channels the person chose for the kind; email is sent when `email` is given. */
  channels: Channels;
  kind: PreferenceKind;
  key: string;
  /** The email and its address; null: no email (the person turned email off for the kind). */
  email: (RenderedEmail & { to: string }) | null;
  push: PushNotice;
  /** The text's words, between 'Chairside:' and the link. */
  text: string;
  link: string;
  /** No text after this (the shift's start). */
  notAfter?: Date;
};

async function deliver(ctx: AppContext, tx: Database, delivery: Delivery): Promise<void> {
  if (delivery.email) await ctx.mailer.send(delivery.email, { tx, key: delivery.key });
  if (delivery.channels.push) await queuePushNotice(ctx, delivery.userId, delivery.kind, delivery.push, { tx, key: delivery.key });
  if (delivery.channels.sms)
    await queueText(ctx, tx, {
      userId: delivery.userId,
      kind: delivery.kind,
      key: delivery.key,
      body: `Chairside: ${delivery.text} ${delivery.link}`,
      notAfter: delivery.notAfter,
    });
}

// ---- reminders ----

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
async function queueReminders(ctx: AppContext, tx: Database, shift: NoticeShift, userId: number): Promise<void> {
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

// ---- the notices of each change ----

/**
 * A round of requests, or news of a shift open to book outright: to each of these professionals,
 * by the channels they chose for shift offers.
 */
export async function noticeShiftOffered(ctx: AppContext, tx: Database, shift: { jobDateId: number }, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  const facts = await loadNoticeShift(tx, shift.jobDateId);
  const people = await peopleOf(tx, userIds);
  const channels = await channelsForMany(
    tx,
    people.map((person) => person.id),
    'shiftOffers',
  );
  const summary = summaryOf(facts);
  const words = SHIFT_OFFER_WORDS[facts.bookingMode];
  for (const person of people) {
    const chosen = channels.get(person.id)!;
    await deliver(ctx, tx, {
      userId: person.id,
      channels: chosen,
      kind: 'shiftOffers',
      key: `shift-offer:${facts.id}:${person.id}:${facts.sequence}`,
      email: chosen.email
        ? {
            to: person.email,
            ...shiftOfferedEmail.render({
              ...summary,
              name: person.name,
              place: placeOf(facts),
              bookingMode: facts.bookingMode,
              requirements: facts.requirements,
              shiftsUrl: appLink(ctx, PROFESSIONAL_SCREEN),
              settingsUrl: appLink(ctx, SETTINGS_SCREEN),
            }),
          }
        : null,
      push: {
        title: `${words.subject}: ${summary.title}`,
        body: `${summary.practiceName}, ${summary.when}${summary.pay ? `, ${summary.pay}` : ''}`,
        url: PROFESSIONAL_SCREEN,
        tag: `shift-${facts.id}`,
      },
      text: `${words.subject}: ${cut(summary.title)} at ${cut(summary.practiceName)}, ${summary.when}${hourlyRate(facts)}.`,
      link: appLink(ctx, PROFESSIONAL_SCREEN),
      notAfter: startOf(facts) ?? undefined,
    });
  }
}

/**
 * A professional is booked: their confirmation (always emailed: the address, parking and the
 * practice's notes; push and text by their shift offers choices), the practice's news (by its
 * shift bookings choices), and the professional's reminders.
 */
export async function noticeShiftBooked(ctx: AppContext, tx: Database, booking: { jobDateId: number; userId: number }): Promise<void> {
  const shift = await loadNoticeShift(tx, booking.jobDateId);
  requireBookedFor(shift, booking.userId);
  const professional = await personOf(tx, booking.userId);
  const summary = summaryOf(shift);
  const address = addressOf(shift);
  const startsAt = startOf(shift) ?? undefined;
  const key = `shift-booked:${shift.id}:${professional.id}:${shift.sequence}`;

  await deliver(ctx, tx, {
    userId: professional.id,
    channels: await channelsFor(tx, professional.id, 'shiftOffers'),
    kind: 'shiftOffers',
    key,
    email: {
      to: professional.email,
      ...shiftBookedEmail.render({
        ...summary,
        name: professional.name,
        address,
        parking: shift.parking,
        notes: shift.notes,
        shiftsUrl: appLink(ctx, PROFESSIONAL_SCREEN),
      }),
    },
    push: { title: `Shift booked: ${summary.title}`, body: `${summary.practiceName}, ${summary.when}`, url: PROFESSIONAL_SCREEN, tag: `shift-${shift.id}` },
    text: `You're booked: ${cut(summary.title)} at ${cut(summary.practiceName)}, ${summary.when}${address ? `, ${address}` : ''}.`,
    link: appLink(ctx, PROFESSIONAL_SCREEN),
    notAfter: startsAt,
  });

  const practice = await channelsFor(tx, shift.employerId, 'shiftBookings');
  await deliver(ctx, tx, {
    userId: shift.employerId,
    channels: practice,
    kind: 'shiftBookings',
    key: `${key}:practice`,
    email: practice.email
      ? {
          to: shift.practiceEmail,
          ...shiftBookedPracticeEmail.render({
            ...summary,
            professionalName: professional.name,
            shiftsUrl: appLink(ctx, PRACTICE_SCREEN),
            settingsUrl: appLink(ctx, SETTINGS_SCREEN),
          }),
        }
      : null,
    push: { title: `${professional.name} is booked`, body: `${summary.title}, ${summary.when}`, url: PRACTICE_SCREEN, tag: `shift-${shift.id}` },
    text: `${cut(professional.name)} is booked for ${cut(summary.title)}, ${summary.when}.`,
    link: appLink(ctx, PRACTICE_SCREEN),
    notAfter: startsAt,
  });

  await queueReminders(ctx, tx, shift, professional.id);
}

/** The others a shift was offered to: it was taken, by the channels they chose for shift offers. */
export async function noticeShiftTaken(ctx: AppContext, tx: Database, shift: { jobDateId: number }, userIds: number[]): Promise<void> {
  const facts = await loadNoticeShift(tx, shift.jobDateId);
  const others = userIds.filter((userId) => userId !== facts.bookedUserId);
  if (others.length === 0) return;
  const people = await peopleOf(tx, others);
  const channels = await channelsForMany(
    tx,
    people.map((person) => person.id),
    'shiftOffers',
  );
  const summary = summaryOf(facts);
  for (const person of people) {
    const chosen = channels.get(person.id)!;
    await deliver(ctx, tx, {
      userId: person.id,
      channels: chosen,
      kind: 'shiftOffers',
      key: `shift-taken:${facts.id}:${person.id}:${facts.sequence}`,
      email: chosen.email
        ? {
            to: person.email,
            ...shiftTakenEmail.render({
              ...summary,
              name: person.name,
              shiftsUrl: appLink(ctx, PROFESSIONAL_SCREEN),
              settingsUrl: appLink(ctx, SETTINGS_SCREEN),
            }),
          }
        : null,
      push: { title: 'Shift taken', body: `${summary.title} at ${summary.practiceName}, ${summary.when}`, url: PROFESSIONAL_SCREEN, tag: `shift-${facts.id}` },
      text: `The shift at ${cut(summary.practiceName)}, ${summary.day}, was taken by someone else.`,
      link: appLink(ctx, PROFESSIONAL_SCREEN),
      notAfter: startOf(facts) ?? undefined,
    });
  }
}

/**
 * A booking cancelled, told to the other side: the practice cancelled, so the professional (always
 * emailed, with the reason and, when late, the fee they are owed; push and text by their shift
 * reminders choices); or the professional did, so the practice (by its shift bookings choices).
 */
export async function noticeShiftCancelled(
  ctx: AppContext,
  tx: Database,
  cancellation: { jobDateId: number; userId: number; by: 'PRACTICE' | 'PROFESSIONAL'; reason: string; feeCents: number },
): Promise<void> {
  const shift = await loadNoticeShift(tx, cancellation.jobDateId);
  const professional = await personOf(tx, cancellation.userId);
  const summary = summaryOf(shift);
  const startsAt = startOf(shift) ?? undefined;
  const key = `shift-cancelled:${shift.id}:${professional.id}:${shift.sequence}`;

  if (cancellation.by === 'PRACTICE') {
    const fee = cancellation.feeCents > 0 ? formatCents(cancellation.feeCents) : null;
    await deliver(ctx, tx, {
      userId: professional.id,
      channels: await channelsFor(tx, professional.id, 'shiftReminders'),
      kind: 'shiftReminders',
      key,
      email: {
        to: professional.email,
        ...shiftCancelledEmail.render({ ...summary, name: professional.name, reason: cancellation.reason, fee, shiftsUrl: appLink(ctx, PROFESSIONAL_SCREEN) }),
      },
      push: {
        title: `Shift cancelled: ${summary.title}`,
        body: `${summary.practiceName}, ${summary.when}${fee ? `. You are owed a ${fee} late-cancellation fee.` : ''}`,
        url: PROFESSIONAL_SCREEN,
        tag: `shift-${shift.id}`,
      },
      text: `${cut(summary.practiceName)} cancelled your shift, ${summary.when}.${fee ? ` You are owed a ${fee} late-cancellation fee.` : ''}`,
      link: appLink(ctx, PROFESSIONAL_SCREEN),
      notAfter: startsAt,
    });
    return;
  }

  const practice = await channelsFor(tx, shift.employerId, 'shiftBookings');
  await deliver(ctx, tx, {
    userId: shift.employerId,
    channels: practice,
    kind: 'shiftBookings',
    key: `${key}:practice`,
    email: practice.email
      ? {
          to: shift.practiceEmail,
          ...shiftCancelledPracticeEmail.render({
            ...summary,
            professionalName: professional.name,
            reason: cancellation.reason,
            shiftsUrl: appLink(ctx, PRACTICE_SCREEN),
            settingsUrl: appLink(ctx, SETTINGS_SCREEN),
          }),
        }
      : null,
    push: { title: `${professional.name} cancelled`, body: `${summary.title}, ${summary.when}: open again`, url: PRACTICE_SCREEN, tag: `shift-${shift.id}` },
    text: `${cut(professional.name)} cancelled ${cut(summary.title)}, ${summary.when}. It is open again.`,
    link: appLink(ctx, PRACTICE_SCREEN),
    notAfter: startsAt,
  });
}

/**
 * The practice changed a booked shift (hours, break, rate or notes): the professional is told the
 * shift as it is now (always emailed; push and text by their shift reminders choices) and gets
 * reminders for the new version; the old version's reminders find it changed and send nothing.
 */
export async function noticeShiftChanged(ctx: AppContext, tx: Database, booking: { jobDateId: number; userId: number }): Promise<void> {
  const shift = await loadNoticeShift(tx, booking.jobDateId);
  requireBookedFor(shift, booking.userId);
  const professional = await personOf(tx, booking.userId);
  const summary = summaryOf(shift);
  await deliver(ctx, tx, {
    userId: professional.id,
    channels: await channelsFor(tx, professional.id, 'shiftReminders'),
    kind: 'shiftReminders',
    key: `shift-changed:${shift.id}:${professional.id}:${shift.sequence}`,
    email: {
      to: professional.email,
      ...shiftChangedEmail.render({
        ...summary,
        name: professional.name,
        address: addressOf(shift),
        notes: shift.notes,
        shiftsUrl: appLink(ctx, PROFESSIONAL_SCREEN),
      }),
    },
    push: {
      title: `Shift changed: ${summary.title}`,
      body: `${summary.practiceName}, ${summary.when}${summary.pay ? `, ${summary.pay}` : ''}`,
      url: PROFESSIONAL_SCREEN,
      tag: `shift-${shift.id}`,
    },
    text: `Your shift at ${cut(summary.practiceName)} changed: ${summary.when}${hourlyRate(shift)}.`,
    link: appLink(ctx, PROFESSIONAL_SCREEN),
    notAfter: startOf(shift) ?? undefined,
  });
  await queueReminders(ctx, tx, shift, professional.id);
}

/**
 * The practice marked the booked professional as a no-show: they are told (always emailed; push
 * and text by their shift reminders choices), with the way to dispute it.
 */
export async function noticeShiftNoShow(ctx: AppContext, tx: Database, noShow: { jobDateId: number; userId: number }): Promise<void> {
  const shift = await loadNoticeShift(tx, noShow.jobDateId);
  requireBookedFor(shift, noShow.userId);
  const professional = await personOf(tx, noShow.userId);
  const summary = summaryOf(shift);
  const link = appLink(ctx, PROFESSIONAL_SCREEN);
  await deliver(ctx, tx, {
    userId: professional.id,
    channels: await channelsFor(tx, professional.id, 'shiftReminders'),
    kind: 'shiftReminders',
    key: `shift-no-show:${shift.id}:${professional.id}`,
    email: {
      to: professional.email,
      ...shiftNoShowEmail.render({ ...summary, name: professional.name, disputeDays: NO_SHOW_DISPUTE_DAYS, disputeUrl: link }),
    },
    push: {
      title: `Marked as a no-show: ${summary.title}`,
      body: `${summary.practiceName}, ${summary.when}. Dispute it within ${NO_SHOW_DISPUTE_DAYS} days if this is a mistake.`,
      url: PROFESSIONAL_SCREEN,
      tag: `shift-${shift.id}`,
    },
    text: `${cut(summary.practiceName)} marked you as a no-show for ${summary.day}. Dispute it within ${NO_SHOW_DISPUTE_DAYS} days:`,
    link,
  });
}

/** No one accepted the rounds of requests: the practice is told the shift now goes to everyone near (by its shift bookings choices). */
export async function noticeShiftOpened(ctx: AppContext, tx: Database, shift: { jobDateId: number }): Promise<void> {
  const facts = await loadNoticeShift(tx, shift.jobDateId);
  const summary = summaryOf(facts);
  const channels = await channelsFor(tx, facts.employerId, 'shiftBookings');
  await deliver(ctx, tx, {
    userId: facts.employerId,
    channels,
    kind: 'shiftBookings',
    key: `shift-opened:${facts.id}:${facts.sequence}`,
    email: channels.email
      ? {
          to: facts.practiceEmail,
          ...shiftOpenedPracticeEmail.render({ ...summary, shiftsUrl: appLink(ctx, PRACTICE_SCREEN), settingsUrl: appLink(ctx, SETTINGS_SCREEN) }),
        }
      : null,
    push: { title: 'Offered to everyone near', body: `${summary.title}, ${summary.when}: no one accepted yet`, url: PRACTICE_SCREEN, tag: `shift-${facts.id}` },
    text: `No one accepted ${cut(summary.title)}, ${summary.day}: it is now offered to everyone near.`,
    link: appLink(ctx, PRACTICE_SCREEN),
    notAfter: startOf(facts) ?? undefined,
  });
}
