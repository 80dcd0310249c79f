import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CurrentUserSchema, UsernameSchema, type CurrentUser } from '@chairside/domain/accounts';
import {
  GoogleAccountSchema,
  GoogleLinkByEmailSchema,
  GoogleLinkByPasswordSchema,
  GoogleSignInAvailableSchema,
  GoogleUnlinkSchema,
} from '@chairside/domain/google-sign-in';
import { SecondStepRequiredSchema } from '@chairside/domain/two-step';
import type { AppContext } from '../../platform/context';
import { currentAuth, forbidDelegated, requireOwner } from '../../platform/auth';
import { NoContentSchema, SIGNED_LINK_ERRORS } from '../../platform/api-document';
import { AppError, notFound } from '../../platform/errors';
import {
  emailGoogleLink,
  finishGoogleSignIn,
  googleAccountOf,
  googleSignInOf,
  linkGoogleByEmail,
  linkGoogleByPassword,
  signInWithGoogle,
  startGoogleConnect,
  startGoogleSignIn,
  unlinkGoogle,
} from './google-sign-in';

const OwnerParamsSchema = z.strictObject({ username: UsernameSchema });
const CallbackQuerySchema = z.object({}).catchall(z.string().max(4_000)).describe('What the provider sends back: code, state and iss, or error.');
const MessageSchema = z.object({ message: z.string() });
const ConnectSchema = z.object({ location: z.string().describe('The provider’s authorization address: send the browser there.') });
const tags = ['accounts'];
const SIGNED_IN = {
  200: CurrentUserSchema.describe('Signed in: the Authorization header and the refresh cookie come with it.'),
  202: SecondStepRequiredSchema.describe('Two-step sign-in is on: POST auth/login/second-step with this challenge and a code.'),
};
const OFF = 'Not offered on this site (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET not set): 404.';

const found = (user: CurrentUser | null): CurrentUser => {
  if (!user) throw notFound('That account');
  return user;
};

