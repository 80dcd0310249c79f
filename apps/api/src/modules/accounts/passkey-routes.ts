import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CurrentUserSchema, UsernameSchema } from '@chairside/domain/accounts';
import {
  AddPasskeySchema,
  PasskeyAssertionSchema,
  PasskeyConfirmationSchema,
  PasskeyListSchema,
  PasskeyOptionsSchema,
  PasskeySchema,
  PasskeySecondStepOptionsSchema,
  PasskeySecondStepSchema,
  SetupWithPasskeySchema,
} from '@chairside/domain/passkeys';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { AppContext } from '../../platform/context';
import { currentAuth, forbidDelegated, requireOwner } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { NoContentSchema } from '../../platform/api-document';
import {
  completeSecondStepWithPasskey,
  finishRegistration,
  finishSetupWithPasskey,
  passkeyList,
  passwordlessOptions,
  removePasskey,
  secondStepPasskeyOptions,
  setupPasskeyOptions,
  signInWithPasskey,
  startRegistration,
  stepUpPasskeyOptions,
  stepUpWithPasskey,
} from './passkeys';

const OwnerParamsSchema = z.strictObject({ username: UsernameSchema });
const PasskeyParamsSchema = z.strictObject({
  username: UsernameSchema,
  id: z.coerce.number({ error: 'Choose a passkey.' }).int('Choose a passkey.').positive('Choose a passkey.').max(Number.MAX_SAFE_INTEGER),
});
const tags = ['accounts'];
const owned = { preValidation: [requireOwner, forbidDelegated] };
const assertion = (credential: unknown) => credential as AuthenticationResponseJSON;

