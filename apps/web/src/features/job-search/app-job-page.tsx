import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faArrowLeft, faLocationDot, faRoute } from '@fortawesome/free-solid-svg-icons';
import type { CurrentUser } from '@chairside/domain/accounts';
import { type PublicJob } from '@chairside/domain/job-posting';
import { formatAddress } from '@chairside/domain/job-status';
import { api } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { HoursAndBenefits, JobTags, OfficeDetails } from '../../components/job-details';
import { JobShifts } from '../temp-shifts/public-api';
import { fetchPublicJob } from '../../lib/public-job-api';
import { ApplyAction } from '../applications/public-api';
import { SaveJobButton } from '../saved-jobs/public-api';
import { formatDate } from '../../lib/dates';
import { PracticeName } from '../../components/practice-name';
import { ANALYTICS_EVENTS, track } from '../../lib/analytics';
import { milesText } from '@chairside/domain/distance-words';
import { rememberApplicationSource } from '../../lib/application-source';

/** Views count once per job shown in this browser session (the server counts once a day). */
const counted = new Set<number>();

/** A job as the app shows it, with the distance the search answered (passed in the link's state). */
export function AppJobPage({ user }: { user: CurrentUser }) {
  const { jobId = '' } = useParams();
  const location = useLocation();
  const distance = (location.state as { distance?: number | null } | null)?.distance ?? null;
  const query = useQuery({ queryKey: ['public-job', jobId], queryFn: ({ signal }) => fetchPublicJob(jobId, signal) });
  const job: PublicJob | null | undefined = query.data;

  useEffect(() => {
    if (!job || counted.has(job.id)) return;
    counted.add(job.id);
    rememberApplicationSource(job.id, 'search');
    void api.put(`/jobs/${job.id}/view`).catch(() => undefined);
    track(ANALYTICS_EVENTS.viewJob, { job_id: job.id, position: job.position });
  }, [job]);

  if (query.isPending) return <PageLoading label="Loading the job…" />;
  if (query.isError)
    return (
      <div className="app-page">
        <div className="alert alert-danger" role="alert">
          Could not load this job.{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  if (!job)
    return (
      <div className="app-page">
        <h1>Job not found</h1>
        <p>This job does not exist or is no longer published.</p>
      </div>
    );

  const place = job.isConfidential ? [job.city, job.state].filter(Boolean).join(', ') : formatAddress(job);
  return (
    <article className="app-page app-job" aria-labelledby="app-job-title">
      <PageMeta title={job.name ?? job.positionLabel} noindex />
      <button type="button" className="btn btn-link px-0 mb-2" onClick={() => window.history.back()}>
        <FontAwesomeIcon icon={faArrowLeft} aria-hidden="true" className="me-2" />
        Back to results
      </button>
      <header className="app-job__head">
        <p className="public-job__employer">
          <PracticeName practice={job.practice} />
        </p>
        <h1 className="public-job__title" id="app-job-title">
          {job.name ?? job.positionLabel}
        </h1>
        <p className="public-job__place">
          <FontAwesomeIcon icon={faLocationDot} aria-hidden="true" className="me-2" />
          {place}
          {distance !== null ? (
            <span className="ms-3">
              <FontAwesomeIcon icon={faRoute} aria-hidden="true" className="me-1" />
              {milesText(distance)} away
            </span>
          ) : null}
        </p>
        <JobTags job={job} />
        <p className="text-body-secondary small mb-2">
          Posted {formatDate(job.postedDate)}
          {job.isLive && job.adjustedExpireDate ? ` · Apply by ${formatDate(job.adjustedExpireDate)}` : ''}
        </p>
        {user.role === 'staff' ? (
          <div className="app-job__actions">
            {job.isLive ? <ApplyAction jobId={job.id} className="btn btn-primary btn-lg" /> : null}
            <SaveJobButton jobId={job.id} title={job.name ?? job.positionLabel} size="lg" />
          </div>
        ) : null}
        {job.isLive ? null : (
          <div className="alert alert-warning" role="status">
            This job is {job.displayStatus?.toLowerCase() ?? 'closed'} and no longer takes applications.
          </div>
        )}
      </header>
      <JobShifts job={job} />
      <HoursAndBenefits job={job} />
      <section className="public-job__section" aria-labelledby="app-job-about">
        <h2 className="public-job__heading" id="app-job-about">
          About the job
        </h2>
        {job.description ? (
          // Sanitised by the server (an allow-list of formatting tags).
          <div className="public-job__description" dangerouslySetInnerHTML={{ __html: job.description }} />
        ) : (
          <p className="text-body-secondary">No description.</p>
        )}
      </section>
      {job.office ? <OfficeDetails office={job.office} /> : null}
    </article>
  );
}
