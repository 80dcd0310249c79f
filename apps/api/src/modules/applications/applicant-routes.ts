// The hiring routes of the practice's applicants: the lists, one applicant, the resume PDF and the opinion.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { sendCsvFile } from '../../platform/spreadsheet-csv';
import { jobScopeOf } from '../../platform/team-access';
import {
  APPLICATIONS_PAGE_DEFAULT,
  APPLICATIONS_PAGE_MAX,
  ApplicantSchema,
  EmployerApplicationSchema,
  OpinionAnswerSchema,
  OpinionInputSchema,
} from '@chairside/domain/hiring';
import { digitsParamSchema, idParamSchema } from '@chairside/domain/form-fields';
import { downloadApplicantResume } from './download-applicant-resume';
import { exportApplicants } from './export-applicants';
import { getApplicant } from './get-applicant';
import { AccountParamsSchema, ApplicantParamsSchema, EMPLOYER_ONLY, employerOwner, OwnJobParamsSchema, tags } from './route-parts';
import { listEmployerApplications } from './list-employer-applications';
import { listJobApplicants } from './list-job-applicants';
import { setApplicantOpinion } from './set-applicant-opinion';

const ApplicantQuerySchema = z.object({ match: z.string().max(10).optional() });
const ExportQuerySchema = z.strictObject({ jobId: idParamSchema('jobId').optional() });

const pageMessage = (name: string, min: number, max: number) => `${name} is a whole number from ${min} to ${max}.`;
const pageNumber = (name: string, min: number, max: number) =>
  digitsParamSchema(
    pageMessage(name, min, max),
    z
      .number()
      .int()
      .min(min, pageMessage(name, min, max))
      .max(max, pageMessage(name, min, max)),
  );
const ApplicationsPageSchema = z.object({
  limit: pageNumber('limit', 1, APPLICATIONS_PAGE_MAX).default(APPLICATIONS_PAGE_DEFAULT),
  offset: pageNumber('offset', 0, 1_000_000).default(0),
});

/** Registers the practice's routes of its applicants. */
export function applicantRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/users/employers/:id/applications', {
    schema: {
      tags,
      summary: 'Applications to every posting of the practice',
      description: `Newest first; limit 1-${APPLICATIONS_PAGE_MAX} (default ${APPLICATIONS_PAGE_DEFAULT}), offset. ${EMPLOYER_ONLY}`,
      params: AccountParamsSchema,
      querystring: ApplicationsPageSchema,
      response: { 200: z.array(EmployerApplicationSchema) },
    },
    preValidation: employerOwner,
    handler: async (request) => listEmployerApplications(ctx, request.params.id, request.query, jobScopeOf(request.auth?.member)),
  });

  app.get('/users/employers/:id/applications.csv', {
    schema: {
      tags,
      summary: "The practice's applicants as a CSV file (one posting's with ?jobId, else every posting's)",
      description:
        'text/csv (UTF-8 with a byte-order mark), Content-Disposition attachment (applicants-{jobId|all}-{day}.csv), not stored by caches; newest ' +
        'first, at most 10,000 rows. Every cell is quoted, and one beginning with =, +, -, @, a tab or a carriage return gets a single quote ' +
        `in front, so a spreadsheet shows it as text (ADR 112). Another practice's posting: 404 (field jobId). ${EMPLOYER_ONLY}`,
      params: AccountParamsSchema,
      querystring: ExportQuerySchema,
      produces: ['text/csv'],
    },
    preValidation: employerOwner,
    handler: async (request, reply) => {
      return sendCsvFile(reply, await exportApplicants(ctx, request.params.id, request.query.jobId, jobScopeOf(request.auth?.member)));
    },
  });

  app.get('/users/employers/:id/applications/:jobId', {
    schema: {
      tags,
      summary: "One posting's applicants",
      description: `Newest first, each with completeness score, appliedDate, message, reviewedDate and opinion. ${EMPLOYER_ONLY}`,
      params: OwnJobParamsSchema,
      response: { 200: z.array(EmployerApplicationSchema) },
    },
    preValidation: employerOwner,
    handler: async (request) => listJobApplicants(ctx, request.params.id, request.params.jobId),
  });

  app.get('/users/employers/:id/applications/:jobId/:applicant', {
    schema: {
      tags,
      summary: 'One applicant with the resume (stamps reviewedDate once, the first day it is opened)',
      description:
        "applicant: the job seeker's username. The resume is answered public or private (the person applied), with contact (the " +
        "person's email and phone, null when none is given: they applied) and the practice's " +
        `private note. ?match (any value) adds match: the match with the posting's criteria, null when it has none. ${EMPLOYER_ONLY}`,
      params: ApplicantParamsSchema,
      querystring: ApplicantQuerySchema,
      response: { 200: ApplicantSchema },
    },
    preValidation: employerOwner,
    handler: async (request) => getApplicant(ctx, request.params.id, request.params.jobId, request.params.applicant, request.query.match !== undefined),
  });

  app.get('/users/employers/:id/applications/:jobId/:applicant/resume.pdf', {
    schema: {
      tags,
      summary: "The applicant's resume as a PDF file, with their email and phone",
      description:
        'application/pdf, Content-Disposition attachment (resume-{username}.pdf), not stored by caches. For the practice the person ' +
        `applied to (accepting an invitation is applying); anyone else gets no file. ${EMPLOYER_ONLY}`,
      params: ApplicantParamsSchema,
      produces: ['application/pdf'],
    },
    preValidation: employerOwner,
    handler: async (request, reply) => {
      const file = await downloadApplicantResume(ctx, request.params.id, request.params.jobId, request.params.applicant);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.pdf);
    },
  });

  app.put('/users/employers/:id/applications/:jobId/:applicant/opinion', {
    schema: {
      tags,
      summary: 'Like, dislike or clear (null) an applicant',
      description: `{opinion: LIKED | DISLIKED | null} (LIKE and DISLIKE are read the same, ADR 34). The practice's opinion of the person, shared by its postings (the candidate record). ${EMPLOYER_ONLY}`,
      params: ApplicantParamsSchema,
      body: OpinionInputSchema,
      response: { 200: OpinionAnswerSchema },
    },
    preValidation: employerOwner,
    handler: async (request) => setApplicantOpinion(ctx, request.params.id, request.params.jobId, request.params.applicant, request.body.opinion),
  });
}
