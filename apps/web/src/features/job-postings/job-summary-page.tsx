import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { JobApplicantsPanel } from '../applications/public-api';
import { matchCriteriaPath, matchesPath } from '../matching/public-api';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faArrowUpRightFromSquare, faPen, faUsers } from '@fortawesome/free-solid-svg-icons';
import type { EmployerJob, JobDate } from '@chairside/domain/job-posting';
import { formatAddress } from '@chairside/domain/job-status';
import { formatOpeningHours } from '@chairside/domain/office';
import { SPECIALTIES } from '@chairside/domain/resume-profile';
import { api } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { publicJobPath } from '../../lib/site-paths';
import { PageLoading } from '../../components/page-loading';
import {
  DATE_STATUS_LABELS,
  DATE_STATUS_VARIANTS,
  STATUS_VARIANTS,
  expiryOf,
  formatDay,
  formatWeekday,
  statusActions,
  JobNotFound,
  editJobPath,
  employerJobKey,
  useEmployerJob,
  useJobChanged,
  actionLabel,
  jobTitle,
  useStatusChange,
} from '../postings/public-api';
import { NationalSearchControl, useNationalSearch } from './national-search-action';
import { CreditBalance } from '../commerce/public-api';
import { FormErrorAlert } from '../../components/form-error-alert';
import { failureMessage } from '../../components/form/errors';

const DATE_ACTIONS: { status: JobDate['status']; label: string; variant: string }[] = [
  { status: 'BOOKED', label: 'Mark filled', variant: 'outline-primary' },
  { status: 'CANCELED', label: 'Cancel date', variant: 'outline-danger' },
  { status: 'ACTIVE', label: 'Reopen date', variant: 'outline-secondary' },
];

