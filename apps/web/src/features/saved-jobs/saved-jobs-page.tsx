import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@chairside/domain/accounts';
import type { SavedJob } from '@chairside/domain/saved-jobs';
import { ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { formatDate } from '../../lib/dates';
import { searchJobsPath } from '../../components/app-navigation/menus';
import { useApplications } from '../applications/public-api';
import { unsaveJob, updateSavedJobs, useSavedJobs } from './saved-jobs-api';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { applyPath } from '../../lib/site-paths';

export const savedJobLink = (item: SavedJob) => `/app/search-jobs/post-job/${item.job.id}/${encodeURIComponent(item.job.slug)}`;
const titleOf = (item: SavedJob) => item.job.name ?? item.job.positionLabel;

/** /app/saved-jobs: the postings the job seeker saved, newest first; closed ones marked, with Apply for live ones. */
export function SavedJobsPage({ user }: { user: CurrentUser }) {
  if (user.role !== 'staff')
    return (
      <section className="app-page">
        <h1>Saved Jobs</h1>
        <p>Job seekers save jobs here to come back to them.</p>
      </section>
    );
  return <SavedJobsList user={user} />;
}

function SavedJobsList({ user }: { user: CurrentUser }) {
  const saved = useSavedJobs(user.username);
  const applications = useApplications(user.username);
  const appliedOn = new Map(applications.data?.map((application) => [application.jobId, application.appliedDate]));
  return (
    <section className="app-page saved-jobs-page" aria-labelledby="saved-jobs-title">
      <PageMeta title="Saved Jobs" noindex />
      <h1 id="saved-jobs-title">Saved Jobs</h1>
      {saved.isPending ? <PageLoading label="Loading your saved jobs…" /> : null}
      {saved.isError ? (
        <div className="alert alert-danger" role="alert">
          {saved.error instanceof ApiError ? saved.error.message : 'Could not load your saved jobs.'}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void saved.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {saved.data && saved.data.length === 0 ? (
        <div className="app-panel saved-jobs-page__empty">
          <p className="mb-2">No saved jobs yet. Press Save on a job in your search results or on a job page to keep it here.</p>
          <Link to={searchJobsPath(user.position, user.zip)} className="btn btn-primary btn-sm">
            Search jobs
          </Link>
        </div>
      ) : null}
      {saved.data && saved.data.length > 0 ? (
        <ul className="job-search__list" data-testid="saved-jobs">
          {saved.data.map((item) => (
            <SavedJobCard key={item.jobId} user={user} item={item} appliedDate={appliedOn.get(item.jobId) ?? null} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function SavedJobCard({ user, item, appliedDate }: { user: CurrentUser; item: SavedJob; appliedDate: string | null }) {
  const queries = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const title = titleOf(item);

  async function remove() {
    setBusy(true);
    setFailed(false);
    try {
      await unsaveJob(user.username, item.jobId);
      updateSavedJobs(queries, user.username, item.jobId, null);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <li className={`job-card saved-job${item.job.isLive ? '' : ' saved-job--closed'}`} data-testid="saved-job">
      <div className="job-card__main">
        <h2 className="job-card__title h5">
          <Link to={savedJobLink(item)}>{title}</Link>
        </h2>
        <p className="job-card__practice">{item.job.practice?.name ?? 'Confidential dental practice'}</p>
        <p className="job-card__meta">
          <span>{[item.job.city, item.job.state].filter(Boolean).join(', ')}</span>
          <span>Saved {formatDate(item.savedDate)}</span>
          {item.job.isLive ? null : <span className="badge text-bg-secondary">{item.job.displayStatus ?? 'Closed'}</span>}
          {appliedDate ? <span className="badge text-bg-success">Applied on {formatDate(appliedDate)}</span> : null}
        </p>
        {item.job.isLive ? null : <p className="saved-job__closed small mb-2">This job no longer takes applications.</p>}
        <div className="d-flex flex-wrap gap-2">
          {item.job.isLive && !appliedDate ? (
            <Link to={applyPath(item.job.id)} className="btn btn-primary btn-sm" aria-label={`Apply: ${title}`}>
              Apply
            </Link>
          ) : null}
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void remove()} disabled={busy} aria-label={`Remove: ${title}`}>
            Remove
          </button>
        </div>
        {failed ? <PlainErrorAlert message="Could not remove this job. Please try again." className="mt-2 mb-0 py-1" /> : null}
      </div>
    </li>
  );
}
