import { Suspense } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { lazyPage } from '../../components/layout/load-on-demand';
import { MyProfileEditPage } from '../resume-profile/my-profile-edit-page';
import { MyProfilePage } from '../resume-profile/my-profile-page';
import { PublicViewPage } from '../resume-profile/public-view-page';

// Reading a resume file and its review screen load as their own chunk, when a job seeker opens them.
const ResumeImportPage = lazyPage(() => import('../resume-import/resume-import-page').then((m) => m.ResumeImportPage));

/** Employers and administrators who reach a job seeker's screen: what it is, and where to go instead. */
function OnlyForJobSeekers({ user }: { user: CurrentUser }) {
  return (
    <section className="app-page app-page--narrow" aria-labelledby="resume-only-staff-title">
      <PageMeta title="Resume Profile" noindex />
      <h1 className="app-page__title" id="resume-only-staff-title">
        Resume Profile
      </h1>
      <div className="app-panel">
        <p>
          The resume profile is where job seekers keep their resume, photo and preferences. You are signed in with{' '}
          {user.role === 'employer' ? 'an employer account' : 'an administrator account'}, which has no resume.
        </p>
        <p className="mb-3">
          {user.role === 'employer' ? 'To find candidates, search resumes; to hire, post a job.' : 'To see a job seeker’s resume, open their public profile.'}
        </p>
        <div className="d-flex flex-wrap gap-2">
          {user.role === 'employer' ? (
            <Link to="/resume-search/" className="btn btn-primary">
              Search resumes
            </Link>
          ) : null}
          <Link to="/app/dashboard" className="btn btn-outline-primary">
            Back to your dashboard
          </Link>
        </div>
      </div>
    </section>
  );
}

/** /app/my-profile, its edit screen, its public view and filling it from a resume file: job seekers only. */
export function ResumeProfileRoutes({ user }: { user: CurrentUser }) {
  if (user.role !== 'staff') return <OnlyForJobSeekers user={user} />;
  return (
    <Routes>
      <Route index element={<MyProfilePage user={user} />} />
      <Route path="edit" element={<MyProfileEditPage user={user} />} />
      <Route path="public-view" element={<PublicViewPage user={user} />} />
      <Route
        path="import"
        element={
          <Suspense fallback={<PageLoading />}>
            <ResumeImportPage user={user} />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to="/app/my-profile" replace />} />
    </Routes>
  );
}
