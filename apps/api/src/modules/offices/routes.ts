import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadRouteValidator } from '../../platform/uploads';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { idParamSchema } from '@chairside/domain/form-fields';
import {
  DowParamSchema,
  MapSettingsSchema,
  OFFICE_PHOTO_MAX_BYTES,
  OfficeHourSchema,
  OfficeHoursInputSchema,
  OfficeInputSchema,
  OfficePhotoSchema,
  OfficePhotoUpdateSchema,
  OfficeSchema,
  PhotoOrderSchema,
} from '@chairside/domain/office';
import type { AppContext } from '../../platform/context';
import { requireEmployer, requireOwner } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { parseOrThrow } from '../../platform/validation';
import { NoContentSchema } from '../../platform/api-document';
import { addOffice } from './add-office';
import { getOwnOffice, listOwnOffices } from './get-offices';
import { readOfficePhotoUpload } from './read-office-photo-upload';
import { removeOffice } from './remove-office';
import { removeOfficePhoto } from './remove-office-photo';
import { reorderOfficePhotos } from './reorder-office-photos';
import { clearOfficeDay, setOfficeHours } from './set-office-hours';
import { setPrimaryOffice } from './set-primary-office';
import { updateOffice } from './update-office';
import { updateOfficePhoto } from './update-office-photo';
import { uploadOfficePhoto } from './upload-office-photo';

const tags = ['offices'];
const OWNER_ONLY = 'Only the practice may call this: anonymous 401, not an employer 403, another practice 404.';
/** Role first (a job seeker: 403), then the path's username must be the caller's (404). */
const ownerOnly = [requireEmployer, requireOwner];

const EmployerParamsSchema = z.strictObject({ id: UsernameSchema });
const OfficeParamsSchema = z.strictObject({ id: UsernameSchema, officeId: idParamSchema('officeId') });
const DayParamsSchema = z.strictObject({ id: UsernameSchema, officeId: idParamSchema('officeId'), dow: DowParamSchema });
const PhotosParamsSchema = z.strictObject({ id: UsernameSchema, userId: UsernameSchema, officeId: idParamSchema('officeId') });
const PhotoParamsSchema = PhotosParamsSchema.extend({ photoId: idParamSchema('photoId') });
const HoursAnswerSchema = z.object({ hours: z.array(OfficeHourSchema) });

const PHOTOS_PATH = '/users/employers/:id/photos/multi/:userId/OFFICE_PHOTOS/:officeId';

/** The photo calls name the practice twice ({id} and {userId}): both must be the caller. */
const sameUser = async (request: FastifyRequest, _reply: FastifyReply) => {
  const params = request.params as Record<string, string | undefined>;
  if (params.userId !== params.id) throw notFound('That office');
};

/** Documents the multipart body in OpenAPI; the handler reads the parts itself. */
const PhotoUploadBodySchema = z.object({
  file: z.file().describe(`A JPEG, PNG, WebP or GIF image of at most ${OFFICE_PHOTO_MAX_BYTES} bytes (5 MB), checked by its content.`),
  description: z.string().optional().describe('At most 300 characters; blank clears it.'),
  crop: z
    .string()
    .optional()
    .describe(
      'JSON {x, y, width, height, rotation (0, 90, 180 or 270)}: the part of the image to keep, in pixels of the image turned by rotation (400 crop.*).',
    ),
});
const PhotoUpdateBodySchema = z.object({
  file: z.file().optional().describe('A new image (optional): replaces the photo, keeping its place in the order.'),
  description: z.string().optional().describe('At most 300 characters; blank clears it; not sent: unchanged.'),
  crop: z.string().optional().describe('JSON {x, y, width, height, rotation}: the part of the new file to keep (only with file; 400 crop.*).'),
});

