import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadRouteValidator } from '../../platform/uploads';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { CE_CERTIFICATE_MAX_BYTES, CeCourseInputSchema, CeCourseSchema, CeCycleInputSchema, CeOverviewSchema } from '@chairside/domain/ce-tracker';
import { idParamSchema } from '@chairside/domain/form-fields';
import type { AppContext } from '../../platform/context';
import { requireOwner, requireStaff } from '../../platform/auth';
import { NoContentSchema } from '../../platform/api-document';
import { addCourseFromEvent } from './add-course-from-event';
import { readCertificate, readCertificateUpload, removeCertificate, uploadCertificate } from './certificate-files';
import { getCeOverview } from './get-ce-overview';
import { addCeCourse, removeCeCourse, updateCeCourse } from './save-ce-course';
import { setCeCycle } from './set-ce-cycle';

const tags = ["My CE's"];
const STAFF_ONLY = 'The job seeker only: anonymous 401, not a job seeker 403, another job seeker 404.';
const AccountParamsSchema = z.strictObject({ id: UsernameSchema });
const CourseParamsSchema = z.strictObject({ id: UsernameSchema, courseId: idParamSchema('courseId') });
const EventParamsSchema = z.strictObject({ id: UsernameSchema, eventId: idParamSchema('eventId') });
const staffOwner = [requireStaff, requireOwner];

const CertificateBodySchema = z.object({
  file: z.file().describe(`A PDF or a JPEG, PNG, WebP or GIF image of at most ${CE_CERTIFICATE_MAX_BYTES} bytes (10 MB), checked by its content.`),
});

/** My CE's: continuing-education courses (the resume's courses), certificates, the renewal cycle (ADR 53). */
export function ceTrackerRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    await fastify.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: CE_CERTIFICATE_MAX_BYTES, files: 1 } });
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users/staff/:id/ce', {
      schema: {
        tags,
        summary: "My CE's: courses, the licence's renewal cycle, a preset for my state and position, and progress",
        description: `progress counts the courses completed within the cycle (null without a cycle). licenses: each license or permit with an expiry day and a state CE rule, the hours its cycle needs and the hours logged in it. ${STAFF_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: CeOverviewSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => getCeOverview(ctx, request.params.id),
    });

    app.post('/users/staff/:id/ce/courses', {
      schema: {
        tags,
        summary: "Add a course (also listed on the resume's courses)",
        description: `hours 0.25 to 1000; completedDate YYYY-MM-DD; category one of the CE categories. Bad input 400 naming the field, nothing stored. ${STAFF_ONLY}`,
        params: AccountParamsSchema,
        body: CeCourseInputSchema,
        response: { 201: CeCourseSchema },
      },
      preValidation: staffOwner,
      handler: async (request, reply) => reply.status(201).send(await addCeCourse(ctx, request.params.id, request.body)),
    });

    app.post('/users/staff/:id/ce/courses/from-event/:eventId', {
      schema: {
        tags,
        summary: 'Add an approved event with CE credits from the events calendar as a course, in one step',
        description: `Unknown or unapproved event 404 eventId; an event without CE credits 409 eventId. ${STAFF_ONLY}`,
        params: EventParamsSchema,
        response: { 201: CeCourseSchema },
      },
      preValidation: staffOwner,
      handler: async (request, reply) => reply.status(201).send(await addCourseFromEvent(ctx, request.params.id, request.params.eventId)),
    });

    app.put('/users/staff/:id/ce/courses/:courseId', {
      schema: {
        tags,
        summary: 'Change a course',
        description: `Another person's course or none: 404 courseId. ${STAFF_ONLY}`,
        params: CourseParamsSchema,
        body: CeCourseInputSchema,
        response: { 200: CeCourseSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => updateCeCourse(ctx, request.params.id, request.params.courseId, request.body),
    });

    app.delete('/users/staff/:id/ce/courses/:courseId', {
      schema: {
        tags,
        summary: 'Remove a course and its certificate',
        description: `204. Another person's course or none: 404 courseId. ${STAFF_ONLY}`,
        params: CourseParamsSchema,
        response: { 204: NoContentSchema },
      },
      preValidation: staffOwner,
      handler: async (request, reply) => {
        await removeCeCourse(ctx, request.params.id, request.params.courseId);
        return reply.status(204).send(null);
      },
    });

    app.put('/users/staff/:id/ce/courses/:courseId/certificate', {
      schema: {
        tags,
        summary: "Attach (or replace) a course's certificate: a PDF or an image",
        description:
          'multipart/form-data, field file. Over 10 MB: 413. Not a PDF or an image by content: 415. A PDF cut short or with scripts, actions or attached files: 400. ' +
          `Images are re-encoded without metadata. Served only to the owner. Another person's course: 404 courseId, nothing stored. ${STAFF_ONLY}`,
        consumes: ['multipart/form-data'],
        params: CourseParamsSchema,
        body: CertificateBodySchema,
        response: { 200: CeCourseSchema },
      },
      // The body is a stream read by the handler; the schema above only documents it.
      validatorCompiler: uploadRouteValidator,
      preValidation: staffOwner,
      handler: async (request) => uploadCertificate(ctx, request.params.id, request.params.courseId, await readCertificateUpload(request)),
    });

    // Without the zod type provider's reply typing: the answer is bytes, not JSON.
    fastify.get('/users/staff/:id/ce/courses/:courseId/certificate', {
      schema: {
        tags,
        summary: "A course's certificate (PDF or WebP), to its owner only",
        description: `Another person's course, or no certificate: 404. ${STAFF_ONLY}`,
        produces: ['application/pdf', 'image/webp'],
        params: CourseParamsSchema,
      },
      preValidation: staffOwner,
      handler: async (request, reply) => {
        const params = request.params as z.infer<typeof CourseParamsSchema>;
        const file = await readCertificate(ctx, params.id, params.courseId);
        return reply
          .type(file.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename="certificate-${params.courseId}.${file.contentType === 'application/pdf' ? 'pdf' : 'webp'}"`)
          .send(file.data);
      },
    });

    app.delete('/users/staff/:id/ce/courses/:courseId/certificate', {
      schema: {
        tags,
        summary: "Remove a course's certificate",
        description: `204. Another person's course or none: 404 courseId. ${STAFF_ONLY}`,
        params: CourseParamsSchema,
        response: { 204: NoContentSchema },
      },
      preValidation: staffOwner,
      handler: async (request, reply) => {
        await removeCertificate(ctx, request.params.id, request.params.courseId);
        return reply.status(204).send(null);
      },
    });

    app.put('/users/staff/:id/ce/cycle', {
      schema: {
        tags,
        summary: "Set the licence's renewal cycle: state, cycleStart, cycleEnd, hoursRequired (1 to 500)",
        description: `Always editable; the preset only suggests. Answers the whole overview with progress. ${STAFF_ONLY}`,
        params: AccountParamsSchema,
        body: CeCycleInputSchema,
        response: { 200: CeOverviewSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => setCeCycle(ctx, request.params.id, request.body),
    });
  };
}
