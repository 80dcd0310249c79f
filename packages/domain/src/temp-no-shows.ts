// No-shows of temp shifts (ADR 97): the practice marks one after the start, the professional may
// dispute it for a week, an administrator upholds or overturns it (overturned, it counts for
// nothing) and lifts a booking pause.
import { z } from 'zod';

/** How long after being marked a no-show may be disputed. */
export const NO_SHOW_DISPUTE_DAYS = 7;
export const DISPUTE_TEXT_MAX = 1000;

export const REVIEW_OUTCOMES = ['UPHELD', 'OVERTURNED'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

/** Whether a no-show marked at `markedAt` may still be disputed at `now`. */
export function canDisputeNoShow(markedAt: Date, now: Date): boolean {
  return now.getTime() - markedAt.getTime() <= NO_SHOW_DISPUTE_DAYS * 86_400_000;
}

/** POST users/staff/{id}/shifts/{shiftId}/no-show-dispute. */
export const NoShowDisputeInputSchema = z.strictObject({
  text: z
    .string({ error: 'Tell us what happened (text).' })
    .trim()
    .min(1, 'Tell us what happened (text).')
    .max(DISPUTE_TEXT_MAX, `text is at most ${DISPUTE_TEXT_MAX} characters.`),
});
export type NoShowDisputeInput = z.infer<typeof NoShowDisputeInputSchema>;

/** POST admin/temp-reliability/no-shows/{id}/review. */
export const NoShowReviewInputSchema = z.strictObject({
  outcome: z.enum(REVIEW_OUTCOMES, { error: 'outcome is UPHELD or OVERTURNED.' }),
});

/** What the practice recorded of a shift's attendance. */
export const ShiftAttendanceSchema = z.object({
  shiftId: z.number().int(),
  event: z.enum(['WORKED', 'NO_SHOW']),
  at: z.string(),
  disputedAt: z.string().nullable(),
  reviewOutcome: z.enum(REVIEW_OUTCOMES).nullable(),
});
export type ShiftAttendance = z.infer<typeof ShiftAttendanceSchema>;

/** A no-show as the professional sees it. */
export const ProfessionalNoShowSchema = z.object({
  shiftId: z.number().int(),
  title: z.string(),
  practiceName: z.string(),
  date: z.string(),
  markedAt: z.string(),
  /** The last moment a dispute is taken. */
  disputeUntil: z.string(),
  disputedAt: z.string().nullable(),
  disputeText: z.string().nullable(),
  reviewOutcome: z.enum(REVIEW_OUTCOMES).nullable(),
});
export type ProfessionalNoShow = z.infer<typeof ProfessionalNoShowSchema>;

const PersonSchema = z.object({ username: z.string(), name: z.string() });

/** A disputed no-show waiting for an administrator. */
export const DisputedNoShowSchema = z.object({
  id: z.number().int(),
  shiftId: z.number().int(),
  title: z.string(),
  date: z.string(),
  practice: PersonSchema,
  professional: PersonSchema.extend({ reliability: z.number().int() }),
  markedAt: z.string(),
  disputedAt: z.string(),
  disputeText: z.string(),
});
export type DisputedNoShow = z.infer<typeof DisputedNoShowSchema>;

/** A professional whose booking is paused for review. */
export const PausedProfessionalSchema = PersonSchema.extend({
  reliability: z.number().int(),
  /** The no-shows that count toward the pause. */
  noShows: z.number().int(),
  lastNoShowAt: z.string(),
});
export type PausedProfessional = z.infer<typeof PausedProfessionalSchema>;

export const TempReliabilityReviewSchema = z.object({
  disputes: z.array(DisputedNoShowSchema),
  paused: z.array(PausedProfessionalSchema),
});
export type TempReliabilityReview = z.infer<typeof TempReliabilityReviewSchema>;
