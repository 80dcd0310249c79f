import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { idParamSchema } from '@chairside/domain/form-fields';
import { CommunityEventSchema, EVENT_CATEGORY_CODES, EVENT_SUBMISSIONS_PER_DAY, EventInputSchema, EventListSchema } from '@chairside/domain/community-events';
import type { AppContext } from '../../platform/context';
import { currentAuth, requireOwner, requireUser } from '../../platform/auth';
import { eventCalendar } from './event-calendar';
import { getEvent } from './get-event';
import { listEvents, listMyEvents } from './list-events';
import { submitEvent } from './submit-event';
import { updateEvent } from './update-event';

const tags = ['events'];
const IdParamsSchema = z.strictObject({ id: idParamSchema('id') });
const pageMessage = 'page is a whole number from 1 to 500.';

/** Industry events and CE courses: submitted by anyone signed in, shown once approved (ADR 49). */
export function eventsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/events', {
      schema: {
        tags,
        summary: 'Approved events not yet over, soonest first',
        description: '20 a page; category narrows to one kind (CE, CONFERENCE, WEBINAR, STUDY_CLUB, CAREER_FAIR, MEETING). No sign-in.',
        security: [],
        querystring: z.strictObject({
          category: z.enum(EVENT_CATEGORY_CODES, { error: `category is one of ${EVENT_CATEGORY_CODES.join(', ')}.` }).optional(),
          page: z
            .string({ error: pageMessage })
            .regex(/^\d{1,3}$/, pageMessage)
            .transform(Number)
            .pipe(z.number().int().min(1, pageMessage).max(500, pageMessage))
            .default(1),
        }),
        response: { 200: EventListSchema },
      },
      handler: async (request) => listEvents(ctx, request.query.category ?? null, request.query.page),
    });

    app.get('/events/mine', {
      schema: { tags, summary: "The signed-in person's submitted events, newest first", response: { 200: z.array(CommunityEventSchema) } },
      preValidation: requireUser,
      handler: async (request) => listMyEvents(ctx, currentAuth(request)),
    });

    app.post('/events/:id', {
      schema: {
        tags,
        summary: 'Submit an event',
        description:
          "The spec's POST events/{id}: {id} is the caller's username (another's: 404; POST /events itself is the analytics call). Anyone signed in (401 otherwise). start and end are local times (YYYY-MM-DDTHH:mm) in timeZone. Not online: venue, city and state are required. " +
          `It waits for an administrator (status PENDING) and shows publicly once approved. At most ${EVENT_SUBMISSIONS_PER_DAY} a day per account (429).`,
        params: z.strictObject({ id: UsernameSchema }),
        body: EventInputSchema,
        response: { 201: CommunityEventSchema },
      },
      preValidation: [requireUser, requireOwner],
      handler: async (request, reply) => reply.status(201).send(await submitEvent(ctx, currentAuth(request), request.body)),
    });

    app.get('/events/:id', {
      schema: {
        tags,
        summary: 'An event',
        description: 'Approved: anyone. Pending or rejected: its submitter and administrators only (anyone else 404).',
        params: IdParamsSchema,
        response: { 200: CommunityEventSchema },
      },
      handler: async (request) => getEvent(ctx, request.auth, request.params.id),
    });

    app.put('/events/:id', {
      schema: {
        tags,
        summary: 'Edit a submitted event',
        description: 'Its submitter only (anyone else 404). The event goes back to review (PENDING) until an administrator approves it again.',
        params: IdParamsSchema,
        body: EventInputSchema,
        response: { 200: CommunityEventSchema },
      },
      preValidation: requireUser,
      handler: async (request) => updateEvent(ctx, currentAuth(request), request.params.id, request.body),
    });

    // Without the zod reply typing: the answer is an iCalendar file.
    fastify.get('/events/:id/calendar.ics', {
      schema: {
        tags,
        summary: 'An event as an iCalendar (.ics) file for "Add to calendar"',
        description: 'Readable by whoever may read the event (GET events/{id}).',
        security: [],
        params: IdParamsSchema,
        produces: ['text/calendar'],
      },
      handler: async (request, reply) => {
        const { id } = request.params as z.infer<typeof IdParamsSchema>;
        const file = await eventCalendar(ctx, request.auth, id);
        return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${file.filename}"`).send(file.body);
      },
    });
  };
}
