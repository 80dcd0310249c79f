// Writing a review and reading one's own list (ADR 114): only the two parties of a completed
// booking write, each once; neither sees the other's review until both wrote or 14 days passed.
import type { Database } from '@chairside/db/client';
import type { Review, ReviewableBooking, ReviewInput } from '@chairside/domain/reviews';
import { REVIEW_WINDOW_DAYS, revealDeadline, type BookingKind, type Rating, type ReviewSide } from '@chairside/domain/review-rules';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { completedBookings, findBooking, lockBooking, type Booking, type Party } from './bookings-repository';
import { tellReviewShows } from './review-notices';
import { insertReview, publicReview, ratingsOf, revealBoth, reviewsOfBookings, shownReviewsOf, type ReviewRow } from './reviews-repository';

const DAY_MS = 86_400_000;
const other = (side: ReviewSide): ReviewSide => (side === 'PRACTICE' ? 'PROFESSIONAL' : 'PRACTICE');

export type MyReviews = { bookings: ReviewableBooking[]; rating: Rating; received: Review[] };

/** The caller's side: a practice writes as PRACTICE, a job seeker as PROFESSIONAL (the path's role decides). */
async function partyOf(ctx: AppContext, username: string, side: ReviewSide): Promise<Party> {
  const userId = await requireCallerId(ctx, username, side === 'PRACTICE' ? 'employer' : 'staff');
  return { side, userId };
}

const isShown = (review: ReviewRow, now: Date) => !review.hidden && review.visibleFrom.getTime() <= now.getTime();

function bookingAnswer(booking: Booking, party: Party, reviews: ReviewRow[], now: Date): ReviewableBooking {
  const mine = reviews.find((review) => review.authorSide === party.side) ?? null;
  const theirs = reviews.find((review) => review.authorSide === other(party.side)) ?? null;
  const open = booking.endedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS > now.getTime();
  return {
    kind: booking.kind,
    bookingId: booking.bookingId,
    title: booking.title,
    otherName: party.side === 'PRACTICE' ? booking.professionalName : booking.practiceName,
    endedAt: booking.endedAt.toISOString(),
    revealsAt: revealDeadline(booking.endedAt).toISOString(),
    canWrite: mine === null && open,
    mine: mine ? publicReview(mine) : null,
    theirs: theirs && isShown(theirs, now) ? publicReview(theirs) : null,
    theyWrote: theirs !== null,
  };
}

/**
 * GET users/{employers|staff}/{id}/reviews: the caller's completed bookings of the last 60 days
 * with both reviews (the other side's once it shows), and the revealed reviews of the caller with
 * their rating.
 */
export async function listMyReviews(ctx: AppContext, username: string, side: ReviewSide): Promise<MyReviews> {
  const party = await partyOf(ctx, username, side);
  const now = ctx.clock.now();
  const bookings = await completedBookings(ctx.readDb, party, new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS), now);
  const byKind = (kind: BookingKind) => bookings.filter((booking) => booking.kind === kind).map((booking) => booking.bookingId);
  const reviews = [
    ...(await reviewsOfBookings(ctx.readDb, 'SHIFT', byKind('SHIFT'))),
    ...(await reviewsOfBookings(ctx.readDb, 'INTERVIEW', byKind('INTERVIEW'))),
  ];
  const received = await shownReviewsOf(ctx.readDb, party.userId, now);
  const rating = (await ratingsOf(ctx.readDb, [party.userId], now)).get(party.userId)!;
  return {
    bookings: bookings.map((booking) =>
      bookingAnswer(
        booking,
        party,
        reviews.filter((review) => review.kind === booking.kind && review.bookingId === booking.bookingId),
        now,
      ),
    ),
    rating,
    received: received.map(publicReview),
  };
}

/** GET one booking of the caller's list (the review form's facts); 404 for another's or one that did not happen. */
export async function getMyBooking(ctx: AppContext, username: string, side: ReviewSide, kind: BookingKind, bookingId: number): Promise<ReviewableBooking> {
  const party = await partyOf(ctx, username, side);
  const now = ctx.clock.now();
  const booking = await findBooking(ctx.readDb, party, kind, bookingId);
  if (!booking || !booking.happened || booking.endedAt.getTime() > now.getTime()) throw notFound('That completed booking');
  return bookingAnswer(booking, party, await reviewsOfBookings(ctx.readDb, kind, [bookingId]), now);
}

/**
 * POST users/{employers|staff}/{id}/reviews/{shifts|interviews}/{bookingId}: the caller's review
 * of the other side. 404 for a booking the caller was not a party to; 409 before it ended, for a
 * cancelled one, a no-show, after 60 days, or a second review. When the other side wrote already,
 * both show from now and each is told the other's shows.
 */
export async function writeReview(ctx: AppContext, username: string, side: ReviewSide, kind: BookingKind, bookingId: number, input: ReviewInput) {
  const party = await partyOf(ctx, username, side);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await lockBooking(db, kind, bookingId);
    const booking = await findBooking(db, party, kind, bookingId);
    if (!booking) throw notFound(kind === 'SHIFT' ? 'That shift' : 'That interview');
    if (!booking.happened)
      throw new AppError('CONFLICT', `Only a ${kind === 'SHIFT' ? 'shift that was worked' : 'interview that took place'} can be reviewed.`);
    if (booking.endedAt.getTime() > now.getTime()) throw new AppError('CONFLICT', 'A review can be written once it is over.');
    if (booking.endedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS <= now.getTime())
      throw new AppError('CONFLICT', `Reviews are written within ${REVIEW_WINDOW_DAYS} days.`);
    const subjectUserId = side === 'PRACTICE' ? booking.professionalId : booking.employerId;
    const id = await insertReview(db, {
      ...input,
      kind,
      bookingId,
      side,
      authorUserId: party.userId,
      subjectUserId,
      now,
      visibleFrom: revealDeadline(booking.endedAt),
    });
    if (id === null) throw new AppError('CONFLICT', 'You already reviewed this.');
    const both = await reviewsOfBookings(db, kind, [bookingId]);
    if (both.length === 2) {
      // Both wrote: both show now, and each person is told the review of them shows.
      await revealBoth(db, kind, bookingId, now);
      for (const review of both)
        if (!review.hidden) await tellReviewShows(ctx, db, { id: review.id, subjectUserId: review.subjectUserId, kind, subjectSide: other(review.authorSide) });
    }
    return bookingAnswer(booking, party, await reviewsOfBookings(db, kind, [bookingId]), now);
  });
}