// The body is read by the handler (a multipart stream, or JSON parsed with parseOrThrow); the
// schema only documents it, so the body passes through unchanged. (Fastify hands the compiler
// one part's schema at a time; its type names the whole route schema.)
export function officesRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    await fastify.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: OFFICE_PHOTO_MAX_BYTES, files: 1 } });
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/map/settings', {
      schema: {
        tags,
        summary: 'What the pages need to draw office maps',
        description:
          'tileUrl: the tile server address template (MAP_TILE_URL) and attribution: its credit as plain text (MAP_TILE_ATTRIBUTION); ' +
          'both null when no tile server is set: no map is drawn, the pages show the offices in words only (ADR 89). Cached 5 minutes.',
        security: [],
        response: { 200: MapSettingsSchema },
      },
      handler: async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        const tileUrl = ctx.config.MAP_TILE_URL ?? null;
        return { tileUrl, attribution: tileUrl ? (ctx.config.MAP_TILE_ATTRIBUTION ?? null) : null };
      },
    });

    app.post('/users/employers/:id/offices', {
      schema: {
        tags,
        summary: 'Add an office',
        description: `city and state left null are taken from the ZIP (unknown ZIP: 400 zip), which also gives lat/lng. The first office becomes primary. At most 50 (409). ${OWNER_ONLY}`,
        params: EmployerParamsSchema,
        body: OfficeInputSchema,
        response: { 201: OfficeSchema },
      },
      preValidation: ownerOnly,
      handler: async (request, reply) => reply.status(201).send(await addOffice(ctx, request.params.id, request.body)),
    });

    app.get('/users/employers/:id/offices', {
      schema: {
        tags,
        summary: 'Every office with hours and photos, primary first',
        description: OWNER_ONLY,
        params: EmployerParamsSchema,
        response: { 200: z.array(OfficeSchema) },
      },
      preValidation: ownerOnly,
      handler: async (request) => listOwnOffices(ctx, request.params.id),
    });

    app.get('/users/employers/:id/offices/:officeId', {
      schema: { tags, summary: 'One office with hours and photos', description: OWNER_ONLY, params: OfficeParamsSchema, response: { 200: OfficeSchema } },
      preValidation: ownerOnly,
      handler: async (request) => getOwnOffice(ctx, request.params.id, request.params.officeId),
    });

    app.put('/users/employers/:id/offices/:officeId', {
      schema: {
        tags,
        summary: 'Replace the office (name, address, ZIP, phone)',
        description: `Fields left out or null are cleared (city and state: taken from the ZIP). ${OWNER_ONLY}`,
        params: OfficeParamsSchema,
        body: OfficeInputSchema,
        response: { 200: OfficeSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => updateOffice(ctx, request.params.id, request.params.officeId, request.body),
    });

    app.put('/users/employers/:id/offices/:officeId/primary', {
      schema: {
        tags,
        summary: 'Make the office the primary one (the default map centre)',
        description: `No body. Answers every office, primary first. ${OWNER_ONLY}`,
        params: OfficeParamsSchema,
        response: { 200: z.array(OfficeSchema) },
      },
      preValidation: ownerOnly,
      handler: async (request) => setPrimaryOffice(ctx, request.params.id, request.params.officeId),
    });

    app.put('/users/employers/:id/offices/:officeId/hours', {
      schema: {
        tags,
        summary: 'Replace the opening hours of the whole week',
        description: `{hours: [{dow 0-6 (Sunday 0), opens 'HH:MM', closes 'HH:MM'}]}; a day not listed is closed; closes after opens (400 hours.N.closes). ${OWNER_ONLY}`,
        params: OfficeParamsSchema,
        body: OfficeHoursInputSchema,
        response: { 200: HoursAnswerSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => setOfficeHours(ctx, request.params.id, request.params.officeId, request.body),
    });

    app.delete('/users/employers/:id/offices/:officeId/hours/:dow', {
      schema: {
        tags,
        summary: 'Close one day of the week (clear its hours)',
        description: OWNER_ONLY,
        params: DayParamsSchema,
        response: { 200: HoursAnswerSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => clearOfficeDay(ctx, request.params.id, request.params.officeId, request.params.dow),
    });

    app.delete('/users/employers/:id/offices/:officeId', {
      schema: {
        tags,
        summary: 'Delete the office with its hours and photos',
        description: `Postings keep their own copy of the address. If it was primary, the oldest remaining office becomes primary. ${OWNER_ONLY}`,
        params: OfficeParamsSchema,
        response: { 204: NoContentSchema },
      },
      preValidation: ownerOnly,
      handler: async (request, reply) => {
        await removeOffice(ctx, request.params.id, request.params.officeId);
        return reply.status(204).send(null);
      },
    });

    app.post(PHOTOS_PATH, {
      schema: {
        tags,
        summary: 'Add an office photo (multipart: file, description and crop)',
        description:
          'multipart/form-data. Over 5 MB: 413 file. Not a JPEG, PNG, WebP or GIF by content: 415 file. Re-encoded as WebP without ' +
          `metadata: at most 1600px and a 400x300 thumbnail. Added after the last photo; at most 20 per office (409). {userId} must equal {id}. ${OWNER_ONLY}`,
        consumes: ['multipart/form-data'],
        params: PhotosParamsSchema,
        body: PhotoUploadBodySchema,
        response: { 201: OfficePhotoSchema },
      },
      validatorCompiler: uploadRouteValidator,
      preValidation: [...ownerOnly, sameUser],
      handler: async (request, reply) => {
        const upload = await readOfficePhotoUpload(request, { fileRequired: true });
        const photo = await uploadOfficePhoto(ctx, request.params.id, request.params.officeId, { ...upload, data: upload.data as Buffer });
        return reply.status(201).send(photo);
      },
    });

    app.put(`${PHOTOS_PATH}/order`, {
      schema: {
        tags,
        summary: "Reorder the office's photos",
        description: `{ids}: every photo id of the office once, in the new order (otherwise 400 ids). Answers the photos in order. ${OWNER_ONLY}`,
        params: PhotosParamsSchema,
        body: PhotoOrderSchema,
        response: { 200: z.array(OfficePhotoSchema) },
      },
      preValidation: [...ownerOnly, sameUser],
      handler: async (request) => reorderOfficePhotos(ctx, request.params.id, request.params.officeId, request.body),
    });

    app.put(`${PHOTOS_PATH}/:photoId`, {
      schema: {
        tags,
        summary: "Change a photo's description (and optionally its image)",
        description: `multipart/form-data (description and/or file, with an optional crop of that file) or JSON {description}. A new file is checked as on upload (413 file, 415 file). ${OWNER_ONLY}`,
        consumes: ['multipart/form-data', 'application/json'],
        params: PhotoParamsSchema,
        body: PhotoUpdateBodySchema,
        response: { 200: OfficePhotoSchema },
      },
      validatorCompiler: uploadRouteValidator,
      preValidation: [...ownerOnly, sameUser],
      handler: async (request) => {
        const change = request.isMultipart()
          ? await readOfficePhotoUpload(request, { fileRequired: false })
          : { data: null, crop: null, description: parseOrThrow(OfficePhotoUpdateSchema, request.body).description };
        return updateOfficePhoto(ctx, request.params.id, request.params.officeId, request.params.photoId, change);
      },
    });

    app.delete(`${PHOTOS_PATH}/:photoId`, {
      schema: { tags, summary: 'Remove an office photo', description: OWNER_ONLY, params: PhotoParamsSchema, response: { 204: NoContentSchema } },
      preValidation: [...ownerOnly, sameUser],
      handler: async (request, reply) => {
        await removeOfficePhoto(ctx, request.params.id, request.params.officeId, request.params.photoId);
        return reply.status(204).send(null);
      },
    });
  };
}
