import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadRouteValidator } from '../../platform/uploads';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { idParamSchema } from '@chairside/domain/form-fields';
import {
  AvailabilityAnswerSchema,
  AvailabilitySchema,
  CandidateStateInputSchema,
  CandidateStateSchema,
  CertInputSchema,
  CertSchema,
  CompanyInputSchema,
  CompanySchema,
  CourseInputSchema,
  CourseSchema,
  CurrentStaffSchema,
  IntroAnswerSchema,
  IntroSchema,
  PHOTO_MAX_BYTES,
  PhotoStateSchema,
  ProfilePromptShownSchema,
  ProfilePromptStateSchema,
  ProfileToggleSchema,
  SECTION_NOUNS,
  SchoolInputSchema,
  SchoolSchema,
  SkillInputSchema,
  SkillSchema,
  StaffDetailsAnswerSchema,
  StaffDetailsSchema,
  StaffProfileSchema,
  type ResumeSection,
  type SectionInputs,
} from '@chairside/domain/resume-profile';
import type { AppContext } from '../../platform/context';
import { currentAuth, requireOwner, requireStaff } from '../../platform/auth';
import { NoContentSchema } from '../../platform/api-document';
import { addResumeItem } from './add-resume-item';
import { getCurrentStaff } from './get-current-staff';
import { getStaffProfile } from './get-staff-profile';
import { getProfilePrompt, recordProfilePrompt } from './profile-prompt';
import { readPhotoUpload } from './read-photo-upload';
import { removePhoto } from './remove-photo';
import { removeResumeItem } from './remove-resume-item';
import { registerResumeImportRoutes } from './resume-import-routes';
import { setCandidateState, setPublic, setRelocate } from './set-profile-flag';
import { updateAvailability } from './update-availability';
import { updateDetails } from './update-details';
import { updateIntro } from './update-intro';
import { updateResumeItem } from './update-resume-item';
import { uploadPhoto } from './upload-photo';

const tags = ['profiles'];
const UsernameParamsSchema = z.strictObject({ username: UsernameSchema });
const ProfileViewQuerySchema = z.strictObject({ view: z.enum(['public'], { error: "view is 'public' or absent." }).optional() });
const ItemParamsSchema = z.strictObject({
  username: UsernameSchema,
  id: idParamSchema('The id'),
});
/** The owner only: someone else's username answers 404, a non-job-seeker 403. */
const ownerOnly = [requireOwner, requireStaff];
const OWNER_ONLY = 'Only the job seeker may call this (another user: 404; not a job seeker: 403).';

type SectionRoute<S extends ResumeSection> = {
  section: S;
  input: z.ZodType<SectionInputs[S]>;
  /** The answer's shape (its type is checked where the use cases return SectionItems[S]). */
  item: z.ZodType;
  description?: string;
};

const SECTION_ROUTES = [
  {
    section: 'skills',
    input: SkillInputSchema,
    item: SkillSchema,
    description: 'score: 1 to 5, default 1 (not yet rated). Names are unique per resume, any case (409 field name).',
  },
  {
    section: 'companies',
    input: CompanyInputSchema,
    item: CompanySchema,
    description: 'Work history. endDate null: works there now; endDate before startDate: 400 field endDate.',
  },
  { section: 'schools', input: SchoolInputSchema, item: SchoolSchema, description: 'Education. endDate before startDate: 400 field endDate.' },
  { section: 'certs', input: CertInputSchema, item: CertSchema, description: 'Certifications. expiresDate before issuedDate: 400 field expiresDate.' },
  { section: 'courses', input: CourseInputSchema, item: CourseSchema, description: 'Courses (continuing education); hours 0.25 to 1000 or null.' },
] as const satisfies readonly SectionRoute<ResumeSection>[];

