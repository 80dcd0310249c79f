import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CurrentUserSchema, UsernameSchema } from '@chairside/domain/accounts';
import {
  ConfirmSetupAtSignInSchema,
  ConfirmTotpSchema,
  DisableTwoStepSchema,
  RecoveryCodesSchema,
  SecondStepSchema,
  SetupAtSignInDoneSchema,
  SetupAtSignInSchema,
  StepUpSchema,
  TotpSetupSchema,
  TwoStepStatusSchema,
} from '@chairside/domain/two-step';
import type { AppContext } from '../../platform/context';
import { currentAuth, forbidDelegated, requireOwner } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { NoContentSchema } from '../../platform/api-document';
import { completeSecondStep, confirmSetupAtSignIn, startSetupAtSignIn } from './second-step-sign-in';
import { confirmTotpSetup, disableTwoStep, renewRecoveryCodes, startTotpSetup, stepUp, twoStepStatus } from './two-step-settings';

const OwnerParamsSchema = z.strictObject({ username: UsernameSchema });
const tags = ['accounts'];
const owned = { preValidation: [requireOwner, forbidDelegated] };

/** Two-step sign-in (ADR 105): the sign-in's second step and the account's settings. */
export function registerTwoStepRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/auth/login/second-step', {
    schema: {
      tags,
      summary: 'Complete a two-step sign-in with a code',
      description:
        'The challenge from the password step (202) and the 6-digit code of the authenticator app, or a recovery code (each works once). Answers the user and the session as sign-in does. A code of a time step already used is refused; 10 tries per account in 15 minutes (429).',
      security: [],
      body: SecondStepSchema,
      response: { 200: CurrentUserSchema },
      errors: [401, 429],
    },
    handler: async (request, reply) => {
      const user = await completeSecondStep(ctx, reply, request.body);
      if (!user) throw notFound('That account');
      return reply.send(user);
    },
  });

  typed.post('/auth/login/setup', {
    schema: {
      tags,
      summary: 'Set up an authenticator app while signing in',
      description:
        'An administrator without two-step sign-in: the password step answers 202 with secondStep setup. With that challenge (15 minutes): a new secret, its otpauth:// address and QR code (SVG). No session yet. 409 when two-step sign-in is on already.',
      security: [],
      body: SetupAtSignInSchema,
      response: { 201: TotpSetupSchema },
      errors: [401, 409],
    },
    handler: async (request, reply) => reply.status(201).send(await startSetupAtSignIn(ctx, request.body.challenge)),
  });

  typed.post('/auth/login/setup/confirm', {
    schema: {
      tags,
      summary: 'Turn two-step sign-in on with the app’s first code and sign in',
      description:
        'The setup challenge and the app’s first code: two-step sign-in is on, the session starts (as sign-in does, having proved the second factor) and 10 recovery codes are answered, shown this once. A wrong code is 401 (field code); 10 tries per account in 15 minutes (429).',
      security: [],
      body: ConfirmSetupAtSignInSchema,
      response: { 200: SetupAtSignInDoneSchema },
      errors: [401, 409, 429],
    },
    handler: async (request, reply) => {
      const done = await confirmSetupAtSignIn(ctx, reply, request.body);
      if (!done) throw notFound('That account');
      return reply.send(done);
    },
  });

  typed.get('/users/:username/two-step', {
    schema: { tags, summary: 'Whether two-step sign-in is on', params: OwnerParamsSchema, response: { 200: TwoStepStatusSchema } },
    preValidation: requireOwner,
    handler: async (request) => twoStepStatus(ctx, request.params.username),
  });

  typed.post('/users/:username/two-step/setup', {
    schema: {
      tags,
      summary: 'Start setting up an authenticator app',
      description: 'A new secret, its otpauth:// address and QR code (SVG). Two-step sign-in is on only once a code confirms it. 409 when it is on already.',
      params: OwnerParamsSchema,
      response: { 201: TotpSetupSchema },
      errors: [403, 409],
    },
    ...owned,
    handler: async (request, reply) => reply.status(201).send(await startTotpSetup(ctx, request.params.username)),
  });

  typed.post('/users/:username/two-step/confirm', {
    schema: {
      tags,
      summary: 'Turn two-step sign-in on with the app’s first code',
      description: 'Answers 10 recovery codes, shown this once (stored hashed).',
      params: OwnerParamsSchema,
      body: ConfirmTotpSchema,
      response: { 200: RecoveryCodesSchema },
      errors: [403, 409, 429],
    },
    ...owned,
    handler: async (request) => confirmTotpSetup(ctx, request.params.username, currentAuth(request).session, request.body.code),
  });

  typed.post('/users/:username/two-step/step-up', {
    schema: {
      tags,
      summary: 'Prove the second factor again for this session',
      description: 'Asked before opening a delegated session when the last code is older than 10 minutes (403 STEP_UP_REQUIRED).',
      params: OwnerParamsSchema,
      body: StepUpSchema,
      response: { 204: NoContentSchema },
      errors: [403, 429],
    },
    ...owned,
    handler: async (request, reply) => {
      await stepUp(ctx, request.params.username, currentAuth(request).session, request.body.code);
      return reply.status(204).send(null);
    },
  });

  typed.post('/users/:username/two-step/recovery-codes', {
    schema: {
      tags,
      summary: 'Replace the recovery codes',
      description: 'A code proves the second factor; the old recovery codes stop working and 10 new ones are answered, shown this once.',
      params: OwnerParamsSchema,
      body: StepUpSchema,
      response: { 200: RecoveryCodesSchema },
      errors: [403, 429],
    },
    ...owned,
    handler: async (request) => renewRecoveryCodes(ctx, request.params.username, request.body.code),
  });

  typed.post('/users/:username/two-step/off', {
    schema: {
      tags,
      summary: 'Turn two-step sign-in off',
      description:
        'The current password and a code (from the app or a recovery code). The secret and the recovery codes are deleted. 403 for an administrator without a passkey: administrators keep a second factor.',
      params: OwnerParamsSchema,
      body: DisableTwoStepSchema,
      response: { 204: NoContentSchema },
      errors: [403, 429],
    },
    ...owned,
    handler: async (request, reply) => {
      await disableTwoStep(ctx, request.params.username, request.body, request.ip);
      return reply.status(204).send(null);
    },
  });
}
