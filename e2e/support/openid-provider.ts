// A local OpenID provider for journeys (the `oidc-provider` package; the API's tests have the same in
// apps/api/src/testing/openid-provider.ts, which journeys may not import) that answers as Google does for sign-in:
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