function registerSection<S extends ResumeSection>(fastify: FastifyInstance, ctx: AppContext, route: SectionRoute<S>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { section } = route;
  const noun = SECTION_NOUNS[section];
  const description = `${route.description ?? ''} ${OWNER_ONLY}`.trim();
  app.post(`/users/staff/:username/${section}`, {
    schema: { tags, summary: `Add a ${noun} to the resume`, description, params: UsernameParamsSchema, body: route.input, response: { 201: route.item } },
    preValidation: ownerOnly,
    handler: async (request, reply) => reply.status(201).send(await addResumeItem(ctx, request.params.username, section, request.body as SectionInputs[S])),
  });
  app.put(`/users/staff/:username/${section}/:id`, {
    schema: { tags, summary: `Replace a ${noun} of the resume`, description, params: ItemParamsSchema, body: route.input, response: { 200: route.item } },
    preValidation: ownerOnly,
    handler: async (request) => updateResumeItem(ctx, request.params.username, section, request.params.id, request.body as SectionInputs[S]),
  });
  app.delete(`/users/staff/:username/${section}/:id`, {
    schema: { tags, summary: `Remove a ${noun} from the resume`, description: OWNER_ONLY, params: ItemParamsSchema, response: { 204: NoContentSchema } },
    preValidation: ownerOnly,
    handler: async (request, reply) => {
      await removeResumeItem(ctx, request.params.username, section, request.params.id);
      return reply.status(204).send(null);
    },
  });
}

/** Documents the multipart body in OpenAPI; the handler reads the parts itself (read-photo-upload.ts). */
const PhotoUploadBodySchema = z.object({
  file: z.file().describe(`A JPEG, PNG, WebP or GIF image of at most ${PHOTO_MAX_BYTES} bytes (5 MB), checked by its content.`),
  crop: z
    .string()
    .optional()
    .describe('JSON {x, y, width, height, rotation}: the rectangle in pixels of the image after EXIF orientation and rotation (0, 90, 180 or 270).'),
});

