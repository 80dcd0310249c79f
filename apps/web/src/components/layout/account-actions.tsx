import { Link } from 'react-router';
import { Icon } from '../icon';
import { faCircleUser } from '@fortawesome/free-solid-svg-icons/faCircleUser';
import { useAuth } from '../../lib/auth-context';
import { DASHBOARD_PATH, LOGIN_PATH, REGISTER_PATH } from './nav-links';

/**
 * Sign In and Create Account, or a 'My Dashboard' link with the user's name once signed in.
 * While the session is still loading it shows the signed-out buttons, as the server does, so hydration matches.
 */
export function AccountActions({ className = '', onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { status, user } = useAuth();
  if (status === 'signed-in') {
    return (
      <div className={`cs-account ${className}`}>
        <Link to={DASHBOARD_PATH} className="btn btn-primary cs-account__dashboard" onClick={onNavigate}>
          <Icon icon={faCircleUser} className="cs-account__icon" />
          <span className="cs-account__text">
            <span className="cs-account__name">{user?.name || 'Staff User'}</span>
            <span className="cs-account__label">My Dashboard</span>
          </span>
        </Link>
      </div>
    );
  }
  return (
    <div className={`cs-account ${className}`}>
      <Link to={LOGIN_PATH} className="btn btn-outline-primary" onClick={onNavigate}>
        Sign In
      </Link>
      <Link to={REGISTER_PATH} className="btn btn-primary" onClick={onNavigate}>
        Create Account
      </Link>
    </div>
  );
}
