import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { loginPathFor, redirectPathFrom, withFromPath } from '../../lib/redirect-path';
import { isLoginPath } from '../../lib/site-paths';
import { LOGIN_PATH, REGISTER_PATH } from './nav-links';
import { CopyrightLine } from './public-footer';
import { SiteLogo } from './site-logo';

/** Account pages: signing in from them should not come back to them. */
const ACCOUNT_PREFIXES = ['/dental-jobs/register', '/dental-jobs/recover-password', '/dental-jobs/reset-password'];

/**
 * Sign in, then come back here; from the account pages themselves, back to where they were
 * heading (their fromPath, e.g. the job being applied to), else the dashboard.
 */
function signInPathFrom(pathname: string, search: string) {
  if (!ACCOUNT_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return loginPathFor(pathname);
  const heading = redirectPathFrom(search);
  return heading ? loginPathFor(heading) : LOGIN_PATH;
}

/** The layout without main navigation: logo, one account prompt, the page, and a slim footer. */
export function MinimalLayout({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <div className="cs-site cs-site--minimal">
      <header className="cs-minimal-header">
        <div className="container-xl cs-minimal-header__bar">
          <SiteLogo />
          {isLoginPath(pathname) ? (
            <p className="cs-minimal-header__prompt">
              New to Chairside? <Link to={withFromPath(REGISTER_PATH, search)}>Create an Account</Link>
            </p>
          ) : (
            <p className="cs-minimal-header__prompt">
              Already a User? <Link to={signInPathFrom(pathname, search)}>Sign In to Continue</Link>
            </p>
          )}
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="cs-main">
        {children}
      </main>
      <footer className="cs-minimal-footer">
        <div className="container-xl cs-minimal-footer__bar">
          <CopyrightLine className="mb-0" />
          <nav aria-label="Legal">
            <ul className="cs-minimal-footer__links">
              <li>
                <Link to="/tos/">Terms of Service</Link>
              </li>
              <li>
                <Link to="/privacy/">Privacy Policy</Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
