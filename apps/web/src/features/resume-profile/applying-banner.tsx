import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CurrentStaff } from '@chairside/domain/resume-profile';
import { applyNeeds } from '@chairside/domain/apply-readiness';
import { fetchPublicJob } from '../../lib/public-job-api';
import { forgetApplyingTo, readApplyingTo } from './application-draft';
import { applyPath } from '../../lib/site-paths';

/**
 * On the profile screens while the person is completing their profile to apply to a job: what is
 * still needed, and the way back to the application (their typed message is waiting there).
 */
export function ApplyingBanner({ staff }: { staff: CurrentStaff }) {
  const [jobId, setJobId] = useState(readApplyingTo);
  const job = useQuery({
    queryKey: ['public-job', String(jobId ?? '')],
    queryFn: ({ signal }) => fetchPublicJob(String(jobId), signal),
    enabled: jobId !== null,
  });
  if (jobId === null || !job.data?.isLive) return null;
  const needs = applyNeeds(staff.resume);
  const title = job.data.name ?? job.data.positionLabel;
  return (
    <div
      className={`alert ${needs.length === 0 ? 'alert-success' : 'alert-info'} d-flex flex-wrap align-items-center gap-2`}
      role="status"
      data-testid="applying-banner"
    >
      <span className="me-auto">
        {needs.length === 0 ? (
          <>Your profile is ready to apply to {title}.</>
        ) : (
          <>
            Applying to {title}: {needs.map((need) => need.label.toLowerCase()).join(' and ')} to apply.
          </>
        )}
      </span>
      <Link to={applyPath(jobId)} className="btn btn-primary btn-sm">
        Back to your application
      </Link>
      <button
        type="button"
        className="btn-close"
        aria-label="Hide"
        onClick={() => {
          forgetApplyingTo();
          setJobId(null);
        }}
      />
    </div>
  );
}
