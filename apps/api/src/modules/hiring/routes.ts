// The hiring routes: the job seeker's applying and invitations, the practice's applicants and
// invitations, and interviews, registered in that order (each group in its own file).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { applicantRoutes } from './applicant-routes';
import { handleInterviewReminders } from './interview-reminders';
import { interviewRoutes } from './interview-routes';
import { invitationRoutes } from './invitation-routes';
import { seekerApplicationRoutes } from './seeker-application-routes';

export function hiringRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    handleInterviewReminders(ctx);
    seekerApplicationRoutes(fastify, ctx);
    applicantRoutes(fastify, ctx);
    invitationRoutes(fastify, ctx);
    interviewRoutes(fastify, ctx);
  };
}
