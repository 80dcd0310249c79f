import { useState } from 'react';
import { Link, useParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { MatchedCandidate } from '@chairside/domain/match-criteria';
import { milesText } from '@chairside/domain/distance-words';
import { ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { useEmployerJob, JobNotFound, jobTitle } from '../postings/public-api';
import { MatchBreakdown, MatchPercent } from './match-breakdown';
import { CultureFitBadge } from '../assessments/public-api';
import { matchCriteriaPath, useApplicantMatches, useMatchCriteria, useResumeMatches } from './matching-api';
import { failureMessage } from '../../components/form/errors';
import { SelectField } from '../../components/form/plain-fields';
import { publicProfilePath } from '../../lib/site-paths';

const PAGE = 25;
const SORTS = { match: 'Best match', distance: 'Nearest first' } as const;
type Sort = keyof typeof SORTS;
const SORT_OPTIONS = Object.entries(SORTS).map(([value, label]) => ({ value, label }));

/** Best match first (the server's order), or nearest first. */
function sorted<T extends MatchedCandidate>(list: T[], sort: Sort): T[] {
  if (sort === 'match') return list;
  return [...list].sort((a, b) => (a.distanceMiles ?? Number.POSITIVE_INFINITY) - (b.distanceMiles ?? Number.POSITIVE_INFINITY));
}

/** /app/post-job/matches/{jobId}: the posting's applicants and the public resumes near it, each with the match. */
export function MatchesPage({ username }: { username: string }) {
  const raw = useParams().jobId;
  const jobId = /^\d{1,15}$/.test(raw ?? '') ? Number(raw) : null;
  const job = useEmployerJob(username, jobId);
  const criteria = useMatchCriteria(jobId);
  const [sort, setSort] = useState<Sort>('match');

  if (jobId === null) return <JobNotFound />;
  if (job.isPending || criteria.isPending) return <PageLoading label="Loading the matches…" />;
  if (job.error || criteria.error) {
    const failure = job.error ?? criteria.error;
    if (failure instanceof ApiError && failure.status === 404) return <JobNotFound />;
    return (
      <section className="app-page">
        <Alert variant="danger" role="alert">
          {failureMessage(failure)}
        </Alert>
      </section>
    );
  }
  if (!job.data) return <JobNotFound />;
  const title = jobTitle(job.data);
  const hasCriteria = criteria.data.criteria !== null;

  return (
    <section className="app-page matches-page" aria-labelledby="matches-title">
      <PageMeta title={`${title}: matches`} noindex />
      <div className="job-page-head">
        <div>
          <p className="job-page-head__crumb">
            <Link to={`/app/post-job/summary/${jobId}`}>{title}</Link>
          </p>
          <h1 className="app-page__title" id="matches-title">
            Matches
          </h1>
          <p className="app-page__subtitle">Candidates scored against this posting's match criteria.</p>
        </div>
        <div className="job-page-head__actions">
          <Link to={matchCriteriaPath(jobId)} className="btn btn-outline-primary">
            {hasCriteria ? 'Edit match criteria' : 'Set match criteria'}
          </Link>
        </div>
      </div>
      {hasCriteria ? null : (
        <Alert variant="info" className="py-2">
          This posting has no match criteria yet, so candidates are listed nearest first without a score.{' '}
          <Link to={matchCriteriaPath(jobId)} className="alert-link">
            Set match criteria
          </Link>
          .
        </Alert>
      )}
      {/* The order applies at once: the lists' view, not a form. */}
      <SelectField
        id="matches-sort"
        name="sort"
        label="Sort"
        className="matches-page__sort mb-3"
        options={SORT_OPTIONS}
        value={sort}
        onValueChange={(value) => setSort(value as Sort)}
      />
      <ApplicantMatches username={username} jobId={jobId} sort={sort} />
      <ResumeMatches jobId={jobId} sort={sort} />
    </section>
  );
}

function ApplicantMatches({ username, jobId, sort }: { username: string; jobId: number; sort: Sort }) {
  const matches = useApplicantMatches(username, jobId);
  return (
    <section className="app-panel job-summary__panel mb-3" aria-labelledby="applicant-matches-title">
      <h2 className="job-form__title" id="applicant-matches-title">
        Applicants
      </h2>
      {matches.isPending ? <p className="text-body-secondary">Loading applicants…</p> : null}
      {matches.isError ? (
        <Alert variant="danger" role="alert">
          {failureMessage(matches.error)}
        </Alert>
      ) : null}
      {matches.data?.length === 0 ? <p className="text-body-secondary mb-0">No applicants yet.</p> : null}
      <ul className="list-unstyled mb-0" data-testid="applicant-matches">
        {matches.data
          ? sorted(matches.data, sort).map((candidate) => (
              <CandidateRow key={candidate.username} candidate={candidate} link={`/app/job-application/${jobId}/${encodeURIComponent(candidate.username)}`} />
            ))
          : null}
      </ul>
    </section>
  );
}

function ResumeMatches({ jobId, sort }: { jobId: number; sort: Sort }) {
  const [limit, setLimit] = useState(PAGE);
  const matches = useResumeMatches(jobId, limit);
  return (
    <section className="app-panel job-summary__panel" aria-labelledby="resume-matches-title">
      <h2 className="job-form__title" id="resume-matches-title">
        Candidates near you
      </h2>
      <p className="text-body-secondary small">Public resumes for this position nearby, and people willing to relocate.</p>
      {matches.isPending ? <p className="text-body-secondary">Loading candidates…</p> : null}
      {matches.isError ? (
        <Alert variant="danger" role="alert">
          {failureMessage(matches.error)}
        </Alert>
      ) : null}
      {matches.data?.length === 0 ? <p className="text-body-secondary mb-0">No public resumes match this posting's place and position yet.</p> : null}
      <ul className="list-unstyled mb-0" data-testid="resume-matches">
        {matches.data
          ? sorted(matches.data, sort).map((candidate) => (
              <CandidateRow key={candidate.username} candidate={candidate} link={publicProfilePath(candidate.username)} />
            ))
          : null}
      </ul>
      {matches.data && matches.data.length === limit && limit < 100 ? (
        <Button variant="outline-primary" className="mt-3" onClick={() => setLimit((current) => Math.min(100, current + PAGE))}>
          Show more
        </Button>
      ) : null}
    </section>
  );
}

function CandidateRow({ candidate, link }: { candidate: MatchedCandidate; link: string }) {
  const [open, setOpen] = useState(false);
  const place = [candidate.city, candidate.state].filter(Boolean).join(', ');
  const breakdownId = `breakdown-${candidate.username}`;
  return (
    <li className="job-card" data-testid="match-candidate">
      <div className="job-card__main">
        <h3 className="job-card__title d-flex flex-wrap gap-2 align-items-center">
          <Link to={link}>{candidate.name}</Link>
          {candidate.match ? <MatchPercent match={candidate.match} /> : null}
          <CultureFitBadge candidate={candidate.username} />
        </h3>
        <p className="job-card__meta">
          {place ? <span>{place}</span> : null}
          {candidate.distanceMiles !== null ? <span>{milesText(candidate.distanceMiles)} away</span> : null}
          {candidate.experience !== null ? <span>{candidate.experience} years of experience</span> : null}
          {candidate.isRelocate ? <span>Willing to relocate</span> : null}
        </p>
        {candidate.match ? (
          <>
            <Button size="sm" variant="outline-secondary" aria-expanded={open} aria-controls={breakdownId} onClick={() => setOpen(!open)}>
              {open ? 'Hide breakdown' : 'Show breakdown'}
            </Button>
            {open ? (
              <div id={breakdownId} className="mt-2">
                <MatchBreakdown match={candidate.match} />
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </li>
  );
}
