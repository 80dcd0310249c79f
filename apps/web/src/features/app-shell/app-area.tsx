import '../../styles/app-area-styles';
import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';
import { useAuth } from '../../lib/auth-context';
import { loginPathFor } from '../../lib/redirect-path';
import { PageLoading } from '../../components/page-loading';
import { lazyPage } from '../../components/layout/load-on-demand';
import { AccountSettingsPage } from '../account-settings/account-settings-page';
import { ResumeProfileRoutes } from './resume-profile-routes';
import { EmployerProfilePage } from '../employer-profile/employer-profile-page';
import { JobPostingsRoutes, SubscriptionRoute } from './job-postings-routes';
import { JobSearchRoutes } from '../job-search/job-search-routes';
import { JobApplicationRoutes } from './job-application-routes';
import { InterviewsPage } from '../interviews/interviews-page';
import { AvailabilityPage } from '../interviews/availability-page';
import { PendingLinksPage } from '../interviews/pending-links-page';
import { ReceiptPage } from '../commerce/receipt-page';
import { MessagesRoutes } from '../messages/messages-page';
import { SavedJobsPage } from '../saved-jobs/saved-jobs-page';
import { TempWorkPage } from '../temp-work/temp-work-page';
import { CalendarPage } from '../calendar/calendar-page';
import { PracticeShiftsPage } from '../temp-shifts/practice-shifts-page';
import { ProfessionalShiftsPage } from '../temp-shifts/professional-shifts-page';
import { PayoutsPage, PracticeTimesheetsPage, ProfessionalTimesheetsPage } from '../shift-pay/public-api';
import { PremiumPage } from '../premium/premium-page';
import { CeTrackerPage } from '../ce-tracker/ce-tracker-page';
import { JobAlertsPage } from '../job-alerts/job-alerts-page';
import { ResumeSearchPage } from '../resume-search/resume-search-page';
import { SearchResumePage } from '../resume-search/search-resume-page';
import { AssessmentsRoutes } from '../assessments/assessments-routes';
import { AppLayout } from './app-layout';
import { AppNotFound } from '../../components/app-navigation/app-not-found';
import { DashboardPage } from './dashboard-page';
import { SignOutPage, signedOutPath } from './sign-out-page';
import { WelcomePage } from './welcome-page';
import { MyClassifiedsRoutes } from '../classifieds/my-classifieds-pages';
import { EditEventPage, SubmitEventPage } from '../events/submit-event-page';
import { PracticeViewPage } from '../seeker-practice/practice-view-page';
import { PRACTICE_VIEW_ROUTE } from '../seeker-practice/public-api';

// The admin area loads as its own chunk: only administrators ever fetch it.
const AdminArea = lazyPage(() => import('./admin-area').then((m) => m.AdminArea));
// A practice's API keys and webhooks: only practices that connect a system fetch it.
const IntegrationsPage = lazyPage(() => import('../integrations/integrations-page').then((m) => m.IntegrationsPage));
const MessageTemplatesPage = lazyPage(() => import('../applications/message-templates-page').then((m) => m.MessageTemplatesPage));
const PipelineStagesPage = lazyPage(() => import('../applications/pipeline-stages-page').then((m) => m.PipelineStagesPage));
// A practice's hiring numbers (ADR 121): its own chunk.
const HiringNumbersPage = lazyPage(() => import('../hiring-numbers/hiring-numbers-page').then((m) => m.HiringNumbersPage));
// A practice's team and audit log (ADR 116): its own chunk.
const TeamPage = lazyPage(() => import('../teams/team-page').then((m) => m.TeamPage));
// An organisation's locations and the report across them (ADR 120): its own chunk.
const LocationsPage = lazyPage(() => import('../teams/locations-page').then((m) => m.LocationsPage));
// Reviews after a shift or an interview (ADR 114): their own chunk.
const ReviewsPage = lazyPage(() => import('../reviews/reviews-page').then((m) => m.ReviewsPage));
const ReviewFormPage = lazyPage(() => import('../reviews/review-form-page').then((m) => m.ReviewFormPage));
const ReportReviewPage = lazyPage(() => import('../reviews/report-review-page').then((m) => m.ReportReviewPage));

