import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { CurrentUser } from '@chairside/domain/accounts';
import { ALIGNMENT_ANSWER_MAX, ALIGNMENT_QUESTIONS, AlignmentInputSchema, type AlignmentInput } from '@chairside/domain/assessments/alignment';
import { ApiError } from '../../lib/api-client';
import { FormErrorAlert } from '../../components/form-error-alert';
import { PageLoading } from '../../components/page-loading';
import { assessmentKey, refreshAfterSubmit, saveAssessmentProgress, submitAssessment, useAssessment } from './assessments-api';
import { RESULTS_PATH } from './assessment-slugs';
import { AssessmentShell, LoadFailure } from './take-pages';

const FIELDS = ['personalVisionAnswer', 'teamExpectationsAnswer'] as const;

/** /app/assessments/alignment: two open answers a practice reads before an interview. */
export function AlignmentPage({ user }: { user: CurrentUser }) {
  const answer = useAssessment(user.username, 'alignment');
  if (answer.isPending) return <PageLoading label="Loading the questionnaire…" />;
  if (answer.isError)
    return (
      <AssessmentShell kind="alignment">
        <LoadFailure error={answer.error} />
      </AssessmentShell>
    );
  const from = answer.data.progress ?? answer.data.answers ?? {};
  const initial = Object.fromEntries(FIELDS.map((field) => [field, typeof from[field] === 'string' ? (from[field] as string) : ''])) as AlignmentInput;
  return <AlignmentForm username={user.username} initial={initial} />;
}

function AlignmentForm({ username, initial }: { username: string; initial: AlignmentInput }) {
  const queries = useQueryClient();
  const navigate = useNavigate();
  const [note, setNote] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const { register, handleSubmit, getValues, setError, watch, formState } = useForm<AlignmentInput>({ resolver: zodResolver(AlignmentInputSchema), defaultValues: initial });
  const values = watch();

  const fail = (caught: unknown) => {
    if (caught instanceof ApiError)
      for (const field of FIELDS) if (caught.fields[field]) setError(field, { type: 'server', message: caught.fields[field] }, { shouldFocus: true });
    setNote({ kind: 'danger', text: caught instanceof ApiError ? caught.message : 'Something went wrong. Please try again.' });
  };

  const submit = handleSubmit(async (input) => {
    setNote(null);
    try {
      queries.setQueryData(assessmentKey(username, 'alignment'), await submitAssessment(username, 'alignment', input));
      refreshAfterSubmit(queries, username);
      void navigate(RESULTS_PATH.alignment);
    } catch (caught) {
      fail(caught);
    }
  });

  async function saveForLater() {
    setNote(null);
    try {
      queries.setQueryData(assessmentKey(username, 'alignment'), await saveAssessmentProgress(username, 'alignment', getValues()));
      refreshAfterSubmit(queries, username);
      setNote({ kind: 'success', text: 'Saved. Come back any time to finish.' });
    } catch (caught) {
      fail(caught);
    }
  }

  return (
    <AssessmentShell kind="alignment" lead="Two short questions in your own words. Practices read your answers before they meet you.">
      <Form noValidate onSubmit={(event) => void submit(event)}>
        {FIELDS.map((field) => {
          const error = formState.errors[field]?.message;
          return (
            <Form.Group key={field} controlId={`alignment-${field}`} className="mb-3">
              <Form.Label className="fw-semibold">{ALIGNMENT_QUESTIONS[field]}</Form.Label>
              <Form.Control
                as="textarea"
                rows={5}
                maxLength={ALIGNMENT_ANSWER_MAX}
                {...register(field)}
                isInvalid={Boolean(error)}
                aria-describedby={`alignment-${field}-hint${error ? ` alignment-${field}-error` : ''}`}
              />
              <Form.Text id={`alignment-${field}-hint`}>
                {values[field]?.length ?? 0} of {ALIGNMENT_ANSWER_MAX} characters
              </Form.Text>
              {error ? (
                <Form.Control.Feedback type="invalid" id={`alignment-${field}-error`}>
                  {error}
                </Form.Control.Feedback>
              ) : null}
            </Form.Group>
          );
        })}
        {note?.kind === 'danger' ? <FormErrorAlert message={note.text} focus={Object.keys(formState.errors).length === 0} className="py-2" /> : null}
        {note?.kind === 'success' ? (
          <Alert variant="success" role="status" className="py-2">
            {note.text}
          </Alert>
        ) : null}
        <div className="questionnaire__actions">
          <Button variant="outline-secondary" disabled={formState.isSubmitting} onClick={() => void saveForLater()}>
            Save and finish later
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving…' : 'Save my answers'}
          </Button>
        </div>
      </Form>
    </AssessmentShell>
  );
}
