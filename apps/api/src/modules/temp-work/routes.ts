import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { TempProfileInputSchema, TempProfileSchema } from '@chairside/domain/temp-profile';
import type { AppContext } from '../../platform/context';
import { requireOwner, requireStaff } from '../../platform/auth';
import { getTempProfile } from './get-temp-profile';
import { saveTempProfile } from './save-temp-profile';

const tags = ['temp work'];
const STAFF_ONLY = 'The job seeker only: anonymous 401, not a job seeker 403, another job seeker 404.';
const AccountParamsSchema = z.strictObject({ id: UsernameSchema });

/** Role first (wrong role: 403), then the path's username must be the caller's (404). */
const staffOwner = [requireStaff, requireOwner];

/** The temp profile of a job seeker who takes temp shifts (ADR 96). */
export function tempWorkRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users/staff/:id/temp-profile', {
      schema: {
        tags,
        summary: "The job seeker's temp profile",
        description:
          'Positions, weekly windows (HH:MM in timeZone, the zone of their ZIP code), exceptions from today on, travel miles, ' +
          'minimum rate in cents, instant booking and the summary shown on the resume. Without a temp profile: 200 with exists false, ' +
          `no positions or windows, travelMiles 25, minimumRateCents null and summary null. ${STAFF_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: TempProfileSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => getTempProfile(ctx, request.params.id),
    });

    app.put('/users/staff/:id/temp-profile', {
      schema: {
        tags,
        summary: 'Replace the temp profile',
        description:
          'The whole profile, stored in one transaction. positions: 1 to 6 codes, each once. weekly: sun to sat (a day left out has ' +
          'none), at most 4 windows a day, end after start, none overlapping. exceptions (at most 60): {date, available: false} is a ' +
          'day off; {date, available: true, start, end} a window that replaces the weekly ones on that date; today or later in the ' +
          "person's zone. travelMiles 5 to 100; minimumRateCents 725 to 50000. Each bad field: 400 naming it (weekly.mon.0.end). " +
          STAFF_ONLY,
        params: AccountParamsSchema,
        body: TempProfileInputSchema,
        response: { 200: TempProfileSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => saveTempProfile(ctx, request.params.id, request.body),
    });
  };
}
