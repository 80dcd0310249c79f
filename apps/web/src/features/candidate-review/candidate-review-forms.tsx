// The candidate screen's review forms: the practice's private note and its feedback to the candidate.
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import Form from 'react-bootstrap/Form';
import { SENDABLE_FEEDBACK_REASONS } from '@chairside/domain/application-stage';
import { CANDIDATE_NOTE_MAX_LENGTH, FEEDBACK_MESSAGE_MAX_LENGTH } from '@chairside/domain/candidate-review';
import type { ApplicationFeedback } from '@chairside/domain/hiring';
import { formatDate } from '../../lib/dates';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { TextArea, useFieldError } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { saveNote, sendFeedback } from './candidate-review-api';

const NoteFormSchema = z.object({ note: z.string().max(CANDIDATE_NOTE_MAX_LENGTH, `A note is at most ${CANDIDATE_NOTE_MAX_LENGTH} characters.`) });

export function NoteForm({ applicant, note, onSaved }: { applicant: string; note: string | null; onSaved: () => void }) {
  const form = useAppForm({
    schema: NoteFormSchema,
    defaultValues: { note: note ?? '' },
    onSubmit: async (values) => {
      const record = await saveNote(applicant, values.note);
      onSaved();
      return record;
    },
    savedValues: (record) => ({ note: record.note ?? '' }),
    savedMessage: 'Note saved',
  });
  return (
    <section className="app-panel" aria-labelledby="candidate-note-title">
      <h2 className="h5" id="candidate-note-title">
        Private note
      </h2>
      {note ? (
        <p className="candidate-page__note" data-testid="saved-note">
          {note}
        </p>
      ) : null}
      <AppForm form={form} feedback="none">
        <TextArea id="candidate-note" name="note" label="Private note" labelHidden className="mb-2" rows={4} hint="Only your practice sees this note." />
        {form.failure ? <PlainErrorAlert message={form.failure} className="py-2 mb-2" /> : null}
        <SubmitButton busyLabel="Saving…" size="sm">
          Save note
        </SubmitButton>
        {form.saved ? (
          <span className="ms-2 text-success" role="status">
            {form.saved}
          </span>
        ) : null}
      </AppForm>
    </section>
  );
}

const FeedbackFormSchema = z
  .object({
    reasons: z.array(z.string()),
    message: z.string().max(FEEDBACK_MESSAGE_MAX_LENGTH, `A feedback message is at most ${FEEDBACK_MESSAGE_MAX_LENGTH} characters.`),
  })
  .refine((values) => values.reasons.length > 0 || values.message.trim() !== '', {
    message: 'Choose at least one reason or write a message.',
    path: ['reasons'],
  });

/** The reasons, as boxes in the review's own grid. */
function ReasonChoices() {
  const { register } = useFormContext();
  const error = useFieldError('reasons');
  return (
    <fieldset className="mb-2" aria-describedby={error ? 'candidate-feedback-reasons-error' : undefined}>
      <legend className="form-label fs-6">Reasons</legend>
      <div className="candidate-page__reasons">
        {SENDABLE_FEEDBACK_REASONS.map((reason) => (
          <Form.Check
            key={reason}
            type="checkbox"
            id={`feedback-reason-${reason.replace(/\s+/g, '-')}`}
            label={reason}
            value={reason}
            {...register('reasons')}
          />
        ))}
      </div>
      {error ? (
        <div className="invalid-feedback d-block" id="candidate-feedback-reasons-error">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}

export function FeedbackForm({
  username,
  jobId,
  applicant,
  feedback,
  onSaved,
}: {
  username: string;
  jobId: number;
  applicant: string;
  feedback: ApplicationFeedback | null;
  onSaved: () => void;
}) {
  const form = useAppForm({
    schema: FeedbackFormSchema,
    defaultValues: { reasons: feedback?.reasons ?? [], message: feedback?.message ?? '' },
    onSubmit: async (values) => {
      await sendFeedback(username, jobId, applicant, values.reasons, values.message);
      onSaved();
    },
    savedMessage: 'Feedback sent',
    guardUnsaved: false,
  });
  return (
    <section className="app-panel" aria-labelledby="candidate-feedback-title">
      <h2 className="h5" id="candidate-feedback-title">
        Feedback to the candidate
      </h2>
      {feedback ? (
        <p className="form-text" data-testid="sent-feedback">
          Sent {formatDate(feedback.date)}
          {feedback.by ? ` by ${feedback.by}` : ''}: {feedback.reasons.join(', ')}
        </p>
      ) : null}
      <AppForm form={form} feedback="none">
        <ReasonChoices />
        <TextArea id="candidate-feedback-message" name="message" label="Message (optional)" className="mb-2" rows={3} />
        {form.failure ? <PlainErrorAlert message={form.failure} className="py-2 mb-2" /> : null}
        <SubmitButton busyLabel="Sending…" size="sm">
          Send feedback
        </SubmitButton>
        {form.saved ? (
          <span className="ms-2 text-success" role="status">
            {form.saved}
          </span>
        ) : null}
      </AppForm>
      <p className="form-text mb-0">The candidate gets it by email and sees it on their application.</p>
    </section>
  );
}
