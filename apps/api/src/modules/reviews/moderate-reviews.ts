// Reporting a review, the administrators' queue, the practice's public answer, the practice page's
// reviews and professionals' ratings for other modules, and the recurring task (ADR 114).
import type { Database } from '@chairside/db/client';
import type { AdminReviewReport, PracticeReviews, Review } from '@chairside/domain/reviews';
import { REVIEW_REVEAL_DAYS, type Rating } from '@chairside/domain/review-rules';
import { recordAudit } from '../../platform/audit';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { TaskLog } from '../../platform/notice-queue';
import { completedBookings } from './bookings-repository';
import { inviteToReview, tellReviewShows } from './review-notices';
import {
  claimDueReveals,
  claimInvitation,
  decideReports,
  findReview,
  insertReport,
  openReports,
  publicReview,
  ratingsOf,
  saveAnswer,
  shownReviewsOf,
} from './reviews-repository';

const DAY_MS = 86_400_000;

/** POST reviews/{reviewId}/reports: anyone signed in reports a review that shows (once each); it goes to the administrators' queue. */
export async function reportReview(ctx: AppContext, callerId: number, reviewId: number, reason: string): Promise<{ reviewId: number; status: 'OPEN' }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const review = await findReview(db, reviewId);
    // A review that does not show yet is not found: its existence is not told before it shows.
    const mayRead = review && (review.authorUserId === callerId || (!review.hidden && review.visibleFrom.getTime() <= now.getTime()));
    if (!review || !mayRead) throw notFound('That review');
    if (!(await insertReport(db, reviewId, callerId, reason, now))) throw new AppError('CONFLICT', 'You reported this review already.');
    return { reviewId, status: 'OPEN' as const };
  });
}

/** PUT users/employers/{id}/reviews/{reviewId}/answer: the practice's public answer to a review of itself that shows; once, then edited. */
export async function answerReview(ctx: AppContext, username: string, reviewId: number, answer: string): Promise<Review> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const review = await findReview(db, reviewId);
    if (!review || review.subjectUserId !== employerId || review.authorSide !== 'PROFESSIONAL') throw notFound('That review');
    if (review.hidden || review.visibleFrom.getTime() > now.getTime()) throw new AppError('CONFLICT', 'A review can be answered once it shows.');
    await saveAnswer(db, reviewId, employerId, answer, now);
    return publicReview((await findReview(db, reviewId))!);
  });
}

/** GET admin/review-reports: reviews with open reports, the oldest report first, with every open reason. */
export async function listReviewReports(ctx: AppContext): Promise<AdminReviewReport[]> {
  const reports = await openReports(ctx.db);
  const answers = new Map<number, AdminReviewReport>();
  for (const report of reports) {
    let entry = answers.get(report.reviewId);
    if (!entry) {
      const review = await findReview(ctx.db, report.reviewId);
      if (!review) continue;
      entry = { reviewId: report.reviewId, reports: [], review: publicReview(review), subjectName: report.subjectName, hidden: review.hidden };
      answers.set(report.reviewId, entry);
    }
    entry.reports.push({ reason: report.reason, reporter: report.reporter, createdAt: report.createdAt });
  }
  return [...answers.values()];
}

/** POST admin/review-reports/{reviewId}/decision: hide the review or keep it; its open reports close; audited. 404: no open report. */
export async function decideReviewReports(ctx: AppContext, admin: { id: number; username: string }, reviewId: number, decision: 'HIDE' | 'KEEP') {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    if (!(await decideReports(db, reviewId, admin.id, decision === 'HIDE', now))) throw notFound('An open report of that review');
    await recordAudit(db, {
      actor: admin.username,
      subject: `review:${reviewId}`,
      method: 'POST',
      path: `/api9/admin/review-reports/${reviewId}/decision:${decision}`,
      status: 200,
    });
  });
  return listReviewReports(ctx);
}

/** A practice page's reviews: its rating and the revealed reviews of it (written by professionals). */
export async function practiceReviews(ctx: AppContext, employerId: number): Promise<PracticeReviews> {
  const now = ctx.clock.now();
  const [rating, reviews] = await Promise.all([ratingsOf(ctx.readDb, [employerId], now), shownReviewsOf(ctx.readDb, employerId, now, 20)]);
  return { rating: rating.get(employerId)!, reviews: reviews.filter((review) => review.authorSide === 'PROFESSIONAL').map(publicReview) };
}

/** Professionals' ratings (revealed reviews of them), for offers and resume cards. */
export async function ratingsOfPeople(db: Pick<Database, 'execute'>, userIds: number[], now: Date): Promise<Map<number, Rating>> {
  return ratingsOf(db, [...new Set(userIds)], now);
}

export const REVIEWS_TASK = 'reviews:invitations-and-reveals';
export const REVIEWS_EVERY_MS = 15 * 60_000;

/**
 * One pass: each side of every booking that ended within 14 days and was not invited yet is asked
 * to review (once, claimed in review_invitations), and each review that began to show without both
 * sides writing (14 days passed) is told to its subject (once, claimed by reveal_noticed_at).
 */
export async function runReviewTasks(ctx: AppContext, log: TaskLog, now: Date): Promise<{ invited: number; revealed: number }> {
  let invited = 0;
  const due = await completedBookings(ctx.db, null, new Date(now.getTime() - REVIEW_REVEAL_DAYS * DAY_MS), now);
  for (const booking of due) {
    const sent = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      if (!(await claimInvitation(db, booking.kind, booking.bookingId, now))) return false;
      await inviteToReview(ctx, db, booking);
      return true;
    });
    if (sent) invited++;
  }
  const revealed = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const claimed = await claimDueReveals(db, now);
    for (const review of claimed) {
      const row = await findReview(db, review.id);
      if (row)
        await tellReviewShows(ctx, db, {
          id: row.id,
          subjectUserId: row.subjectUserId,
          kind: row.kind,
          subjectSide: row.authorSide === 'PRACTICE' ? 'PROFESSIONAL' : 'PRACTICE',
        });
    }
    return claimed.length;
  });
  if (invited + revealed > 0) log.info({ invited, revealed }, 'review notices queued');
  return { invited, revealed };
}
