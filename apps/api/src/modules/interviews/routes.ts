// The interviews routes: proposing, changing, answering and listing interviews, and the signed interview-outcome link.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { handleInterviewReminders } from './interview-reminders';
import { interviewRoutes } from './interview-routes';
import { schedulingRoutes } from './scheduling-routes';
import { signedInterviewOutcomeRoutes } from './signed-link-routes';

export function interviewsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    handleInterviewReminders(ctx);
    interviewRoutes(fastify, ctx);
    signedInterviewOutcomeRoutes(fastify, ctx);
    schedulingRoutes(fastify, ctx);
  };
}
