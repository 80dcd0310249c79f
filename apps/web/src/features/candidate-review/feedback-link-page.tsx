import '../../styles/candidate-review.css';
import '../../styles/signed-links.css';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import * as z from 'zod';
import { SENDABLE_FEEDBACK_REASONS } from '@chairside/domain/application-stage';
import type { SignedFeedback } from '@chairside/domain/candidate-review';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { useAppForm } from '../../components/form/use-app-form';
import { PageLoading } from '../../components/page-loading';
import { formatDate } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { loginPathFor } from '../../lib/redirect-path';
import { LinkProblem } from '../../components/link-problem';
import { addSignedFeedback, removeSignedFeedback, signedFeedbackKey, useSignedFeedback } from './candidate-review-api';

/** The reasons as ticked, then what changed from those sent; no change is said in the form's alert. */
const changedReasonsSchema = (sent: readonly string[]) =>
  z.object({ reasons: z.array(z.string()) }).transform(({ reasons }, context) => {
    const added = reasons.filter((reason) => !sent.includes(reason));
    const removed = sent.filter((reason) => !reasons.includes(reason));
    if (added.length > 0 || removed.length > 0) return { added, removed };
    context.addIssue({ code: 'custom', path: ['root'], message: 'Choose the reasons to send, or clear one to withdraw it.' });
    return z.NEVER;
  });

/** /feedback/{token}: from the 'new applicant' email, the practice gives the applicant feedback without signing in. */
export function FeedbackLinkPage() {
  const token = useParams().token ?? '';
  const answer = useSignedFeedback(token);
  if (answer.isPending) return <PageLoading label="Loading the applicant…" />;
  if (answer.isError) return <LinkProblem error={answer.error} signInPath={loginPathFor('/app/job-application/all')} onRetry={() => void answer.refetch()} />;
  return <FeedbackLinkForm key={answer.data.feedbackDate ?? 'none'} token={token} feedback={answer.data} />;
}

function FeedbackLinkForm({ token, feedback }: { token: string; feedback: SignedFeedback }) {
  const queries = useQueryClient();
  // Compared with the reasons last sent, which the page reads again after each send.
  const schema = useMemo(() => changedReasonsSchema(feedback.reasons), [feedback.reasons]);
  const form = useAppForm({
    schema,
    defaultValues: { reasons: feedback.reasons },
    onSubmit: async ({ added, removed }) => {
      let latest = feedback;
      if (removed.length > 0) latest = await removeSignedFeedback(token, removed);
      if (added.length > 0) latest = await addSignedFeedback(token, added);
      queries.setQueryData(signedFeedbackKey(token), latest);
      return added.length > 0;
    },
    savedMessage: (sentNew) => (sentNew ? `${feedback.candidateName} has been sent your feedback by email.` : 'Your feedback was updated.'),
    guardUnsaved: false,
  });
  const problem = form.failure ?? form.formState.errors.root?.message;
  const title = feedback.jobTitle ?? 'your posting';

  return (
    <article className="signed-link container-xl" aria-labelledby="feedback-title">
      <PageMeta title={`Feedback for ${feedback.candidateName}`} noindex />
      <p className="signed-link__eyebrow">Feedback to an applicant</p>
      <h1 id="feedback-title">
        Let {feedback.candidateName} know where they stand for {title}
      </h1>
      <p>
        {feedback.candidateName} applied for {feedback.positionLabel}. Choose what best describes your decision: they get an email and see it on their
        application.
      </p>
      {feedback.feedbackDate ? (
        <p className="signed-link__note" data-testid="feedback-sent">
          Sent {formatDate(feedback.feedbackDate, 'long')}: {feedback.reasons.join(', ')}
        </p>
      ) : null}
      <AppForm form={form} feedback="none" className="signed-link__panel">
        <fieldset>
          <legend className="h5">Reasons</legend>
          <div className="candidate-page__reasons">
            {SENDABLE_FEEDBACK_REASONS.map((reason) => (
              <Form.Check
                key={reason}
                type="checkbox"
                id={`signed-feedback-${reason.replace(/\s+/g, '-')}`}
                label={reason}
                value={reason}
                {...form.register('reasons')}
              />
            ))}
          </div>
        </fieldset>
        {problem ? <PlainErrorAlert message={problem} className="py-2 mt-2" /> : null}
        {form.saved ? (
          <div className="alert alert-success py-2 mt-2" role="status">
            {form.saved}
          </div>
        ) : null}
        <SubmitButton className="mt-2" busyLabel="Sending…">
          Send feedback
        </SubmitButton>
        <p className="signed-link__note mt-2 mb-0">
          This link works without signing in until {formatDate(feedback.expiresAt, 'long')}. Do not forward it.{' '}
          <Link to={loginPathFor(`/app/job-application/${feedback.jobId}/${encodeURIComponent(feedback.candidateUsername)}`)}>Sign in</Link> to write a message,
          like the applicant or propose an interview.
        </p>
      </AppForm>
    </article>
  );
}
