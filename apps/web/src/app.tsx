import { lazy, Suspense, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from './lib/auth-context';
import { SiteLayout } from './components/layout/site-layout';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { ComingSoonPage } from './pages/coming-soon-page';
import { CONTENT_PAGES } from './pages/content-pages';
import { LoginPage } from './features/auth/login-page';
import { RegisterPage } from './features/auth/register-page';
import { RecoverPasswordPage } from './features/auth/recover-password-page';
import { ResetPasswordPage } from './features/auth/reset-password-page';
import { OutboxPage } from './features/dev/outbox-page';
import { PUBLIC_PROFILE_ROUTE } from './features/public-profile/public-profile-data';
import { PublicProfileRoute } from './features/public-profile/public-profile-route';
import { PUBLIC_JOB_ROUTE, PUBLIC_JOB_ROUTE_NO_SLUG } from './features/public-job/public-job-data';
import { PublicJobRoute } from './features/public-job/public-job-route';
import { PageLoading } from './components/page-loading';

// The signed-in area renders in the browser only and loads as its own chunk.
const PublicJobSearch = lazy(() => import('./features/job-search/job-search-page').then((m) => ({ default: () => <m.JobSearchPage user={null} /> })));
const AppArea = lazy(() => import('./features/app-shell/app-area').then((m) => ({ default: m.AppArea })));

/** The public job search renders in the browser only: the server (and hydration) show the loading state. */
function PublicJobSearchRoute() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <PublicJobSearch />
    </Suspense>
  );
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The whole web app; the entry points give it a query client (on the server, already holding the page's data). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ScrollToTop />
        <Routes>
          <Route
            path="/app/*"
            element={
              <Suspense fallback={<PageLoading />}>
                <AppArea />
              </Suspense>
            }
          />
          <Route element={<SiteLayout />}>
            <Route index element={<HomePage />} />
            <Route path="/dental-jobs/login" element={<LoginPage />} />
            <Route path="/dental-jobs/register" element={<RegisterPage />} />
            <Route path="/dental-jobs/register/staff" element={<RegisterPage role="staff" />} />
            <Route path="/dental-jobs/register/employer" element={<RegisterPage role="employer" />} />
            <Route path="/dental-jobs/recover-password" element={<RecoverPasswordPage />} />
            <Route path="/dental-jobs/reset-password" element={<ResetPasswordPage />} />
            <Route path="/dev/outbox" element={<OutboxPage />} />
            {['/dental-jobs/search', '/dental-jobs/search/:position/:zip?'].map((path) => (
              <Route key={path} path={path} element={<PublicJobSearchRoute />} />
            ))}
            <Route
              path={PUBLIC_PROFILE_ROUTE}
              element={
                <Suspense fallback={<PageLoading />}>
                  <PublicProfileRoute />
                </Suspense>
              }
            />
            {[PUBLIC_JOB_ROUTE, PUBLIC_JOB_ROUTE_NO_SLUG].map((path) => (
              <Route
                key={path}
                path={path}
                element={
                  <Suspense fallback={<PageLoading />}>
                    <PublicJobRoute />
                  </Suspense>
                }
              />
            ))}
            {CONTENT_PAGES.map((page) => (
              <Route key={page.path} path={page.path} element={<ComingSoonPage page={page} />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </AuthProvider>
    </QueryClientProvider>
  );
}
