import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { PageLoading } from '../../components/page-loading';
import { PageMeta } from '../../lib/page-meta';
import { loginPathFor, redirectPathFrom } from '../../lib/redirect-path';

export const SIGNED_OUT_PATH = '/dental-jobs/login/';

/**
 * Where signing out lands: the sign-in page, carrying on the page's fromPath when it has one (the
 * page to come back to after signing in again, such as the two-step settings).
 */
export const signedOutPath = (search: string) => {
  const from = redirectPathFrom(search);
  return from ? loginPathFor(from) : SIGNED_OUT_PATH;
};

/** /app/sign-out: ends the session, then the sign-in page (replacing this entry in history), coming back to `fromPath` when given. */
export function SignOutPage() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, even when StrictMode runs the effect twice.
    if (started.current) return;
    started.current = true;
    void signOut().finally(() => navigate(signedOutPath(search), { replace: true }));
  }, [signOut, navigate, search]);

  return (
    <>
      <PageMeta title="Signing Out" noindex />
      <PageLoading label="Signing you out…" />
    </>
  );
}
