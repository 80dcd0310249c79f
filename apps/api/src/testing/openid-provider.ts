// A local OpenID provider (the `oidc-provider` package) that answers as Google does for sign-in:
// an ID token with sub, email and email_verified. Its pages take any login (an email address) and
// any password; the subject is derived from the login, so the same login is the same identity.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type LocalOpenIdProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The subject the provider gives a login. */
  subjectOf: (login: string) => string;
  close: () => Promise<void>;
};

export const subjectOfLogin = (login: string) => createHash('sha256').update(login.toLowerCase()).digest('hex').slice(0, 21);

/** Starts the provider on a free port of this machine, for one client whose callback is redirectUri. */
export async function startOpenIdProvider(options: { redirectUri: string; clientId?: string; clientSecret?: string }): Promise<LocalOpenIdProvider> {
  const clientId = options.clientId ?? 'chairside-test-client';
  const clientSecret = options.clientSecret ?? 'chairside-test-client-secret-0123456789';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        subject_type: 'pairwise',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // As Google: the ID token itself carries the email.
    conformIdTokenClaims: false,
    cookies: { keys: ['local-openid-provider-cookie-key-0001'] },
    // The login is the account; the client sees a subject of its own for it (as Google's is not the email).
    subjectTypes: ['public', 'pairwise'],
    pairwiseIdentifier: (_ctx, accountId) => subjectOfLogin(accountId),
    findAccount: (_ctx, login) => ({
      accountId: login,
      claims: () => ({ sub: login, email: login.toLowerCase(), email_verified: true, name: login.split('@')[0] }),
    }),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    subjectOf: subjectOfLogin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Goes through the provider's sign-in and consent pages as a browser would, from the authorization
 * address the relying party redirected to, and answers the callback address the provider sends
 * the browser back to (with code, state and iss).
 */
export async function signInAtProvider(authorizationUrl: string, login: string, callbackPrefix: string): Promise<string> {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = authorizationUrl;
  for (let hop = 0; hop < 20; hop += 1) {
    if (url.startsWith(callbackPrefix)) return url;
    let response = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    keep(response);
    if (response.status === 200) {
      const page = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      if (!action) throw new Error(`The provider's page has no form: ${page.slice(0, 300)}`);
      const form: Record<string, string> = page.includes('value="login"') ? { prompt: 'login', login, password: 'any password' } : { prompt: 'consent' };
      response = await fetch(new URL(action.replace(/&amp;/g, '&'), url), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
      keep(response);
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(
        `The provider answered ${response.status} without a redirect: ${(await response.text())
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .slice(0, 600)}`,
      );
    url = new URL(location, url).toString();
  }
  throw new Error('The provider did not send the browser back');
}
