import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadRouteValidator } from '../../platform/uploads';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { RESUME_FILE_MAX_BYTES, ResumeDraftSchema, ResumeImportAnswerSchema, ResumeImportSchema } from '@chairside/domain/resume-import';
import type { AppContext } from '../../platform/context';
import { requireOwner, requireStaff } from '../../platform/auth';
import { limitRequests } from '../../platform/request-limits';
import { draftResumeFromFile, RESUME_FILES_PER_PERSON } from './draft-resume-from-file';
import { importResume } from './import-resume';
import { readResumeUpload } from './read-resume-upload';

const tags = ['profiles'];
const UsernameParamsSchema = z.strictObject({ username: UsernameSchema });
const OWNER_ONLY = 'Only the job seeker may call this (another user: 404; not a job seeker: 403).';

/** Documents the multipart body in OpenAPI; the handler reads the part itself (read-resume-upload.ts). */
const ResumeFileBodySchema = z.object({
  file: z.file().describe(`A PDF or Word (.docx) file of at most ${RESUME_FILE_MAX_BYTES} bytes (5 MB), checked by its content.`),
});

/**
 * Filling the profile from a resume file: read the file into a draft (nothing stored), then add
 * what the person chose from it. Registered inside the profiles plugin (multipart is set up there).
 */
export function registerResumeImportRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/users/staff/:username/resume-import/draft', {
    schema: {
      tags,
      summary: 'Read a resume file into a draft profile (nothing is stored)',
      description:
        'multipart/form-data, the field file. PDF or Word (.docx) by content (415 otherwise, with a word on old .doc files); over 5 MB: 413. ' +
        'Read in a worker under limits (10 pages, 15 s, memory, a Word package of at most 500 parts and 30 MB unpacked): a damaged, ' +
        'password-protected, too large or too slow file, or one without text (a scanned image): 400 field file. ' +
        'At most 20 files an hour per person (429). The draft lists what was found per section for the person to review; ' +
        `empty lists and nulls where the file says nothing. ${OWNER_ONLY}`,
      consumes: ['multipart/form-data'],
      params: UsernameParamsSchema,
      body: ResumeFileBodySchema,
      response: { 200: ResumeDraftSchema },
    },
    // The body is a stream read by the handler; the schema above only documents it.
    validatorCompiler: uploadRouteValidator,
    preValidation: [requireOwner, requireStaff],
    preHandler: limitRequests(ctx, [RESUME_FILES_PER_PERSON]),
    handler: async (request) => draftResumeFromFile(ctx, request.params.username, await readResumeUpload(request)),
  });

  app.post('/users/staff/:username/resume-import', {
    schema: {
      tags,
      summary: 'Add the items chosen from a resume file to the profile, in one transaction',
      description:
        "Fields given (intro, phone, zip, position, license, licenseState, licenseNumber, experience, other) replace the profile's; " +
        'skills, companies, schools, certs and courses are added (the bodies of their own POST calls). A skill the profile already ' +
        "lists (any case) is skipped and named in skippedSkills. Past a list's limit: 409 naming the list; an unknown ZIP: 400 field zip; " +
        `nothing chosen: 400. Nothing is stored when any part fails. ${OWNER_ONLY}`,
      params: UsernameParamsSchema,
      body: ResumeImportSchema,
      response: { 200: ResumeImportAnswerSchema },
    },
    preValidation: [requireOwner, requireStaff],
    handler: async (request) => importResume(ctx, request.params.username, request.body),
  });
}
