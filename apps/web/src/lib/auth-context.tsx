import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CurrentUser, TokenPayload } from '@chairside/domain/accounts';
import type { SecondStepRequired, SetupAtSignInRequired } from '@chairside/domain/two-step';
import { api, ApiError, apiRequest, setAuthEventListeners } from './api-client';
import { AUTH_TOKEN_KEY, clearSession, readCurrentUser, readTokenPayload, saveCurrentUser, saveToken } from './auth-storage';
import { loginPathFor } from './redirect-path';
import { parseTokenPayload } from './token-payload';
import { ANALYTICS_EVENTS, flushAnalytics, track } from './analytics';
import { unsubscribeThisBrowser } from './service-worker';

type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export type AuthState = {
  status: AuthStatus;
  user: CurrentUser | null;
  token: TokenPayload | null;
  isEmployer: boolean;
  isStaff: boolean;
  isDelegated: boolean;
  /** Stores the token of a sign-in or sign-up answer and loads the user. */
  acceptSession: (authorization: string | null, user: CurrentUser) => boolean;
  reloadUser: () => Promise<void>;
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

const USER_FIELDS = [
  'username',
  'name',
  'email',
  'role',
  'position',
  'zip',
  'photoThumbnailUrl',
  'delegated',
  'practiceName',
  'teamRole',
  'teamTwoStepMissing',
] as const;
/** The same user with the same details: keep the old object so nothing re-renders for nothing. */
const sameUser = (a: CurrentUser, b: CurrentUser) => USER_FIELDS.every((field) => a[field] === b[field]);

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}

/** What the password step answers: the session, or (two-step sign-in, ADR 105) a challenge for the code. */
export type LoginAnswer =
  { user: CurrentUser; authorization: string | null; secondStep?: undefined } | { secondStep: SecondStepRequired | SetupAtSignInRequired };

/** Signs in by email and password; answers the user, or the second step's challenge, or throws ApiError. */
export async function requestLogin(email: string, password: string): Promise<LoginAnswer> {
  const { data, response } = await apiRequest<CurrentUser | SecondStepRequired | SetupAtSignInRequired>('/auth/login', {
    method: 'POST',
    body: { username: email.trim(), password, delegated: false, legacy: false },
    auth: false,
  });
  if (response.status === 202) return { secondStep: data as SecondStepRequired | SetupAtSignInRequired };
  return { user: data as CurrentUser, authorization: response.headers.get('authorization') };
}

/** The second step of a two-step sign-in: the challenge and a code from the app or a recovery code. */
export async function requestSecondStep(challenge: string, code: string) {
  const { data, response } = await apiRequest<CurrentUser>('/auth/login/second-step', { method: 'POST', body: { challenge, code }, auth: false });
  return { user: data, authorization: response.headers.get('authorization') };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The server knows nothing of the session: both sides start in 'loading' so hydration matches.
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [token, setToken] = useState<TokenPayload | null>(null);
  // The session as it was before a failure cleared storage (the failure handler reads it).
  const tokenRef = useRef<TokenPayload | null>(null);
  useEffect(() => {
    tokenRef.current = token;
  }, [token]);

  const signedOut = useCallback(() => {
    setUser(null);
    setToken(null);
    setStatus('signed-out');
  }, []);

  const reloadUser = useCallback(async () => {
    const payload = readTokenPayload();
    if (!payload) return signedOut();
    setToken(payload);
    try {
      const current = await api.get<CurrentUser>('/users/current');
      // Signed out (or in as someone else) while the request was out: its answer is stale.
      if (readTokenPayload()?.sub !== current.username) return;
      saveCurrentUser(current);
      // The user object is only replaced when something about the user changed (or on first load).
      setUser((previous) => (previous && sameUser(previous, current) ? previous : current));
      setStatus('signed-in');
    } catch (error) {
      const now = readTokenPayload();
      if (!now) return signedOut();
      if (now.sub !== payload.sub) return; // a newer session took over meanwhile
      // The server refuses this session (not valid, forbidden, account gone): it is over.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404)) {
        clearSession();
        return signedOut();
      }
      // Server or network trouble: keep a cached user if there is one; without one the app
      // cannot show who is signed in, so stop waiting rather than spin forever.
      setStatus((previous) => (previous === 'loading' ? 'signed-out' : previous));
    }
  }, [signedOut]);

  useEffect(() => {
    const cached = readCurrentUser();
    const payload = readTokenPayload();
    if (payload && cached && cached.username === payload.sub) {
      setUser(cached);
      setToken(payload);
      setStatus('signed-in');
    }
    void reloadUser();
  }, [reloadUser]);

  const onAppPath = location.pathname.startsWith('/app');
  useEffect(() => {
    setAuthEventListeners({
      onAuthFailure: () => {
        // Storage is already cleared when this fires: the delegated flag comes from the last known token.
        const delegated = tokenRef.current?.delegated ?? false;
        signedOut();
        if (window.location.pathname.startsWith('/app') && !delegated)
          navigate(loginPathFor(window.location.pathname + window.location.search), { replace: true });
      },
      onTokenRefreshed: () => setToken(readTokenPayload()),
      // A member's practice began requiring two-step sign-in: the current user says so and the layout asks for it.
      onTeamTwoStepRequired: () => void reloadUser(),
    });
  }, [navigate, signedOut, reloadUser]);

  // Another tab signed in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_TOKEN_KEY && event.key !== null) return;
      if (!event.newValue) {
        signedOut();
        if (window.location.pathname.startsWith('/app')) navigate(loginPathFor(window.location.pathname), { replace: true });
      } else if (event.key === AUTH_TOKEN_KEY && parseTokenPayload(event.oldValue)?.sub === parseTokenPayload(event.newValue)?.sub) {
        // The other tab refreshed the same person's token: take it, stay on this page.
        setToken(readTokenPayload());
      } else {
        void reloadUser().then(() => {
          if (window.location.pathname.startsWith('/app') || readTokenPayload()?.delegated) navigate('/app/dashboard');
        });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate, reloadUser, signedOut]);

  const acceptSession = useCallback((authorization: string | null, current: CurrentUser) => {
    const payload = saveToken(authorization);
    if (!payload) return false;
    saveCurrentUser(current);
    setToken(payload);
    setUser(current);
    setStatus('signed-in');
    return true;
  }, []);

  const signOut = useCallback(async () => {
    const username = readTokenPayload()?.sub;
    // Sent with the session, before it ends, so the event carries the role.
    if (username) {
      track(ANALYTICS_EVENTS.logout);
      flushAnalytics();
    }
    // This browser stops getting the person's notices (with the session, before it ends).
    if (username) await unsubscribeThisBrowser(username).catch(() => undefined);
    if (username) await apiRequest(`/auth/${encodeURIComponent(username)}/logout`, { method: 'POST', auth: false }).catch(() => undefined);
    clearSession();
    signedOut();
  }, [signedOut]);

  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
      token,
      isEmployer: token?.role === 'employer',
      isStaff: token?.role === 'staff',
      isDelegated: token?.delegated ?? false,
      acceptSession,
      reloadUser,
      signOut,
    }),
    [status, user, token, acceptSession, reloadUser, signOut],
  );
  void onAppPath;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
