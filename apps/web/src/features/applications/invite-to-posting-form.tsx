import { useId } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { HIRING_MESSAGE_MAX_LENGTH, type JobInvitation } from '@chairside/domain/hiring';
import { positionLabel } from '@chairside/domain/positions';
import { api, ApiError } from '../../lib/api-client';
import { useEmployerJobs } from '../postings/public-api';
import { MessageButton } from '../messages/public-api';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { failureMessage } from '../../components/form/errors';
import { SelectInput, TextArea } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { PRODUCTS_PATH } from '../../lib/site-paths';

const InviteFormSchema = z.object({
  jobId: z.string().min(1, 'Choose the posting to invite them to.'),
  message: z.string().max(HIRING_MESSAGE_MAX_LENGTH, `A message is at most ${HIRING_MESSAGE_MAX_LENGTH} characters.`),
});

export const sendInvitation = (employer: string, jobId: number, candidate: string, message: string) =>
  api.post<JobInvitation>(`/users/employers/${encodeURIComponent(employer)}/jobs/${jobId}/invitations`, {
    username: candidate,
    message: message.trim() || null,
  });

/** An invitation that could not be sent; with no credit left (402) it says where to buy more. */
export function InvitationError({ error }: { error: unknown }) {
  const noCredits = error instanceof ApiError && error.status === 402;
  return (
    <PlainErrorAlert message={failureMessage(error)} className="py-2">
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
  const form = useAppForm({
    schema: InviteFormSchema,
    defaultValues: { jobId: '', message: '' },
    onSubmit: async (values) => {
      const invitation = await sendInvitation(employer, Number(values.jobId), candidate.username, values.message);
      onInvited?.(invitation);
      return invitation;
    },
    savedValues: () => ({ jobId: '', message: '' }),
    savedMessage: (invitation) => `${invitation.name} is invited to apply.`,
    guardUnsaved: false,
  });
  const chosenJob = form.watch('jobId');
  const jobOptions = live.map((job) => ({ value: String(job.id), label: job.name ?? positionLabel(job.position) }));
  return (
    <AppForm form={form} feedback="none" aria-label={`Invite ${candidate.name}`}>
      <SelectInput
        id={`${id}-job`}
        name="jobId"
        label="Posting"
        className="mb-2"
        options={jobOptions}
        placeholder="Choose a live posting…"
        hint={jobs.isSuccess && live.length === 0 ? 'You have no other live posting: publish one to invite job seekers to it.' : undefined}
      />
      <TextArea id={`${id}-message`} name="message" label="Message (optional)" className="mb-2" rows={2} />
      {credits === undefined ? null : (
        <p className="small text-body-secondary mb-2">
          Uses 1 invitation credit. {credits} {credits === 1 ? 'credit' : 'credits'} left.
        </p>
      )}
      {form.failure ? <InvitationError error={form.failureCause} /> : null}
      {form.saved ? (
        <div className="alert alert-success py-2" role="status">
          {form.saved}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton busyLabel="Sending…" size="sm">
          Send invitation
        </SubmitButton>
        {/* Or write to them about the posting first: a conversation spends no credit. */}
        {chosenJob ? (
          <MessageButton username={candidate.username} jobId={Number(chosenJob)} name={candidate.name} className="btn btn-outline-primary btn-sm" />
        ) : null}
        {onCancel ? (
          <button type="button" className="btn btn-link btn-sm" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </AppForm>
  );
}
