import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CurrentUser, TokenPayload } from '@chairside/domain/accounts';
import { api, apiRequest, setAuthEventListeners } from './api-client';
import { AUTH_TOKEN_KEY, clearSession, readCurrentUser, readTokenPayload, saveCurrentUser, saveToken } from './auth-storage';
import { loginPathFor } from './redirect-path';

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

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}

/** Signs in by email and password; answers the user or throws ApiError. */
export async function requestLogin(email: string, password: string) {
  const { data, response } = await apiRequest<CurrentUser>('/auth/login', {
    method: 'POST',
    body: { username: email.trim(), password, delegated: false, legacy: false },
    auth: false,
  });
  return { user: data, authorization: response.headers.get('authorization') };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The server knows nothing of the session: both sides start in 'loading' so hydration matches.
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [token, setToken] = useState<TokenPayload | null>(null);

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
      saveCurrentUser(current);
      // The user object is only replaced when the username changes (or on first load).
      setUser((previous) => (previous && previous.username === current.username && previous.name === current.name && previous.photoThumbnailUrl === current.photoThumbnailUrl ? previous : current));
      setStatus('signed-in');
    } catch {
      if (!readTokenPayload()) signedOut();
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
        const delegated = readTokenPayload()?.delegated ?? false;
        signedOut();
        if (window.location.pathname.startsWith('/app') && !delegated)
          navigate(loginPathFor(window.location.pathname + window.location.search), { replace: true });
      },
      onTokenRefreshed: () => setToken(readTokenPayload()),
    });
  }, [navigate, signedOut]);

  // Another tab signed in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_TOKEN_KEY && event.key !== null) return;
      if (!event.newValue) {
        signedOut();
        if (window.location.pathname.startsWith('/app')) navigate(loginPathFor(window.location.pathname), { replace: true });
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
