import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { Interview } from '@chairside/domain/hiring';
import { INTERVIEW_ANSWER_MESSAGE_MAX_LENGTH, type InterviewAnswerInput } from '@chairside/domain/interview-answers';
import { ApiError } from '../../lib/api-client';
import { answerInterview, rememberInterview } from './interviews-api';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { failureMessage } from '../../components/form/errors';

const NewTimeSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Say which days and times suit you.')
    .max(INTERVIEW_ANSWER_MESSAGE_MAX_LENGTH, `At most ${INTERVIEW_ANSWER_MESSAGE_MAX_LENGTH} characters.`),
});
type NewTimeValues = z.infer<typeof NewTimeSchema>;


/** The job seeker's answer on a proposed or confirmed interview: Accept, Decline, Ask for another time (with a message). */
export function InterviewAnswer({ username, interview, onAnswered }: { username: string; interview: Interview; onAnswered: (id: number) => void }) {
  const queries = useQueryClient();
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [declining, setDeclining] = useState(false);
  const form = useForm<NewTimeValues>({ resolver: zodResolver(NewTimeSchema), defaultValues: { message: '' } });
  const answer = useMutation({
    mutationFn: (body: InterviewAnswerInput) => answerInterview(username, interview.id, body),
    onSuccess: (saved) => {
      rememberInterview(queries, username, saved);
      setAsking(false);
      setDeclining(false);
      form.reset({ message: '' });
      onAnswered(saved.id);
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.fields.message : undefined;
      if (field) form.setError('message', { message: field }, { shouldFocus: true });
    },
  });
  const describedBy = `interview-${interview.id}`;

  if (asking)
    return (
      <form
        className="interview-answer__form"
        noValidate
        aria-label="Ask for another time"
        onSubmit={form.handleSubmit((values) => answer.mutate({ answer: 'NEW_TIME', message: values.message }))}
      >
        <fieldset disabled={answer.isPending}>
          <label className="form-label" htmlFor={`${id}-message`}>
            Which days and times suit you?
          </label>
          <textarea
            id={`${id}-message`}
            className={`form-control${form.formState.errors.message ? ' is-invalid' : ''}`}
            rows={2}
            maxLength={INTERVIEW_ANSWER_MESSAGE_MAX_LENGTH}
            aria-invalid={form.formState.errors.message ? true : undefined}
            aria-describedby={form.formState.errors.message ? `${id}-message-error` : undefined}
            autoFocus
            {...form.register('message')}
          />
          {form.formState.errors.message ? (
            <div className="invalid-feedback" id={`${id}-message-error`}>
              {form.formState.errors.message.message}
            </div>
          ) : null}
        </fieldset>
        {answer.isError && !(answer.error instanceof ApiError && answer.error.fields.message) ? (
          <PlainErrorAlert message={failureMessage(answer.error)} className="py-2 mt-2 mb-0" />
        ) : null}
        <div className="interview-card__actions mt-2">
          <button type="submit" className="btn btn-sm btn-primary" disabled={answer.isPending} aria-busy={answer.isPending || undefined}>
            {answer.isPending ? 'Sending…' : 'Send request'}
          </button>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setAsking(false)} disabled={answer.isPending}>
            Keep this time
          </button>
        </div>
      </form>
    );

  if (declining)
    return (
      <div className="interview-answer__confirm" role="group" aria-label="Decline this interview?">
        <p className="mb-2">Decline this interview? The practice is told; it cannot be undone here.</p>
        <div className="interview-card__actions">
          <button type="button" className="btn btn-sm btn-danger" onClick={() => answer.mutate({ answer: 'DECLINE', message: null })} disabled={answer.isPending} autoFocus>
            {answer.isPending ? 'Declining…' : 'Yes, decline'}
          </button>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setDeclining(false)} disabled={answer.isPending}>
            Keep the interview
          </button>
        </div>
        {answer.isError ? (
          <PlainErrorAlert message={failureMessage(answer.error)} className="py-2 mt-2 mb-0" />
        ) : null}
      </div>
    );

  return (
    <>
      <div className="interview-card__actions">
        {interview.status === 'PROPOSED' ? (
          <button type="button" className="btn btn-sm btn-success" onClick={() => answer.mutate({ answer: 'ACCEPT', message: null })} disabled={answer.isPending} aria-describedby={describedBy}>
            Accept
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={() => {
            answer.reset();
            setAsking(true);
          }}
          disabled={answer.isPending}
          aria-describedby={describedBy}
        >
          Ask for another time
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() => {
            answer.reset();
            setDeclining(true);
          }}
          disabled={answer.isPending}
          aria-describedby={describedBy}
        >
          Decline
        </button>
      </div>
      {answer.isError ? (
        <PlainErrorAlert message={failureMessage(answer.error)} className="py-2 mt-2 mb-0" />
      ) : null}
    </>
  );
}
