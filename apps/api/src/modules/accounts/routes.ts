import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  CurrentUserSchema,
  EmailPreferencesSchema,
  EmployerSignUpSchema,
  LoginSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  StaffSignUpSchema,
  UsernameSchema,
  type CurrentUser,
} from '@chairside/domain/accounts';
import { SignInPendingSchema } from '@chairside/domain/two-step';
import type { AppContext } from '../../platform/context';
import { currentAuth, forbidDelegated, requireAdmin, requireOwner, requireUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { NoContentSchema } from '../../platform/api-document';
import { changeEmail } from './change-email';
import { changePassword } from './change-password';
import { registerDeviceRoutes } from './device-routes';
import { registerTwoStepRoutes } from './two-step-routes';
import { registerPasskeyRoutes } from './passkey-routes';
import { registerGoogleRoutes } from './google-routes';
import { getEmailPreferences, updateEmailPreferences } from './email-preferences';
import { logIn } from './log-in';
import { openDelegatedSession } from './open-delegated-session';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { endSession, REFRESH_COOKIE, refreshSession } from './sessions';
import { signUp } from './sign-up';
import { loadCurrentUser } from './users-repository';

const UserParamsSchema = z.strictObject({ user: UsernameSchema });
const UsernameParamsSchema = z.strictObject({ username: UsernameSchema });
const MessageSchema = z.object({ message: z.string() });
const tags = ['accounts'];

const found = (user: CurrentUser | null): CurrentUser => {
  if (!user) throw notFound('That account');
  return user;
};

export function accountsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post('/users/employers', {
      schema: { tags, summary: 'Create an employer account', body: EmployerSignUpSchema, response: { 201: CurrentUserSchema }, errors: [409, 429] },
      handler: async (request, reply) => reply.status(201).send(found(await signUp(ctx, reply, { role: 'employer', input: request.body }))),
    });

    app.post('/users/staff', {
      schema: { tags, summary: 'Create a job seeker account', body: StaffSignUpSchema, response: { 201: CurrentUserSchema }, errors: [409, 429] },
      handler: async (request, reply) => reply.status(201).send(found(await signUp(ctx, reply, { role: 'staff', input: request.body }))),
    });

    app.post('/auth/login', {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        description:
          'delegated: true is refused (403): administrators open delegated sessions. With two-step sign-in on, the right password answers 202 with a challenge and no session; POST auth/login/second-step completes it. An administrator without two-step sign-in gets 202 with secondStep setup: POST auth/login/setup and auth/login/setup/confirm set it up and start the session.',
        body: LoginSchema,
        response: { 200: CurrentUserSchema, 202: SignInPendingSchema },
        errors: [401, 429],
      },
      handler: async (request, reply) => {
        const outcome = await logIn(ctx, reply, request.body, request.ip);
        if (outcome.secondStep) return reply.status(202).send(outcome.secondStep);
        return reply.send(found(outcome.user));
      },
    });

    app.post('/auth/:user/token', {
      schema: {
        tags,
        summary: 'A new access token from the refresh cookie',
        description:
          'The access token comes in the Authorization header, the next refresh credential as the cookie. No refresh cookie, or one of a session that has ended: 401.',
        params: UserParamsSchema,
        response: { 201: z.object({ refreshed: z.literal(true) }) },
      },
      handler: async (request, reply) => {
        await refreshSession(ctx, reply, request.params.user, request.cookies[REFRESH_COOKIE]);
        return reply.status(201).send({ refreshed: true });
      },
    });

    app.post('/auth/:user/logout', {
      schema: {
        tags,
        summary: 'Sign out: ends the session',
        description:
          'Revokes the refresh family of the cookie and the session of the bearer token: their access tokens are refused (401) from then on, on every instance.',
        params: UserParamsSchema,
        response: { 204: NoContentSchema },
      },
      // Signing out works with an access token that has already expired: the cookie's session still ends.
      config: { staleTokenAsVisitor: true },
      handler: async (request, reply) => {
        await endSession(ctx, reply, request.cookies[REFRESH_COOKIE], request.auth?.session);
        return reply.status(204).send(null);
      },
    });

    app.put('/auth/password', {
      schema: {
        tags,
        summary: 'Email a 6-digit password reset code',
        description: 'The same 202 answer whether or not an account uses the email. Limited per email and per address (429).',
        security: [],
        body: PasswordResetRequestSchema,
        response: { 202: MessageSchema },
      },
      handler: async (request, reply) => reply.status(202).send(await requestPasswordReset(ctx, request.body.email, request.ip)),
    });

    app.post('/auth/password', {
      schema: {
        tags,
        summary: 'Set a new password with the emailed code',
        description: 'The code works once, for 30 minutes, and for at most 5 guesses. Ends every session; the person then signs in.',
        security: [],
        body: PasswordResetSchema,
        response: { 200: MessageSchema },
      },
      handler: async (request) => resetPassword(ctx, request.body, request.ip),
    });

    app.put('/auth/:user/email-address', {
      schema: {
        tags,
        summary: 'Change the email address (current password required)',
        params: UserParamsSchema,
        body: ChangeEmailSchema,
        response: { 200: CurrentUserSchema },
        errors: [409, 429],
      },
      preValidation: [requireOwner, forbidDelegated],
      handler: async (request) => changeEmail(ctx, request.params.user, request.body, request.ip),
    });

    app.post('/auth/:user/password', {
      schema: {
        tags,
        summary: 'Change the password (current password required)',
        description: 'Ends every other session; answers a fresh session (Authorization header and refresh cookie).',
        params: UserParamsSchema,
        body: ChangePasswordSchema,
        response: { 200: CurrentUserSchema },
        errors: [429],
      },
      preValidation: [requireOwner, forbidDelegated],
      handler: async (request, reply) => changePassword(ctx, reply, request.params.user, request.body, request.ip),
    });

    app.get('/users/:username/emails/preferences', {
      schema: { tags, summary: 'Email preferences (stored over the defaults)', params: UsernameParamsSchema, response: { 200: EmailPreferencesSchema } },
      preValidation: requireOwner,
      handler: async (request) => getEmailPreferences(ctx, request.params.username),
    });

    app.post('/users/:username/emails/preferences', {
      schema: {
        tags,
        summary: 'Save email preferences',
        params: UsernameParamsSchema,
        body: EmailPreferencesSchema,
        response: { 200: EmailPreferencesSchema },
      },
      preValidation: requireOwner,
      handler: async (request) => updateEmailPreferences(ctx, request.params.username, request.body),
    });

    app.post('/admin/users/:username/delegate', {
      schema: {
        tags: ['admin'],
        summary: 'Open a delegated session as this user',
        description:
          'Answers the user with delegated: true and an Authorization header; every request made with it is audited. The administrator needs two-step sign-in (403 SECOND_FACTOR_REQUIRED) proved in this session within 10 minutes (403 STEP_UP_REQUIRED: POST users/{username}/two-step/step-up, then again).',
        params: UsernameParamsSchema,
        response: { 201: CurrentUserSchema },
        errors: [403],
      },
      preValidation: requireAdmin,
      handler: async (request, reply) =>
        reply.status(201).send(await openDelegatedSession(ctx, reply, currentAuth(request), request.params.username, request.url)),
    });

    registerDeviceRoutes(fastify, ctx);
    registerTwoStepRoutes(fastify, ctx);
    registerPasskeyRoutes(fastify, ctx);
    registerGoogleRoutes(fastify, ctx);

    app.get('/users/current', {
      schema: { tags, summary: 'The signed-in user', response: { 200: CurrentUserSchema } },
      preHandler: requireUser,
      handler: async (request) => {
        const auth = currentAuth(request);
        const current = found(await loadCurrentUser(ctx.db, auth.username, auth.delegated));
        if (!auth.member) return current;
        const { role, name, twoStepMissing } = auth.member;
        return { ...current, teamRole: role, actorName: name, ...(twoStepMissing ? { teamTwoStepMissing: true } : {}) };
      },
    });
  };
}
