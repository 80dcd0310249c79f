// The job seeker's answer to a proposed interview: accept, decline, or ask for another time
// (with a message). docs/decisions/0038-interview-time-zones-answers-and-calendar.md
import { z } from 'zod';
import type { InterviewStatus } from './hiring';

export const INTERVIEW_ANSWERS = ['ACCEPT', 'DECLINE', 'NEW_TIME'] as const;
export type InterviewAnswer = (typeof INTERVIEW_ANSWERS)[number];
export type InterviewResponse = 'ACCEPTED' | 'DECLINED' | 'NEW_TIME';
export const INTERVIEW_ANSWER_MESSAGE_MAX_LENGTH = 2000;

const MESSAGE_PROBLEM = `message is text of at most ${INTERVIEW_ANSWER_MESSAGE_MAX_LENGTH} characters.`;

/** PUT users/staff/{id}/interviews/{interviewId}/answer. */
export const InterviewAnswerInputSchema = z.strictObject({
  answer: z.enum(INTERVIEW_ANSWERS, { error: 'answer is ACCEPT, DECLINE or NEW_TIME.' }),
  message: z
    .string({ error: MESSAGE_PROBLEM })
    .max(INTERVIEW_ANSWER_MESSAGE_MAX_LENGTH, MESSAGE_PROBLEM)
    .nullable()
    .default(null)
    .transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
});
export type InterviewAnswerInput = z.infer<typeof InterviewAnswerInputSchema>;

/** What an answer does to the interview, or why it cannot be given (the field named, and whether it is a conflict). */
export type InterviewAnswerOutcome =
  | { ok: true; status: InterviewStatus; response: InterviewResponse; changed: boolean }
  | { ok: false; field: 'status' | 'message' | 'interviewDate'; kind: 'CONFLICT' | 'VALIDATION'; message: string };

type AnsweredInterview = { status: InterviewStatus; response: InterviewResponse | null; interviewDate: string | Date; responseMessage?: string | null };

const RESPONSE_OF: Record<InterviewAnswer, InterviewResponse> = { ACCEPT: 'ACCEPTED', DECLINE: 'DECLINED', NEW_TIME: 'NEW_TIME' };
const STATUS_AFTER: Record<InterviewAnswer, InterviewStatus> = { ACCEPT: 'CONFIRMED', DECLINE: 'DECLINED', NEW_TIME: 'PROPOSED' };

/**
 * The state rule of answers:
 * - a cancelled or declined interview takes no answer (409 status); nor one already held (409 interviewDate);
 * - ACCEPT: PROPOSED -> CONFIRMED (already confirmed: no change);
 * - DECLINE: PROPOSED or CONFIRMED -> DECLINED (final: the practice proposes a new one if it wishes);
 * - NEW_TIME: a message is required (400 message); PROPOSED or CONFIRMED -> PROPOSED, waiting for the
 *   practice to change the time (the same request again: no change).
 * The practice changing the time clears the answer: the job seeker answers the new time.
 */
export function interviewAnswerOutcome(current: AnsweredInterview, input: InterviewAnswerInput, now: Date): InterviewAnswerOutcome {
  if (current.status === 'CANCELED') return { ok: false, field: 'status', kind: 'CONFLICT', message: 'The practice canceled this interview.' };
  if (current.status === 'DECLINED') return { ok: false, field: 'status', kind: 'CONFLICT', message: 'You declined this interview.' };
  if (new Date(current.interviewDate).getTime() <= now.getTime())
    return { ok: false, field: 'interviewDate', kind: 'CONFLICT', message: 'This interview has already taken place.' };
  if (input.answer === 'NEW_TIME' && input.message === null)
    return { ok: false, field: 'message', kind: 'VALIDATION', message: 'Say which times suit you (message).' };
  const response = RESPONSE_OF[input.answer];
  const status = STATUS_AFTER[input.answer];
  const changed =
    current.status !== status || current.response !== response || (input.answer === 'NEW_TIME' && (current.responseMessage ?? null) !== input.message);
  return { ok: true, status, response, changed };
}

/** How an answer reads to the practice: 'accepted', 'declined', 'asks for another time'. */
export const RESPONSE_WORDS: Record<InterviewResponse, string> = {
  ACCEPTED: 'accepted',
  DECLINED: 'declined',
  NEW_TIME: 'asks for another time',
};