export function profilesRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    await fastify.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users/staff/current', {
      schema: {
        tags,
        summary: 'The signed-in job seeker: resume, place, photo and completeness (get-current-staff)',
        description: 'completeness is the spec table: start at 100, subtract each missing item. Assessment items read assessment_results.',
        response: { 200: CurrentStaffSchema },
      },
      preValidation: requireStaff,
      handler: async (request) => getCurrentStaff(ctx, currentAuth(request).username),
    });

    app.get('/users/staff/:username/profile', {
      schema: {
        tags,
        summary: "A job seeker's resume as employers see it",
        description:
          "A public resume: anyone, without signing in. A private one: its owner, and a practice the job seeker applied to or that holds its pending or accepted invitation (404 for others). Never email, ZIP or coordinates. Readers other than the owner and those practices get the public view: no license number (licenseNumber null), and a current employer's name only when showCurrentEmployer is true (otherwise name is empty and nameHidden true). view=public gives the public view to anyone (the owner's preview).",
        security: [{}, { bearer: [] }],
        params: UsernameParamsSchema,
        querystring: ProfileViewQuerySchema,
        response: { 200: StaffProfileSchema },
      },
      handler: async (request) => getStaffProfile(ctx, request.params.username, request.auth, request.query.view === 'public'),
    });

    app.put('/users/staff/:username/profile/public', {
      schema: {
        tags,
        summary: 'Make the resume public or private',
        description: OWNER_ONLY,
        params: UsernameParamsSchema,
        body: ProfileToggleSchema,
        response: { 200: z.object({ isPublic: z.boolean() }) },
      },
      preValidation: ownerOnly,
      handler: async (request) => setPublic(ctx, request.params.username, request.body.state),
    });

    app.put('/users/staff/:username/profile/relocate', {
      schema: {
        tags,
        summary: 'Willing to relocate or not',
        description: OWNER_ONLY,
        params: UsernameParamsSchema,
        body: ProfileToggleSchema,
        response: { 200: z.object({ isRelocate: z.boolean() }) },
      },
      preValidation: ownerOnly,
      handler: async (request) => setRelocate(ctx, request.params.username, request.body.state),
    });

    app.get('/users/staff/:username/profile/prompt', {
      schema: {
        tags,
        summary: 'When the profile prompt was last shown to this account',
        description: `lastShownDate: the day (YYYY-MM-DD, the person's calendar) or null. Kept per account, so a new browser does not show it again. ${OWNER_ONLY}`,
        params: UsernameParamsSchema,
        response: { 200: ProfilePromptStateSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => getProfilePrompt(ctx, request.params.username),
    });

    app.put('/users/staff/:username/profile/prompt', {
      schema: {
        tags,
        summary: 'Record that the profile prompt was shown',
        description: `{day}: the person's calendar day (YYYY-MM-DD). ${OWNER_ONLY}`,
        params: UsernameParamsSchema,
        body: ProfilePromptShownSchema,
        response: { 200: ProfilePromptStateSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => recordProfilePrompt(ctx, request.params.username, request.body.day),
    });

    app.put('/users/staff/:username/profile/candidate', {
      schema: {
        tags,
        summary: 'Whether practices may find the job seeker',
        description: `state: ACTIVE (actively looking), OPEN (open to offers, the default) or NOT_LOOKING (left out of resume search and candidate matches). ${OWNER_ONLY}`,
        params: UsernameParamsSchema,
        body: CandidateStateInputSchema,
        response: { 200: z.object({ candidateState: CandidateStateSchema }) },
      },
      preValidation: ownerOnly,
      handler: async (request) => setCandidateState(ctx, request.params.username, request.body.state),
    });

    app.put('/users/staff/:username/profile/intro', {
      schema: {
        tags,
        summary: 'Replace the intro (null or blank clears it)',
        description: OWNER_ONLY,
        params: UsernameParamsSchema,
        body: IntroSchema,
        response: { 200: IntroAnswerSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => updateIntro(ctx, request.params.username, request.body),
    });

    app.put('/users/staff/:username/profile/details', {
      schema: {
        tags,
        summary: 'Replace position, ZIP, license, phone, other achievements, years of service, salary requirement and specialties',
        description:
          'Every field is required; null (or blank text) clears an optional one. An unknown ZIP: 400 field zip. phone (7 to 25 digits, ' +
          `optional) is never public: only practices the person applied to see it, with the email. ${OWNER_ONLY}`,
        params: UsernameParamsSchema,
        body: StaffDetailsSchema,
        response: { 200: StaffDetailsAnswerSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => updateDetails(ctx, request.params.username, request.body),
    });

    app.put('/users/staff/:username/profile/availability', {
      schema: {
        tags,
        summary: 'Replace the weekdays available for permanent and for temp work',
        description: `All 14 flags are required. Answers them with dowTotal and dowTotalTemp (days marked). ${OWNER_ONLY}`,
        params: UsernameParamsSchema,
        body: AvailabilitySchema,
        response: { 200: AvailabilityAnswerSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => updateAvailability(ctx, request.params.username, request.body),
    });

    for (const route of SECTION_ROUTES) registerSection(fastify, ctx, route as SectionRoute<ResumeSection>);
    registerResumeImportRoutes(fastify, ctx);

    app.post('/users/staff/:username/photo', {
      schema: {
        tags,
        summary: 'Upload (or replace) the profile photo',
        description:
          'multipart/form-data. Over 5 MB: 413 with the spec message. Not a JPEG, PNG, WebP or GIF by content: 415. ' +
          'Re-encoded as WebP without metadata: a photo of at most 800px and a 160px square thumbnail. ' +
          `Answers the photo addresses (GET /api9/files/...). ${OWNER_ONLY}`,
        consumes: ['multipart/form-data'],
        params: UsernameParamsSchema,
        body: PhotoUploadBodySchema,
        response: { 200: PhotoStateSchema },
      },
      // The body is a stream read by the handler; the schema above only documents it. (Fastify
      // hands the compiler one part's schema at a time; its type names the whole route schema.)
      validatorCompiler: uploadRouteValidator,
      preValidation: ownerOnly,
      handler: async (request) => uploadPhoto(ctx, request.params.username, await readPhotoUpload(request)),
    });

    app.delete('/users/staff/:username/photo', {
      schema: {
        tags,
        summary: 'Remove the profile photo and its thumbnail',
        description: OWNER_ONLY,
        params: UsernameParamsSchema,
        response: { 200: PhotoStateSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => removePhoto(ctx, request.params.username),
    });
  };
}