function AppRoutes({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route path="sign-out" element={<SignOutPage />} />
      <Route element={<AppLayout user={user} minimal />}>
        <Route path="welcome" element={<WelcomePage user={user} />} />
      </Route>
      <Route element={<AppLayout user={user} />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage user={user} />} />
        <Route path="account-settings" element={<AccountSettingsPage />} />
        <Route path="account-settings/receipt/:paymentId" element={<ReceiptPage user={user} />} />
        <Route path="account-settings/integrations" element={<IntegrationsPage />} />
        <Route path="account-settings/message-templates" element={<MessageTemplatesPage />} />
        <Route path="account-settings/pipeline-stages" element={<PipelineStagesPage />} />
        <Route path="account-settings/team" element={<TeamPage />} />
        <Route path="account-settings/locations" element={<LocationsPage />} />
        <Route path="my-profile/*" element={<ResumeProfileRoutes user={user} />} />
        <Route path="employer-profile" element={<EmployerProfilePage user={user} />} />
        <Route path="post-job/*" element={<JobPostingsRoutes user={user} />} />
        <Route path="subscription" element={<SubscriptionRoute user={user} />} />
        <Route path="search-jobs/*" element={<JobSearchRoutes user={user} />} />
        <Route path="job-application/*" element={<JobApplicationRoutes user={user} />} />
        <Route path="interviews" element={<InterviewsPage user={user} />} />
        <Route path="interviews/availability" element={user.role === 'employer' ? <AvailabilityPage user={user} /> : <AppNotFound />} />
        <Route path="interviews/scheduling-links" element={user.role === 'employer' ? <PendingLinksPage user={user} /> : <AppNotFound />} />
        <Route path="hiring-numbers" element={user.role === 'employer' ? <HiringNumbersPage user={user} /> : <AppNotFound />} />
        <Route path="calendar" element={user.role === 'admin' ? <AppNotFound /> : <CalendarPage user={user} />} />
        <Route path="saved-jobs" element={<SavedJobsPage user={user} />} />
        <Route path="temp-work" element={user.role === 'staff' ? <TempWorkPage user={user} /> : <AppNotFound />} />
        <Route path="temp-shifts" element={user.role === 'staff' ? <ProfessionalShiftsPage user={user} /> : <AppNotFound />} />
        <Route path="shifts" element={user.role === 'employer' ? <PracticeShiftsPage user={user} /> : <AppNotFound />} />
        <Route
          path="timesheets"
          element={
            user.role === 'staff' ? (
              <ProfessionalTimesheetsPage user={user} />
            ) : user.role === 'employer' ? (
              <PracticeTimesheetsPage user={user} />
            ) : (
              <AppNotFound />
            )
          }
        />
        <Route path="payouts" element={user.role === 'staff' ? <PayoutsPage user={user} /> : <AppNotFound />} />
        <Route path={PRACTICE_VIEW_ROUTE} element={<PracticeViewPage user={user} />} />
        <Route path="reviews" element={user.role === 'admin' ? <AppNotFound /> : <ReviewsPage user={user} />} />
        <Route path="reviews/report/:reviewId" element={<ReportReviewPage />} />
        <Route path="reviews/:kind/:bookingId" element={user.role === 'admin' ? <AppNotFound /> : <ReviewFormPage user={user} />} />
        <Route path="premium" element={<PremiumPage user={user} />} />
        <Route path="coaching-ces" element={<CeTrackerPage user={user} />} />
        <Route path="job-alerts" element={<JobAlertsPage user={user} />} />
        <Route path="resume-search" element={user.role === 'employer' ? <ResumeSearchPage user={user} /> : <AppNotFound />} />
        <Route path="resume-search/:username" element={user.role === 'employer' ? <SearchResumePage user={user} /> : <AppNotFound />} />
        <Route path="messages/*" element={<MessagesRoutes user={user} />} />
        <Route path="assessments/*" element={<AssessmentsRoutes user={user} />} />
        <Route path="my-classifieds/*" element={<MyClassifiedsRoutes user={user} />} />
        <Route path="events/new" element={<SubmitEventPage user={user} />} />
        <Route path="events/:eventId/edit" element={<EditEventPage user={user} />} />
        <Route
          path="admin/*"
          element={
            <Suspense fallback={<PageLoading />}>
              <AdminArea user={user} />
            </Suspense>
          }
        />
        <Route path="*" element={<AppNotFound />} />
      </Route>
    </Routes>
  );
}

/** Everything under /app: signed-in people only, rendered in the browser. */
export function AppArea() {
  const { status, user } = useAuth();
  const location = useLocation();

  if (status === 'signed-out') {
    // Signing out lands on the sign-in page itself, not on one that would come back here, keeping
    // the sign-out's own fromPath: this redirect and the sign-out page's agree on where to go.
    const target = location.pathname.startsWith('/app/sign-out') ? signedOutPath(location.search) : loginPathFor(location.pathname + location.search);
    return <Navigate to={target} replace />;
  }
  if (status === 'loading' || !user) return <PageLoading />;
  return <AppRoutes user={user} />;
}
