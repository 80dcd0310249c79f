import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError } from './api-client';
import { AUTH_TOKEN_KEY, readToken } from './auth-storage';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (n: number) => `${encode({ alg: 'HS256' })}.${encode({ sub: 'pat-lee-1', role: 'staff', delegated: false, n })}.sig`;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('apiRequest', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { localStorage: memoryStorage(), location: { pathname: '/app/dashboard', search: '' } });
    window.localStorage.setItem(AUTH_TOKEN_KEY, tokenFor(1));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers parallel 401s with exactly one refresh, then retries each request with the new token', async () => {
    let refreshes = 0;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/auth/pat-lee-1/token')) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(201, { refreshed: true }, { authorization: `Bearer ${tokenFor(2)}` });
      }
      const auth = (init?.headers as Record<string, string>).authorization;
      return auth === `Bearer ${tokenFor(2)}`
        ? json(200, { ok: url })
        : json(401, { errors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' }] });
    });
    vi.stubGlobal('fetch', fetchMock);

    const answers = await Promise.all(['/a', '/b', '/c'].map((path) => apiRequest<{ ok: string }>(path)));
    expect(answers.map((a) => a.data.ok)).toEqual(['/api9/a', '/api9/b', '/api9/c']);
    expect(refreshes).toBe(1);
    expect(readToken()).toBe(tokenFor(2));
  });

  it('retries a call whose 401 arrives after a parallel refresh finished with the new token, not a second refresh', async () => {
    let refreshes = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/auth/pat-lee-1/token')) {
          refreshes += 1;
          return json(201, { refreshed: true }, { authorization: `Bearer ${tokenFor(2)}` });
        }
        const auth = (init?.headers as Record<string, string>).authorization;
        if (auth === `Bearer ${tokenFor(2)}`) return json(200, { ok: url });
        // The slow call's 401 comes back well after the fast call's refresh is done.
        if (url.endsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 50));
        return json(401, { errors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' }] });
      }),
    );
    const answers = await Promise.all(['/fast', '/slow'].map((path) => apiRequest<{ ok: string }>(path)));
    expect(answers.map((a) => a.data.ok)).toEqual(['/api9/fast', '/api9/slow']);
    expect(refreshes).toBe(1);
  });

  it('clears the session when the refresh is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/token') ? json(401, null) : json(401, { errors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' }] }),
      ),
    );
    await expect(apiRequest('/users/current')).rejects.toThrow('Please sign in to continue.');
    expect(readToken()).toBeNull();
  });

  it('sends a read again without the session once the refresh is refused, so a public page shows what a visitor sees', async () => {
    const sent: { url: string; auth?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('/token')) return json(401, null);
        const auth = (init?.headers as Record<string, string> | undefined)?.authorization;
        sent.push({ url, auth });
        return auth ? json(401, { errors: [{ code: 'UNAUTHENTICATED', message: 'Your session has ended.' }] }) : json(200, { title: 'Dental chair' });
      }),
    );
    const { data } = await apiRequest<{ title: string }>('/classifieds/7');
    expect(data.title).toBe('Dental chair');
    expect(sent).toEqual([
      { url: '/api9/classifieds/7', auth: `Bearer ${tokenFor(1)}` },
      { url: '/api9/classifieds/7', auth: undefined },
    ]);
    expect(readToken()).toBeNull();
  });

  it('does not send a change again without the session: it was meant as the signed-in person', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('/token') ? json(401, null) : json(401, { errors: [{ code: 'UNAUTHENTICATED', message: 'Your session has ended.' }] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/classifieds', { method: 'POST', body: { title: 'Chair' } })).rejects.toThrow('Your session has ended.');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api9/classifieds', '/api9/auth/pat-lee-1/token']);
  });

  it('keeps the session when the refresh got no answer (offline, or cut off by leaving the page)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/token')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : json(401, { errors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' }] }),
      ),
    );
    await expect(apiRequest('/users/current')).rejects.toThrow('The request was made but no response was received');
    expect(readToken()).toBe(tokenFor(1));
  });

  it.each([
    ['the first error of the envelope', () => json(409, { errors: [{ code: 'CONFLICT', message: 'Taken.', field: 'email' }] }), 'Taken.'],
    [
      'a payment error',
      () => json(402, { errors: [{ code: 'PAYMENT', message: 'The card was declined.' }], reason: 'paymentError' }),
      'The card was declined.',
    ],
    ['any other failed response', () => new Response('oops', { status: 502 }), 'Error: The server responded with status code 502'],
  ])('words %s by the error catalogue', async (_case, respond, message) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond()),
    );
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
  });

  it('words a request that got no response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/x')).rejects.toThrow('The request was made but no response was received');
  });

  it('words a request that could not be set up', async () => {
    await expect(apiRequest('/x', { method: 'POST', body: { big: 1n } })).rejects.toThrow(
      'Something happened in setting up the request that triggered an error',
    );
  });
});