function TempDatesPanel({ username, job }: { username: string; job: EmployerJob }) {
  const queryClient = useQueryClient();
  const changed = useJobChanged(username);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const published = job.status !== 'DRAFT';

  async function setStatus(date: JobDate, status: JobDate['status']) {
    setBusy(date.id);
    setError(null);
    try {
      const saved = await api.put<JobDate>(`/jobs/${job.id}/status/${date.id}`, { status });
      const next = { ...job, jobDates: job.jobDates.map((other) => (other.id === saved.id ? saved : other)) };
      queryClient.setQueryData(employerJobKey(username, job.id), next);
      changed();
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="app-panel job-summary__panel" aria-labelledby="job-dates-title">
      <h2 className="job-form__title" id="job-dates-title">
        Temp dates
      </h2>
      {error ? <FormErrorAlert message={error} className="py-2" /> : null}
      {job.jobDates.length === 0 ? (
        <p className="text-body-secondary mb-0">No dates.</p>
      ) : (
        <ul className="job-date-rows">
          {job.jobDates.map((date) => {
            const day = formatWeekday(date.date);
            return (
              <li key={date.id} className="job-date-row">
                <span className="job-date-row__day">{day}</span>
                <span className="job-date-row__time">{date.startTime && date.endTime ? formatOpeningHours(date.startTime, date.endTime) : 'No set shift'}</span>
                <Badge bg={DATE_STATUS_VARIANTS[date.status]} className="job-date-row__status" data-testid={`date-status-${date.date}`}>
                  {DATE_STATUS_LABELS[date.status]}
                </Badge>
                {published ? (
                  <span className="job-date-row__actions">
                    {DATE_ACTIONS.filter((action) => action.status !== date.status).map((action) => (
                      <Button
                        key={action.status}
                        size="sm"
                        variant={action.variant}
                        disabled={busy !== null}
                        onClick={() => void setStatus(date, action.status)}
                        aria-label={`${action.label}: ${day}`}
                      >
                        {action.label}
                      </Button>
                    ))}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * /app/post-job/summary/{jobId}: the posting, its status and views, its dates (each with its
 * own status), fill / close / reopen, and its applicants (`?u={username}` opens one; the
 * applications issue fills this in).
 */
export function JobSummaryPage({ username }: { username: string }) {
  const params = useParams();
  const jobId = /^\d{1,15}$/.test(params.jobId ?? '') ? Number(params.jobId) : null;
  const query = useEmployerJob(username, jobId);
  const arrival = useLocation().state as { notice?: string } | null;
  const [searchParams] = useSearchParams();
  const applicant = searchParams.get('u');
  const [done, setDone] = useState<string | null>(arrival?.notice ?? null);
  const statusChange = useStatusChange(username, (_job, action) =>
    setDone(action === 'fill' ? 'The posting is marked as filled.' : action === 'close' ? 'The posting is closed.' : 'The posting is live again.'),
  );
  const national = useNationalSearch(username, () => setDone('The posting now shows in national search.'));

  if (jobId === null) return <JobNotFound />;
  if (query.isPending) return <PageLoading label="Loading the posting…" />;
  if (query.isError)
    return (
      <section className="app-page">
        <Alert variant="danger" role="alert">
          {failureMessage(query.error)}
        </Alert>
      </section>
    );
  const job = query.data;
  if (!job) return <JobNotFound />;

  const title = jobTitle(job);
  const status = job.displayStatus ?? 'Draft';
  const published = job.status !== 'DRAFT';
  const place = formatAddress(job);

  return (
    <section className="app-page job-summary" aria-labelledby="job-summary-title">
      <PageMeta title={`${title}: summary`} noindex />
      <div className="job-page-head">
        <div>
          <p className="job-page-head__crumb">
            <Link to="/app/post-job/all">Job Postings</Link>
          </p>
          <h1 className="app-page__title" id="job-summary-title">
            {title}
          </h1>
          <p className="app-page__subtitle">
            <Badge bg={STATUS_VARIANTS[status]} className="me-2" data-testid="job-display-status">
              {status}
            </Badge>
            {job.positionLabel} · {job.type === 'TEMP' ? 'Temp' : 'Permanent'} · Job #{job.id}
          </p>
        </div>
        <div className="job-page-head__actions">
          <Link to={editJobPath(job.id)} className="btn btn-outline-primary">
            <FontAwesomeIcon icon={faPen} aria-hidden="true" className="me-2" />
            Edit
          </Link>
          <Link to={matchCriteriaPath(job.id)} className="btn btn-outline-primary">
            Match criteria
          </Link>
          <Link to={matchesPath(job.id)} className="btn btn-outline-primary">
            Matches
          </Link>
          {published ? (
            <Link to={publicJobPath(job.id, job.slug)} className="btn btn-outline-primary">
              <FontAwesomeIcon icon={faArrowUpRightFromSquare} aria-hidden="true" className="me-2" />
              View job page
            </Link>
          ) : null}
          {statusActions(job).map((action) => (
            <Button key={action} variant={action === 'close' ? 'outline-danger' : 'primary'} onClick={() => statusChange.ask(job, action)}>
              {actionLabel(action)}
            </Button>
          ))}
        </div>
      </div>

      {done ? (
        <Alert variant="success" role="status" className="py-2" dismissible onClose={() => setDone(null)}>
          {done}
        </Alert>
      ) : null}
      {!published ? (
        <Alert variant="info" className="py-2">
          This posting is a draft.{' '}
          <Link to={editJobPath(job.id)} className="alert-link">
            Finish and publish it
          </Link>
          .
        </Alert>
      ) : null}

      <dl className="job-stats">
        <div className="job-stats__item">
          <dt>Views</dt>
          <dd>{job.views}</dd>
        </div>
        <div className="job-stats__item">
          <dt>Applicants</dt>
          <dd>{job.applicantCount}</dd>
        </div>
        <div className="job-stats__item">
          <dt>Posted</dt>
          <dd>{formatDay(job.postedDate)}</dd>
        </div>
        <div className="job-stats__item">
          <dt>Expires</dt>
          <dd>{formatDay(expiryOf(job))}</dd>
        </div>
      </dl>

      <div className="job-summary__grid">
        <div className="job-summary__main">
          {job.type === 'TEMP' ? <TempDatesPanel username={username} job={job} /> : null}

          <section className="app-panel job-summary__panel" aria-labelledby="job-applicants-title">
            <h2 className="job-form__title" id="job-applicants-title">
              Applicants
            </h2>
            {published ? (
              <JobApplicantsPanel username={username} jobId={job.id} selected={applicant} confidential={job.isConfidential} officeTimeZone={job.timeZone} />
            ) : (
              <div className="job-summary__empty">
                <FontAwesomeIcon icon={faUsers} aria-hidden="true" className="job-summary__empty-icon" />
                <p className="mb-0">No applicants yet</p>
              </div>
            )}
          </section>

          <section className="app-panel job-summary__panel" aria-labelledby="job-description-title">
            <h2 className="job-form__title" id="job-description-title">
              Description
            </h2>
            {job.description ? (
              // Sanitised by the server.
              <div className="job-description" dangerouslySetInnerHTML={{ __html: job.description }} />
            ) : (
              <p className="text-body-secondary mb-0">No description yet.</p>
            )}
          </section>
        </div>
        <aside className="app-panel job-summary__panel job-summary__facts" aria-labelledby="job-facts-title">
          <h2 className="job-form__title" id="job-facts-title">
            Details
          </h2>
          <dl className="settings-details">
            <dt>Location</dt>
            <dd>{place || '—'}</dd>
            <dt>Pay</dt>
            <dd>{job.salary ?? 'Not shown'}</dd>
            <dt>Slot</dt>
            <dd>{job.slotId ? (job.isSubscription ? 'A subscription slot' : 'A 30-day posting slot') : '—'}</dd>
            <dt>Confidential</dt>
            <dd>{job.isConfidential ? 'Yes' : 'No'}</dd>
            <dt>National search</dt>
            <dd>{job.isNational ? 'Yes' : 'No'}</dd>
            <dt>Specialties</dt>
            <dd>{job.specialties.length > 0 ? job.specialties.map((code) => SPECIALTIES[code as keyof typeof SPECIALTIES] ?? code).join(', ') : '—'}</dd>
            <dt>Updated</dt>
            <dd>{formatDay(job.updatedAt)}</dd>
          </dl>
          {published ? <NationalSearchControl job={job} natCredits={national.natCredits} onAsk={() => national.ask(job)} /> : null}
          <CreditBalance username={username} headingLevel={3} inPanel />
        </aside>
      </div>
      {statusChange.dialog}
      {national.dialog}
    </section>
  );
}
