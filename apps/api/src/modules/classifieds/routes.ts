import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { idParamSchema } from '@chairside/domain/form-fields';
import {
  CLASSIFIED_CATEGORY_CODES,
  CLASSIFIED_PHOTO_LIMIT,
  CLASSIFIED_PHOTO_MAX_BYTES,
  CLASSIFIED_SUBMISSIONS_PER_DAY,
  ClassifiedCreatedSchema,
  ClassifiedFlagInputSchema,
  ClassifiedInputSchema,
  ClassifiedListSchema,
  ClassifiedPhotoOrderSchema,
  ClassifiedSchema,
} from '@chairside/domain/classifieds';
import type { AppContext } from '../../platform/context';
import { currentAuth, requireUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { NoContentSchema, SIGNED_LINK_ERRORS } from '../../platform/api-document';
import { reorderClassifiedPhotos, removeClassifiedPhoto, uploadClassifiedPhoto } from './classified-photos';
import { createClassified } from './create-classified';
import { deleteClassified } from './delete-classified';
import { flagClassified } from './flag-classified';
import { getClassified } from './get-classified';
import { listClassifieds, listMyClassifieds } from './list-classifieds';
import { readClassifiedPhotoUpload } from './read-classified-photo-upload';
import { classifiedOfRenewLink, renewByLink, renewOwnClassified } from './renew-classified';
import { updateClassified } from './update-classified';

const tags = ['classifieds'];
const IdParamsSchema = z.strictObject({ id: idParamSchema('id') });
const PhotosParamsSchema = z.strictObject({ userId: UsernameSchema, id: idParamSchema('id') });
const PhotoParamsSchema = z.strictObject({ userId: UsernameSchema, id: idParamSchema('id'), photoId: idParamSchema('photoId') });
const TokenParamsSchema = z.strictObject({ token: z.string().max(2_000) });
const pageMessage = 'page is a whole number from 1 to 500.';
const OWNER = 'The owner only: signed out 401, anyone else 404.';

/** The photo calls name the owner ({userId}): it must be the caller, or 404 (as for a listing of someone else). */
const callerIsUserId = async (request: FastifyRequest, _reply: FastifyReply) => {
  const auth = currentAuth(request);
  if ((request.params as { userId?: string }).userId !== auth.username) throw notFound('That listing');
};

/** Classified listings: written by their owners, shown once approved, for 60 days a term (ADR 49). */
export function classifiedsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    await fastify.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: CLASSIFIED_PHOTO_MAX_BYTES, files: 1 } });
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/classifieds', {
      schema: {
        tags,
        summary: 'Live listings, newest first',
        description: 'Approved and within their 60 days; 20 a page; category narrows to one. No sign-in.',
        security: [],
        querystring: z.strictObject({
          category: z.enum(CLASSIFIED_CATEGORY_CODES, { error: `category is one of ${CLASSIFIED_CATEGORY_CODES.join(', ')}.` }).optional(),
          page: z
            .string({ error: pageMessage })
            .regex(/^\d{1,3}$/, pageMessage)
            .transform(Number)
            .pipe(z.number().int().min(1, pageMessage).max(500, pageMessage))
            .default(1),
        }),
        response: { 200: ClassifiedListSchema },
      },
      handler: async (request) => listClassifieds(ctx, request.query.category ?? null, request.query.page),
    });

    app.get('/classifieds/mine', {
      schema: { tags, summary: "The signed-in person's listings in every state, newest first", response: { 200: z.array(ClassifiedSchema) } },
      preValidation: requireUser,
      handler: async (request) => listMyClassifieds(ctx, currentAuth(request)),
    });

    app.post('/classifieds', {
      schema: {
        tags,
        summary: 'Create a listing',
        description: `Anyone signed in (401 otherwise). 201 with its id; it waits for review (PENDING). At most ${CLASSIFIED_SUBMISSIONS_PER_DAY} a day per account (429).`,
        body: ClassifiedInputSchema,
        response: { 201: ClassifiedCreatedSchema },
      },
      preValidation: requireUser,
      handler: async (request, reply) => reply.status(201).send(await createClassified(ctx, currentAuth(request), request.body)),
    });

    app.get('/classifieds/:id', {
      schema: {
        tags,
        summary: 'A listing',
        description: 'Its owner (and administrators) always; everyone else only once approved and within its term (404 before and after).',
        params: IdParamsSchema,
        response: { 200: ClassifiedSchema },
      },
      handler: async (request) => getClassified(ctx, request.auth, request.params.id),
    });

    app.put('/classifieds/:id', {
      schema: {
        tags,
        summary: 'Edit a listing',
        description: `The listing goes back to review (PENDING). ${OWNER}`,
        params: IdParamsSchema,
        body: ClassifiedInputSchema,
        response: { 200: ClassifiedSchema },
      },
      preValidation: requireUser,
      handler: async (request) => updateClassified(ctx, currentAuth(request), request.params.id, request.body),
    });

    app.delete('/classifieds/:id', {
      schema: {
        tags,
        summary: 'Delete a listing',
        description: `204. The listing, in any state, its photos and its reports go for good; it leaves the public list and site search at once. ${OWNER}`,
        params: IdParamsSchema,
        response: { 204: NoContentSchema },
      },
      preValidation: requireUser,
      handler: async (request, reply) => {
        await deleteClassified(ctx, currentAuth(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.put('/classifieds/:id/renew', {
      schema: {
        tags,
        summary: 'Renew a listing for another 60 days from now',
        description: `Approved listings only, live or expired (otherwise 409). ${OWNER}`,
        params: IdParamsSchema,
        response: { 200: ClassifiedSchema },
      },
      preValidation: requireUser,
      handler: async (request) => renewOwnClassified(ctx, currentAuth(request), request.params.id),
    });

    app.put('/classifieds/:id/flag', {
      schema: {
        tags,
        summary: 'Report a listing to the administrators',
        description: 'Signed-in readers, live listings only (404 otherwise). One open report per reader (again: 200, nothing added); 20 an hour (429).',
        params: IdParamsSchema,
        body: ClassifiedFlagInputSchema,
        response: { 200: z.object({ flagged: z.boolean() }) },
      },
      preValidation: requireUser,
      handler: async (request) => flagClassified(ctx, currentAuth(request), request.params.id, request.body.reason),
    });

    app.post('/photos/docs/:userId/CLASSIFIED/:id', {
      schema: {
        tags,
        summary: 'Add a photo to a listing',
        description:
          `multipart/form-data with one field file: a JPEG, PNG, WebP or GIF of at most ${CLASSIFIED_PHOTO_MAX_BYTES} bytes, checked by its content (415 otherwise, 413 when larger) ` +
          `and re-encoded without its metadata. At most ${CLASSIFIED_PHOTO_LIMIT} photos (409). The listing goes back to review. {userId} is the caller's username. ${OWNER}`,
        params: PhotosParamsSchema,
        response: { 201: ClassifiedSchema },
      },
      preValidation: [requireUser, callerIsUserId],
      handler: async (request, reply) => {
        const data = await readClassifiedPhotoUpload(request);
        return reply.status(201).send(await uploadClassifiedPhoto(ctx, currentAuth(request), request.params.id, data));
      },
    });

    app.put('/photos/docs/:userId/CLASSIFIED/:id/order', {
      schema: {
        tags,
        summary: "Set the order of a listing's photos",
        description: `ids: each of the listing's photo ids once, first shown first (400 ids otherwise). ${OWNER}`,
        params: PhotosParamsSchema,
        body: ClassifiedPhotoOrderSchema,
        response: { 200: ClassifiedSchema },
      },
      preValidation: [requireUser, callerIsUserId],
      handler: async (request) => reorderClassifiedPhotos(ctx, currentAuth(request), request.params.id, request.body.ids),
    });

    app.delete('/photos/docs/:userId/CLASSIFIED/:id/:photoId', {
      schema: { tags, summary: 'Remove a photo from a listing', description: OWNER, params: PhotoParamsSchema, response: { 200: ClassifiedSchema } },
      preValidation: [requireUser, callerIsUserId],
      handler: async (request) => removeClassifiedPhoto(ctx, currentAuth(request), request.params.id, request.params.photoId),
    });

    app.get('/signed/classified-renew/:token', {
      schema: {
        tags,
        summary: 'The listing an emailed renewal link is for',
        description: 'Signed out. 400 LINK_MALFORMED, 403 LINK_INVALID, 410 LINK_EXPIRED. isUsed: the link has renewed it already.',
        security: [],
        params: TokenParamsSchema,
        response: { 200: z.object({ classified: ClassifiedSchema, isUsed: z.boolean() }) },
        errors: SIGNED_LINK_ERRORS,
      },
      handler: async (request) => classifiedOfRenewLink(ctx, request.params.token),
    });

    app.post('/signed/classified-renew/:token', {
      schema: {
        tags,
        summary: 'Renew a listing from the emailed link',
        description: 'Signed out, once per link (409 LINK_USED after): another 60 days from now. Not approved any more: 409.',
        security: [],
        params: TokenParamsSchema,
        response: { 200: ClassifiedSchema },
        errors: SIGNED_LINK_ERRORS,
      },
      handler: async (request) => renewByLink(ctx, request.params.token),
    });
  };
}
