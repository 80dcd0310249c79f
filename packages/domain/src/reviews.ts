// Reviews after a completed booking (ADR 114): the input rules, the answers, the reveal rule and
// the schema.org EmployerAggregateRating markup of a practice's page, as Google documents it.
import { z } from 'zod';
import { UsernameSchema } from './accounts';
import { idParamSchema } from './form-fields';
import { BOOKING_KINDS, plainText, REVIEW_ANSWER_MAX, REVIEW_COMMENT_MAX, REVIEW_REPORT_MAX, REVIEW_SIDES } from './review-rules';

const stars = (field: string) =>
  z
    .number({ error: `${field} is a whole number of stars from 1 to 5.` })
    .int(`${field} is a whole number of stars from 1 to 5.`)
    .min(1, `${field} is a whole number of stars from 1 to 5.`)
    .max(5, `${field} is a whole number of stars from 1 to 5.`);

const plain = (field: string, max: number, min: number) =>
  z
    .string({ error: `${field} is text.` })
    .transform(plainText)
    .refine((value) => value.length >= min, `Write the ${field} (plain text).`)
    .refine((value) => value.length <= max, `${field} is at most ${max} characters.`);

/** POST …/reviews: the stars, the aspects, would work again, and a comment (plain text, may be empty). */
export const ReviewInputSchema = z.strictObject({
  rating: stars('rating'),
  punctuality: stars('punctuality'),
  preparedness: stars('preparedness'),
  friendliness: stars('friendliness'),
  wouldWorkAgain: z.boolean({ error: 'wouldWorkAgain is true or false.' }),
  comment: plain('comment', REVIEW_COMMENT_MAX, 0).default(''),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

export const ReviewAnswerInputSchema = z.strictObject({ answer: plain('answer', REVIEW_ANSWER_MAX, 1) });
export type ReviewAnswerInput = z.infer<typeof ReviewAnswerInputSchema>;

export const ReviewReportInputSchema = z.strictObject({ reason: plain('reason', REVIEW_REPORT_MAX, 1) });
export type ReviewReportInput = z.infer<typeof ReviewReportInputSchema>;

export const ReviewDecisionInputSchema = z.strictObject({
  decision: z.enum(['HIDE', 'KEEP'], { error: 'decision is HIDE or KEEP.' }),
});
export type ReviewDecisionInput = z.infer<typeof ReviewDecisionInputSchema>;

export const BookingParamsSchema = z.strictObject({
  id: UsernameSchema,
  kind: z.enum(['shifts', 'interviews'], { error: 'kind is shifts or interviews.' }),
  bookingId: idParamSchema('bookingId'),
});
export const ReviewParamsSchema = z.strictObject({ reviewId: idParamSchema('reviewId') });
export const OwnReviewParamsSchema = z.strictObject({ id: UsernameSchema, reviewId: idParamSchema('reviewId') });

// ---- answers ----

export const RatingSchema = z.object({
  /** The average of the overall stars, to one decimal; null with no revealed review. */
  average: z.number().nullable(),
  count: z.number().int(),
});

export const ReviewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BOOKING_KINDS),
  authorSide: z.enum(REVIEW_SIDES),
  /** The practice's name, or the professional's first name and initial. */
  authorName: z.string(),
  rating: z.number().int(),
  punctuality: z.number().int(),
  preparedness: z.number().int(),
  friendliness: z.number().int(),
  wouldWorkAgain: z.boolean(),
  comment: z.string(),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const PracticeReviewsSchema = z.object({ rating: RatingSchema, reviews: z.array(ReviewSchema) });
export type PracticeReviews = z.infer<typeof PracticeReviewsSchema>;

/** A completed booking in a person's review list: what they wrote, and the other side's review once it shows. */
export const ReviewableBookingSchema = z.object({
  kind: z.enum(BOOKING_KINDS),
  bookingId: z.number().int(),
  title: z.string(),
  /** The other side: the practice's name, or the professional's name. */
  otherName: z.string(),
  endedAt: z.string(),
  /** When the reviews show at the latest (the end plus 14 days). */
  revealsAt: z.string(),
  /** Whether the caller may still write (no review of theirs yet, within the window). */
  canWrite: z.boolean(),
  mine: ReviewSchema.nullable(),
  /** The other side's review of the caller: null until it shows (both wrote, or 14 days). */
  theirs: ReviewSchema.nullable(),
  /** Whether the other side wrote (without what they wrote, until it shows). */
  theyWrote: z.boolean(),
});
export type ReviewableBooking = z.infer<typeof ReviewableBookingSchema>;

export const ReviewReportAnswerSchema = z.object({ id: z.number().int(), reviewId: z.number().int(), status: z.enum(['OPEN', 'HIDDEN', 'KEPT']) });

export const AdminReviewReportSchema = z.object({
  reviewId: z.number().int(),
  reports: z.array(z.object({ reason: z.string(), reporter: z.string(), createdAt: z.string() })),
  review: ReviewSchema,
  subjectName: z.string(),
  hidden: z.boolean(),
});
export type AdminReviewReport = z.infer<typeof AdminReviewReportSchema>;
