import { Link, Navigate, Route, Routes } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';
import { PageMeta } from '../../lib/page-meta';
import { JobEditPage } from '../job-postings/job-edit-page';
import { JobListPage } from '../job-postings/job-list-page';
import { JobSummaryPage } from '../job-postings/job-summary-page';
import { SubscriptionScreen } from '../subscription/subscription-page';
import { BuyPostingsPage } from '../commerce/buy-postings-page';
import { SubscriptionSlotPage } from '../subscription/subscription-slot-page';
import { MatchCriteriaPage } from '../matching/match-criteria-page';
import { MatchesPage } from '../matching/matches-page';

/** Job seekers and administrators who reach an employer's screen: what it is, and the way back. */
export function OnlyForEmployers({ title }: { title: string }) {
  return (
    <section className="app-page app-page--narrow" aria-labelledby="only-employers-title">
      <PageMeta title={title} noindex />
      <h1 className="app-page__title" id="only-employers-title">
        {title}
      </h1>
      <div className="app-panel">
        <p className="mb-3">This screen is for practices that post jobs. Your account is not an employer account.</p>
        <Link to="/app/dashboard" className="btn btn-outline-primary">
          Back to your dashboard
        </Link>
      </div>
    </section>
  );
}

/** Everything under /app/post-job: employers only. */
export function JobPostingsRoutes({ user }: { user: CurrentUser }) {
  if (user.role !== 'employer') return <OnlyForEmployers title="Job Postings" />;
  const username = user.username;
  return (
    <Routes>
      <Route index element={<Navigate to="all" replace />} />
      <Route path="all" element={<JobListPage username={username} />} />
      <Route path="new" element={<JobEditPage key="new" username={username} mode="new" />} />
      <Route path="edit/:jobId" element={<JobEditPage key="edit" username={username} mode="edit" />} />
      <Route path="subscription/:slotId" element={<SubscriptionSlotPage username={username} />} />
      <Route path="summary/:jobId" element={<JobSummaryPage username={username} />} />
      <Route path="match-criteria/:jobId" element={<MatchCriteriaPage username={username} />} />
      <Route path="matches/:jobId" element={<MatchesPage username={username} />} />
      <Route path="select-product" element={<BuyPostingsPage username={username} />} />
      <Route path="*" element={<Navigate to="all" replace />} />
    </Routes>
  );
}

/** /app/subscription: employers only. */
export function SubscriptionRoute({ user }: { user: CurrentUser }) {
  if (user.role !== 'employer') return <OnlyForEmployers title="Subscription" />;
  return <SubscriptionScreen username={user.username} />;
}
