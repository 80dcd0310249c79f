import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { formatDate, useReaderTimeZone } from '../../lib/dates';
import { APPLICATIONS_PATH, useApplications } from './applications-api';
import { applyPath } from '../../lib/site-paths';

/** Where a job seeker applies to a posting (the app's apply screen). */

/**
 * The job page's Apply button, or, once the signed-in job seeker has applied, 'Applied on {date}'
 * with the way to their applications. Visitors (and the server's render) see Apply.
 */
export function ApplyAction({ jobId, className, label = 'Apply' }: { jobId: number; className: string; label?: string }) {
  const { status, user } = useAuth();
  const isStaff = status === 'signed-in' && user?.role === 'staff';
  const applications = useApplications(user?.username ?? '', isStaff);
  const application = isStaff ? applications.data?.find((item) => item.jobId === jobId) : undefined;
  const zone = useReaderTimeZone();
  if (application)
    return (
      <p className="applied-on" data-testid="applied-on">
        <span className="applied-on__date">Applied on {formatDate(application.appliedDate, 'medium', zone)}</span>{' '}
        <Link to={APPLICATIONS_PATH} className="applied-on__link">
          See your applications
        </Link>
      </p>
    );
  return (
    <Link to={applyPath(jobId)} className={className}>
      {label}
    </Link>
  );
}
