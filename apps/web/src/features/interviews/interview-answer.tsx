import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Interview } from '@chairside/domain/hiring';
import { INTERVIEW_ANSWER_MESSAGE_MAX_LENGTH, type InterviewAnswerInput } from '@chairside/domain/interview-answers';
import { answerInterview, rememberInterview } from './interviews-api';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { failureMessage } from '../../components/form/errors';
import { TextArea } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';

const NewTimeSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Say which days and times suit you.')
    .max(INTERVIEW_ANSWER_MESSAGE_MAX_LENGTH, `At most ${INTERVIEW_ANSWER_MESSAGE_MAX_LENGTH} characters.`),
});

/** Ask for another time: which days and times suit the job seeker, sent once. */
function NewTimeForm({ send, onKeep }: { send: (message: string) => Promise<unknown>; onKeep: () => void }) {
  const id = useId();
  const form = useAppForm({
    schema: NewTimeSchema,
    defaultValues: { message: '' },
    onSubmit: ({ message }) => send(message),
    guardUnsaved: false,
  });
  return (
    <AppForm form={form} feedback="none" className="interview-answer__form" aria-label="Ask for another time">
      <TextArea
        id={`${id}-message`}
        name="message"
        label="Which days and times suit you?"
        className=""
        rows={2}
        maxLength={INTERVIEW_ANSWER_MESSAGE_MAX_LENGTH}
        autoFocus
      />
      {form.failure ? <PlainErrorAlert message={form.failure} className="py-2 mt-2 mb-0" /> : null}
      <div className="interview-card__actions mt-2">
        <SubmitButton busyLabel="Sending…" size="sm">
          Send request
        </SubmitButton>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onKeep}>
          Keep this time
        </button>
      </div>
    </AppForm>
  );
}

/** The job seeker's answer on a proposed or confirmed interview: Accept, Decline, Ask for another time (with a message). */
export function InterviewAnswer({ username, interview, onAnswered }: { username: string; interview: Interview; onAnswered: (id: number) => void }) {
  const queries = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [declining, setDeclining] = useState(false);
  const answer = useMutation({
    mutationFn: (body: InterviewAnswerInput) => answerInterview(username, interview.id, body),
    onSuccess: (saved) => {
      rememberInterview(queries, username, saved);
      setAsking(false);
      setDeclining(false);
      onAnswered(saved.id);
    },
  });
  const describedBy = `interview-${interview.id}`;

  if (asking) return <NewTimeForm send={(message) => answer.mutateAsync({ answer: 'NEW_TIME', message })} onKeep={() => setAsking(false)} />;

  if (declining)
    return (
      <div className="interview-answer__confirm" role="group" aria-label="Decline this interview?">
        <p className="mb-2">Decline this interview? The practice is told; it cannot be undone here.</p>
        <div className="interview-card__actions">
          <button
            type="button"
            className="btn btn-sm btn-danger"
            onClick={() => answer.mutate({ answer: 'DECLINE', message: null })}
            disabled={answer.isPending}
            autoFocus
          >
            {answer.isPending ? 'Declining…' : 'Yes, decline'}
          </button>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setDeclining(false)} disabled={answer.isPending}>
            Keep the interview
          </button>
        </div>
        {answer.isError ? <PlainErrorAlert message={failureMessage(answer.error)} className="py-2 mt-2 mb-0" /> : null}
      </div>
    );

  return (
    <>
      <div className="interview-card__actions">
        {interview.status === 'PROPOSED' ? (
          <button
            type="button"
            className="btn btn-sm btn-success"
            onClick={() => answer.mutate({ answer: 'ACCEPT', message: null })}
            disabled={answer.isPending}
            aria-describedby={describedBy}
          >
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
      {answer.isError ? <PlainErrorAlert message={failureMessage(answer.error)} className="py-2 mt-2 mb-0" /> : null}
    </>
  );
}
