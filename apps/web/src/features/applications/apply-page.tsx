import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import type { CurrentUser } from '@chairside/domain/accounts';
import { HIRING_MESSAGE_MAX_LENGTH } from '@chairside/domain/hiring';
import { ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { fetchPublicJob } from '../public-job/public-job-data';
import { APPLICATIONS_PATH, applyToJob, errorCode, prependApplication } from './applications-api';

/** /app/search-jobs/post-job/application/{jobId}/: a message to the practice, then Submit. */
export function ApplyPage({ user }: { user: CurrentUser }) {
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const job = useQuery({ queryKey: ['public-job', jobId], queryFn: ({ signal }) => fetchPublicJob(jobId, signal) });
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ text: string; code: string | null } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!job.data) return;
    setSending(true);
    setError(null);
    try {
      const application = await applyToJob(user.username, job.data.id, message);
      prependApplication(queries, user.username, application);
      void navigate(APPLICATIONS_PATH, { state: { applied: application.applicationId } });
    } catch (caught) {
      setError({ text: caught instanceof ApiError ? caught.message : 'Could not send your application. Please try again.', code: errorCode(caught) });
      setSending(false);
    }
  }

  if (job.isPending) return <PageLoading label="Loading the job…" />;
  if (user.role !== 'staff')
    return (
      <section className="app-page">
        <h1>Apply</h1>
        <p>Only job seekers can apply to jobs.</p>
      </section>
    );
  if (!job.data)
    return (
      <section className="app-page">
        <h1>Job not found</h1>
        <p>{job.isError ? 'Could not load this job.' : 'This job does not exist or is no longer published.'}</p>
      </section>
    );

  const posting = job.data;
  return (
    <section className="app-page apply-page" aria-labelledby="apply-title">
      <PageMeta title="Apply" noindex />
      <h1 id="apply-title">Apply: {posting.name ?? posting.positionLabel}</h1>
      <p className="text-body-secondary">
        {posting.practice?.name ?? 'Confidential dental practice'} · {[posting.city, posting.state].filter(Boolean).join(', ')}
      </p>
      {!posting.isLive ? (
        <div className="alert alert-warning" role="status">
          This job is no longer accepting applications.
        </div>
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate className="apply-page__form">
        <Form.Group controlId="apply-message" className="mb-3">
          <Form.Label>Message to the practice (optional)</Form.Label>
          <Form.Control
            as="textarea"
            rows={6}
            name="message"
            maxLength={HIRING_MESSAGE_MAX_LENGTH}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <Form.Text>Your resume goes with it. At most {HIRING_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.</Form.Text>
        </Form.Group>
        {error ? (
          <div className="alert alert-danger" role="alert">
            {error.text}
            {error.code === 'PROFILE_INCOMPLETE' ? (
              <>
                {' '}
                <Link to="/app/my-profile/edit" className="alert-link">
                  Complete your profile
                </Link>
              </>
            ) : null}
          </div>
        ) : null}
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary" disabled={sending || !posting.isLive}>
            {sending ? 'Submitting…' : 'Submit'}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => window.history.back()}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
