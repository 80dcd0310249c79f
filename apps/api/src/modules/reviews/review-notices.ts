// What people are told about reviews (ADR 114), always in the transaction of the change, through
// the notice queue: an invitation to each side once a booking is over, and word to a person when
// a review of them shows. Email and app notice by the channels they chose for the booking's kind.
import type { Database } from '@chairside/db/client';
import type { PreferenceKind } from '@chairside/domain/notice-preferences';
import type { BookingKind, ReviewSide } from '@chairside/domain/review-rules';
import { REVIEW_REVEAL_DAYS } from '@chairside/domain/review-rules';
import { users } from '@chairside/db/schema';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { appLink } from '../../platform/app-link';
import { emailTemplate, type RenderedEmail } from '../../platform/email/email-template';
import { channelsFor } from '../notice-preferences/public-api';
import { queuePushNotice } from '../push/public-api';
import type { Booking } from './bookings-repository';

export const REVIEWS_SCREEN = '/app/reviews';
const TO_MEMBER = 'You get this email because you have a Chairside account.';

type InviteData = { name: string; otherName: string; what: string; reviewUrl: string; days: number };
type RevealData = { name: string; reviewsUrl: string };

/** To each side of a completed shift or interview, once. */
export const reviewInvitationEmail = emailTemplate({
  name: 'review-invitation',
  description: 'To the practice and to the professional, once, after a temp shift was worked or an interview took place.',
  sample: (base): InviteData => ({
    name: 'Raé Núñez',
    otherName: 'Bright Smiles Dental',
    what: 'the temp shift Registered Dental Hygienist',
    reviewUrl: `${base}/app/reviews/shifts/42`,
    days: REVIEW_REVEAL_DAYS,
  }),
  subject: (data) => `How was ${data.otherName}? Leave a review`,
  content: (data: InviteData) => ({
    preheader: `Rate ${data.otherName} after ${data.what}.`,
    heading: `How did it go with ${data.otherName}?`,
    greeting: `Hello ${data.name},`,
    body: [
      `${data.what[0]!.toUpperCase()}${data.what.slice(1)} is over. A few stars and a word help the next person decide.`,
      `Neither side sees the other's review until both have written, or ${data.days} days have passed, so you can say what you think.`,
    ],
    button: { label: 'Leave a review', url: data.reviewUrl },
    footer: { reason: TO_MEMBER },
  }),
});

/** To the person a review is of, when it shows. */
export const reviewRevealedEmail = emailTemplate({
  name: 'review-revealed',
  description: 'To the person a review is of, when it shows (both sides wrote, or 14 days passed).',
  sample: (base): RevealData => ({ name: 'Raé Núñez', reviewsUrl: `${base}/app/reviews` }),
  subject: () => 'A review of you is now showing',
  content: (data: RevealData) => ({
    preheader: 'See what was written about you.',
    heading: 'A review of you is now showing',
    greeting: `Hello ${data.name},`,
    body: ['The other side of a booking reviewed you, and the review now shows on Chairside.'],
    button: { label: 'See your reviews', url: data.reviewsUrl },
    footer: { reason: TO_MEMBER },
  }),
});

export const REVIEW_EMAILS = [reviewInvitationEmail, reviewRevealedEmail];

/** The preference kind a booking's notices follow: the shift kinds per side, interview changes for interviews. */
const kindOf = (kind: BookingKind, side: ReviewSide): PreferenceKind =>
  kind === 'INTERVIEW' ? 'interviews' : side === 'PRACTICE' ? 'shiftBookings' : 'shiftOffers';

export const bookingPath = (kind: BookingKind, bookingId: number) => `${REVIEWS_SCREEN}/${kind === 'SHIFT' ? 'shifts' : 'interviews'}/${bookingId}`;

async function tell(
  ctx: AppContext,
  tx: Database,
  to: { userId: number; kind: PreferenceKind; key: string; email: RenderedEmail; push: { title: string; body: string; url: string } },
): Promise<void> {
  const [person] = await tx.select({ email: users.email }).from(users).where(eq(users.id, to.userId)).limit(1);
  if (!person) return;
  const channels = await channelsFor(tx, to.userId, to.kind);
  if (channels.email) await ctx.mailer.send({ to: person.email, ...to.email }, { tx, key: to.key });
  if (channels.push) await queuePushNotice(ctx, to.userId, to.kind, to.push, { tx, key: to.key });
}

/** Both sides of a completed booking are asked to review the other. */
export async function inviteToReview(ctx: AppContext, tx: Database, booking: Booking): Promise<void> {
  const what = booking.kind === 'SHIFT' ? `the temp shift ${booking.title}` : `the interview for ${booking.title}`;
  const url = bookingPath(booking.kind, booking.bookingId);
  const sides: Array<{ side: ReviewSide; userId: number; name: string; otherName: string }> = [
    { side: 'PRACTICE', userId: booking.employerId, name: booking.practiceName, otherName: booking.professionalName },
    { side: 'PROFESSIONAL', userId: booking.professionalId, name: booking.professionalName, otherName: booking.practiceName },
  ];
  for (const side of sides)
    await tell(ctx, tx, {
      userId: side.userId,
      kind: kindOf(booking.kind, side.side),
      key: `review-invitation:${booking.kind}:${booking.bookingId}:${side.side}`,
      email: reviewInvitationEmail.render({ name: side.name, otherName: side.otherName, what, reviewUrl: appLink(ctx, url), days: REVIEW_REVEAL_DAYS }),
      push: { title: `How was ${side.otherName}?`, body: `Leave a review of ${what}.`, url },
    });
}

/** The person a review is of is told it shows now. */
export async function tellReviewShows(
  ctx: AppContext,
  tx: Database,
  review: { id: number; subjectUserId: number; kind: BookingKind; subjectSide: ReviewSide },
) {
  const [person] = await tx.select({ name: users.name }).from(users).where(eq(users.id, review.subjectUserId)).limit(1);
  if (!person) return;
  await tell(ctx, tx, {
    userId: review.subjectUserId,
    kind: kindOf(review.kind, review.subjectSide),
    key: `review-revealed:${review.id}`,
    email: reviewRevealedEmail.render({ name: person.name, reviewsUrl: appLink(ctx, REVIEWS_SCREEN) }),
    push: { title: 'A review of you is now showing', body: 'See what the other side wrote.', url: REVIEWS_SCREEN },
  });
}
