// The invitations routes: the job seeker's invitations, the practice's inviting, and the signed invitation link.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { invitationRoutes } from './invitation-routes';
import { seekerInvitationRoutes } from './seeker-invitation-routes';
import { signedInvitationRoutes } from './signed-link-routes';

export function invitationsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    seekerInvitationRoutes(fastify, ctx);
    invitationRoutes(fastify, ctx);
    signedInvitationRoutes(fastify, ctx);
  };
}
