import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { SignedInDevicesSchema } from '@chairside/domain/devices';
import type { AppContext } from '../../platform/context';
import { currentAuth, forbidDelegated, requireOwner } from '../../platform/auth';
import { findUserByUsername } from './users-repository';
import { listSignedInDevices, signOutDevice, signOutOtherDevices } from './signed-in-devices';
import { notFound } from '../../platform/errors';
import { NoContentSchema } from '../../platform/api-document';

const OwnerParamsSchema = z.strictObject({ username: UsernameSchema });
const DeviceParamsSchema = z.strictObject({ username: UsernameSchema, session: z.uuid({ error: 'Name a signed-in device.' }) });
const tags = ['accounts'];

async function ownerId(ctx: AppContext, username: string): Promise<number> {
  const user = await findUserByUsername(ctx.db, username);
  if (!user) throw notFound('That account');
  return user.id;
}

/** The person's signed-in devices, and signing them out (ADR 102). */
export function registerDeviceRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/users/:username/sessions', {
    schema: { tags, summary: 'Your signed-in devices', params: OwnerParamsSchema, response: { 200: SignedInDevicesSchema } },
    preValidation: requireOwner,
    handler: async (request) => ({
      devices: await listSignedInDevices(ctx, await ownerId(ctx, request.params.username), currentAuth(request).session),
    }),
  });

  typed.delete('/users/:username/sessions/:session', {
    schema: {
      tags,
      summary: 'Sign one device out',
      description: "Its access tokens are refused (401) from its next request, on every instance. 404 when it is not the account's or already signed out.",
      params: DeviceParamsSchema,
      response: { 204: NoContentSchema },
    },
    preValidation: [requireOwner, forbidDelegated],
    handler: async (request, reply) => {
      await signOutDevice(ctx, await ownerId(ctx, request.params.username), request.params.session);
      return reply.status(204).send(null);
    },
  });

  typed.delete('/users/:username/sessions', {
    schema: {
      tags,
      summary: 'Sign out every other device',
      description: 'Every session of the account but the one asking ends.',
      params: OwnerParamsSchema,
      response: { 200: z.object({ signedOut: z.number().int() }) },
    },
    preValidation: [requireOwner, forbidDelegated],
    handler: async (request) => ({
      signedOut: await signOutOtherDevices(ctx, await ownerId(ctx, request.params.username), currentAuth(request).session),
    }),
  });
}