/** Sign in with Google (ADR 107): the trip to the provider, linking an identity to an account, and the settings' entry. */
export function registerGoogleRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/auth/google/available', {
    schema: { tags, summary: 'Whether this site offers Sign in with Google', security: [], response: { 200: GoogleSignInAvailableSchema } },
    handler: async () => ({ available: googleSignInOf(ctx) !== null }),
  });

  typed.get('/auth/google', {
    schema: {
      tags,
      summary: 'Sign in with Google: off to Google',
      description: `Redirects (302) the browser to Google's sign-in, with a short-lived cookie holding the trip's state, nonce and PKCE verifier. ${OFF}`,
      security: [],
      response: { 302: z.null().describe('Location: the provider’s authorization address.') },
      errors: [404],
    },
    handler: async (_request, reply) => reply.redirect(await startGoogleSignIn(ctx, reply), 302),
  });

  typed.get('/auth/google/callback', {
    schema: {
      tags,
      summary: 'Sign in with Google: back from Google',
      description:
        'The redirect URI registered with Google. Checks state, nonce and PKCE against the trip’s cookie and the ID token, then redirects (302) to the web app: /dental-jobs/login/google/ for a linked Google account (the page then POSTs auth/google/session), /dental-jobs/login/google/link/ for one whose verified address is an account’s (prove the account first), else /dental-jobs/login/?google=failed|unverified|no-account. A trip started by POST users/{username}/google/connect links to that account instead and returns to /app/account-settings?google=linked|taken|failed. ' +
        OFF,
      security: [],
      querystring: CallbackQuerySchema,
      response: { 302: z.null().describe('Location: the web page to go on to.') },
      errors: [404],
    },
    handler: async (request, reply) => reply.redirect(await finishGoogleSignIn(ctx, request, reply), 302),
  });

  typed.post('/auth/google/session', {
    schema: {
      tags,
      summary: 'Sign in with the linked Google account of this browser',
      description: `Needs the cookie the callback set (15 minutes); 401 without it or when the Google account is not linked. ${OFF}`,
      security: [],
      response: SIGNED_IN,
      errors: [401, 404],
    },
    handler: async (request, reply) => {
      const outcome = await signInWithGoogle(ctx, request, reply);
      if (outcome.secondStep) return reply.status(202).send(outcome.secondStep);
      return reply.send(found(outcome.user));
    },
  });

  typed.post('/auth/google/link', {
    schema: {
      tags,
      summary: 'Link the Google account of this browser with your Chairside password, and sign in',
      description: `For a Google account whose verified address is an account's. A wrong password is 401 and links nothing (the limits of sign-in, 429). 409 when another Google account is linked already. ${OFF}`,
      security: [],
      body: GoogleLinkByPasswordSchema,
      response: SIGNED_IN,
      errors: [401, 404, 409, 429],
    },
    handler: async (request, reply) => {
      const outcome = await linkGoogleByPassword(ctx, request, reply, request.body.password);
      if (outcome.secondStep) return reply.status(202).send(outcome.secondStep);
      return reply.send(found(outcome.user));
    },
  });

  typed.post('/auth/google/link-email', {
    schema: {
      tags,
      summary: 'Email the account a link that links the Google account of this browser',
      description: `The link works once, for an hour, and opens /dental-jobs/login/google/confirm/. ${OFF}`,
      security: [],
      response: { 202: MessageSchema },
      errors: [401, 404],
    },
    handler: async (request, reply) => reply.status(202).send(await emailGoogleLink(ctx, request)),
  });

  typed.post('/auth/google/link-email/confirm', {
    schema: {
      tags,
      summary: 'Link Google with the emailed link, and sign in',
      description: `The link's token; it works once. ${OFF}`,
      security: [],
      body: GoogleLinkByEmailSchema,
      response: SIGNED_IN,
      errors: [...SIGNED_LINK_ERRORS, 404],
    },
    handler: async (request, reply) => {
      const outcome = await linkGoogleByEmail(ctx, reply, request.body.token);
      if (outcome.secondStep) return reply.status(202).send(outcome.secondStep);
      return reply.send(found(outcome.user));
    },
  });

  typed.get('/users/:username/google', {
    schema: { tags, summary: 'Your linked Google account', params: OwnerParamsSchema, response: { 200: GoogleAccountSchema } },
    preValidation: requireOwner,
    handler: async (request) => googleAccountOf(ctx, request.params.username),
  });

  typed.post('/users/:username/google/connect', {
    schema: {
      tags,
      summary: 'Connect Google to your account while signed in',
      description: `Starts the trip to Google as GET auth/google does (the same short-lived cookie, naming this account) and answers the address to send the browser to. Back from Google, the callback links that Google account to this one and redirects (302) to /app/account-settings?google=linked, or ?google=taken when it is another account's, or ?google=failed. 409 when a Google account is linked already. ${OFF}`,
      params: OwnerParamsSchema,
      response: { 200: ConnectSchema },
      errors: [403, 404, 409],
    },
    preValidation: [requireOwner, forbidDelegated],
    handler: async (request, reply) => {
      // A member acting for a practice connects Google to their own account, never to the practice's sign-in.
      if (currentAuth(request).member) throw new AppError('FORBIDDEN', 'Connect Google from your own account, not while acting for a practice.');
      return startGoogleConnect(ctx, reply, request.params.username);
    },
  });

  typed.post('/users/:username/google/unlink', {
    schema: {
      tags,
      summary: 'Unlink Google (current password required)',
      description: 'Afterwards Google no longer signs in to the account. 404 when none is linked.',
      params: OwnerParamsSchema,
      body: GoogleUnlinkSchema,
      response: { 204: NoContentSchema },
      errors: [404, 429],
    },
    preValidation: [requireOwner, forbidDelegated],
    handler: async (request, reply) => {
      await unlinkGoogle(ctx, request.params.username, request.body.currentPassword, request.ip);
      return reply.status(204).send(null);
    },
  });
}
