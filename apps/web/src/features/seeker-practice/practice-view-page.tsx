import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@chairside/domain/accounts';
import type { Organization } from '@chairside/domain/job-directories';
import { ApiError, api } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { AppNotFound } from '../../components/app-navigation/app-not-found';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const appJobPath = (jobId: number) => `/app/search-jobs/post-job/${jobId}`;

/** GET users/{id}/employer/{username}: a public practice, or a private one the job seeker applied to or was invited by. */
function usePracticeForSeeker(seeker: string, practice: string, enabled: boolean) {
  return useQuery({
    queryKey: ['practice-for-seeker', seeker, practice],
    queryFn: ({ signal }) => api.get<Organization>(`/users/${encodeURIComponent(seeker)}/employer/${encodeURIComponent(practice)}`, signal),
    enabled,
    // A practice that is not open to this job seeker (404) stays so: no retries.
    retry: (count, error) => !(error instanceof ApiError && error.status !== null && error.status < 500) && count < 2,
  });
}

/**
 * /app/employers/{username}: a practice as a signed-in job seeker sees it (from a job or an
 * application): what it is, its open jobs (opening in the app), its technology and offices.
 */
export function PracticeViewPage({ user }: { user: CurrentUser }) {
  const { username = '' } = useParams();
  const practice = usePracticeForSeeker(user.username, username, user.role === 'staff');
  if (user.role !== 'staff') return <AppNotFound />;
  if (practice.isPending) return <PageLoading label="Loading the practice…" />;
  if (practice.isError)
    return (
      <section className="app-page" aria-labelledby="practice-view-title">
        <PageMeta title="Practice" noindex />
        <h1 className="app-page__title" id="practice-view-title">
          Practice
        </h1>
        <div className="alert alert-warning" role="alert">
          {practice.error instanceof ApiError && practice.error.status === 404
            ? 'This practice’s profile is not open to you: practices that keep theirs private show it to the people who applied or whom they invited.'
            : 'Could not load this practice. Please try again.'}
        </div>
        <Link to="/app/search-jobs" className="btn btn-primary">
          Search jobs
        </Link>
      </section>
    );
  return <PracticeView organization={practice.data} />;
}

function PracticeView({ organization }: { organization: Organization }) {
  const facts = [
    organization.empTypeLabel,
    organization.jobs.length === 1 ? '1 open job' : `${organization.jobs.length} open jobs`,
    organization.responseTime?.label,
  ].filter(Boolean);
  return (
    <article className="app-page practice-view" aria-labelledby="practice-view-title">
      <PageMeta title={organization.name} noindex />
      <button type="button" className="btn btn-link px-0 mb-2" onClick={() => window.history.back()}>
        ← Back
      </button>
      <h1 className="app-page__title" id="practice-view-title">
        {organization.name}
      </h1>
      <p className="app-page__subtitle">
        {facts.join(' · ')}
        {organization.website ? (
          <>
            {' · '}
            <a href={organization.website} rel="ugc nofollow noopener" target="_blank">
              Website<span className="visually-hidden"> of {organization.name} (opens in a new tab)</span>
            </a>
          </>
        ) : null}
      </p>
      {organization.about ? (
        <section className="app-panel mb-3" aria-labelledby="practice-view-about">
          <h2 className="h5" id="practice-view-about">
            About the practice
          </h2>
          <p className="mb-0 practice-view__about">{organization.about}</p>
        </section>
      ) : null}
      <section className="app-panel mb-3" aria-labelledby="practice-view-jobs">
        <h2 className="h5" id="practice-view-jobs">
          Open jobs
        </h2>
        {organization.jobs.length === 0 ? (
          <p className="mb-0">No open jobs right now.</p>
        ) : (
          <ul className="list-unstyled mb-0" data-testid="practice-jobs">
            {organization.jobs.map((job) => (
              <li key={job.id} className="mb-2">
                <Link to={appJobPath(job.id)}>{job.title}</Link>
                <span className="text-body-secondary"> · {[job.city, job.state].filter(Boolean).join(', ')}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {organization.technologies.length > 0 ? (
        <section className="app-panel mb-3" aria-labelledby="practice-view-technology">
          <h2 className="h5" id="practice-view-technology">
            Technology
          </h2>
          <ul className="public-job__tags mb-0">
            {organization.technologies.map((name) => (
              <li key={name} className="public-job__tag">
                {name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {organization.offices.length > 0 ? (
        <section className="app-panel mb-3" aria-labelledby="practice-view-offices">
          <h2 className="h5" id="practice-view-offices">
            {organization.offices.length === 1 ? 'Office' : 'Offices'}
          </h2>
          <ul className="list-unstyled mb-0">
            {organization.offices.map((office, index) => (
              <li key={`${office.name}-${index}`} className="mb-3">
                <h3 className="h6 mb-1">{office.name}</h3>
                <address className="mb-0">
                  {office.address}
                  {office.address2 ? `, ${office.address2}` : ''}
                  <br />
                  {office.city}, {office.state} {office.zip}
                  {office.phone ? (
                    <>
                      <br />
                      <a href={telHref(office.phone)}>{office.phone}</a>
                    </>
                  ) : null}
                </address>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
