import { Navigate, Route, Routes } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';
import { ApplyPage } from '../applications/apply-page';
import { searchJobsPath } from '../../components/app-navigation/menus';
import { AppJobPage } from './app-job-page';
import { JobSearchPage } from './job-search-page';

/** Everything under /app/search-jobs: the search, a job, and applying to it. */
export function JobSearchRoutes({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route index element={<Navigate to={searchJobsPath(user.position, user.zip)} replace />} />
      <Route path="post-job/application/:jobId" element={<ApplyPage user={user} />} />
      <Route path="post-job/:jobId/:slug?" element={<AppJobPage user={user} />} />
      <Route path=":position/:zip?" element={<JobSearchPage user={user} />} />
    </Routes>
  );
}
