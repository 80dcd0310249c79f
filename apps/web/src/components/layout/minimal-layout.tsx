import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../../lib/redirect-path';
import { isLoginPath } from '../../lib/site-paths';
import { LOGIN_PATH, REGISTER_PATH } from './nav-links';
import { CopyrightLine } from './public-footer';
import { SiteLogo } from './site-logo';

/** Account pages: signing in from them should not come back to them. */
const ACCOUNT_PREFIXES = ['/dental-jobs/register', '/dental-jobs/recover-password', '/dental-jobs/reset-password'];

/** Sign in, then come back here, except from the account pages themselves. */
function signInPathFrom(pathname: string) {
  return ACCOUNT_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? LOGIN_PATH : loginPathFor(pathname);
}

/** The layout without main navigation: logo, one account prompt, the page, and a slim footer. */
export function MinimalLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="cs-site cs-site--minimal">
      <a href="#main-content" className="cs-skip-link">
        Skip to content
      </a>
      <header className="cs-minimal-header">
        <div className="container-xl cs-minimal-header__bar">
          <SiteLogo />
          {isLoginPath(pathname) ? (
            <p className="cs-minimal-header__prompt">
              New to Chairside? <Link to={REGISTER_PATH}>Create an Account</Link>
            </p>
          ) : (
            <p className="cs-minimal-header__prompt">
              Already a User? <Link to={signInPathFrom(pathname)}>Sign In to Continue</Link>
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
