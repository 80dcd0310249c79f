import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import type { IconDefinition } from '@fortawesome/fontawesome-svg-core';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faBriefcase, faCircleCheck, faFileLines, faTicket, faUserPlus } from '@fortawesome/free-solid-svg-icons';
import type { ProfileGapKey } from '@chairside/domain/employer-profile';
import { PageLoading } from '../../components/page-loading';
import { useEmployerDashboard } from './employer-api';
import { CreditBalance } from '../commerce/public-api';
import { failureMessage } from '../../components/form/errors';

export const EMPLOYER_PROFILE_PATH = '/app/employer-profile';

/** Where each profile gap is fixed: the panel of the employer profile screen. */
export const GAP_TARGETS: Record<ProfileGapKey, string> = {
  about: `${EMPLOYER_PROFILE_PATH}#practice`,
  empType: `${EMPLOYER_PROFILE_PATH}#practice`,
  technologies: `${EMPLOYER_PROFILE_PATH}#practice`,
  contactInfo: `${EMPLOYER_PROFILE_PATH}#contact-info`,
  office: `${EMPLOYER_PROFILE_PATH}#offices`,
  officeHours: `${EMPLOYER_PROFILE_PATH}#offices`,
  officePhotos: `${EMPLOYER_PROFILE_PATH}#offices`,
  public: `${EMPLOYER_PROFILE_PATH}#public-profile`,
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function StatCard({ title, value, to, icon, children }: { title: string; value: number; to: string; icon: IconDefinition; children: ReactNode }) {
  return (
    <article className="dashboard-card stat-card">
      <span className="dashboard-card__icon">
        <FontAwesomeIcon icon={icon} aria-hidden="true" />
      </span>
      <div>
        <h2 className="dashboard-card__title">
          <Link to={to} className="stretched-link">
            <span className="stat-card__value">{value}</span> {title}
          </Link>
        </h2>
        <p className="dashboard-card__text">{children}</p>
      </div>
    </article>
  );
}

/** The employer's dashboard: postings, applicants, free slots, credits and what the profile still lacks. */
export function EmployerDashboardCards({ username }: { username: string }) {
  const dashboard = useEmployerDashboard(username);
  if (dashboard.isPending) return <PageLoading label="Loading your dashboard…" />;
  if (dashboard.isError)
    return (
      <Alert variant="danger" role="alert">
        {failureMessage(dashboard.error)}
      </Alert>
    );
  const data = dashboard.data;
  return (
    <>
      <div className="dashboard-cards dashboard-cards--stats">
        <StatCard title="Active postings" value={data.activePostings} to="/app/post-job/all" icon={faBriefcase}>
          {data.expiringSoon > 0 ? `${plural(data.expiringSoon, 'posting')} expiring within 7 days.` : 'Live on the job search now.'}
          {data.filledPostings > 0 ? ` ${data.filledPostings} filled.` : ''}
        </StatCard>
        <StatCard title="New applicants" value={data.newApplicants} to="/app/job-application/all?review=new" icon={faUserPlus}>
          {data.newApplicants > 0 ? 'Candidates waiting for your review.' : 'No new applicants yet.'}
        </StatCard>
        <StatCard title={data.freeSlots === 1 ? 'Free job slot' : 'Free job slots'} value={data.freeSlots} to="/app/post-job/select-product/" icon={faTicket}>
          {data.freeSlots > 0
            ? `Post a job now${data.freeSubscriptionSlots > 0 ? ` (${plural(data.freeSubscriptionSlots, 'subscription slot')})` : ''}.`
            : 'Buy a posting or a subscription to publish.'}
        </StatCard>
        <StatCard
          title={data.draftPostings === 1 ? 'Draft' : 'Drafts'}
          value={data.draftPostings}
          to={data.creditPostings > 0 ? '/app/post-job/all?credit=1' : '/app/post-job/all'}
          icon={faFileLines}
        >
          {data.creditPostings > 0 ? `${plural(data.creditPostings, 'prepaid posting')} waiting to be written.` : 'Postings you have not published yet.'}
        </StatCard>
      </div>
      <div className="dashboard-credits">
        <CreditBalance username={username} />
      </div>
      <section className="app-panel profile-gaps" aria-labelledby="profile-gaps-title">
        <h2 className="employer-panel__title" id="profile-gaps-title">
          {data.profileGaps.length === 0 ? 'Your practice profile is complete' : 'Complete your practice profile'}
        </h2>
        {data.profileGaps.length === 0 ? (
          <p className="mb-0">
            <FontAwesomeIcon icon={faCircleCheck} aria-hidden="true" className="me-2 text-success" />
            Candidates see everything about your practice. <Link to={EMPLOYER_PROFILE_PATH}>See your profile</Link>
          </p>
        ) : (
          <>
            <p className="employer-panel__lead">Complete profiles get more applicants. Still to do:</p>
            <ul className="profile-gaps__list">
              {data.profileGaps.map((gap) => (
                <li key={gap.key}>
                  <Link to={GAP_TARGETS[gap.key as ProfileGapKey] ?? EMPLOYER_PROFILE_PATH}>{gap.label}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
