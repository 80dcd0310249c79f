import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { PracticeNpiInputSchema, PracticeNpiSchema } from '@chairside/domain/credentials';
import type { AppContext } from '../../platform/context';
import { requireEmployer, requireOwner } from '../../platform/auth';
import { getPracticeNpi, submitPracticeNpi } from './practice-npi';

const tags = ['Licenses and certificates'];
const OWNER_ONLY = 'Only the practice (its owner or administrators): anonymous 401, not an employer 403, another practice 404.';
const ParamsSchema = z.strictObject({ id: UsernameSchema });
const ownerOnly = [requireEmployer, requireOwner];

/** The practice's organization NPI and its "verified practice" badge (ADR 115). */
export function practiceNpiRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users/employers/:id/npi', {
      schema: {
        tags,
        summary: "The practice's organization NPI and whether it is verified",
        description: OWNER_ONLY,
        params: ParamsSchema,
        response: { 200: PracticeNpiSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => getPracticeNpi(ctx, request.params.id),
    });

    app.put('/users/employers/:id/npi', {
      schema: {
        tags,
        summary: "Submit the practice's organization NPI (NPI-2): the NPI Registry is asked at once",
        description:
          'Verified when the registry has an active organization (NPI-2) under the practice name: the "verified practice" badge shows on its page and postings, and its events and classifieds skip moderation. ' +
          `Not 10 digits: 400 npi. A person's NPI, an inactive one or another name: 409 npi saying why (the badge is removed). Registry unreachable: 503. ${OWNER_ONLY}`,
        params: ParamsSchema,
        body: PracticeNpiInputSchema,
        response: { 200: PracticeNpiSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => submitPracticeNpi(ctx, request.params.id, request.body.npi),
    });
  };
}