/** Passkeys (ADR 106): the settings, the sign-in's second step, the password-less sign-in and the step-up. */
export function registerPasskeyRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/auth/login/second-step/passkey/options', {
    schema: {
      tags,
      summary: 'Start the second step of a sign-in with a passkey',
      description:
        'The challenge of the password step (202, methods include passkey). Answers the options for navigator.credentials.get with the account’s passkeys; good for 5 minutes, once. Shares the 10 tries per account in 15 minutes of the codes (429).',
      security: [],
      body: PasskeySecondStepOptionsSchema,
      response: { 200: PasskeyOptionsSchema },
      errors: [401, 429],
    },
    handler: async (request) => secondStepPasskeyOptions(ctx, request.body.challenge),
  });

  typed.post('/auth/login/second-step/passkey', {
    schema: {
      tags,
      summary: 'Complete a two-step sign-in with a passkey',
      description: 'The challenge of the password step and the passkey’s answer. Answers the user and the session as sign-in does.',
      security: [],
      body: PasskeySecondStepSchema,
      response: { 200: CurrentUserSchema },
      errors: [401, 429],
    },
    handler: async (request, reply) => {
      const user = await completeSecondStepWithPasskey(ctx, reply, request.body.challenge, assertion(request.body.credential));
      if (!user) throw notFound('That account');
      return reply.send(user);
    },
  });

  typed.post('/auth/login/setup/passkey/options', {
    schema: {
      tags,
      summary: 'Set up a passkey while signing in',
      description:
        'An administrator without a second factor: the setup challenge of the password step (202, secondStep setup), instead of an authenticator app. Answers the options for navigator.credentials.create; good for 5 minutes, once. No session yet; 409 once the account has a second factor. Shares the 10 tries per account in 15 minutes of the codes (429).',
      security: [],
      body: PasskeySecondStepOptionsSchema,
      response: { 200: PasskeyOptionsSchema },
      errors: [401, 409, 429],
    },
    handler: async (request) => setupPasskeyOptions(ctx, request.body.challenge),
  });

  typed.post('/auth/login/setup/passkey', {
    schema: {
      tags,
      summary: 'Add the passkey set up while signing in, and sign in',
      description:
        'The setup challenge, the passkey’s name and the browser’s answer to the options. The passkey is the account’s second factor from now on; the session starts having proved it. An answer that does not check out is 400 (field credential).',
      security: [],
      body: SetupWithPasskeySchema,
      response: { 200: CurrentUserSchema },
      errors: [401, 409, 429],
    },
    handler: async (request, reply) => {
      const { challenge, ...passkey } = request.body;
      const user = await finishSetupWithPasskey(ctx, reply, challenge, passkey);
      if (!user) throw notFound('That account');
      return reply.send(user);
    },
  });

  typed.post('/auth/passkey/options', {
    schema: {
      tags,
      summary: 'Start a sign-in with a passkey, no password',
      description:
        'Options for navigator.credentials.get naming no account: the browser offers the passkeys it holds for this site. 30 per address in 15 minutes (429).',
      security: [],
      response: { 200: PasskeyOptionsSchema },
      errors: [429],
    },
    handler: async (request) => passwordlessOptions(ctx, request.ip),
  });

  typed.post('/auth/passkey', {
    schema: {
      tags,
      summary: 'Sign in with a passkey, no password',
      description:
        'The passkey’s answer (verified by the person on the device). Answers the user and the session as sign-in does; the session has proved the second factor.',
      security: [],
      body: PasskeyAssertionSchema,
      response: { 200: CurrentUserSchema },
      errors: [401, 429],
    },
    handler: async (request, reply) => {
      const user = await signInWithPasskey(ctx, reply, assertion(request.body.credential), request.ip);
      if (!user) throw notFound('That account');
      return reply.send(user);
    },
  });

  typed.get('/users/:username/passkeys', {
    schema: { tags, summary: 'The account’s passkeys', params: OwnerParamsSchema, response: { 200: PasskeyListSchema } },
    preValidation: requireOwner,
    handler: async (request) => ({ passkeys: await passkeyList(ctx, request.params.username) }),
  });

  typed.post('/users/:username/passkeys/options', {
    schema: {
      tags,
      summary: 'Start adding a passkey',
      description:
        'The current password, or none when this session proved the second factor within 10 minutes. Answers the options for navigator.credentials.create; good for 5 minutes, once.',
      params: OwnerParamsSchema,
      body: PasskeyConfirmationSchema,
      response: { 200: PasskeyOptionsSchema },
      errors: [403, 429],
    },
    ...owned,
    handler: async (request) => startRegistration(ctx, request.params.username, currentAuth(request).session, request.body, request.ip),
  });

  typed.post('/users/:username/passkeys', {
    schema: {
      tags,
      summary: 'Add a passkey',
      description: 'Its name and the browser’s answer to the options. 409 when the passkey is added already.',
      params: OwnerParamsSchema,
      body: AddPasskeySchema,
      response: { 201: PasskeySchema },
      errors: [403, 409],
    },
    ...owned,
    handler: async (request, reply) => reply.status(201).send(await finishRegistration(ctx, request.params.username, request.body)),
  });

  typed.post('/users/:username/passkeys/step-up/options', {
    schema: {
      tags,
      summary: 'Start proving the second factor again with a passkey',
      description: 'Options for navigator.credentials.get with the account’s passkeys (asked before opening a delegated session).',
      params: OwnerParamsSchema,
      response: { 200: PasskeyOptionsSchema },
      errors: [403, 429],
    },
    ...owned,
    handler: async (request) => stepUpPasskeyOptions(ctx, request.params.username),
  });

  typed.post('/users/:username/passkeys/step-up', {
    schema: {
      tags,
      summary: 'Prove the second factor again for this session with a passkey',
      params: OwnerParamsSchema,
      body: PasskeyAssertionSchema,
      response: { 204: NoContentSchema },
      errors: [403, 429],
    },
    ...owned,
    handler: async (request, reply) => {
      await stepUpWithPasskey(ctx, request.params.username, currentAuth(request).session, assertion(request.body.credential));
      return reply.status(204).send(null);
    },
  });

  typed.post('/users/:username/passkeys/:id/remove', {
    schema: {
      tags,
      summary: 'Remove a passkey',
      description:
        'The current password, or none when this session proved the second factor within 10 minutes. 403 for an administrator’s last second factor (no authenticator app, no other passkey).',
      params: PasskeyParamsSchema,
      body: PasskeyConfirmationSchema,
      response: { 204: NoContentSchema },
      errors: [403, 404, 429],
    },
    ...owned,
    handler: async (request, reply) => {
      await removePasskey(ctx, request.params.username, request.params.id, currentAuth(request).session, request.body, request.ip);
      return reply.status(204).send(null);
    },
  });
}
