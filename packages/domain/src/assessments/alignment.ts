// Alignment questionnaire: two open answers a practice reads before an interview. Not scored.
import { z } from 'zod';

export const ALIGNMENT_ANSWER_MAX = 2000;

export const ALIGNMENT_QUESTIONS = {
  personalVisionAnswer: 'Where do you see yourself in your dental career in three to five years, and what would help you get there?',
  teamExpectationsAnswer: 'What do you expect from the team and the leaders you work with, and what can they expect from you?',
} as const;

const answer = (name: string) =>
  z
    .string({ error: `${name} is text.` })
    .trim()
    .min(1, `Answer this question (${name}).`)
    .max(ALIGNMENT_ANSWER_MAX, `An answer is at most ${ALIGNMENT_ANSWER_MAX} characters.`);

export const AlignmentInputSchema = z.strictObject({
  personalVisionAnswer: answer('personalVisionAnswer'),
  teamExpectationsAnswer: answer('teamExpectationsAnswer'),
});
export type AlignmentInput = z.infer<typeof AlignmentInputSchema>;
