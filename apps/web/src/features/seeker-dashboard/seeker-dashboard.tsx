import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@chairside/domain/accounts';
import { applicationStageLabel } from '@chairside/domain/application-stage';
import type { Application, Interview } from '@chairside/domain/hiring';
import { formatInZone } from '@chairside/domain/time-zones';
import { api } from '../../lib/api-client';
import { formatDate, readerTimeZone } from '../../lib/dates';
import { searchJobsPath } from '../../components/app-navigation/menus';
import { APPLICATIONS_PATH, useApplications, useInvitations, InvitationCard } from '../applications/public-api';
import { SAVED_JOBS_PATH, useSavedJobs, savedJobLink } from '../saved-jobs/public-api';

const RECENT = 5;
const jobLink = (job: Application['job']) => `/app/search-jobs/post-job/${job.id}/${encodeURIComponent(job.slug)}`;

/** The job seeker's upcoming interviews (from now, not cancelled), soonest first. */
function useUpcomingInterviews(username: string) {
  return useQuery({
    queryKey: ['interviews', username, 'upcoming'],
    queryFn: ({ signal }) =>
      api.get<Interview[]>(`/users/${encodeURIComponent(username)}/interviews?date=upcoming&tz=${encodeURIComponent(readerTimeZone())}`, signal),
  });
}

type SectionState = { isPending: boolean; isError: boolean; refetch: () => unknown };

/** One panel of the dashboard with its loading, failure and empty states. */
function DashboardSection({
  id,
  title,
  link,
  state,
  isEmpty,
  empty,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
  state: SectionState;
  isEmpty: boolean;
  empty: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={`app-panel dashboard-section${wide ? ' seeker-dashboard__wide' : ''}`}
      aria-labelledby={id}
      aria-busy={state.isPending}
      data-testid={id}
    >
      <div className="dashboard-section__head">
        <h2 className="dashboard-section__title" id={id}>
          {title}
        </h2>
        {link ? <Link to={link.to}>{link.label}</Link> : null}
      </div>
      {state.isPending ? (
        <div className="placeholder-glow">
          <span className="visually-hidden">Loading</span>
          <span className="placeholder col-8 mb-2" />
          <span className="placeholder col-5" />
        </div>
      ) : state.isError ? (
        <p className="dashboard-section__empty">
          Could not load this.{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void state.refetch()}>
            Try again
          </button>
        </p>
      ) : isEmpty ? (
        <div className="dashboard-section__empty">{empty}</div>
      ) : (
        children
      )}
    </section>
  );
}

/** The job seeker's dashboard: what needs them now, then what they are following. */
export function SeekerDashboard({ user }: { user: CurrentUser }) {
  const invitations = useInvitations(user.username);
  const interviews = useUpcomingInterviews(user.username);
  const applications = useApplications(user.username);
  const saved = useSavedJobs(user.username);
  const search = searchJobsPath(user.position, user.zip);
  const pending = invitations.data?.filter((invitation) => invitation.status === 'PENDING') ?? [];

  return (
    <div className="seeker-dashboard">
      <DashboardSection
        id="dashboard-invitations"
        title={pending.length > 0 ? `Invitations to apply (${pending.length})` : 'Invitations to apply'}
        link={{ to: APPLICATIONS_PATH, label: 'All invitations' }}
        state={invitations}
        isEmpty={pending.length === 0}
        empty="No invitations waiting for you."
        wide
      >
        <ul className="job-search__list" data-testid="invitations">
          {pending.map((invitation) => (
            <InvitationCard key={invitation.invitationId} user={user} invitation={invitation} />
          ))}
        </ul>
      </DashboardSection>
      <DashboardSection
        id="dashboard-interviews"
        title="Upcoming interviews"
        link={{ to: '/app/interviews', label: 'All interviews' }}
        state={interviews}
        isEmpty={(interviews.data?.length ?? 0) === 0}
        empty="No interviews planned. Practices propose them after you apply."
      >
        <ul className="dashboard-list">
          {interviews.data?.slice(0, RECENT).map((interview) => (
            <li key={interview.id} className="dashboard-list__item" data-testid="dashboard-interview">
              <p className="dashboard-list__title">
                <Link to={`/app/interviews#interview-${interview.id}`}>{formatInZone(interview.interviewDate, interview.timeZone)}</Link>
              </p>
              <p className="dashboard-list__meta">
                <span>{interview.typeLabel}</span>
                <span>{interview.jobTitle ?? interview.positionLabel}</span>
                <span>{interview.practice?.name ?? 'Confidential dental practice'}</span>
              </p>
            </li>
          ))}
        </ul>
      </DashboardSection>
      <DashboardSection
        id="dashboard-applications"
        title="Recent applications"
        link={{ to: APPLICATIONS_PATH, label: 'All applications' }}
        state={applications}
        isEmpty={(applications.data?.length ?? 0) === 0}
        empty={
          <>
            You have not applied to any job yet. <Link to={search}>Search jobs</Link>
          </>
        }
      >
        <ul className="dashboard-list">
          {applications.data?.slice(0, RECENT).map((application) => (
            <li key={application.applicationId} className="dashboard-list__item" data-testid="dashboard-application">
              <p className="dashboard-list__title">
                <Link to={jobLink(application.job)}>{application.job.name ?? application.job.positionLabel}</Link>
              </p>
              <p className="dashboard-list__meta">
                <span>{application.job.practice?.name ?? 'Confidential dental practice'}</span>
                <span>Applied {formatDate(application.appliedDate)}</span>
                <span className="fw-semibold text-body">
                  {applicationStageLabel({ stage: application.stage, date: application.stageDate }, (value) => formatDate(value))}
                </span>
                {application.job.isLive ? null : <span>Job {application.job.displayStatus?.toLowerCase() ?? 'closed'}</span>}
              </p>
            </li>
          ))}
        </ul>
      </DashboardSection>
      <DashboardSection
        id="dashboard-saved-jobs"
        title="Saved jobs"
        link={{ to: SAVED_JOBS_PATH, label: 'All saved jobs' }}
        state={saved}
        isEmpty={(saved.data?.length ?? 0) === 0}
        empty={
          <>
            Press Save on a job to keep it here. <Link to={search}>Search jobs</Link>
          </>
        }
      >
        <ul className="dashboard-list">
          {saved.data?.slice(0, RECENT).map((item) => (
            <li key={item.jobId} className="dashboard-list__item" data-testid="dashboard-saved-job">
              <p className="dashboard-list__title">
                <Link to={savedJobLink(item)}>{item.job.name ?? item.job.positionLabel}</Link>
              </p>
              <p className="dashboard-list__meta">
                <span>{[item.job.city, item.job.state].filter(Boolean).join(', ')}</span>
                <span>{item.job.isLive ? `Saved ${formatDate(item.savedDate)}` : (item.job.displayStatus ?? 'Closed')}</span>
              </p>
            </li>
          ))}
        </ul>
      </DashboardSection>
    </div>
  );
}
