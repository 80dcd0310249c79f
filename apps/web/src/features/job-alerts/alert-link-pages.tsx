import './job-alerts.css';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { loginPathFor } from '../../lib/redirect-path';
import { LinkProblem } from '../../components/link-problem';
import { JOB_ALERTS_PATH, confirmAlert, readUnsubscribe, unsubscribe } from './job-alerts-api';
import { PlainErrorAlert } from '../../components/plain-error-alert';

const SIGN_IN = loginPathFor(JOB_ALERTS_PATH);

/** /job-alerts/confirm/{token}: the visitor's alert starts when the page opens from the email. */
export function ConfirmAlertPage() {
  const token = useParams().token ?? '';
  const confirm = useMutation({ mutationFn: () => confirmAlert(token) });
  const started = useRef(false);
  useEffect(() => {
    // Confirming twice is harmless (the same alert); once per page view is enough.
    if (started.current) return;
    started.current = true;
    confirm.mutate();
  }, [confirm]);

  if (confirm.isError) return <LinkProblem error={confirm.error} signInPath={SIGN_IN} onRetry={() => confirm.mutate()} />;
  if (!confirm.data) return <PageLoading label="Confirming your job alert…" />;
  return (
    <section className="container-xl job-alert-link" aria-labelledby="alert-confirmed-title">
      <PageMeta title="Job alert confirmed" noindex />
      <h1 id="alert-confirmed-title">Your job alert is on</h1>
      <p>We will email {confirm.data.email} new jobs like these, once a day at most, never at night:</p>
      <p className="job-alert-link__summary">{confirm.data.summary}</p>
      <p>Every email has a link to unsubscribe.</p>
      <div className="job-alert-link__actions">
        <Link to="/dental-jobs/search" className="btn btn-primary">
          Search jobs
        </Link>
        <Link to="/dental-jobs/register/staff" className="btn btn-outline-primary">
          Create a free account
        </Link>
      </div>
    </section>
  );
}

/** /job-alerts/unsubscribe/{token}: what the alert is, and a button that stops it (a link never unsubscribes by itself). */
export function UnsubscribeAlertPage() {
  const token = useParams().token ?? '';
  const alert = useQuery({ queryKey: ['job-alert-unsubscribe', token], queryFn: ({ signal }) => readUnsubscribe(token, signal), retry: false });
  const stop = useMutation({ mutationFn: () => unsubscribe(token) });
  const removed = stop.isSuccess || (alert.error instanceof ApiError && alert.error.status === 404);

  if (removed)
    return (
      <section className="container-xl job-alert-link" aria-labelledby="alert-removed-title">
        <PageMeta title="Unsubscribed" noindex />
        <h1 id="alert-removed-title">You are unsubscribed</h1>
        <p>This job alert is removed: we will not email you about it again.</p>
        {stop.data?.summary ? <p className="job-alert-link__summary">{stop.data.summary}</p> : null}
        <div className="job-alert-link__actions">
          <Link to="/dental-jobs/search" className="btn btn-primary">
            Search jobs
          </Link>
        </div>
      </section>
    );
  if (alert.isPending) return <PageLoading label="Loading your job alert…" />;
  if (alert.isError) return <LinkProblem error={alert.error} signInPath={SIGN_IN} onRetry={() => void alert.refetch()} />;
  return (
    <section className="container-xl job-alert-link" aria-labelledby="alert-unsubscribe-title">
      <PageMeta title="Unsubscribe from a job alert" noindex />
      <h1 id="alert-unsubscribe-title">Unsubscribe from this job alert?</h1>
      <p>We email {alert.data.email} new jobs like these:</p>
      <p className="job-alert-link__summary">{alert.data.summary}</p>
      {stop.isError ? <PlainErrorAlert message={stop.error instanceof ApiError ? stop.error.message : 'Could not unsubscribe. Please try again.'} /> : null}
      <div className="job-alert-link__actions">
        <button type="button" className="btn btn-primary" disabled={stop.isPending} onClick={() => stop.mutate()}>
          {stop.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
        </button>
        <Link to={SIGN_IN} className="btn btn-outline-primary">
          Sign in to manage alerts
        </Link>
      </div>
    </section>
  );
}
