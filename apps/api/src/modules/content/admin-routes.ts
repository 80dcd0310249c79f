import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@chairside/domain/form-fields';
import {
  AdminContentItemSchema,
  AdminContentItemSummarySchema,
  ContentImageSchema,
  ContentItemInputSchema,
  ContentRevisionSchema,
  ContentTermInputSchema,
  ContentTermSchema,
  PreviewInputSchema,
  PreviewSchema,
  type ContentKind,
  type TermKind,
} from '@chairside/domain/content';
import { currentAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { readUpload, uploadRouteValidator } from '../../platform/uploads';
import { renderMarkdown } from './content-html';
import { listRevisions, restoreRevision } from './content-revisions';
import { listContentItems } from './list-content-items';
import { createTerm, listTerms, updateTerm } from './manage-content-terms';
import { createContentItem, getContentItem, updateContentItem } from './save-content-item';
import { CONTENT_IMAGE_MAX_BYTES, listContentImages, uploadContentImage } from './upload-content-image';

const tags = ['admin'];
const ADMIN = 'Administrators only (anonymous 401, other roles 403); every change is audited.';
const IdParamsSchema = z.strictObject({ id: idParamSchema('id') });
const RevisionParamsSchema = z.strictObject({ id: idParamSchema('id'), revision: idParamSchema('revision') });
const ITEMS: { kind: ContentKind; path: string; label: string }[] = [
  { kind: 'post', path: 'posts', label: 'blog post' },
  { kind: 'page', path: 'pages', label: 'content page' },
];
const TERMS: { kind: TermKind; path: string; label: string }[] = [
  { kind: 'author', path: 'authors', label: 'author' },
  { kind: 'tag', path: 'tags', label: 'tag' },
  { kind: 'category', path: 'categories', label: 'category' },
];
const SAVE =
  'Markdown is rendered and sanitised (scripts, frames, event handlers and script addresses removed). slug by the spec’s slug rule ' +
  '(posts: from the title when blank; pages: the path, required); taken: 409 slug. status published with publishAt later than now: ' +
  'scheduled, shown once that time passes. Every save is a new revision.';

/** Documents the multipart body in OpenAPI; the handler reads the parts itself. */
const ImageUploadBodySchema = z.object({ file: z.file().describe('A JPEG, PNG, WebP or GIF image of at most 8 MB, checked by its content.') });
/** The image of an upload (platform/uploads.ts): the one field file, at most 8 MB. */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  const { data } = await readUpload(request, {
    maxBytes: CONTENT_IMAGE_MAX_BYTES,
    tooLarge: 'This image is larger than 8 MB. Please choose a smaller one.',
    notMultipart: 'Send the image as multipart/form-data in the field file.',
    missing: 'Choose an image to upload.',
    tooManyFiles: { message: 'Send one image in the field file.', field: 'file' },
    tooManyParts: { message: 'Send one image in the field file.', field: 'file' },
  });
  return data;
}

/** Blog posts, pages, authors, tags, categories and images in the admin area (inside the admin scope, under /admin). */
export function contentAdminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    await plain.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1 } });
    const app = plain.withTypeProvider<ZodTypeProvider>();

    for (const { kind, path, label } of ITEMS) {
      const base = `/content/${path}`;
      app.get(base, {
        schema: { tags, summary: `Every ${label}, last changed first`, description: ADMIN, response: { 200: z.array(AdminContentItemSummarySchema) } },
        handler: async () => listContentItems(ctx, kind),
      });
      app.post(base, {
        schema: {
          tags,
          summary: `Write a ${label} (draft, published or scheduled)`,
          description: `${SAVE} ${ADMIN}`,
          body: ContentItemInputSchema,
          response: { 201: AdminContentItemSchema },
        },
        handler: async (request, reply) => reply.status(201).send(await createContentItem(ctx, kind, currentAuth(request).username, request.body)),
      });
      app.get(`${base}/:id`, {
        schema: { tags, summary: `One ${label} with its Markdown`, description: ADMIN, params: IdParamsSchema, response: { 200: AdminContentItemSchema } },
        handler: async (request) => getContentItem(ctx, kind, request.params.id),
      });
      app.put(`${base}/:id`, {
        schema: {
          tags,
          summary: `Save a ${label}`,
          description: `${SAVE} ${ADMIN}`,
          params: IdParamsSchema,
          body: ContentItemInputSchema,
          response: { 200: AdminContentItemSchema },
        },
        handler: async (request) => updateContentItem(ctx, kind, request.params.id, currentAuth(request).username, request.body),
      });
      app.get(`${base}/:id/revisions`, {
        schema: {
          tags,
          summary: `The ${label}’s revisions, newest first`,
          description: ADMIN,
          params: IdParamsSchema,
          response: { 200: z.array(ContentRevisionSchema) },
        },
        handler: async (request) => listRevisions(ctx, kind, request.params.id),
      });
      app.post(`${base}/:id/revisions/:revision/restore`, {
        schema: {
          tags,
          summary: `Bring back an earlier revision of the ${label} (as a new revision)`,
          description: `Its text and fields come back; whether and when it shows stay as now. ${ADMIN}`,
          params: RevisionParamsSchema,
          response: { 200: AdminContentItemSchema },
        },
        handler: async (request) => restoreRevision(ctx, kind, request.params.id, request.params.revision, currentAuth(request).username),
      });
    }

    for (const { kind, path, label } of TERMS) {
      const base = `/content/${path}`;
      app.get(base, {
        schema: { tags, summary: `Every ${label} by name, with how many posts use it`, description: ADMIN, response: { 200: z.array(ContentTermSchema) } },
        handler: async () => listTerms(ctx, kind),
      });
      app.post(base, {
        schema: {
          tags,
          summary: `Add a ${label}`,
          description: `slug from the name when blank; taken: 409 slug. ${ADMIN}`,
          body: ContentTermInputSchema,
          response: { 201: ContentTermSchema },
        },
        handler: async (request, reply) => reply.status(201).send(await createTerm(ctx, kind, request.body)),
      });
      app.put(`${base}/:id`, {
        schema: {
          tags,
          summary: `Edit a ${label}`,
          description: `slug from the name when blank; taken: 409 slug. ${ADMIN}`,
          params: IdParamsSchema,
          body: ContentTermInputSchema,
          response: { 200: ContentTermSchema },
        },
        handler: async (request) => updateTerm(ctx, kind, request.params.id, request.body),
      });
    }

    app.post('/content/preview', {
      schema: {
        tags,
        summary: 'Markdown rendered as the page will show it (nothing stored)',
        description: ADMIN,
        body: PreviewInputSchema,
        response: { 200: PreviewSchema },
      },
      handler: async (request) => renderMarkdown(request.body.bodyMarkdown),
    });

    app.get('/content/images', {
      schema: { tags, summary: 'Uploaded content images, newest first', description: ADMIN, response: { 200: z.array(ContentImageSchema) } },
      handler: async () => listContentImages(ctx),
    });
    app.post('/content/images', {
      schema: {
        tags,
        summary: 'Upload an image for a post or page (multipart: file)',
        description: `Over 8 MB: 413 file. Not a JPEG, PNG, WebP or GIF by content: 415 file. Re-encoded as WebP without metadata: at most 1600px and a 600x400 thumbnail. ${ADMIN}`,
        consumes: ['multipart/form-data'],
        body: ImageUploadBodySchema,
        response: { 201: ContentImageSchema },
      },
      validatorCompiler: uploadRouteValidator,
      handler: async (request, reply) => reply.status(201).send(await uploadContentImage(ctx, currentAuth(request).username, await readImage(request))),
    });
  };
}
