import { Link } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';
import { ASSESSMENT_STATUS_LABELS, ASSESSMENT_TITLES, type AssessmentKind, type AssessmentStatus } from '@chairside/domain/assessments/catalog';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { formatDate } from '../../lib/dates';
import { useAssessment, useAssessmentOverview, useItemList } from './assessments-api';
import { RESULTS_PATH, TAKE_PATH } from './assessment-slugs';
import { LoadFailure } from './take-pages';

const STATUS_CLASS: Record<AssessmentStatus, string> = { NOT_STARTED: 'text-bg-light', IN_PROGRESS: 'text-bg-warning', DONE: 'text-bg-success' };

type Card = { kind: AssessmentKind; status: AssessmentStatus; completedDate: string | null; progressDate: string | null; take: string; results: string | null };

function AssessmentCard({ card, title, summary }: { card: Card; title?: string; summary?: string }) {
  const text = ASSESSMENT_TITLES[card.kind];
  const headingId = `assessment-${card.kind}-title`;
  return (
    <li className="assessment-card app-panel" aria-labelledby={headingId} data-testid={`assessment-${card.kind}`}>
      <div className="assessment-card__head">
        <h2 className="h5 mb-0" id={headingId}>
          {title ?? text.title}
        </h2>
        <span className={`badge ${STATUS_CLASS[card.status]}`} data-testid="assessment-status">
          {ASSESSMENT_STATUS_LABELS[card.status]}
        </span>
      </div>
      <p className="mb-2">{summary ?? text.summary}</p>
      <p className="form-text mb-2">
        {card.status === 'DONE' && card.completedDate ? `Completed ${formatDate(card.completedDate)}` : null}
        {card.status === 'IN_PROGRESS' && card.progressDate ? `Saved ${formatDate(card.progressDate)}` : null}
        {card.status === 'NOT_STARTED' ? `About ${text.minutes} minutes` : null}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Link className={`btn btn-sm ${card.status === 'DONE' ? 'btn-outline-primary' : 'btn-primary'}`} to={card.take} aria-describedby={headingId}>
          {card.status === 'NOT_STARTED' ? 'Start' : card.status === 'IN_PROGRESS' ? 'Continue' : 'Take again'}
        </Link>
        {card.results && card.completedDate ? (
          <Link className="btn btn-sm btn-outline-secondary" to={card.results} aria-describedby={headingId}>
            See results
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** /app/assessments: every assessment with its state (not started, in progress, done, with the date). */
export function AssessmentsOverview({ user }: { user: CurrentUser }) {
  return user.role === 'employer' ? <EmployerOverview user={user} /> : <StaffOverview user={user} />;
}

function StaffOverview({ user }: { user: CurrentUser }) {
  const overview = useAssessmentOverview(user.username);
  return (
    <section className="app-page assessments-page" aria-labelledby="assessments-title">
      <PageMeta title="Assessments" noindex />
      <h1 className="app-page__title" id="assessments-title">
        Assessments
      </h1>
      <p className="app-page__subtitle">
        Free, and part of your resume completeness score. Practices that can see your resume see your results (never your job satisfaction), with how well your
        culture fits theirs.
      </p>
      {overview.isPending ? <PageLoading label="Loading your assessments…" /> : null}
      {overview.isError ? <LoadFailure error={overview.error} /> : null}
      {overview.data ? (
        <ul className="assessment-cards">
          {overview.data.map((row) => {
            const kind = row.kind as Exclude<AssessmentKind, 'culture-employer'>;
            return <AssessmentCard key={kind} card={{ ...row, kind, take: TAKE_PATH[kind], results: RESULTS_PATH[kind] }} />;
          })}
          <AssessmentCard
            card={{
              kind: 'skills',
              status: overview.data.find((row) => row.kind === 'skills')?.status ?? 'NOT_STARTED',
              completedDate: null,
              progressDate: null,
              take: '/app/assessments/technology',
              results: null,
            }}
            title="Technology"
            summary="The practice software and equipment you know (part of your skills assessment)."
          />
        </ul>
      ) : null}
    </section>
  );
}

function EmployerOverview({ user }: { user: CurrentUser }) {
  const culture = useAssessment(user.username, 'culture-employer');
  const technology = useItemList<{ score: number }>('skills-employer');
  const used = technology.data?.items.filter((entry) => entry.score === 1).length ?? 0;
  return (
    <section className="app-page assessments-page" aria-labelledby="assessments-title">
      <PageMeta title="Assessments" noindex />
      <h1 className="app-page__title" id="assessments-title">
        Assessments
      </h1>
      <p className="app-page__subtitle">Describe your practice once; every candidate review then shows how well a candidate’s culture fits yours.</p>
      {culture.isPending ? <PageLoading label="Loading…" /> : null}
      {culture.isError ? <LoadFailure error={culture.error} /> : null}
      {culture.data ? (
        <ul className="assessment-cards">
          <AssessmentCard
            card={{
              kind: 'culture-employer',
              status: culture.data.status,
              completedDate: culture.data.completedDate,
              progressDate: culture.data.progressDate,
              take: '/app/assessments/culture-q',
              results: RESULTS_PATH['culture-employer'],
            }}
          />
          <AssessmentCard
            card={{
              kind: 'skills',
              status: used > 0 ? 'DONE' : 'NOT_STARTED',
              completedDate: null,
              progressDate: null,
              take: '/app/assessments/technology',
              results: null,
            }}
            title="Technology"
            summary={used > 0 ? `Your practice uses ${used} of the listed technologies.` : 'The practice software and equipment your team uses.'}
          />
        </ul>
      ) : null}
    </section>
  );
}
