import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import type { CurrentUser } from '@chairside/domain/accounts';
import type { CeOverview } from '@chairside/domain/ce-tracker';
import { positionLabel } from '@chairside/domain/positions';
import { failureMessage } from '../../components/form/errors';
import { formatDate } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { addCourseFromEvent, refreshCe, useCeEvents, useCeOverview } from './ce-api';
import { AddCourseForm } from './ce-course-form';
import { CourseList } from './ce-course-list';
import { CycleForm } from './ce-cycle-form';
import { LicenseHoursPanel } from './ce-license-hours';
import { categoryLabel, dayLabel, hoursLabel } from './ce-labels';

const STATUS_TEXT = { met: 'Requirement met', on_track: 'On track', short: 'Behind pace', ended: 'Cycle ended short' } as const;

/** /app/coaching-ces/: My CE's, the continuing-education tracker for a licence renewal. */
export function CeTrackerPage({ user }: { user: CurrentUser }) {
  if (user.role !== 'staff')
    return (
      <section className="app-page">
        <PageMeta title="My CE's" noindex />
        <h1>My CE&apos;s</h1>
        <p>Job seekers keep their continuing-education courses and license renewal here.</p>
      </section>
    );
  return <CeTracker user={user} />;
}

function CeTracker({ user }: { user: CurrentUser }) {
  const overview = useCeOverview(user.username);
  return (
    <section className="app-page ce-page" aria-labelledby="ce-title">
      <PageMeta title="My CE's" noindex />
      <div className="ce-page__head">
        <h1 id="ce-title" className="app-page__title">
          My CE&apos;s
        </h1>
        <Button variant="outline-dark" size="sm" className="ce-page__print d-print-none" onClick={() => window.print()}>
          Print summary
        </Button>
      </div>
      <p className="ce-page__print-only">
        Continuing education summary for {user.name} ({positionLabel(user.position)}), printed {formatDate(new Date(), 'long')}.
      </p>
      {overview.isPending ? <PageLoading label="Loading your courses…" /> : null}
      {overview.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(overview.error)}
        </div>
      ) : null}
      {overview.data ? (
        <>
          <ProgressPanel overview={overview.data} />
          <LicenseHoursPanel licenses={overview.data.licenses} />
          <CycleForm username={user.username} overview={overview.data} />
          <CourseList username={user.username} courses={overview.data.courses} />
          <AddCourseForm username={user.username} />
          <CeEvents username={user.username} />
        </>
      ) : null}
    </section>
  );
}

function ProgressPanel({ overview }: { overview: CeOverview }) {
  const { progress, cycle } = overview;
  if (!progress || !cycle)
    return (
      <section className="app-panel" aria-labelledby="ce-progress">
        <h2 id="ce-progress" className="h5">
          Progress
        </h2>
        <p className="mb-0">Set your license&apos;s renewal cycle below to see your progress toward the hours it requires.</p>
      </section>
    );
  return (
    <section className="app-panel ce-progress" aria-labelledby="ce-progress" data-testid="ce-progress">
      <h2 id="ce-progress" className="h5">
        Progress: {cycle.state} license, {dayLabel(cycle.cycleStart)} to {dayLabel(cycle.cycleEnd)}
      </h2>
      <p className="ce-progress__figures">
        <strong>
          {progress.hoursEarned} of {hoursLabel(progress.hoursRequired)}
        </strong>{' '}
        ({progress.percent}%) · {progress.hoursLeft > 0 ? `${hoursLabel(progress.hoursLeft)} to go` : 'nothing to go'} · {progress.daysLeft} days left ·{' '}
        <span className={`badge ce-progress__status ce-progress__status--${progress.status}`}>{STATUS_TEXT[progress.status]}</span>
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-label="CE hours toward the requirement"
        aria-valuenow={progress.percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar" style={{ width: `${progress.percent}%` }} />
      </div>
      {progress.byCategory.length > 0 ? (
        <ul className="ce-progress__categories">
          {progress.byCategory.map((entry) => (
            <li key={entry.category}>
              {categoryLabel(entry.category)}: {hoursLabel(entry.hours)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** CE events of the events calendar, each added as a course in one step (it counts from its day). */
function CeEvents({ username }: { username: string }) {
  const queries = useQueryClient();
  const events = useCeEvents();
  const [added, setAdded] = useState<Record<number, string>>({});
  if (!events.data || events.data.length === 0) return null;

  async function add(eventId: number, title: string) {
    try {
      await addCourseFromEvent(username, eventId);
      await refreshCe(queries, username);
      setAdded((current) => ({ ...current, [eventId]: `Added “${title}” to your courses.` }));
    } catch (caught) {
      setAdded((current) => ({ ...current, [eventId]: failureMessage(caught) }));
    }
  }

  return (
    <section className="app-panel d-print-none" aria-labelledby="ce-events">
      <h2 id="ce-events" className="h5">
        CE events coming up
      </h2>
      <p>Going to one? Add it to your courses in one step: its hours count from the day it ends.</p>
      <ul className="list-unstyled mb-0 ce-events">
        {events.data.map((event) => (
          <li key={event.id} className="ce-events__item">
            <span>
              <strong>{event.title}</strong> · {formatDate(event.end, 'medium', event.timeZone)} · {hoursLabel(event.ceCredits ?? 0)}
            </span>
            {added[event.id] ? (
              <span role="status">{added[event.id]}</span>
            ) : (
              <Button variant="outline-primary" size="sm" onClick={() => void add(event.id, event.title)} aria-label={`Add to My CE's: ${event.title}`}>
                Add to My CE&apos;s
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
