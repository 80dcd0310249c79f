// Sign in with Google (ADR 107): the port, and its adapter on openid-client (the certified relying
// party library) for the authorization code flow with PKCE, state and nonce. Off (null) unless
// GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set; GOOGLE_ISSUER_URL points it at another
// OpenID provider (the local one of the tests).
import * as oidc from 'openid-client';
import type { Config } from './config';

/** What the browser must bring back to the callback: kept in a signed cookie, never in memory. */
export type AuthorizationChecks = { state: string; nonce: string; codeVerifier: string };

/** The identity the provider vouched for, from the verified ID token. */
export type ProvenIdentity = { issuer: string; subject: string; email: string | null; emailVerified: boolean; name: string | null };

export type GoogleSignIn = {
  /** The provider's address to send the browser to, and the checks its return must pass. */
  start(redirectUri: string): Promise<{ url: string; checks: AuthorizationChecks }>;
  /** Trades the callback's code for the verified ID token; throws when state, nonce, PKCE or the token do not check out. */
  finish(callbackUrl: URL, checks: AuthorizationChecks): Promise<ProvenIdentity>;
};

export function createGoogleSignIn(config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_ISSUER_URL'>): GoogleSignIn | null {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER_URL: issuer } = config;
  if (!clientId || !clientSecret) return null;
  // The provider's metadata and keys, found once per process (openid-client refreshes keys it does not know).
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(issuer), clientId, clientSecret, undefined, {
        // Plain http only for a provider on this machine (tests); Google is https.
        execute: /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  return {
    async start(redirectUri) {
      const server = await configuration();
      const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(server, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, checks };
    },

    async finish(callbackUrl, checks) {
      const server = await configuration();
      const tokens = await oidc.authorizationCodeGrant(server, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider sent no ID token');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
      };
    },
  };
}
