// "Sign in with Google" on the sign-in page (ADR 107): shown only when the site offers it, and
// the reason a trip to Google came back without signing in. A plain link: the API sends the
// browser on to Google.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { API_BASE, apiRequest } from '../../lib/api-client';
import { AuthAlert } from './auth-card';

const RETURN_MESSAGES: Record<string, string> = {
  failed: 'Signing in with Google did not work. Please try again, or sign in with your email and password.',
  unverified: 'Google has not verified the email address of that Google account, so it cannot sign in to Chairside.',
  'no-account':
    'No Chairside account uses the email address of that Google account. Create an account with that address first, then sign in with Google to link it.',
};

export function GoogleSignInButton({ hidden }: { hidden?: boolean }) {
  const location = useLocation();
  // Unknown until the browser asks, so the server's page and the first render match.
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let live = true;
    apiRequest<{ available: boolean }>('/auth/google/available', { auth: false })
      .then(({ data }) => live && setAvailable(data.available))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const returned = RETURN_MESSAGES[new URLSearchParams(location.search).get('google') ?? ''];
  if (hidden) return null;
  return (
    <>
      {returned ? (
        <div className="mt-3">
          <AuthAlert variant="danger">{returned}</AuthAlert>
        </div>
      ) : null}
      {available ? (
        <a className="btn btn-outline-dark w-100 mt-3" href={`${API_BASE}/auth/google`}>
          Sign in with Google
        </a>
      ) : null}
    </>
  );
}
