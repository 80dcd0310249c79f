import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CurrentUserSchema,
  EmployerSignUpSchema,
  LoginSchema,
  StaffSignUpSchema,
  UsernameSchema,
} from '@chairside/domain/accounts';
import type { AppContext } from '../../platform/context';
import { currentAuth, requireUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { logIn } from './log-in';
import { endSession, REFRESH_COOKIE, refreshSession } from './sessions';
import { signUp } from './sign-up';
import { loadCurrentUser } from './users-repository';

const UserParamsSchema = z.strictObject({ user: UsernameSchema });
const tags = ['accounts'];

export function accountsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post('/users/employers', {
      schema: { tags, summary: 'Create an employer account', body: EmployerSignUpSchema, response: { 201: CurrentUserSchema } },
      handler: async (request, reply) => reply.status(201).send(await signUp(ctx, reply, { role: 'employer', input: request.body })),
    });

    app.post('/users/staff', {
      schema: { tags, summary: 'Create a job seeker account', body: StaffSignUpSchema, response: { 201: CurrentUserSchema } },
      handler: async (request, reply) => reply.status(201).send(await signUp(ctx, reply, { role: 'staff', input: request.body })),
    });

    app.post('/auth/login', {
      schema: { tags, summary: 'Sign in with email and password', body: LoginSchema, response: { 200: CurrentUserSchema } },
      handler: async (request, reply) => reply.send(await logIn(ctx, reply, request.body, request.ip)),
    });

    app.post('/auth/:user/token', {
      schema: { tags, summary: 'A new access token from the refresh cookie', params: UserParamsSchema },
      handler: async (request, reply) => {
        await refreshSession(ctx, reply, request.params.user, request.cookies[REFRESH_COOKIE]);
        return reply.status(201).send({ refreshed: true });
      },
    });

    app.post('/auth/:user/logout', {
      schema: { tags, summary: 'Sign out: revokes the refresh family', params: UserParamsSchema },
      handler: async (request, reply) => {
        await endSession(ctx, reply, request.cookies[REFRESH_COOKIE]);
        return reply.status(204).send();
      },
    });

    app.get('/users/current', {
      schema: { tags, summary: 'The signed-in user', response: { 200: CurrentUserSchema } },
      preHandler: requireUser,
      handler: async (request) => {
        const auth = currentAuth(request);
        const user = await loadCurrentUser(ctx.db, auth.username, auth.delegated);
        if (!user) throw notFound('That account');
        return user;
      },
    });
  };
}
