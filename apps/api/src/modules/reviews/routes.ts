import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import {
  BookingParamsSchema,
  OwnReviewParamsSchema,
  RatingSchema,
  ReviewableBookingSchema,
  ReviewAnswerInputSchema,
  ReviewInputSchema,
  ReviewParamsSchema,
  ReviewReportAnswerSchema,
  ReviewReportInputSchema,
  ReviewSchema,
} from '@chairside/domain/reviews';
import type { ReviewSide } from '@chairside/domain/review-rules';
import { currentAuth, requireEmployer, requireOwner, requireStaff, requireUser } from '../../platform/auth';
import { requireSignedInId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { answerReview, reportReview } from './moderate-reviews';
import { getMyBooking, listMyReviews, writeReview } from './write-review';

const tags = ['reviews'];
const PRACTICE_ONLY = 'The practice only: anonymous 401, not an employer 403, another practice 404.';
const PROFESSIONAL_ONLY = 'The job seeker only: anonymous 401, not a job seeker 403, another job seeker 404.';
const AccountParamsSchema = z.strictObject({ id: UsernameSchema });
const MyReviewsSchema = z.object({ bookings: z.array(ReviewableBookingSchema), rating: RatingSchema, received: z.array(ReviewSchema) });
const kindOf = (kind: 'shifts' | 'interviews') => (kind === 'shifts' ? 'SHIFT' : 'INTERVIEW');

const WRITE =
  'rating, punctuality, preparedness and friendliness: whole stars 1 to 5; wouldWorkAgain true or false; comment plain text up to 2000 characters ' +
  '(markup is removed). Only the two parties of a shift that was worked (booked, ended, not cancelled, not a no-show) or an interview that took ' +
  'place (confirmed, its time passed) write, each once, within 60 days: another booking 404, one not over, cancelled or already reviewed 409. ' +
  'Neither side sees the other’s review until both wrote (then both show at once, and each is told) or 14 days after the end.';

/** Reviews after a completed booking (ADR 114): each side's list and review, the practice's answer, and reports. */
export function reviewsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    const sides: Array<{ base: string; side: ReviewSide; guard: typeof requireStaff; who: string }> = [
      { base: '/users/employers/:id', side: 'PRACTICE', guard: requireEmployer, who: PRACTICE_ONLY },
      { base: '/users/staff/:id', side: 'PROFESSIONAL', guard: requireStaff, who: PROFESSIONAL_ONLY },
    ];
    for (const { base, side, guard, who } of sides) {
      app.get(`${base}/reviews`, {
        schema: {
          tags,
          summary: side === 'PRACTICE' ? "The practice's reviews" : "The professional's reviews",
          description:
            'Shifts worked and interviews held in the last 60 days with the caller’s review and the other side’s (once it shows), ' +
            `and the reviews of the caller that show, with their rating. ${who}`,
          params: AccountParamsSchema,
          response: { 200: MyReviewsSchema },
        },
        preValidation: [guard, requireOwner],
        handler: async (request) => listMyReviews(ctx, request.params.id, side),
      });

      app.get(`${base}/reviews/:kind/:bookingId`, {
        schema: {
          tags,
          summary: 'One completed booking to review',
          description: `The booking and both reviews (the other side’s once it shows). 404 for another’s booking or one that did not take place. ${who}`,
          params: BookingParamsSchema,
          response: { 200: ReviewableBookingSchema },
        },
        preValidation: [guard, requireOwner],
        handler: async (request) => getMyBooking(ctx, request.params.id, side, kindOf(request.params.kind), request.params.bookingId),
      });

      app.post(`${base}/reviews/:kind/:bookingId`, {
        schema: {
          tags,
          summary: side === 'PRACTICE' ? 'Review the professional' : 'Review the practice',
          description: `${WRITE} ${who}`,
          params: BookingParamsSchema,
          body: ReviewInputSchema,
          response: { 200: ReviewableBookingSchema },
        },
        preValidation: [guard, requireOwner],
        handler: async (request) => writeReview(ctx, request.params.id, side, kindOf(request.params.kind), request.params.bookingId, request.body),
      });
    }

    app.put('/users/employers/:id/reviews/:reviewId/answer', {
      schema: {
        tags,
        summary: 'Answer a review publicly',
        description: `answer: plain text, 1 to 2000 characters, shown under the review on the practice's page. One answer per review, edited by sending it again. 404 for a review not of the practice; 409 before it shows. ${PRACTICE_ONLY}`,
        params: OwnReviewParamsSchema,
        body: ReviewAnswerInputSchema,
        response: { 200: ReviewSchema },
      },
      preValidation: [requireEmployer, requireOwner],
      handler: async (request) => answerReview(ctx, request.params.id, request.params.reviewId, request.body.answer),
    });

    app.post('/reviews/:reviewId/reports', {
      schema: {
        tags,
        summary: 'Report a review',
        description:
          'reason: plain text, 1 to 1000 characters. Anyone signed in (anonymous 401), once per review (409); a review that does not show is 404. ' +
          'The review goes to the administrators’ queue, who hide it or keep it.',
        params: ReviewParamsSchema,
        body: ReviewReportInputSchema,
        response: { 200: ReviewReportAnswerSchema.pick({ reviewId: true, status: true }) },
      },
      preValidation: requireUser,
      handler: async (request) => reportReview(ctx, await requireSignedInId(ctx, currentAuth(request)), request.params.reviewId, request.body.reason),
    });
  };
}
