import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import {
  DirectoryAnswerSchema,
  DirectoryQuerySchema,
  LatestJobsAnswerSchema,
  OrganizationListSchema,
  OrganizationSchema,
  ProfessionalListSchema,
  SITEMAP_FAMILIES,
  SalaryAnswerSchema,
  SalaryQuerySchema,
  SitemapEntrySchema,
  SitemapIndexSchema,
  ZonesAnswerSchema,
} from '@chairside/domain/job-directories';
import type { AppContext } from '../../platform/context';
import { requireStaff } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { getDirectory } from './get-directory';
import { getLatestJobs } from './get-latest-jobs';
import { getEmployerForStaff, getOrganization, listOrganizations, listProfessionals } from './get-organization';
import { getSalary } from './get-salary';
import { getSitemapIndex, getSitemapPart } from './get-sitemap';
import { getZones } from './get-zones';

const tags = ['job directories'];
/** Public answers: crawlers ask for them often, and each instance may keep them briefly. */
const PUBLIC_CACHE = 'public, max-age=60';

const PageQuerySchema = z.strictObject({
  page: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, 'Enter a page number.')
    .optional(),
});
const pageOf = (page: string | undefined) => (page === undefined ? 1 : Number(page));
const UsernameParamsSchema = z.strictObject({ username: UsernameSchema });
const StaffEmployerParamsSchema = z.strictObject({ id: UsernameSchema, username: UsernameSchema });
const SitemapParamsSchema = z.strictObject({
  family: z.enum(SITEMAP_FAMILIES.filter((family) => family !== 'pages') as ['jobs', 'directories', 'salaries', 'organizations', 'professionals', 'events'], {
    error: 'Choose a sitemap family.',
  }),
  part: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, 'Enter a file number.')
    .transform(Number),
});

/** The path's `id` must be the signed-in job seeker (the path also names a practice, so the shared owner guard cannot tell). */
const ownerById = async (request: FastifyRequest) => {
  const { id } = request.params as { id?: string };
  if (request.auth?.username !== id) throw new AppError('NOT_FOUND', 'That account was not found.', { field: 'id' });
};

export function jobDirectoriesRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/job-directories/zones', {
      schema: {
        tags,
        summary: 'The zones page: live job counts by state and province, cluster, metro area, city, role and specialty',
        description: 'Anyone. Counts are at most SEARCH_CACHE_SECONDS old (ADR 42).',
        response: { 200: ZonesAnswerSchema },
      },
      handler: async (_request, reply) => reply.header('cache-control', PUBLIC_CACHE).send(await getZones(ctx)),
    });

    app.get('/job-directories/latest', {
      schema: {
        tags,
        summary: "The home page's live postings: their count, each role's count and the site's newest postings",
        description: 'Anyone. Counts are at most SEARCH_CACHE_SECONDS old (ADR 42); partner postings are counted but not listed.',
        response: { 200: LatestJobsAnswerSchema },
      },
      handler: async (_request, reply) => reply.header('cache-control', PUBLIC_CACHE).send(await getLatestJobs(ctx)),
    });

    app.get('/job-directories/jobs', {
      schema: {
        tags,
        summary: 'A job directory: live postings of a role, place or specialty, a page at a time',
        description:
          'Anyone. One place at most (state with an optional city, metro, cluster or country=CA) with an optional role, or a role alone, ' +
          "or a specialty alone. Slugs as the directory paths write them; a state code is read too (the answer's `path` is canonical). " +
          'Unknown role, place or specialty, or a page past the last: 404 naming it. Malformed values or unknown parameters: 400. ' +
          'Counts are at most twice SEARCH_CACHE_SECONDS old (ADR 123).',
        querystring: DirectoryQuerySchema,
        response: { 200: DirectoryAnswerSchema },
      },
      handler: async (request, reply) => reply.header('cache-control', PUBLIC_CACHE).send(await getDirectory(ctx, request.query)),
    });

    app.get('/job-directories/salaries', {
      schema: {
        tags,
        summary: 'Pay by role in a state or metro area, from the live postings that state it',
        description: `Anyone. role and exactly one of state or metro. \`pay\` is null below the threshold (minPostings): the page is not indexed.`,
        querystring: SalaryQuerySchema,
        response: { 200: SalaryAnswerSchema },
        errors: [404],
      },
      handler: async (request, reply) => reply.header('cache-control', PUBLIC_CACHE).send(await getSalary(ctx, request.query)),
    });

    app.get('/job-directories/organizations', {
      schema: {
        tags,
        summary: 'Practices with a public profile, by name',
        querystring: PageQuerySchema,
        response: { 200: OrganizationListSchema },
        errors: [404],
      },
      handler: async (request, reply) => reply.header('cache-control', PUBLIC_CACHE).send(await listOrganizations(ctx, pageOf(request.query.page))),
    });

    app.get('/job-directories/organizations/:username', {
      schema: {
        tags,
        summary: "A practice's public page: about, employer type, technologies, offices with hours and photos, live postings",
        description:
          'Anyone. Never the contact person, their email or phone. Postings that do not name the practice (confidential) are left out. ' +
          'A practice without a public profile, or suspended over reported postings: 404, as an unknown one.',
        params: UsernameParamsSchema,
        response: { 200: OrganizationSchema },
      },
      handler: async (request, reply) => reply.header('cache-control', PUBLIC_CACHE).send(await getOrganization(ctx, request.params.username)),
    });

    app.get('/job-directories/professionals', {
      schema: { tags, summary: 'Public resumes, newest change first', querystring: PageQuerySchema, response: { 200: ProfessionalListSchema } },
      handler: async (request, reply) => reply.header('cache-control', PUBLIC_CACHE).send(await listProfessionals(ctx, pageOf(request.query.page))),
    });

    app.get('/job-directories/sitemap', {
      schema: {
        tags,
        summary: "The sitemap index's files, by family, with their newest change",
        description: 'Anyone. Reused per instance for five minutes, so at most ten minutes old (ADR 123).',
        response: { 200: SitemapIndexSchema },
      },
      handler: async () => getSitemapIndex(ctx),
    });

    app.get('/job-directories/sitemap/:family/:part', {
      schema: { tags, summary: 'One sitemap file: paths and their newest change', params: SitemapParamsSchema, response: { 200: z.array(SitemapEntrySchema) } },
      handler: async (request) => getSitemapPart(ctx, request.params.family, request.params.part),
    });

    app.get('/users/:id/employer/:username', {
      schema: {
        tags,
        summary: "A practice's profile for a signed-in job seeker",
        description:
          'The job seeker only (anonymous 401, not a job seeker 403, another job seeker 404). A public practice, or a private one the ' +
          'job seeker applied to or was invited by; any other: 404 username.',
        params: StaffEmployerParamsSchema,
        response: { 200: OrganizationSchema },
      },
      preValidation: [requireStaff, ownerById],
      handler: async (request) => getEmployerForStaff(ctx, request.params.id, request.params.username),
    });
  };
}
