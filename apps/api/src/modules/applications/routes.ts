// The applications routes: the job seeker's applying, the practice's applicants, and the signed resume detail link.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { applicantRoutes } from './applicant-routes';
import { seekerApplicationRoutes } from './seeker-application-routes';
import { signedApplicantRoutes } from './signed-link-routes';

export function applicationsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    seekerApplicationRoutes(fastify, ctx);
    applicantRoutes(fastify, ctx);
    signedApplicantRoutes(fastify, ctx);
  };
}
