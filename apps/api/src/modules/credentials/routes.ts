import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadRouteValidator } from '../../platform/uploads';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { CREDENTIAL_CARD_MAX_BYTES, CredentialInputSchema, CredentialSchema } from '@chairside/domain/credentials';
import { idParamSchema } from '@chairside/domain/form-fields';
import type { AppContext } from '../../platform/context';
import { currentAuth, requireOwner, requireStaff, requireUser } from '../../platform/auth';
import { NoContentSchema } from '../../platform/api-document';
import { AppError } from '../../platform/errors';
import {
  addCredential,
  changeCredential,
  listMine,
  readCard,
  readCardUpload,
  removeCard,
  removeCredential,
  requireSeeker,
  uploadCard,
} from './manage-credentials';
import { mayReadCredentials, type PracticeReadsCredentials } from './reader-access';
import { requestVerification } from './verify-credential';

const tags = ['Licenses and certificates'];
const STAFF_ONLY = 'The job seeker only: anonymous 401, not a job seeker 403, another job seeker 404.';
const AccountParamsSchema = z.strictObject({ id: UsernameSchema });
const CredentialParamsSchema = z.strictObject({ id: UsernameSchema, credentialId: idParamSchema('credentialId') });
const staffOwner = [requireStaff, requireOwner];
const CardBodySchema = z.object({
  file: z.file().describe(`A PDF or a JPEG, PNG, WebP or GIF image of at most ${CREDENTIAL_CARD_MAX_BYTES} bytes (10 MB), checked by its content.`),
});

/** Licenses, permits and certificates on the resume profile, their cards and their verification (ADR 115). */
export function credentialsRoutes(ctx: AppContext, practiceReads: PracticeReadsCredentials) {
  return async (fastify: FastifyInstance) => {
    await fastify.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: CREDENTIAL_CARD_MAX_BYTES, files: 1 } });
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users/staff/:id/credentials', {
      schema: {
        tags,
        summary: 'My licenses and certificates, with their status and every check',
        description: STAFF_ONLY,
        params: AccountParamsSchema,
        response: { 200: z.array(CredentialSchema) },
      },
      preValidation: staffOwner,
      handler: async (request) => listMine(ctx, request.params.id),
    });

    app.post('/users/staff/:id/credentials', {
      schema: {
        tags,
        summary: 'Add a license, permit or certificate (unverified until checked)',
        description: `Licenses and permits need state and number; CPR / BLS needs expiresOn; "other" kinds need title; npi is 10 digits. Bad input 400 naming the field. ${STAFF_ONLY}`,
        params: AccountParamsSchema,
        body: CredentialInputSchema,
        response: { 201: CredentialSchema },
      },
      preValidation: staffOwner,
      handler: async (request, reply) => reply.status(201).send(await addCredential(ctx, request.params.id, request.body)),
    });

    app.put('/users/staff/:id/credentials/:credentialId', {
      schema: {
        tags,
        summary: 'Change a license or certificate (it becomes unverified again)',
        description: `Another person's or none: 404 credentialId. ${STAFF_ONLY}`,
        params: CredentialParamsSchema,
        body: CredentialInputSchema,
        response: { 200: CredentialSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => changeCredential(ctx, request.params.id, request.params.credentialId, request.body),
    });

    app.delete('/users/staff/:id/credentials/:credentialId', {
      schema: {
        tags,
        summary: 'Remove a license or certificate and its card',
        description: `204. ${STAFF_ONLY}`,
        params: CredentialParamsSchema,
        response: { 204: NoContentSchema },
      },
      preValidation: staffOwner,
      handler: async (request, reply) => {
        await removeCredential(ctx, request.params.id, request.params.credentialId);
        return reply.status(204).send(null);
      },
    });

    app.post('/users/staff/:id/credentials/:credentialId/verification', {
      schema: {
        tags,
        summary: 'Verify it: through the NPI Registry (RDH or DDS/DMD with an NPI), else queued for an administrator with the state board',
        description: `Answers the credential with its new status and check. Already waiting for a review: 409. ${STAFF_ONLY}`,
        params: CredentialParamsSchema,
        response: { 200: CredentialSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => requestVerification(ctx, request.params.id, request.params.credentialId),
    });

    app.put('/users/staff/:id/credentials/:credentialId/card', {
      schema: {
        tags,
        summary: 'Attach (or replace) the picture or PDF of the card',
        description:
          'multipart/form-data, field file. Over 10 MB: 413. Not a PDF or an image by content: 415. A PDF cut short or with scripts, actions or attached files: 400. ' +
          `Images are re-encoded without metadata. ${STAFF_ONLY}`,
        consumes: ['multipart/form-data'],
        params: CredentialParamsSchema,
        body: CardBodySchema,
        response: { 200: CredentialSchema },
      },
      // The body is a stream read by the handler; the schema above only documents it.
      validatorCompiler: uploadRouteValidator,
      preValidation: staffOwner,
      handler: async (request) => uploadCard(ctx, request.params.id, request.params.credentialId, await readCardUpload(request)),
    });

    app.delete('/users/staff/:id/credentials/:credentialId/card', {
      schema: { tags, summary: 'Remove the card', description: `204. ${STAFF_ONLY}`, params: CredentialParamsSchema, response: { 204: NoContentSchema } },
      preValidation: staffOwner,
      handler: async (request, reply) => {
        await removeCard(ctx, request.params.id, request.params.credentialId);
        return reply.status(204).send(null);
      },
    });

    // Without the zod type provider's reply typing: the answer is bytes, not JSON.
    fastify.get('/users/staff/:id/credentials/:credentialId/card', {
      schema: {
        tags,
        summary: 'The card (PDF or WebP)',
        description:
          'To the person, administrators, and practices the person applied to or that hold resume access; anyone else, or no card: 404. Signed out 401.',
        produces: ['application/pdf', 'image/webp'],
        params: CredentialParamsSchema,
      },
      preValidation: requireUser,
      handler: async (request, reply) => {
        const params = request.params as z.infer<typeof CredentialParamsSchema>;
        const holder = await requireSeeker(ctx, params.id);
        if (!(await mayReadCredentials(ctx, practiceReads, params.id, holder.id, currentAuth(request))))
          throw new AppError('NOT_FOUND', 'That card was not found.', { field: 'credentialId' });
        const file = await readCard(ctx, params.id, params.credentialId);
        return reply
          .type(file.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename="card-${params.credentialId}.${file.contentType === 'application/pdf' ? 'pdf' : 'webp'}"`)
          .send(file.data);
      },
    });
  };
}
