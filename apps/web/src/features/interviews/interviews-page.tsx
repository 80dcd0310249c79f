import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@chairside/domain/accounts';
import { groupInterviewsByDay, type Interview } from '@chairside/domain/hiring';
import { api, ApiError } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';

export const interviewsKey = (username: string) => ['interviews', username] as const;

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const DAY_HEADING = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** /app/interviews: the job seeker's interviews or those of the practice's postings, by day. */
export function InterviewsPage({ user }: { user: CurrentUser }) {
  const zone = timeZone();
  const interviews = useQuery({
    queryKey: interviewsKey(user.username),
    queryFn: ({ signal }) => api.get<Interview[]>(`/users/${encodeURIComponent(user.username)}/interviews?date=all&tz=${encodeURIComponent(zone)}`, signal),
  });
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone });
  const days = groupInterviewsByDay(interviews.data ?? [], zone);
  const employer = user.role === 'employer';

  return (
    <section className="app-page interviews-page" aria-labelledby="interviews-title">
      <PageMeta title="Interviews" noindex />
      <h1 id="interviews-title">Interviews</h1>
      {interviews.isPending ? <PageLoading label="Loading your interviews…" /> : null}
      {interviews.isError ? (
        <div className="alert alert-danger" role="alert">
          {interviews.error instanceof ApiError ? interviews.error.message : 'Could not load your interviews.'}
        </div>
      ) : null}
      {interviews.data && days.length === 0 ? (
        <p className="job-search__empty">
          No interviews yet.{' '}
          {employer ? 'Propose one to an applicant from a job’s summary.' : <Link to="/app/job-application/all">See your applications</Link>}
        </p>
      ) : null}
      {days.map((day) => (
        <section key={day.date} className="interviews-page__day" aria-labelledby={`day-${day.date}`}>
          <h2 className="interviews-page__heading" id={`day-${day.date}`}>
            {DAY_HEADING.format(new Date(`${day.date}T00:00:00Z`))}
          </h2>
          <ul className="job-search__list">
            {day.interviews.map((interview) => (
              <li key={interview.id} className={`job-card${interview.status === 'CANCELED' ? ' job-card--canceled' : ''}`} data-testid="interview">
                <div className="job-card__main">
                  <h3 className="job-card__title">
                    {time.format(new Date(interview.interviewDate))} · {interview.typeLabel}
                  </h3>
                  <p className="job-card__practice">
                    {employer ? `With ${interview.name} (${interview.positionLabel})` : `With ${interview.practice.name}`}
                  </p>
                  <p className="job-card__meta">
                    <span>{interview.jobTitle ?? 'Job'}</span>
                    <span>{interview.durationMinutes} minutes</span>
                    {interview.location ? <span>{interview.location}</span> : null}
                    <span className={`badge ${interview.status === 'CANCELED' ? 'text-bg-secondary' : interview.status === 'CONFIRMED' ? 'text-bg-success' : 'text-bg-info'}`}>
                      {interview.status === 'CANCELED' ? 'Cancelled' : interview.status === 'CONFIRMED' ? 'Confirmed' : 'Proposed'}
                    </span>
                  </p>
                  {interview.notes ? <p className="applications-page__message">{interview.notes}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
