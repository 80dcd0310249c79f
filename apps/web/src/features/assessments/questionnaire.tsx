import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import type { QuestionList } from '@chairside/domain/assessments/instrument';
import { FormErrorAlert } from '../../components/form-error-alert';
import { failureMessage } from '../../components/form/errors';

type Answers = Record<string, string>;
type Question = QuestionList['questions'][number];

export const answersToList = (answers: Answers) =>
  Object.entries(answers)
    .filter(([, answer]) => answer !== '')
    .map(([questionId, answer]) => ({ questionId, answer }));

export const listToAnswers = (list: unknown): Answers =>
  Array.isArray(list) ? Object.fromEntries((list as { questionId: string; answer: string }[]).map((item) => [item.questionId, item.answer])) : {};

type Props = {
  questions: Question[];
  /** Group headings: one group per step. Without them, `stepSize` questions a step. */
  groups?: { id: string; label: string }[];
  stepSize?: number;
  initial: Answers;
  onProgress: (answers: Answers) => Promise<void>;
  onFinish: (answers: Answers) => Promise<void>;
  finishLabel: string;
};

/**
 * A single-choice questionnaire, one group of questions at a time, with a progress bar. Each step
 * saves the answers so far, so the person can leave and come back where they were.
 */
export function Questionnaire({ questions, groups, stepSize = 4, initial, onProgress, onFinish, finishLabel }: Props) {
  const steps = useMemo(() => {
    if (groups) return groups.map((group) => ({ label: group.label, questions: questions.filter((q) => q.group === group.id) }));
    const chunks: { label: string | null; questions: Question[] }[] = [];
    for (let i = 0; i < questions.length; i += stepSize) chunks.push({ label: null, questions: questions.slice(i, i + stepSize) });
    return chunks;
  }, [questions, groups, stepSize]);
  const schema = useMemo(
    () => z.object(Object.fromEntries(questions.map((q) => [q.id, z.string({ error: 'Choose an answer.' }).min(1, 'Choose an answer.')]))),
    [questions],
  );
  const defaults = useMemo(() => Object.fromEntries(questions.map((q) => [q.id, initial[q.id] ?? ''])), [questions, initial]);
  const { register, trigger, getValues, watch, formState, handleSubmit } = useForm<Answers>({ resolver: zodResolver(schema), defaultValues: defaults });
  const firstOpen = steps.findIndex((step) => step.questions.some((q) => !defaults[q.id]));
  const [index, setIndex] = useState(firstOpen === -1 ? 0 : firstOpen);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const values = watch();
  const answered = questions.filter((q) => values[q.id]).length;
  const step = steps[index];
  const last = index === steps.length - 1;

  async function go(next: number) {
    setFailure(null);
    if (next > index && !(await trigger(step.questions.map((q) => q.id)))) return;
    setBusy(true);
    try {
      await onProgress(getValues());
      setIndex(next);
      window.scrollTo(0, 0);
      requestAnimationFrame(() => headingRef.current?.focus());
    } catch (caught) {
      setFailure(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  const finish = handleSubmit(async (all) => {
    setFailure(null);
    setBusy(true);
    try {
      await onFinish(all);
    } catch (caught) {
      setFailure(failureMessage(caught));
      setBusy(false);
    }
  });

  return (
    <form className="questionnaire" noValidate onSubmit={(event) => void (last ? finish(event) : (event.preventDefault(), go(index + 1)))}>
      <div className="questionnaire__progress">
        <ProgressBar now={(answered / questions.length) * 100} aria-hidden="true" />
        <p className="form-text mb-0" aria-live="polite">
          Step {index + 1} of {steps.length} · {answered} of {questions.length} answered · your answers are saved at each step
        </p>
      </div>
      <h2 className="h5 questionnaire__step" tabIndex={-1} ref={headingRef}>
        {step.label ?? `Questions ${questions.indexOf(step.questions[0]) + 1}–${questions.indexOf(step.questions[step.questions.length - 1]) + 1}`}
      </h2>
      {step.questions.map((question) => {
        const error = formState.errors[question.id]?.message;
        const errorId = `${question.id}-error`;
        return (
          <fieldset key={question.id} className="questionnaire__question" aria-describedby={error ? errorId : undefined} data-testid="question">
            <legend className="questionnaire__text">{question.text}</legend>
            <div className="questionnaire__options">
              {question.options.map((option) => (
                <label key={option.id} className="questionnaire__option">
                  <input type="radio" className="form-check-input" value={option.id} {...register(question.id)} />
                  <span>{option.label}</span>
                </label>
              ))}
            </div>
            {error ? (
              <p className="invalid-feedback d-block mb-0" id={errorId}>
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      {failure ? <FormErrorAlert message={failure} className="py-2" /> : null}
      <div className="questionnaire__actions">
        {index > 0 ? (
          <Button variant="outline-secondary" disabled={busy} onClick={() => void go(index - 1)}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : last ? finishLabel : 'Next'}
        </Button>
      </div>
    </form>
  );
}
