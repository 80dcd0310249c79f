import { describeFailedRequest, fieldErrors, type FailedRequest } from '@chairside/domain/api-errors';
import { clearSession, readToken, readTokenPayload, saveToken } from './auth-storage';

export const API_BASE = '/api9';

/** A failed call, worded for people by the error catalogue. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly body: unknown;
  readonly fields: Record<string, string>;
  readonly reason?: string;

  constructor(failure: FailedRequest) {
    super(describeFailedRequest(failure));
    this.status = failure.kind === 'response' ? failure.status : null;
    this.body = failure.kind === 'response' ? failure.body : null;
    this.fields = failure.kind === 'response' ? fieldErrors(failure.body) : {};
    this.reason = failure.kind === 'response' ? (failure.body as { reason?: string } | null)?.reason : undefined;
  }
}

/** `onTeamTwoStepRequired`: the practice now requires two-step sign-in of this member (ADR 119): the current user says so. */
type AuthEvents = { onAuthFailure: () => void; onTokenRefreshed: () => void; onTeamTwoStepRequired: () => void };
const listeners: AuthEvents = { onAuthFailure: () => undefined, onTokenRefreshed: () => undefined, onTeamTwoStepRequired: () => undefined };
export function setAuthEventListeners(events: Partial<AuthEvents>) {
  Object.assign(listeners, events);
}

let refreshing: Promise<boolean> | null = null;

/**
 * Exchanges the refresh cookie for a new access token. Parallel callers share one request, so
 * many requests failing with 401 at once lead to exactly one refresh. False when the server
 * refuses; a refresh that got no answer (offline, or cut off by leaving the page) rejects, and
 * the session is kept: the refresh cookie may still be good (the server's grace window).
 */
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= (async () => {
    const username = readTokenPayload()?.sub;
    if (!username) return false;
    const response = await fetch(`${API_BASE}/auth/${encodeURIComponent(username)}/token`, {
      method: 'POST',
      credentials: 'same-origin',
    });
    const header = response.headers.get('authorization');
    if (response.status !== 201 || !header || !saveToken(header)) return false;
    listeners.onTokenRefreshed();
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal; auth?: boolean; headers?: Record<string, string> };

function buildRequest(path: string, options: RequestOptions): [string, RequestInit] {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = options.auth === false ? null : readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return [`${API_BASE}${path}`, { method: options.method ?? 'GET', headers, body, signal: options.signal, credentials: 'same-origin' }];
}

class SetupError extends Error {}

async function send(path: string, options: RequestOptions): Promise<Response> {
  let request: [string, RequestInit];
  try {
    request = buildRequest(path, options);
  } catch (error) {
    throw new SetupError(String(error));
  }
  return fetch(...request);
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isRead = (options: RequestOptions) => (options.method ?? 'GET') === 'GET';

/**
 * Sends the call; a 401 is retried once after a refresh. When the session cannot be refreshed it
 * is over: the session is cleared and a read is sent again without it, so a public page shows what
 * a visitor sees (a change is not: it was meant as the person). No answer throws ApiError.
 */
export async function answerOf(path: string, options: RequestOptions): Promise<Response> {
  try {
    const sentWith = options.auth === false ? null : readToken();
    let response = await send(path, options);
    if (response.status === 401 && options.auth !== false && (sentWith || readToken())) {
      // A parallel call may have refreshed the token (or a sign-in made one) while this one was on its way: use that one.
      const now = readToken();
      if (now && (now !== sentWith || (await refreshAccessToken()))) response = await send(path, options);
      else {
        if (readToken()) {
          clearSession();
          listeners.onAuthFailure();
        }
        if (sentWith && isRead(options)) response = await send(path, { ...options, auth: false });
      }
    }
    return response;
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    if (error instanceof SetupError) throw new ApiError({ kind: 'setup' });
    throw new ApiError({ kind: 'no-response' });
  }
}

/** Calls the API; a 401 is retried once after a refresh; failures throw ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<{ data: T; response: Response }> {
  const response = await answerOf(path, options);
  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 403 && (data as { errors?: { code?: string }[] } | null)?.errors?.[0]?.code === 'TEAM_TWO_STEP_REQUIRED')
      listeners.onTeamTwoStepRequired();
    throw new ApiError({ kind: 'response', status: response.status, body: data });
  }
  return { data: data as T, response };
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }).then((r) => r.data),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }).then((r) => r.data),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }).then((r) => r.data),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }).then((r) => r.data),
};
