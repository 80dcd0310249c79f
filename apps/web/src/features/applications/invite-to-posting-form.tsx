import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Form from 'react-bootstrap/Form';
import { HIRING_MESSAGE_MAX_LENGTH, type JobInvitation } from '@chairside/domain/hiring';
import { positionLabel } from '@chairside/domain/positions';
import { api, ApiError } from '../../lib/api-client';
import { PRODUCTS_PATH } from '../commerce/funnel-route';
import { useEmployerJobs } from '../job-postings/job-postings-api';
import { MessageButton } from '../messages/messages-page';
import { PlainErrorAlert } from '../../components/plain-error-alert';

const InviteFormSchema = z.object({
  jobId: z.string().min(1, 'Choose the posting to invite them to.'),
  message: z.string().max(HIRING_MESSAGE_MAX_LENGTH, `A message is at most ${HIRING_MESSAGE_MAX_LENGTH} characters.`),
});
type InviteFormValues = z.infer<typeof InviteFormSchema>;

export const sendInvitation = (employer: string, jobId: number, candidate: string, message: string) =>
  api.post<JobInvitation>(`/users/employers/${encodeURIComponent(employer)}/jobs/${jobId}/invitations`, {
    username: candidate,
    message: message.trim() || null,
  });

/** An invitation that could not be sent; with no credit left (402) it says where to buy more. */
export function InvitationError({ error }: { error: unknown }) {
  const noCredits = error instanceof ApiError && error.status === 402;
  return (
    <PlainErrorAlert message={error instanceof ApiError ? error.message : 'Something went wrong. Please try again.'} className="py-2">
      {noCredits ? (
        <>
          {' '}
          <Link to={PRODUCTS_PATH}>Buy invitation credits</Link>
        </>
      ) : null}
    </PlainErrorAlert>
  );
}

type InviteToPostingFormProps = {
  /** The practice's username. */
  employer: string;
  candidate: { username: string; name: string };
  /** A posting the person is already part of (the one they applied to), left out of the choice. */
  exceptJobId?: number | null;
  /** Credits left, shown beside the cost when the practice pays per invitation. */
  credits?: number;
  onInvited?: (invitation: JobInvitation) => void;
  onCancel?: () => void;
};

/**
 * Invite one person to apply to one of the practice's live postings, with an optional message.
 * Once a posting is chosen the practice may write to the person about it instead (no credit spent).
 */
export function InviteToPostingForm({ employer, candidate, exceptJobId = null, credits, onInvited, onCancel }: InviteToPostingFormProps) {
  const id = useId();
  const jobs = useEmployerJobs(employer);
  const live = (jobs.data ?? []).filter((job) => job.group === 'active' && job.id !== exceptJobId);
  const { register, handleSubmit, watch, setError, formState, reset } = useForm<InviteFormValues>({
    resolver: zodResolver(InviteFormSchema),
    defaultValues: { jobId: '', message: '' },
  });
  const [failure, setFailure] = useState<unknown>(null);
  const [invitedName, setInvitedName] = useState<string | null>(null);
  const chosenJob = watch('jobId');
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setInvitedName(null);
    try {
      const invitation = await sendInvitation(employer, Number(values.jobId), candidate.username, values.message);
      reset({ jobId: '', message: '' });
      setInvitedName(invitation.name);
      onInvited?.(invitation);
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields.message) setError('message', { type: 'server', message: caught.fields.message }, { shouldFocus: true });
      else setFailure(caught);
    }
  });
  const { errors, isSubmitting } = formState;
  const jobError = errors.jobId?.message;
  const messageError = errors.message?.message;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={`Invite ${candidate.name}`}>
      <Form.Group controlId={`${id}-job`} className="mb-2">
        <Form.Label>Posting</Form.Label>
        <Form.Select {...register('jobId')} isInvalid={Boolean(jobError)} aria-describedby={jobError ? `${id}-job-error` : undefined}>
          <option value="">Choose a live posting…</option>
          {live.map((job) => (
            <option key={job.id} value={String(job.id)}>
              {job.name ?? positionLabel(job.position)}
            </option>
          ))}
        </Form.Select>
        {jobError ? (
          <Form.Control.Feedback type="invalid" id={`${id}-job-error`}>
            {jobError}
          </Form.Control.Feedback>
        ) : null}
        {jobs.isSuccess && live.length === 0 ? <Form.Text>You have no other live posting: publish one to invite job seekers to it.</Form.Text> : null}
      </Form.Group>
      <Form.Group controlId={`${id}-message`} className="mb-2">
        <Form.Label>Message (optional)</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          {...register('message')}
          isInvalid={Boolean(messageError)}
          aria-describedby={messageError ? `${id}-message-error` : undefined}
        />
        {messageError ? (
          <Form.Control.Feedback type="invalid" id={`${id}-message-error`}>
            {messageError}
          </Form.Control.Feedback>
        ) : null}
      </Form.Group>
      {credits === undefined ? null : (
        <p className="small text-body-secondary mb-2">
          Uses 1 invitation credit. {credits} {credits === 1 ? 'credit' : 'credits'} left.
        </p>
      )}
      {failure ? <InvitationError error={failure} /> : null}
      {invitedName ? (
        <div className="alert alert-success py-2" role="status">
          {invitedName} is invited to apply.
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send invitation'}
        </button>
        {/* Or write to them about the posting first: a conversation spends no credit. */}
        {chosenJob ? <MessageButton username={candidate.username} jobId={Number(chosenJob)} name={candidate.name} className="btn btn-outline-primary btn-sm" /> : null}
        {onCancel ? (
          <button type="button" className="btn btn-link btn-sm" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
