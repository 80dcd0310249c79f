import { useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import type { QuestionList } from '@chairside/domain/assessments/instrument';
import { FormErrorAlert } from '../../components/form-error-alert';
import { AppForm } from '../../components/form/app-form';
import { useAppForm } from '../../components/form/use-app-form';

type Answers = Record<string, string>;
type Question = QuestionList['questions'][number];

export const answersToList = (answers: Answers) =>
  Object.entries(answers)
    .filter(([, answer]) => answer !== '')
    .map(([questionId, answer]) => ({ questionId, answer }));

export const listToAnswers = (list: unknown): Answers =>
  Array.isArray(list) ? Object.fromEntries((list as { questionId: string; answer: string }[]).map((item) => [item.questionId, item.answer])) : {};

/** The answers so far, with every question up to the current step's last one answered. */
export const answeredUpTo = (questions: readonly Question[]) =>
  z.record(z.string(), z.string()).superRefine((answers, context) => {
    for (const question of questions) if (!answers[question.id]) context.addIssue({ code: 'custom', path: [question.id], message: 'Choose an answer.' });
  });

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
  const defaults = useMemo(() => Object.fromEntries(questions.map((q) => [q.id, initial[q.id] ?? ''])), [questions, initial]);
  const firstOpen = steps.findIndex((step) => step.questions.some((q) => !defaults[q.id]));
  const [index, setIndex] = useState(firstOpen === -1 ? 0 : firstOpen);
  const step = steps[index];
  const last = index === steps.length - 1;
  // Next checks the questions so far (the steps before were answered to get here); the last step, all of them.
  const upTo = last ? questions.length : questions.indexOf(step.questions[step.questions.length - 1]) + 1;
  const schema = useMemo(() => answeredUpTo(questions.slice(0, upTo)), [questions, upTo]);
  const [goingBack, setGoingBack] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  function showStep(next: number) {
    setIndex(next);
    window.scrollTo(0, 0);
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  const form = useAppForm({
    schema,
    defaultValues: defaults,
    // Next saves the answers so far and moves on; the last step sends them all.
    onSubmit: async (answers) => {
      if (last) return onFinish(answers);
      await onProgress(answers);
      showStep(index + 1);
    },
    // Each step is saved as the person goes.
    guardUnsaved: false,
  });
  const values = form.watch();
  const answered = questions.filter((q) => values[q.id]).length;
  const saving = goingBack || form.formState.isSubmitting;

  /** Back saves the answers so far, answered or not, and shows the step before. */
  async function back() {
    form.setFailure(null);
    setGoingBack(true);
    try {
      await onProgress(form.getValues());
      showStep(index - 1);
    } catch (caught) {
      form.showFailure(caught);
    } finally {
      setGoingBack(false);
    }
  }

  return (
    <AppForm form={form} feedback="none" className="questionnaire">
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
        const error = form.formState.errors[question.id]?.message;
        const errorId = `${question.id}-error`;
        return (
          <fieldset key={question.id} className="questionnaire__question" aria-describedby={error ? errorId : undefined} data-testid="question">
            <legend className="questionnaire__text">{question.text}</legend>
            <div className="questionnaire__options">
              {question.options.map((option) => (
                <label key={option.id} className="questionnaire__option">
                  <input type="radio" className="form-check-input" value={option.id} {...form.register(question.id)} />
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
      {form.failure ? <FormErrorAlert message={form.failure} className="py-2" /> : null}
      <div className="questionnaire__actions">
        {index > 0 ? (
          <Button variant="outline-secondary" disabled={saving} onClick={() => void back()}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Saving…' : last ? finishLabel : 'Next'}
        </Button>
      </div>
    </AppForm>
  );
}
