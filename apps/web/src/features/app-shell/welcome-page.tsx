import { Link } from 'react-router';
import type { CurrentUser } from '@chairside/domain/accounts';
import { PageMeta } from '../../lib/page-meta';
import { displayName } from './user-menu';

/** /app/welcome: a first look for a new account, in the minimal layout. */
export function WelcomePage({ user }: { user: CurrentUser }) {
  const isEmployer = user.role === 'employer';
  return (
    <section className="app-page app-page--narrow" aria-labelledby="welcome-title">
      <PageMeta title="Welcome" noindex />
      <h1 className="app-page__title" id="welcome-title">
        Welcome to Chairside, {displayName(user)}!
      </h1>
      <div className="app-panel">
        <p>
          {isEmployer
            ? 'Your employer account is ready. Post a job, tell candidates about your practice, and message the people you want to meet.'
            : 'Your account is ready. Complete your resume so employers can find you, then search jobs near you.'}
        </p>
        <Link to="/app/dashboard" className="btn btn-primary">
          Go to your dashboard
        </Link>
      </div>
    </section>
  );
}
