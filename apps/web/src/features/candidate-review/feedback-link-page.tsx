import '../../styles/candidate-review.css';
import '../../styles/signed-links.css';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import { FEEDBACK_REASONS } from '@chairside/domain/application-stage';
import type { SignedFeedback } from '@chairside/domain/candidate-review';
import { ApiError } from '../../lib/api-client';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { PageLoading } from '../../components/page-loading';
import { formatDate } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { loginPathFor } from '../../lib/redirect-path';
import { LinkProblem } from '../../components/link-problem';
import { addSignedFeedback, removeSignedFeedback, signedFeedbackKey, useSignedFeedback } from './candidate-review-api';

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
  const [chosen, setChosen] = useState<Set<string>>(new Set(feedback.reasons));
  const [state, setState] = useState<{ busy?: boolean; error?: string; done?: string }>({});
  const title = feedback.jobTitle ?? 'your posting';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const added = [...chosen].filter((reason) => !feedback.reasons.includes(reason));
    const removed = feedback.reasons.filter((reason) => !chosen.has(reason));
    if (added.length === 0 && removed.length === 0) return setState({ error: 'Choose the reasons to send, or clear one to withdraw it.' });
    setState({ busy: true });
    try {
      let latest = feedback;
      if (removed.length > 0) latest = await removeSignedFeedback(token, removed);
      if (added.length > 0) latest = await addSignedFeedback(token, added);
      queries.setQueryData(signedFeedbackKey(token), latest);
      setState({ done: added.length > 0 ? `${feedback.candidateName} has been sent your feedback by email.` : 'Your feedback was updated.' });
    } catch (caught) {
      setState({ error: caught instanceof ApiError ? caught.message : 'Something went wrong. Please try again.' });
    }
  }

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
      <form className="signed-link__panel" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset>
          <legend className="h5">Reasons</legend>
          <div className="candidate-page__reasons">
            {FEEDBACK_REASONS.map((reason) => (
              <Form.Check
                key={reason}
                type="checkbox"
                id={`signed-feedback-${reason.replace(/\s+/g, '-')}`}
                label={reason}
                checked={chosen.has(reason)}
                onChange={(event) =>
                  setChosen((current) => {
                    const next = new Set(current);
                    if (event.target.checked) next.add(reason);
                    else next.delete(reason);
                    return next;
                  })
                }
              />
            ))}
          </div>
        </fieldset>
        {state.error ? <PlainErrorAlert message={state.error} className="py-2 mt-2" /> : null}
        {state.done ? (
          <div className="alert alert-success py-2 mt-2" role="status">
            {state.done}
          </div>
        ) : null}
        <button type="submit" className="btn btn-primary mt-2" disabled={state.busy}>
          Send feedback
        </button>
        <p className="signed-link__note mt-2 mb-0">
          This link works without signing in until {formatDate(feedback.expiresAt, 'long')}. Do not forward it.{' '}
          <Link to={loginPathFor(`/app/job-application/${feedback.jobId}/${encodeURIComponent(feedback.candidateUsername)}`)}>Sign in</Link> to write a message,
          like the applicant or propose an interview.
        </p>
      </form>
    </article>
  );
}
