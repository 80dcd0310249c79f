import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { faBookmark } from '@fortawesome/free-solid-svg-icons/faBookmark';
import { useAuth } from '../../lib/auth-context';
import { loginPathFor } from '../../lib/redirect-path';
import { Icon } from '../../components/icon';
import { saveJob, unsaveJob, updateSavedJobs, useSavedJobs } from './saved-jobs-api';

/**
 * Save (bookmark) a posting, or remove it from the saved jobs. Signed out: sign in, then back to
 * this page. Practices and administrators do not save jobs: nothing is shown to them.
 */
export function SaveJobButton({ jobId, title, size = 'sm', className = '' }: { jobId: number; title: string; size?: 'sm' | 'lg'; className?: string }) {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queries = useQueryClient();
  const isStaff = status === 'signed-in' && user?.role === 'staff';
  const saved = useSavedJobs(user?.username, isStaff);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (status === 'signed-in' && !isStaff) return null;
  const isSaved = isStaff && Boolean(saved.data?.some((item) => item.jobId === jobId));

  async function toggle() {
    if (status !== 'signed-in' || !user) {
      void navigate(loginPathFor(location.pathname + location.search));
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      if (isSaved) {
        await unsaveJob(user.username, jobId);
        updateSavedJobs(queries, user.username, jobId, null);
      } else updateSavedJobs(queries, user.username, jobId, await saveJob(user.username, jobId));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const label = failed ? 'Try again' : isSaved ? 'Saved' : 'Save';
  return (
    <button
      type="button"
      aria-label={`${label}: ${title}`}
      className={`btn btn-${size} save-job-button ${isSaved ? 'btn-primary' : 'btn-outline-primary'} ${className}`}
      title={failed ? 'Could not save this job. Please try again.' : isSaved ? 'Remove from saved jobs' : 'Save this job'}
      onClick={() => void toggle()}
      disabled={busy || (isStaff && saved.isPending)}
    >
      <Icon icon={faBookmark} className="me-1" />
      {label}
    </button>
  );
}
