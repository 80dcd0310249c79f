// The signed resume detail link of the 'new applicant' email, read signed out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SignedApplicantSchema } from '@chairside/domain/signed-links';
import type { AppContext } from '../../platform/context';
import { SIGNED_LINK_ERRORS } from '../../platform/api-document';
import { readSignedApplicant } from './read-signed-applicant';
import { SIGNED, SIGNED_LINK_TAGS, TokenParamsSchema } from './route-parts';

/** The call behind the resume detail link (docs/api/signed-links.md). */
export function signedApplicantRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/signed/applicant/:token', {
    schema: {
      tags: SIGNED_LINK_TAGS,
      summary: "The resume detail link: one applicant's resume for one posting, as the practice sees it",
      description: `From the 'new applicant' email; works for 14 days and as often as needed; does not stamp reviewedDate. ${SIGNED}`,
      params: TokenParamsSchema,
      response: { 200: SignedApplicantSchema },
      security: [],
      errors: SIGNED_LINK_ERRORS,
    },
    handler: async (request) => readSignedApplicant(ctx, request.params.token),
  });
}
