import '../../styles/signed-links.css';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PageLoading } from '../../components/page-loading';
import { formatDate } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { loginPathFor } from '../../lib/redirect-path';
// The resume's read-only view is the resume feature's one shared piece (presentation only).
import { ResumeView } from '../resume-profile/public-api';
import { LinkProblem } from '../../components/link-problem';
import { fetchSignedApplicant, signedLinkKey } from './signed-links-api';

/** /applicant/{token}: from the 'new applicant' email, the applicant's resume for that posting, signed out. */
export function ApplicantLinkPage() {
  const token = useParams().token ?? '';
  const answer = useQuery({ queryKey: signedLinkKey('applicant', token), queryFn: ({ signal }) => fetchSignedApplicant(token, signal), retry: false });

  if (answer.isPending) return <PageLoading label="Loading the applicant…" />;
  if (answer.isError) return <LinkProblem error={answer.error} signInPath={loginPathFor('/app/job-application/all')} onRetry={() => void answer.refetch()} />;

  const { applicant, expiresAt } = answer.data;
  const reviewPath = loginPathFor(`/app/job-application/${applicant.jobId}/${applicant.username}`);
  return (
    <article className="signed-link container-xl" aria-labelledby="applicant-title">
      <PageMeta title={`Applicant: ${applicant.name}`} noindex />
      <p className="signed-link__eyebrow">New applicant</p>
      <h1 id="applicant-title">
        {applicant.name} applied to {applicant.jobTitle ?? 'your posting'}
      </h1>
      <dl className="signed-link__facts">
        <dt>Applied</dt>
        <dd>{formatDate(applicant.appliedDate, 'long')}</dd>
        <dt>Position</dt>
        <dd>{applicant.positionLabel}</dd>
        {applicant.city ? (
          <>
            <dt>Lives in</dt>
            <dd>{[applicant.city, applicant.state].filter(Boolean).join(', ')}</dd>
          </>
        ) : null}
        <dt>Profile</dt>
        <dd>{applicant.completeness}% complete</dd>
      </dl>
      {applicant.message ? (
        <section aria-labelledby="applicant-message">
          <h2 id="applicant-message" className="h5">
            Their message
          </h2>
          <p className="signed-link__message">{applicant.message}</p>
        </section>
      ) : null}
      <div className="signed-link__panel">
        <p className="mb-2">Sign in to like or dislike this applicant, send feedback, message them or propose an interview.</p>
        <Link to={reviewPath} className="btn btn-primary">
          Sign in to review
        </Link>
        <p className="signed-link__note mt-2 mb-0">This link works without signing in until {formatDate(expiresAt, 'long')}. Do not forward it.</p>
      </div>
      <ResumeView profile={applicant.profile} />
    </article>
  );
}
