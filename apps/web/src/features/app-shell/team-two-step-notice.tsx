import { Link } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';

/** Where a member sets up their second factor: their own account's settings, after signing in as themselves. */
export const TWO_STEP_SETTINGS_PATH = '/app/account-settings#settings-two-step';

/**
 * Instead of every practice screen while the practice requires two-step sign-in and this member
 * has none (ADR 119): the API refuses its routes until they set one up on their own account.
 */
export function TeamTwoStepRequired({ user }: { user: CurrentUser }) {
  const practice = user.practiceName ?? 'This practice';
  return (
    <section className="app-panel" aria-labelledby="team-two-step-title" data-testid="team-two-step-required">
      <h1 className="h3" id="team-two-step-title">
        Set up two-step sign-in
      </h1>
      <p>
        {practice} requires two-step sign-in for everyone on its team. Sign in with your own account, set up an authenticator app or a passkey under Settings,
        then choose “Act for {practice}” again.
      </p>
      <Link to={`/app/sign-out?fromPath=${encodeURIComponent(TWO_STEP_SETTINGS_PATH)}`} className="btn btn-primary">
        Sign In to Set It Up
      </Link>
    </section>
  );
}
