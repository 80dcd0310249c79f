import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from './lib/auth-context';
import { SiteLayout } from './components/layout/site-layout';
import { SkipLink } from './components/layout/skip-link';
import { HomeRoute } from './pages/home-route';
import { NotFoundPage } from './pages/not-found-page';
import { LoginRoute } from './features/auth/sign-in-route';
import { RegisterRoute } from './features/auth/register-route';
import { RecoverPasswordRoute, ResetPasswordRoute } from './features/auth/password-routes';
import { GoogleConfirmRoute, GoogleLinkRoute, GoogleSignedInRoute } from './features/auth/google-sign-in-routes';
import { PublicProfileRoute } from './features/public-profile/public-profile-route';
import { PUBLIC_JOB_ROUTE, PUBLIC_JOB_ROUTE_NO_SLUG } from './features/public-job/public-job-data';
import { PublicJobRoute } from './features/public-job/public-job-route';
import { PUBLIC_SEARCH_ROUTES, PublicJobSearchRoute } from './features/job-search/public-job-search-route';
import { PageLoading } from './components/page-loading';
import { PUBLIC_PROFILE_ROUTE } from './lib/site-paths';
import { lazyPage } from './components/layout/load-on-demand';
import { PageErrorBoundary } from './components/page-error-boundary';
import { CommerceFunnelRoute, FUNNEL_ROUTE } from './features/commerce/funnel-route';
import { PublicResumeSearchPage } from './features/resume-search/public-resume-search-page';
import { CandidateMatchingPage } from './features/resume-search/candidate-matching-page';
import { PUBLIC_ASSESSMENTS_ROUTE, PublicAssessmentsRoute } from './features/assessments/public-assessments-route';
import { CANDIDATE_MATCHING_ROUTE, PUBLIC_RESUME_SEARCH_ROUTE } from './features/resume-search/resume-search-data';
import { AnnouncementBanner, PromotionSlot, VisitContext } from './features/promotions/public-api';
import { DIRECTORY_ROUTES } from './features/job-directories/directory-data';
import { DirectoryRoute } from './features/job-directories/directory-route';
import { BLOG_ROUTES } from './features/blog/blog-routes';
import { MARKETING_ROUTES } from './features/marketing-forms/marketing-routes';
import { EVENT_ROUTE, EVENT_ROUTE_NO_SLUG, EVENTS_CATEGORY_ROUTE, EVENTS_ROUTE } from './features/events/public-api';
import { EventRoute, EventsListRoute } from './features/events/events-route';
import { CLASSIFIED_ROUTE, CLASSIFIED_ROUTE_NO_SLUG, CLASSIFIEDS_LIST_ROUTE } from './features/classifieds/public-api';
import { ClassifiedRoute, ClassifiedsListRoute } from './features/classifieds/classifieds-route';

// The signed-in area renders in the browser only and loads as its own chunk.
const AppArea = lazyPage(() => import('./features/app-shell/app-area').then((m) => m.AppArea));
// The development outbox is not a public page: its code loads only when it is opened, in the browser.
const OutboxPage = lazyPage(() => import('./features/dev/outbox-page').then((m) => m.OutboxPage));
// Pages that emailed signed links open (signed out): each loads when it is opened, in the browser.
const ApplicantLinkPage = lazyPage(() => import('./features/signed-links/applicant-link-page').then((m) => m.ApplicantLinkPage));
const InvitationLinkPage = lazyPage(() => import('./features/signed-links/invitation-link-page').then((m) => m.InvitationLinkPage));
const TeamInvitationPage = lazyPage(() => import('./features/teams/team-invitation-page').then((m) => m.TeamInvitationPage));
const LocationLinkPage = lazyPage(() => import('./features/teams/location-link-page').then((m) => m.LocationLinkPage));
const ScheduleLinkPage = lazyPage(() => import('./features/signed-links/schedule-link-page').then((m) => m.ScheduleLinkPage));
const InterviewOutcomeLinkPage = lazyPage(() => import('./features/signed-links/interview-outcome-link-page').then((m) => m.InterviewOutcomeLinkPage));
const FeedbackLinkPage = lazyPage(() => import('./features/candidate-review/feedback-link-page').then((m) => m.FeedbackLinkPage));
const ClassifiedRenewLinkPage = lazyPage(() => import('./features/classifieds/renew-link-page').then((m) => m.ClassifiedRenewLinkPage));
const ConfirmAlertPage = lazyPage(() => import('./features/job-alerts/alert-link-pages').then((m) => m.ConfirmAlertPage));
const UnsubscribeAlertPage = lazyPage(() => import('./features/job-alerts/alert-link-pages').then((m) => m.UnsubscribeAlertPage));

const subscribeToNothing = () => () => undefined;

