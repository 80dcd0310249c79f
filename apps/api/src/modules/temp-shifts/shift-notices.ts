// What people are told about temp shifts (ADR 97), always in the transaction of the change: a
// change rolled back tells no one. Each notice goes by the channels its reader chose for its kind
// (email, push, text); the professional's confirmation, changes and cancellations of a shift they
// are booked for are always emailed. Every message is keyed by the shift's version (sequence), so
// a retried change sends nothing twice and a new version is news again.
import type { Database } from '@chairside/db/client';
import { formatCents } from '@chairside/domain/money';
import { NO_SHOW_DISPUTE_DAYS } from '@chairside/domain/temp-no-shows';
import type { AppContext } from '../../platform/context';
import { appLink } from '../../platform/app-link';
import { channelsFor } from '../notice-preferences/public-api';
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
  shiftTakenEmail,
} from './shift-emails';
import {
  PRACTICE_SCREEN,
  PROFESSIONAL_SCREEN,
  SETTINGS_SCREEN,
  addressOf,
  cut,
  deliver,
  deliverToEach,
  hourlyRate,
  loadNoticeShift,
  peopleOf,
  personOf,
  placeOf,
  requireBookedFor,
  startOf,
  summaryOf,
} from './shift-notice-facts';
import { queueReminders } from './shift-reminders';

export { handleShiftReminders } from './shift-reminders';

/**
 * A round of requests, or news of a shift open to book outright: to each of these professionals,
 * by the channels they chose for shift offers.
 */
export async function noticeShiftOffered(ctx: AppContext, tx: Database, shift: { jobDateId: number }, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  const facts = await loadNoticeShift(tx, shift.jobDateId);
  const summary = summaryOf(facts);
  const words = SHIFT_OFFER_WORDS[facts.bookingMode];
  await deliverToEach(ctx, tx, await peopleOf(tx, userIds), 'shiftOffers', (person) => ({
    key: `shift-offer:${facts.id}:${person.id}:${facts.sequence}`,
    email: shiftOfferedEmail.render({
      ...summary,
      name: person.name,
      place: placeOf(facts),
      bookingMode: facts.bookingMode,
      requirements: facts.requirements,
      shiftsUrl: appLink(ctx, PROFESSIONAL_SCREEN),
      settingsUrl: appLink(ctx, SETTINGS_SCREEN),
    }),
    push: {
      title: `${words.subject}: ${summary.title}`,
      body: `${summary.practiceName}, ${summary.when}${summary.pay ? `, ${summary.pay}` : ''}`,
      url: PROFESSIONAL_SCREEN,
      tag: `shift-${facts.id}`,
    },
    text: `${words.subject}: ${cut(summary.title)} at ${cut(summary.practiceName)}, ${summary.when}${hourlyRate(facts)}.`,
    link: appLink(ctx, PROFESSIONAL_SCREEN),
    notAfter: startOf(facts) ?? undefined,
  }));
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
  const summary = summaryOf(facts);
  await deliverToEach(ctx, tx, await peopleOf(tx, others), 'shiftOffers', (person) => ({
    key: `shift-taken:${facts.id}:${person.id}:${facts.sequence}`,
    email: shiftTakenEmail.render({
      ...summary,
      name: person.name,
      shiftsUrl: appLink(ctx, PROFESSIONAL_SCREEN),
      settingsUrl: appLink(ctx, SETTINGS_SCREEN),
    }),
    push: { title: 'Shift taken', body: `${summary.title} at ${summary.practiceName}, ${summary.when}`, url: PROFESSIONAL_SCREEN, tag: `shift-${facts.id}` },
    text: `The shift at ${cut(summary.practiceName)}, ${summary.day}, was taken by someone else.`,
    link: appLink(ctx, PROFESSIONAL_SCREEN),
    notAfter: startOf(facts) ?? undefined,
  }));
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
        title: `Shift canceled: ${summary.title}`,
        body: `${summary.practiceName}, ${summary.when}${fee ? `. You are owed a ${fee} late-cancellation fee.` : ''}`,
        url: PROFESSIONAL_SCREEN,
        tag: `shift-${shift.id}`,
      },
      text: `${cut(summary.practiceName)} canceled your shift, ${summary.when}.${fee ? ` You are owed a ${fee} late-cancellation fee.` : ''}`,
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
    push: { title: `${professional.name} canceled`, body: `${summary.title}, ${summary.when}: open again`, url: PRACTICE_SCREEN, tag: `shift-${shift.id}` },
    text: `${cut(professional.name)} canceled ${cut(summary.title)}, ${summary.when}. It is open again.`,
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
