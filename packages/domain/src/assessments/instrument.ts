// What every assessment bank shares: questions with single-choice options, the wire shapes of the
// lists/ calls, and the check of a person's answers against the current version of a bank.
// See docs/decisions/0051-assessment-instruments.md.
import { z } from 'zod';

export type AnswerOption = { id: string; label: string };
export type Question = { id: string; text: string; options: readonly AnswerOption[]; group?: string };

/** A versioned question bank. A change to any item, option or key raises `version`. */
export type QuestionBank = { id: string; version: number; questions: readonly Question[] };

/** The answer of the lists/ question calls. */
export type QuestionList = { version: number; questions: { id: string; text: string; options: AnswerOption[]; group?: string }[] };

export function questionListOf(bank: QuestionBank): QuestionList {
  return {
    version: bank.version,
    questions: bank.questions.map((q) => ({
      id: q.id,
      text: q.text,
      options: q.options.map((o) => ({ id: o.id, label: o.label })),
      ...(q.group ? { group: q.group } : {}),
    })),
  };
}

export const ID_MAX = 40;

const idText = (label: string) =>
  z
    .string({ error: `${label} is a text id.` })
    .min(1, `${label} is a text id.`)
    .max(ID_MAX, `${label} is at most ${ID_MAX} characters.`);

/** One answer of a single-choice instrument: the question and the id of the option chosen. */
export const QuestionAnswerSchema = z.strictObject({ questionId: idText('questionId'), answer: idText('answer') });
export type QuestionAnswer = z.infer<typeof QuestionAnswerSchema>;

/** At most this many answers in one list (no bank is longer). */
export const ANSWERS_MAX = 60;

export const QuestionAnswersSchema = z
  .array(QuestionAnswerSchema, { error: 'A list of {questionId, answer}.' })
  .max(ANSWERS_MAX, `At most ${ANSWERS_MAX} answers.`);

/** Optional in every payload: the bank version the person answered; another one than the current is refused. */
export const VersionSchema = z
  .number({ error: 'version is a whole number.' })
  .int('version is a whole number.')
  .positive('version is a whole number.')
  .optional();

export type AnswerIssue = { field: string; message: string };

/**
 * Checks a list of answers against a bank: every question answered once, no unknown question, each
 * answer one of its question's options. With `partial` missing questions are allowed (a saved
 * draft). Returns the first issue, naming the field (`assessmentResponses.3.answer`), or the
 * answers keyed by question id.
 */
export function checkAnswers(
  bank: QuestionBank,
  answers: readonly QuestionAnswer[],
  field: string,
  partial = false,
): { ok: true; byQuestion: Map<string, string> } | { ok: false; issue: AnswerIssue } {
  const questions = new Map(bank.questions.map((q) => [q.id, q]));
  const byQuestion = new Map<string, string>();
  for (const [index, item] of answers.entries()) {
    const question = questions.get(item.questionId);
    if (!question)
      return { ok: false, issue: { field: `${field}.${index}.questionId`, message: `There is no question '${item.questionId}' in this assessment.` } };
    if (byQuestion.has(item.questionId))
      return { ok: false, issue: { field: `${field}.${index}.questionId`, message: `Question '${item.questionId}' is answered twice.` } };
    if (!question.options.some((option) => option.id === item.answer))
      return { ok: false, issue: { field: `${field}.${index}.answer`, message: `'${item.answer}' is not an answer of question '${item.questionId}'.` } };
    byQuestion.set(item.questionId, item.answer);
  }
  if (!partial) {
    const missing = bank.questions.filter((q) => !byQuestion.has(q.id));
    const firstMissing = missing[0];
    if (firstMissing)
      return {
        ok: false,
        issue: { field, message: `Answer every question: ${missing.length} of ${bank.questions.length} are not answered (first: '${firstMissing.id}').` },
      };
  }
  return { ok: true, byQuestion };
}

/** Five-point agreement options used by the self-report scales (1 to 5). */
export const AGREEMENT_OPTIONS: readonly AnswerOption[] = [
  { id: '1', label: 'Strongly disagree' },
  { id: '2', label: 'Disagree' },
  { id: '3', label: 'Neither agree nor disagree' },
  { id: '4', label: 'Agree' },
  { id: '5', label: 'Strongly agree' },
];

/** A 1-5 option id as a number, reversed for reverse-keyed items. */
export function agreementValue(answer: string, reversed = false): number {
  const value = Number(answer);
  return reversed ? 6 - value : value;
}

/** A mean of 1-5 answers as 0-100 (1 -> 0, 5 -> 100), rounded. */
export function scaleToPercent(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.round(((mean - 1) / 4) * 100);
}
