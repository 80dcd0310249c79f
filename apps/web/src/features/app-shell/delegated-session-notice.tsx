import { Link } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';
import { useAuth } from '../../lib/auth-context';

/** Above every screen of a delegated session: whose account this is, and how to end it. */
export function DelegatedSessionNotice({ user }: { user: CurrentUser }) {
  const { isDelegated } = useAuth();
  if (!isDelegated) return null;
  return (
    <div className="alert alert-warning py-2 mb-3" role="status" data-testid="delegated-session">
      You are acting on behalf of <strong>{user.name || user.username}</strong> (a delegated session).{' '}
      <Link to="/app/sign-out" className="alert-link">
        Sign out
      </Link>{' '}
      to end it.
    </div>
  );
}
