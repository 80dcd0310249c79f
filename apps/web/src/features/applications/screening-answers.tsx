import Form from 'react-bootstrap/Form';
import type { EmployerApplication } from '@chairside/domain/hiring';
import type { PublicJob } from '@chairside/domain/job-posting';

type ScreeningQuestion = PublicJob['screeningQuestions'][number];

/** The answers as the apply form holds them: question id → yes (true) or no (false). */
export type ScreeningAnswers = Record<string, boolean>;

/** The questions left unanswered, as field → message ('answers.{id}'), in the posting's order. */
export function unansweredQuestions(questions: readonly ScreeningQuestion[], answers: ScreeningAnswers): Record<string, string> {
  return Object.fromEntries(questions.filter((q) => answers[q.id] === undefined).map((q) => [`answers.${q.id}`, `Answer yes or no: “${q.text}”`]));
}

/** The errors left once some questions are answered: an answered question's error goes. */
export const errorsOfUnanswered = (errors: Record<string, string>, answers: ScreeningAnswers) =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !field.startsWith('answers.') || answers[field.slice('answers.'.length)] === undefined));

/** The apply call's body part: one {questionId, answer} per question answered. */
export const answersBody = (questions: readonly ScreeningQuestion[], answers: ScreeningAnswers) =>
  questions.filter((q) => answers[q.id] !== undefined).map((q) => ({ questionId: q.id, answer: answers[q.id] }));

/**
 * The posting's yes/no screening questions, on the apply page and when accepting an invitation,
 * each a pair of radio buttons; an error under the question it names. The practice's
 * deal-breakers are not marked: the applicant answers honestly, and a 'no' still applies.
 * `idPrefix` keeps the ids apart when several forms share a page; `headingLevel` fits the
 * heading into the page's outline.
 */
export function ScreeningAnswersFields(props: {
  questions: readonly ScreeningQuestion[];
  answers: ScreeningAnswers;
  onChange: (answers: ScreeningAnswers) => void;
  errors: Record<string, string>;
  disabled?: boolean;
  idPrefix?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  if (props.questions.length === 0) return null;
  const prefix = props.idPrefix ?? 'screening-answer';
  const Heading = `h${props.headingLevel ?? 2}` as const;
  return (
    <section className="app-panel mb-3 screening-answers" aria-labelledby={`${prefix}s-title`}>
      <Heading className="h6" id={`${prefix}s-title`}>
        Questions from the practice
      </Heading>
      {props.questions.map((question, index) => {
        const error = props.errors[`answers.${question.id}`];
        const errorId = error ? `${prefix}-${index}-error` : undefined;
        return (
          <fieldset key={question.id} className="mb-3" aria-describedby={errorId} disabled={props.disabled}>
            <legend className="fs-6 mb-1">{question.text}</legend>
            {[true, false].map((value) => (
              <Form.Check
                key={String(value)}
                inline
                type="radio"
                id={`${prefix}-${index}-${value ? 'yes' : 'no'}`}
                name={`answers.${question.id}`}
                label={value ? 'Yes' : 'No'}
                checked={props.answers[question.id] === value}
                isInvalid={Boolean(error)}
                onChange={() => props.onChange({ ...props.answers, [question.id]: value })}
              />
            ))}
            {error ? (
              <p className="invalid-feedback d-block mb-0" id={errorId}>
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      })}
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
