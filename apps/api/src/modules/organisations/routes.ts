// Groups of practices (ADR 120): an organisation's locations, sharing its billing, the location
// switcher and the report across locations.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import {
  LocationLinkPreviewSchema,
  LocationLinkRequestSchema,
  LocationReportQuerySchema,
  LocationReportRowSchema,
  LocationSchema,
  LocationSharingSchema,
  NewLocationSchema,
  SwitchableLocationSchema,
} from '@chairside/domain/organisations';
import { NoContentSchema } from '../../platform/api-document';
import { currentAuth, requireEmployer, requireOwner, requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { sendCsvFile } from '../../platform/spreadsheet-csv';
import { acceptLocationLink, previewLocationLink, requestLocationLink } from './location-links';
import { locationReportCsv } from './location-report-csv';
import { addLocation, listLocations, locationReport, removeLocation, setLocationSharing, switchableLocations } from './locations';

const tags = ['organisations'];
const GUARD =
  'The practice signed in, or a member acting for it whose role covers the practice (owners and admins, ADR 116): anonymous 401, another role 403, another practice 404.';
const guards = [requireEmployer, requireOwner];
const ParamsSchema = z.strictObject({ id: UsernameSchema });
const LocationParamsSchema = z.strictObject({ id: UsernameSchema, location: UsernameSchema });
const TokenParamsSchema = z.strictObject({
  token: z.string({ error: 'token is the signed link.' }).min(1, 'token is the signed link.').max(2000, 'This link is too long.'),
});
const PERIOD =
  'from and to (YYYY-MM-DD, UTC days, both included, either optional) limit postings published, applicants, hires and spend; live postings are as of now.';

export function organisationsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users/employers/:id/locations', {
      schema: {
        tags,
        summary: 'The practice’s group: the organisation first, then its locations',
        description: `A practice standing alone answers itself only. ${GUARD}`,
        params: ParamsSchema,
        response: { 200: z.array(LocationSchema) },
      },
      preValidation: guards,
      handler: async (request) => listLocations(ctx, request.params.id),
    });

    app.post('/users/employers/:id/locations', {
      schema: {
        tags,
        summary: 'Add a location to the organisation',
        description: `A practice of its own, with its owner's sign-in at the email given (taken: 409 account.email); sharesBilling (default true) lets it publish into the organisation's slots and spend its credits. A location cannot add locations (403). ${GUARD}`,
        params: ParamsSchema,
        body: NewLocationSchema,
        response: { 201: LocationSchema },
      },
      preValidation: guards,
      handler: async (request, reply) => reply.status(201).send(await addLocation(ctx, request.params.id, request.body)),
    });

    app.put('/users/employers/:id/locations/:location', {
      schema: {
        tags,
        summary: 'Share the organisation’s billing with a location, or keep it per location',
        description: `Answers the group. Not a location of this organisation: 404. ${GUARD}`,
        params: LocationParamsSchema,
        body: LocationSharingSchema,
        response: { 200: z.array(LocationSchema) },
      },
      preValidation: guards,
      handler: async (request) => setLocationSharing(ctx, request.params.id, request.params.location, request.body.sharesBilling),
    });

    app.delete('/users/employers/:id/locations/:location', {
      schema: {
        tags,
        summary: 'Let a location go: it stands alone again',
        description: `Not a location of this organisation: 404. ${GUARD}`,
        params: LocationParamsSchema,
        response: { 204: NoContentSchema },
      },
      preValidation: guards,
      handler: async (request, reply) => {
        await removeLocation(ctx, request.params.id, request.params.location);
        return reply.status(204).send(null);
      },
    });

    app.get('/users/employers/:id/locations/report', {
      schema: {
        tags,
        summary: 'The report across locations',
        description: `Per practice of the group: postings published, live postings, applicants, hires and spend (settled payments, cents). ${PERIOD} ${GUARD}`,
        params: ParamsSchema,
        querystring: LocationReportQuerySchema,
        response: { 200: z.array(LocationReportRowSchema) },
      },
      preValidation: guards,
      handler: async (request) => locationReport(ctx, request.params.id, request.query),
    });

    app.get('/users/employers/:id/locations/report.csv', {
      schema: {
        tags,
        summary: 'The report across locations as a CSV file',
        description: `text/csv (UTF-8 with a byte-order mark), attachment locations-report-{from|start}-{to|today}.csv, not stored by caches; one row per practice, spend in dollars; every cell quoted and neutralized for spreadsheets (ADR 112). ${PERIOD} ${GUARD}`,
        params: ParamsSchema,
        querystring: LocationReportQuerySchema,
        produces: ['text/csv'],
      },
      preValidation: guards,
      handler: async (request, reply) =>
        sendCsvFile(reply, locationReportCsv(await locationReport(ctx, request.params.id, request.query), request.query, ctx.clock.now())),
    });

    app.post('/users/employers/:id/locations/link-requests', {
      schema: {
        tags,
        summary: 'Ask an existing practice to become a location of the organization',
        description:
          'Emails the practice that signs in with the address a signed link (7 days, once) its owner opens, signed in, to accept. Answers 202 whether or not such a practice exists or stands alone; the organization’s own address: 400; a location cannot link locations (403). The organization’s owner only (ADR 127).',
        params: ParamsSchema,
        body: LocationLinkRequestSchema,
        response: { 202: z.object({ email: z.string().describe('The address the request went to, when a practice signs in with it.') }) },
      },
      preValidation: guards,
      handler: async (request, reply) => {
        await requestLocationLink(ctx, request.params.id, request.body);
        return reply.status(202).send({ email: request.body.email });
      },
    });

    app.get('/signed/location-link/:token', {
      schema: {
        tags,
        summary: 'What a request to link a practice as a location offers (signed link)',
        params: TokenParamsSchema,
        response: { 200: LocationLinkPreviewSchema },
      },
      handler: async (request) => previewLocationLink(ctx, request.params.token),
    });

    app.post('/signed/location-link/:token', {
      schema: {
        tags,
        summary: 'Accept becoming a location of the organization (the practice’s owner)',
        description:
          'Signed in as the practice (or a member acting for it as owner); another account: 403. The practice or the organization joined a group since: 409; used already: 409 LINK_USED. Answers the group.',
        params: TokenParamsSchema,
        response: { 200: z.array(LocationSchema) },
      },
      preValidation: requireUser,
      handler: async (request) => acceptLocationLink(ctx, currentAuth(request), request.params.token),
    });

    app.get('/users/me/locations', {
      schema: {
        tags,
        summary: 'The location switcher: where the signed-in person may act in the current practice’s group',
        description: 'Empty for a practice standing alone. Switch with POST users/me/teams/{practice}/session.',
        response: { 200: z.array(SwitchableLocationSchema) },
      },
      preValidation: requireUser,
      handler: async (request) => switchableLocations(ctx, currentAuth(request)),
    });
  };
}
