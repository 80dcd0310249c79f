// How a temp shift reads in its notices (ADR 97): the facts read in the change's transaction, the
// people told, the words for days and hours, and one notice to one person by their channels.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { employers, jobDates, jobs, users } from '@chairside/db/schema';
import { timeZoneOfZip } from '@chairside/db/zip-codes';
import { formatCents, formatCentsShort } from '@chairside/domain/money';
import { positionLabel } from '@chairside/domain/positions';
import type { Channels, PreferenceKind } from '@chairside/domain/notice-preferences';
import { shiftInstants, shiftTotalCents, type BookingMode } from '@chairside/domain/temp-shifts';
import { zoneAbbreviation } from '@chairside/domain/time-zones';
import type { AppContext } from '../../platform/context';
import type { RenderedEmail } from '../../platform/email/email-template';
import { channelsForMany } from '../notice-preferences/public-api';
import { queuePushNotice, type PushNotice } from '../push/public-api';
import { queueText } from '../sms/public-api';
import type { ShiftSummary } from './shift-emails';

/** The professional's shifts screen and the practice's. */
export const PROFESSIONAL_SCREEN = '/app/temp-shifts';
export const PRACTICE_SCREEN = '/app/shifts';
export const SETTINGS_SCREEN = '/app/account-settings#settings-notices';
/** Names and titles in a text are cut to this, so a text stays one message where it can. */
const TEXT_NAME_MAX = 28;

/** Everything a shift notice says, read in the caller's transaction. */
export type NoticeShift = {
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

export async function findNoticeShift(db: Reader, jobDateId: number): Promise<NoticeShift | null> {
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
export async function loadNoticeShift(db: Reader, jobDateId: number): Promise<NoticeShift> {
  const shift = await findNoticeShift(db, jobDateId);
  if (!shift) throw new Error(`No temp shift ${jobDateId} to tell anyone about`);
  return shift;
}

export type Person = { id: number; name: string; email: string };

export async function peopleOf(db: Reader, userIds: number[]): Promise<Person[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids)).orderBy(users.id);
}

export async function personOf(db: Reader, userId: number): Promise<Person> {
  const [person] = await peopleOf(db, [userId]);
  if (!person) throw new Error(`No person ${userId} to tell about a shift`);
  return person;
}

export function requireBookedFor(shift: NoticeShift, userId: number): void {
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

export const startOf = (shift: NoticeShift) => shiftInstants(shift, shift.timeZone)?.startsAt ?? null;

/** The day and hours in the posting's zone, named: 'Thu, Sep 10, 8:00 AM–5:00 PM CDT'. */
function whenOf(shift: NoticeShift): string {
  const startsAt = startOf(shift);
  if (!startsAt || !shift.startTime || !shift.endTime) return `${dayLabel(shift.date)}, hours to be agreed with the practice`;
  return `${dayLabel(shift.date)}, ${twelveHour(shift.startTime)}–${twelveHour(shift.endTime)} ${zoneAbbreviation(startsAt, shift.timeZone)}`;
}

export function summaryOf(shift: NoticeShift): ShiftSummary {
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
export function addressOf(shift: NoticeShift): string | null {
  if (!shift.address?.trim()) return null;
  return [shift.address, shift.address2, shift.city, [shift.state, shift.zip].filter(Boolean).join(' ')]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

export const placeOf = (shift: NoticeShift) => [shift.city, shift.state].filter(Boolean).join(', ');
export const cut = (text: string, max = TEXT_NAME_MAX) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
export const hourlyRate = (shift: NoticeShift) => (shift.rateCents === null ? '' : `, ${formatCentsShort(shift.rateCents)}/hr`);

// ---- one notice to one person, by their channels ----

export type Delivery = {
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

export async function deliver(ctx: AppContext, tx: Database, delivery: Delivery): Promise<void> {
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

/**
 * The same notice to each of these people, by the channels each chose for the kind: `notice` says
 * it to one person; its email is sent only to those who kept email on.
 */
export async function deliverToEach(
  ctx: AppContext,
  tx: Database,
  people: Person[],
  kind: PreferenceKind,
  notice: (person: Person) => Omit<Delivery, 'userId' | 'channels' | 'kind' | 'email'> & { email: RenderedEmail },
): Promise<void> {
  const channels = await channelsForMany(
    tx,
    people.map((person) => person.id),
    kind,
  );
  for (const person of people) {
    const chosen = channels.get(person.id)!;
    const { email, ...said } = notice(person);
    await deliver(ctx, tx, { ...said, userId: person.id, channels: chosen, kind, email: chosen.email ? { to: person.email, ...email } : null });
  }
}
