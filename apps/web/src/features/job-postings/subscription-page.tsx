import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { formatDay } from './job-format';
import { summaryPath } from './job-edit-page';
import { messageOf, useEmployerJobs, useJobSlots } from './job-postings-api';
import { BUY_POSTINGS_PATH, slotJobPath } from './post-job-chooser';
import { jobTitle } from './job-status-actions';

/**
 * /app/subscription: the practice's subscription slots (JOBSUB), until when each runs and which
 * posting it carries. Orders and renewals arrive with purchases.
 */
export function SubscriptionPage({ username }: { username: string }) {
  const slots = useJobSlots(username);
  const jobs = useEmployerJobs(username);
  const subscriptionSlots = (slots.data ?? []).filter((slot) => slot.product === 'JOBSUB').sort((a, b) => a.slotId - b.slotId);

  return (
    <section className="app-page app-page--narrow" aria-labelledby="subscription-title">
      <PageMeta title="Subscription" noindex />
      <h1 className="app-page__title" id="subscription-title">
        Subscription
      </h1>
      <p className="app-page__subtitle">A subscription slot keeps one posting live while the subscription lasts. Fill or close it to post another.</p>
      {slots.isPending || jobs.isPending ? (
        <PageLoading label="Loading your subscription…" />
      ) : slots.isError || jobs.isError ? (
        <Alert variant="danger" role="alert">
          {messageOf(slots.error ?? jobs.error)}
        </Alert>
      ) : subscriptionSlots.length === 0 ? (
        <div className="app-panel">
          <p>You have no subscription. A subscription keeps your postings live for 12 months.</p>
          <Link to={BUY_POSTINGS_PATH} className="btn btn-primary">
            See subscriptions
          </Link>
        </div>
      ) : (
        <ul className="subscription-slots">
          {subscriptionSlots.map((slot) => {
            const job = (jobs.data ?? []).find((candidate) => candidate.id === slot.activeJobId);
            return (
              <li key={slot.slotId} className="app-panel subscription-slot">
                <div>
                  <h2 className="job-form__title mb-1">Subscription slot #{slot.slotId}</h2>
                  <p className="mb-0 text-body-secondary">Runs until {formatDay(slot.expiresAt)}</p>
                </div>
                {job ? (
                  <p className="mb-0">
                    Carries <Link to={summaryPath(job.id)}>{jobTitle(job)}</Link>
                  </p>
                ) : (
                  <Link to={slotJobPath(slot.slotId)} className="btn btn-primary">
                    Post a job in this slot
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