/** Renders its children in the browser only: the server, and hydration, show the loading state. */
function InBrowser({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return <Suspense fallback={<PageLoading />}>{inBrowser ? children : <PageLoading />}</Suspense>;
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Marks the page as alive once React has taken it over: `<html data-hydrated>` (browser tests and monitors wait for it). */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The whole web app; the entry points give it a query client (on the server, already holding the page's data). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ScrollToTop />
        <MarkHydrated />
        <VisitContext />
        {/* The skip link first, then the banner: its link never comes before "Skip to content". */}
        <SkipLink />
        <AnnouncementBanner />
        <Routes>
          <Route
            path="/app/*"
            element={
              // The area's code may fail to load even after a fresh load: the error page, not a blank one.
              <PageErrorBoundary>
                <Suspense fallback={<PageLoading />}>
                  <AppArea />
                </Suspense>
              </PageErrorBoundary>
            }
          />
          <Route element={<SiteLayout />}>
            <Route index element={<HomeRoute />} />
            <Route path="/dental-jobs/login" element={<LoginRoute />} />
            <Route path="/dental-jobs/login/google" element={<GoogleSignedInRoute />} />
            <Route path="/dental-jobs/login/google/link" element={<GoogleLinkRoute />} />
            <Route path="/dental-jobs/login/google/confirm" element={<GoogleConfirmRoute />} />
            {/* The spec's second sign-in address: the same page, its canonical link on the first. */}
            <Route path="/reports/login" element={<LoginRoute />} />
            <Route path="/dental-jobs/register" element={<RegisterRoute />} />
            <Route path="/dental-jobs/register/staff" element={<RegisterRoute role="staff" />} />
            <Route path="/dental-jobs/register/employer" element={<RegisterRoute role="employer" />} />
            <Route path="/dental-jobs/recover-password" element={<RecoverPasswordRoute />} />
            <Route path="/dental-jobs/reset-password" element={<ResetPasswordRoute />} />
            <Route
              path="/dev/outbox"
              element={
                <InBrowser>
                  <OutboxPage />
                </InBrowser>
              }
            />
            {[
              { path: '/applicant/:token', page: <ApplicantLinkPage /> },
              { path: '/invitation/:token', page: <InvitationLinkPage /> },
              { path: '/team-invitation/:token', page: <TeamInvitationPage /> },
              { path: '/location-link/:token', page: <LocationLinkPage /> },
              { path: '/interview-outcome/:token', page: <InterviewOutcomeLinkPage /> },
              { path: '/schedule/:token', page: <ScheduleLinkPage /> },
              { path: '/feedback/:token', page: <FeedbackLinkPage /> },
              { path: '/classified-renew/:token', page: <ClassifiedRenewLinkPage /> },
              { path: '/job-alerts/confirm/:token', page: <ConfirmAlertPage /> },
              { path: '/job-alerts/unsubscribe/:token', page: <UnsubscribeAlertPage /> },
            ].map(({ path, page }) => (
              <Route key={path} path={path} element={<InBrowser>{page}</InBrowser>} />
            ))}
            {/* The job search, job and profile pages render on the server with their data. No Suspense boundary:
                hydration waits for their chunk instead of dropping the server's HTML when the session
                state changes, and a visit within the site keeps the previous page until it arrives. */}
            {PUBLIC_SEARCH_ROUTES.map((path) => (
              <Route key={path} path={path} element={<PublicJobSearchRoute />} />
            ))}
            <Route path={PUBLIC_PROFILE_ROUTE} element={<PublicProfileRoute />} />
            {[PUBLIC_JOB_ROUTE, PUBLIC_JOB_ROUTE_NO_SLUG].map((path) => (
              <Route key={path} path={path} element={<PublicJobRoute />} />
            ))}
            <Route path={FUNNEL_ROUTE} element={<CommerceFunnelRoute />} />
            <Route path={PUBLIC_RESUME_SEARCH_ROUTE} element={<PublicResumeSearchPage />} />
            <Route path={CANDIDATE_MATCHING_ROUTE} element={<CandidateMatchingPage />} />
            <Route path={PUBLIC_ASSESSMENTS_ROUTE} element={<PublicAssessmentsRoute />} />
            {DIRECTORY_ROUTES.map(({ path, view }) => (
              <Route key={path} path={path} element={<DirectoryRoute view={view} routePath={path} />} />
            ))}
            {BLOG_ROUTES.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
            {MARKETING_ROUTES.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
            <Route path={EVENTS_ROUTE} element={<EventsListRoute />} />
            <Route path={EVENTS_CATEGORY_ROUTE} element={<EventsListRoute />} />
            {[EVENT_ROUTE, EVENT_ROUTE_NO_SLUG].map((path) => (
              <Route key={path} path={path} element={<EventRoute />} />
            ))}
            <Route path={CLASSIFIEDS_LIST_ROUTE} element={<ClassifiedsListRoute />} />
            {[CLASSIFIED_ROUTE, CLASSIFIED_ROUTE_NO_SLUG].map((path) => (
              <Route key={path} path={path} element={<ClassifiedRoute />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
        {/* Its widget's code loads when the session is known: a boundary of its own, so the wait never
            holds the whole page back (a render suspended at the root holds every update behind it,
            even the text a person types into a form). */}
        <Suspense fallback={null}>
          <PromotionSlot />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
