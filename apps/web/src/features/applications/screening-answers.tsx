import * as z from 'zod';
import { useController } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import { AcceptInvitationInputSchema, type EmployerApplication } from '@chairside/domain/hiring';
import type { PublicJob } from '@chairside/domain/job-posting';
import { useFieldError } from '../../components/form/fields';

type ScreeningQuestion = PublicJob['screeningQuestions'][number];

/** The answers as the apply form holds them: question id → yes (true) or no (false); none until chosen. */
export type ScreeningAnswers = Record<string, boolean>;

/** The questions left unanswered, as field → message ('answers.{id}'), in the posting's order. */
export function unansweredQuestions(questions: readonly ScreeningQuestion[], answers: ScreeningAnswers): Record<string, string> {
  return Object.fromEntries(questions.filter((q) => answers[q.id] === undefined).map((q) => [`answers.${q.id}`, `Answer yes or no: “${q.text}”`]));
}

/** The apply call's body part: one {questionId, answer} per question answered. */
export const answersBody = (questions: readonly ScreeningQuestion[], answers: ScreeningAnswers) =>
  questions.filter((q) => answers[q.id] !== undefined).map((q) => ({ questionId: q.id, answer: answers[q.id] }));

/** What an applying form holds: the answers so far and the message to the practice. */
export type ApplyFormValues = { answers: ScreeningAnswers; message: string };

/**
 * Applying (the apply page, accepting an invitation): every question answered, each message under
 * its question; then the API's body (the answers as a list, the message) as the API's schema checks it.
 */
export const applyFormSchema = (questions: readonly ScreeningQuestion[]) =>
  z
    .object({ answers: z.custom<ScreeningAnswers>((value) => typeof value === 'object' && value !== null), message: z.string() })
    .superRefine(({ answers }, context) => {
      for (const [field, message] of Object.entries(unansweredQuestions(questions, answers)))
        context.addIssue({ code: 'custom', path: field.split('.'), message });
    })
    .transform(({ answers, message }): z.input<typeof AcceptInvitationInputSchema> => ({ message, answers: answersBody(questions, answers) }))
    .pipe(AcceptInvitationInputSchema);

/** Where the API's message about a field of applying shows: under its question or the message box, else (null) in the form's alert. */
export const applyFormServerPath = (questions: readonly ScreeningQuestion[]) => (path: readonly string[]) =>
  path[0] === 'message' ? 'message' : path[0] === 'answers' && questions.some((q) => q.id === path[1]) ? `answers.${path[1]}` : null;

/** One question's pair of radio buttons, bound to `answers.{id}` of the form around it. */
function ScreeningQuestionField({ question, id }: { question: ScreeningQuestion; id: string }) {
  const { field } = useController<ApplyFormValues, `answers.${string}`>({ name: `answers.${question.id}` });
  const error = useFieldError(field.name);
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="fs-6 mb-1">{question.text}</legend>
      {[true, false].map((value) => (
        <Form.Check
          key={String(value)}
          // A failed check moves focus to the question's first choice.
          ref={value ? field.ref : undefined}
          inline
          type="radio"
          id={`${id}-${value ? 'yes' : 'no'}`}
          name={field.name}
          label={value ? 'Yes' : 'No'}
          checked={field.value === value}
          isInvalid={Boolean(error)}
          onChange={() => field.onChange(value)}
          onBlur={field.onBlur}
        />
      ))}
      {error ? (
        <p className="invalid-feedback d-block mb-0" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The posting's yes/no screening questions, on the apply page and when accepting an invitation,
 * each a pair of radio buttons bound to the form around them; an error under the question it
 * names. The practice's deal-breakers are not marked: the applicant answers honestly, and a 'no'
 * still applies. `idPrefix` keeps the ids apart when several forms share a page; `headingLevel`
 * fits the heading into the page's outline.
 */
export function ScreeningAnswersFields({
  questions,
  idPrefix = 'screening-answer',
  headingLevel = 2,
}: {
  questions: readonly ScreeningQuestion[];
  idPrefix?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  if (questions.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="app-panel mb-3 screening-answers" aria-labelledby={`${idPrefix}s-title`}>
      <Heading className="h6" id={`${idPrefix}s-title`}>
        Questions from the practice
      </Heading>
      {questions.map((question, index) => (
        <ScreeningQuestionField key={question.id} question={question} id={`${idPrefix}-${index}`} />
      ))}
    </section>
  );
}

/** An applicant's answers as the practice reads them, with the deal-breaker flag. */
export function ScreeningAnswersSummary({ answers, missedDealBreaker }: { answers: EmployerApplication['screeningAnswers']; missedDealBreaker: boolean }) {
  if (answers.length === 0) return null;
  return (
    <div className="screening-summary">
      {missedDealBreaker ? <p className="badge text-bg-warning mb-1">Answered no to a deal-breaker</p> : null}
      <dl className="screening-summary__list mb-2" aria-label="Screening answers">
        {answers.map((answer) => (
          <div key={answer.questionId}>
            <dt>
              {answer.text}
              {answer.isDealBreaker ? <span className="visually-hidden"> (deal-breaker)</span> : null}
              {answer.isDealBreaker ? (
                <span className="text-body-secondary small" aria-hidden="true">
                  {' '}
                  · deal-breaker
                </span>
              ) : null}
            </dt>
            <dd className={answer.isDealBreaker && answer.answer === false ? 'fw-semibold text-danger-emphasis' : undefined}>
              {answer.answer === null ? 'Not asked (accepted an invitation)' : answer.answer ? 'Yes' : 'No'}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
