import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountClosureSchema, CLOSURE_GRACE_DAYS, CloseAccountSchema, DataExportRequestedSchema } from '@chairside/domain/account-data';
import { UsernameSchema } from '@chairside/domain/accounts';
import { NoContentSchema, SIGNED_LINK_ERRORS } from '../../platform/api-document';
import { forbidDelegated, requireOwner } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { closeAccount, getAccountClosure, keepAccount } from './account-closure';
import { downloadDataExport, handleDataExports, requestDataExport } from './data-exports';

const tags = ['your data'];
const OwnerParamsSchema = z.strictObject({ username: UsernameSchema });
const TokenParamsSchema = z.strictObject({ token: z.string().min(1).max(2_000) });

/** "Your data" (ADR 104): downloading one's data, and closing one's account with a grace period. */
export function accountDataRoutes(ctx: AppContext) {
  handleDataExports(ctx);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post('/users/:username/data-exports', {
      schema: {
        tags,
        summary: 'Ask for a download of your data',
        description:
          'Queues an archive (ZIP: chairside-data.json with every row about the person, and their uploaded files) and emails a signed link to it that works ' +
          'for 7 days. 202; once an hour per person (429 with Retry-After).',
        params: OwnerParamsSchema,
        response: { 202: DataExportRequestedSchema },
        errors: [429],
      },
      preValidation: [requireOwner, forbidDelegated],
      handler: async (request, reply) => reply.status(202).send(await requestDataExport(ctx, request.params.username)),
    });

    app.get('/signed/data-export/:token', {
      schema: {
        tags,
        summary: 'Download your data from the emailed link',
        description:
          'The signed link of the data email (7 days): the ZIP archive. Works signed out. Bad link 400/403; expired, or the account erased since: 410.',
        params: TokenParamsSchema,
        produces: ['application/zip'],
        errors: SIGNED_LINK_ERRORS,
      },
      handler: async (request, reply) => {
        const file = await downloadDataExport(ctx, request.params.token);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .send(file.data);
      },
    });

    app.get('/users/:username/closure', {
      schema: {
        tags,
        summary: 'Whether your account is closing',
        description: 'closing: null, or when it was asked for and the time after which the account is erased.',
        params: OwnerParamsSchema,
        response: { 200: AccountClosureSchema },
      },
      preValidation: requireOwner,
      handler: async (request) => getAccountClosure(ctx, request.params.username),
    });

    app.post('/users/:username/closure', {
      schema: {
        tags,
        summary: 'Close your account',
        description:
          `Confirmed with the password (400 field password; wrong answers count against sign-in's limits, 429) or, when two-step sign-in is on, ` +
          `with a code from the authenticator app instead (code; 400 field code, 10 tries in 15 minutes, 429). Every session ends at once; ` +
          `an email confirms it. After ${CLOSURE_GRACE_DAYS} days the account is erased by the written rule (ADR 104); signing in before then ` +
          'and DELETE on this path keeps it. An administrator account: 409.',
        params: OwnerParamsSchema,
        body: CloseAccountSchema,
        response: { 200: AccountClosureSchema },
        errors: [409, 429],
      },
      preValidation: [requireOwner, forbidDelegated],
      handler: async (request) => closeAccount(ctx, request.params.username, request.body, request.ip),
    });

    app.delete('/users/:username/closure', {
      schema: {
        tags,
        summary: 'Keep your account',
        description: 'Cancels the closing during the grace period (204, also when there was none).',
        params: OwnerParamsSchema,
        response: { 204: NoContentSchema },
      },
      preValidation: [requireOwner, forbidDelegated],
      handler: async (request, reply) => {
        await keepAccount(ctx, request.params.username);
        return reply.status(204).send(null);
      },
    });
  };
}
