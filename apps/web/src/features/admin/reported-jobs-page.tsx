import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { ReportedJob, ReportedJobAction, ReviewedReportedJob } from '@chairside/domain/job-posting';
import { PageMeta } from '../../lib/page-meta';
import { FormErrorAlert } from '../../components/form-error-alert';
import { shortDateTime } from './schedule-fields';
import { useReportedJobs, useReviewReportedJob } from './reported-jobs-api';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const titleOf = (job: ReportedJob) => job.name || `Posting #${job.jobId}`;

/** What an action needs confirmed before it runs (dismissing changes nothing people see). */
function confirmed(job: ReportedJob, action: ReportedJobAction): boolean {
  if (action === 'hide-posting') return window.confirm(`Hide “${titleOf(job)}”? It leaves search and its page at once.`);
  if (action === 'suspend-practice')
    return window.confirm(`Suspend ${job.employer.practiceName}? All of its postings are hidden and it can no longer publish.`);
  return true;
}

function doneMessage(job: ReportedJob, result: ReviewedReportedJob): string {
  const thanked = result.thankedReporters > 0 ? ` ${plural(result.thankedReporters, 'reporter')} thanked by email.` : '';
  if (result.action === 'dismiss') return `The reports about “${titleOf(job)}” were dismissed; the posting stays up.`;
  if (result.action === 'hide-posting') return `“${titleOf(job)}” is hidden. ${plural(result.closedReports, 'report')} closed.${thanked}`;
  return `${job.employer.practiceName} is suspended: ${plural(result.hiddenPostings, 'posting')} hidden, ${plural(result.closedReports, 'report')} closed.${thanked}`;
}

function ReportedJobCard({ job, busy, onAct }: { job: ReportedJob; busy: boolean; onAct: (action: ReportedJobAction) => void }) {
  const place = [job.city, job.state].filter(Boolean).join(', ');
  const headingId = `reported-job-${job.jobId}`;
  return (
    <li className="app-panel admin-report" data-testid="reported-job" aria-labelledby={headingId}>
      <div className="admin-report__head">
        <h2 className="h6 mb-1" id={headingId}>
          {titleOf(job)}{' '}
          <Badge bg="danger" className="ms-1">
            {plural(job.flagCount, 'report')}
          </Badge>
        </h2>
        <p className="mb-0 text-body-secondary small">
          {job.positionLabel}
          {place ? ` · ${place}` : ''} · {job.status} · posted {shortDateTime(job.postedDate)} ·{' '}
          <a href={job.path} target="_blank" rel="noreferrer">
            Open the posting’s page
          </a>
        </p>
      </div>
      <section className="mt-2" aria-label="Practice">
        <p className="mb-0 small">
          <strong>{job.employer.practiceName}</strong> ({job.employer.username}, {job.employer.email}) · member since {job.employer.memberSince} ·{' '}
          {plural(job.employer.livePostings, 'live posting')}
          {job.employer.isSuspended ? (
            <Badge bg="secondary" className="ms-2">
              Suspended
            </Badge>
          ) : null}
        </p>
      </section>
      <ol className="admin-report__thread" aria-label="Reports, newest first">
        {job.flags.map((flag, index) => (
          <li key={`${flag.createdAt}-${index}`} className="admin-report__message">
            <span className="admin-report__sender">
              {flag.reporter ?? 'A visitor'} · {shortDateTime(flag.createdAt)}
              {flag.hasEmail ? ' · will be thanked by email' : ''}
            </span>
            <span className="admin-report__text">{flag.reason}</span>
          </li>
        ))}
      </ol>
      {job.description ? (
        <details className="mb-2">
          <summary>The posting’s text</summary>
          <div className="admin-report__posting" dangerouslySetInnerHTML={{ __html: job.description }} />
        </details>
      ) : null}
      <div className="d-flex gap-2 flex-wrap">
        <Button size="sm" variant="danger" disabled={busy} onClick={() => onAct('hide-posting')}>
          Hide posting
        </Button>
        <Button size="sm" variant="outline-secondary" disabled={busy} onClick={() => onAct('dismiss')}>
          Dismiss reports
        </Button>
        {!job.employer.isSuspended ? (
          <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => onAct('suspend-practice')}>
            Suspend practice
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Admin: reported postings still shown, the most recently reported first, each with its open
 * reports, the posting and its practice; hide the posting, dismiss the reports, or suspend the
 * practice (all its postings hidden, no more publishing). Every action is audited by the API.
 */
export function ReportedJobsPage() {
  const jobs = useReportedJobs();
  const review = useReviewReportedJob();
  const [done, setDone] = useState<string | null>(null);

  function act(job: ReportedJob, action: ReportedJobAction) {
    if (!confirmed(job, action)) return;
    setDone(null);
    review.mutate({ jobId: job.jobId, action }, { onSuccess: (result) => setDone(doneMessage(job, result)) });
  }

  return (
    <>
      <PageMeta title="Reported jobs · Admin" noindex />
      <h1 className="app-page__title" id="admin-title">
        Reported jobs
      </h1>
      <p className="app-page__subtitle">Postings people reported, the most recent first. Hide the posting, dismiss the reports, or suspend the practice.</p>
      {done ? (
        <Alert variant="success" role="status">
          {done}
        </Alert>
      ) : null}
      {review.isError ? <FormErrorAlert message={review.error.message} /> : null}
      {jobs.isPending ? <p>Loading…</p> : null}
      {jobs.isError ? <p className="text-danger">{jobs.error.message}</p> : null}
      {jobs.data && jobs.data.length === 0 ? <p className="app-panel">No reported postings.</p> : null}
      <ul className="admin-reports">
        {jobs.data?.map((job) => (
          <ReportedJobCard key={job.jobId} job={job} busy={review.isPending} onAct={(action) => act(job, action)} />
        ))}
      </ul>
    </>
  );
}
