import '../../styles/candidate-review.css';
import { Link, useSearchParams } from 'react-router';
import Form from 'react-bootstrap/Form';
import type { CandidateListItem } from '@chairside/domain/candidate-review';
import { positionLabel } from '@chairside/domain/positions';
import { ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { formatDate } from '../../lib/dates';
import { useEmployerJobs } from '../postings/public-api';
import { ExportApplicantsButton } from '../applications/public-api';
import { CANDIDATES_PER_PAGE, filtersFrom, filtersToParams, useCandidates, type CandidateFilters } from './candidate-review-api';
import { ratingWords } from '@chairside/domain/review-rules';

export const candidatePath = (candidate: { jobId: number; username: string }) =>
  `/app/job-application/${candidate.jobId}/${encodeURIComponent(candidate.username)}`;

const INVITATION_LABELS: Record<string, string> = { PENDING: 'Invited', ACCEPTED: 'Invited, applied', DECLINED: 'Declined the invitation' };

/** /app/job-application/all for a practice: every applicant and invitee across its postings, with filters and paging. */
export function CandidatesPage({ username }: { username: string }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const candidates = useCandidates(username, filters);
  const jobs = useEmployerJobs(username);
  const postings = (jobs.data ?? []).filter((job) => job.status !== 'DRAFT');
  const change = (next: Partial<CandidateFilters>) => setParams(filtersToParams({ ...filters, page: 1, ...next }));
  const total = candidates.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CANDIDATES_PER_PAGE));

  return (
    <section className="app-page candidates-page" aria-labelledby="candidates-title">
      <PageMeta title="Candidates" noindex />
      <h1 id="candidates-title">Candidates</h1>
      <p className="text-body-secondary">
        Everyone who applied to your postings or whom you invited. Open a candidate to review the resume, like, note and answer them.
      </p>
      <p>
        <ExportApplicantsButton
          username={username}
          jobId={filters.jobId ? Number(filters.jobId) : undefined}
          label={filters.jobId ? "Download this posting's applicants (CSV)" : 'Download all applicants (CSV)'}
        />
      </p>
      <form className="candidates-filters" aria-label="Filter candidates" onSubmit={(event) => event.preventDefault()}>
        <Form.Group controlId="candidates-job">
          <Form.Label>Posting</Form.Label>
          <Form.Select value={filters.jobId} onChange={(event) => change({ jobId: event.target.value })}>
            <option value="">All postings</option>
            {postings.map((job) => (
              <option key={job.id} value={String(job.id)}>
                {job.name ?? positionLabel(job.position)} (#{job.id})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="candidates-review">
          <Form.Label>Review</Form.Label>
          <Form.Select value={filters.review} onChange={(event) => change({ review: event.target.value as CandidateFilters['review'] })}>
            <option value="">New and reviewed</option>
            <option value="new">New</option>
            <option value="reviewed">Reviewed</option>
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="candidates-opinion">
          <Form.Label>Opinion</Form.Label>
          <Form.Select value={filters.opinion} onChange={(event) => change({ opinion: event.target.value as CandidateFilters['opinion'] })}>
            <option value="">Any</option>
            <option value="LIKED">Liked</option>
            <option value="DISLIKED">Disliked</option>
          </Form.Select>
        </Form.Group>
        <Form.Check
          id="candidates-interview"
          className="candidates-filters__check"
          type="checkbox"
          label="With an interview"
          checked={filters.interview}
          onChange={(event) => change({ interview: event.target.checked })}
        />
      </form>

      {candidates.isPending ? <PageLoading label="Loading candidates…" /> : null}
      {candidates.isError ? (
        <div className="alert alert-danger" role="alert">
          {candidates.error instanceof ApiError ? candidates.error.message : 'Could not load your candidates.'}
        </div>
      ) : null}
      {candidates.data ? (
        <p className="text-body-secondary mb-2" role="status">
          {total === 1 ? '1 candidate' : `${total} candidates`}
        </p>
      ) : null}
      {candidates.data && candidates.data.items.length === 0 ? (
        <p className="job-search__empty">
          No candidates match these filters. <Link to="/app/post-job/all">See your postings</Link>
        </p>
      ) : null}
      <ul className="job-search__list" data-testid="candidates">
        {candidates.data?.items.map((candidate) => (
          <CandidateCard key={`${candidate.jobId}-${candidate.username}`} candidate={candidate} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Candidate pages" className="d-flex gap-2 align-items-center">
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={filters.page <= 1}
            onClick={() => setParams(filtersToParams({ ...filters, page: filters.page - 1 }))}
          >
            Previous
          </button>
          <span>
            Page {filters.page} of {pages}
          </span>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={filters.page >= pages}
            onClick={() => setParams(filtersToParams({ ...filters, page: filters.page + 1 }))}
          >
            Next
          </button>
        </nav>
      ) : null}
    </section>
  );
}

function CandidateCard({ candidate }: { candidate: CandidateListItem }) {
  const applied = candidate.kind === 'applicant';
  return (
    <li className="job-card" data-testid="candidate">
      <div className="job-card__main">
        <h2 className="job-card__title h5">
          <Link to={candidatePath(candidate)}>{candidate.name}</Link>
          {applied && candidate.reviewedDate === null ? <span className="badge text-bg-info ms-2">New</span> : null}
          {candidate.isLike ? <span className="badge text-bg-success ms-2">Liked</span> : null}
          {candidate.isDislike ? <span className="badge text-bg-secondary ms-2">Disliked</span> : null}
          {candidate.hasInterview ? <span className="badge text-bg-primary ms-2">Interview</span> : null}
        </h2>
        <p className="job-card__practice">{candidate.jobTitle ?? 'Untitled posting'}</p>
        <p className="job-card__meta">
          <span>{candidate.positionLabel}</span>
          {candidate.rating?.count ? <span>{ratingWords(candidate.rating)}</span> : null}
          <span>{[candidate.city, candidate.state].filter(Boolean).join(', ')}</span>
          <span>
            {applied ? 'Applied' : (INVITATION_LABELS[candidate.invitationStatus ?? ''] ?? 'Invited')} {formatDate(candidate.date)}
          </span>
          {applied && candidate.invitationStatus ? <span>{INVITATION_LABELS[candidate.invitationStatus] ?? ''}</span> : null}
          {candidate.feedback ? <span>Feedback sent {formatDate(candidate.feedback.date)}</span> : null}
        </p>
      </div>
    </li>
  );
}
