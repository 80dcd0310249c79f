import { Navigate, Route, Routes } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';
import { ApplicationsPage } from '../applications/applications-page';
import { CandidatePage } from '../candidate-review/candidate-page';
import { CandidatesPage } from '../candidate-review/candidates-page';

/** /app/job-application/*: a practice's candidate review; a job seeker's own applications. */
export function JobApplicationRoutes({ user }: { user: CurrentUser }) {
  if (user.role !== 'employer') return <ApplicationsPage user={user} />;
  return (
    <Routes>
      <Route path="all" element={<CandidatesPage username={user.username} />} />
      <Route path=":jobId/:username" element={<CandidatePage username={user.username} />} />
      <Route path="*" element={<Navigate to="all" replace />} />
    </Routes>
  );
}
