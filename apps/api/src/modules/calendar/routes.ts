import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import {
  CALENDAR_RANGE_DAYS_MAX,
  CalendarFeedAddressSchema,
  CalendarFeedStatusSchema,
  CalendarQuerySchema,
  CalendarSchema,
  FEED_DAYS_AFTER,
  FEED_DAYS_BEFORE,
} from '@chairside/domain/calendar-feed';
import type { AppContext } from '../../platform/context';
import { requireOwner, requireUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { enforceLimits, limitRequests } from '../../platform/request-limits';
import { NoContentSchema } from '../../platform/api-document';
import { FEED_CHANGES_PER_PERSON, FEED_FETCHES_PER_ADDRESS, FEED_FETCHES_PER_FEED } from './calendar-limits';
import { createCalendarFeed } from './create-calendar-feed';
import { feedTokenHash, isFeedToken } from './feed-token';
import { getCalendarFeed } from './get-calendar-feed';
import { listCalendar } from './list-calendar';
import { revokeCalendarFeed } from './revoke-calendar-feed';
import { serveCalendarFeed } from './serve-calendar-feed';

const tags = ['calendar'];
const OWNER_ONLY = 'The signed-in owner only (a job seeker or a practice): anonymous 401, another person 404.';
const AccountParamsSchema = z.strictObject({ id: UsernameSchema });
const FeedParamsSchema = z.strictObject({ token: z.string().max(200, 'token is too long.') });

const owner = [requireUser, requireOwner];

/** Fetches counted per client address, and per feed once the secret has the feed's shape. */
async function limitFeedFetches(ctx: AppContext, request: FastifyRequest, token: string) {
  await enforceLimits(ctx, [[FEED_FETCHES_PER_ADDRESS, request.ip], ...(isFeedToken(token) ? [[FEED_FETCHES_PER_FEED, feedTokenHash(token)] as const] : [])]);
}

/** One calendar: a person's shifts, interviews and availability, and their secret feed address (docs/api/calendar.md). */
export function calendarRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const changeLimit = limitRequests(ctx, [FEED_CHANGES_PER_PERSON]);

    app.get('/users/:id/calendar', {
      schema: {
        tags,
        summary: "The person's calendar: shifts, interviews and temp availability",
        description:
          `from and to: days YYYY-MM-DD in the person's zone (their ZIP code's, answered as timeZone), to included, at most ${CALENDAR_RANGE_DAYS_MAX} days. ` +
          'A job seeker: shifts booked (CONFIRMED) and bookings cancelled by either side (CANCELLED), interviews (PROPOSED: TENTATIVE, ' +
          'CONFIRMED, declined or cancelled: CANCELLED), and the temp profile’s windows each day (AVAILABILITY). A practice: the shifts ' +
          'of its temp postings, open (TENTATIVE) or booked (CONFIRMED, with the professional’s name), and its interviews. Items in time ' +
          `order; start and end ISO instants; timeZone the item's own (the practice's for shifts and interviews). ${OWNER_ONLY}`,
        params: AccountParamsSchema,
        querystring: CalendarQuerySchema,
        response: { 200: CalendarSchema },
      },
      preValidation: owner,
      handler: async (request) => listCalendar(ctx, request.params.id, request.query),
    });

    app.post('/users/:id/calendar-feed', {
      schema: {
        tags,
        summary: 'Make (or replace) the secret calendar feed address',
        description:
          'No body. 201 {url: webcal://…/api9/calendar-feeds/{secret}.ics, httpsUrl: the same over the site’s scheme, createdAt}: ' +
          'shown this once (only a hash of the secret is kept). A previous address stops working at once. 30 changes an hour (429). ' +
          OWNER_ONLY,
        params: AccountParamsSchema,
        response: { 201: CalendarFeedAddressSchema },
      },
      preValidation: owner,
      preHandler: changeLimit,
      handler: async (request, reply) => reply.status(201).send(await createCalendarFeed(ctx, request.params.id)),
    });

    app.get('/users/:id/calendar-feed', {
      schema: {
        tags,
        summary: 'Whether the person has a calendar feed address, and when it was last fetched',
        description: `{exists, createdAt, lastFetchedAt} (null when none or never); the address itself is never answered again. ${OWNER_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: CalendarFeedStatusSchema },
      },
      preValidation: owner,
      handler: async (request) => getCalendarFeed(ctx, request.params.id),
    });

    app.delete('/users/:id/calendar-feed', {
      schema: {
        tags,
        summary: 'Revoke the calendar feed address',
        description: `204, with or without an address; it answers 404 from then on. ${OWNER_ONLY}`,
        params: AccountParamsSchema,
        response: { 204: NoContentSchema },
      },
      preValidation: owner,
      preHandler: changeLimit,
      handler: async (request, reply) => {
        await revokeCalendarFeed(ctx, request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.get('/calendar-feeds/:token.ics', {
      schema: {
        tags,
        summary: 'A personal calendar feed (iCalendar, RFC 5545) for calendar apps',
        description:
          `No sign-in: the secret in the address is the credential. text/calendar: the owner's shifts and interviews from ${FEED_DAYS_BEFORE} days ` +
          `ago to ${FEED_DAYS_AFTER} days ahead (no availability), METHOD:PUBLISH, times in each event's zone with its VTIMEZONE; UIDs ` +
          'shift-{id}@host and interview-{id}@host stay the same as the event changes, SEQUENCE rises. An unknown or revoked ' +
          'secret: 404. Cache-Control private, max-age=300. Per feed 60 fetches an hour, per address 600 (429).',
        security: [],
        params: FeedParamsSchema,
        produces: ['text/calendar'],
      },
      preHandler: (request) => limitFeedFetches(ctx, request, request.params.token),
      handler: async (request, reply) => {
        const { token } = request.params;
        if (!isFeedToken(token)) throw notFound('That calendar feed');
        const body = await serveCalendarFeed(ctx, feedTokenHash(token));
        return reply
          .type('text/calendar; charset=utf-8')
          .header('cache-control', 'private, max-age=300')
          .header('content-disposition', 'inline; filename="chairside.ics"')
          .send(body);
      },
    });
  };
}
