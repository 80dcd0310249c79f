// Practice teams (ADR 116): the owner's team screen (members, invitations, roles), the practice's
// audit log, and the invited person's side (the signed link, their practices, acting for one).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CurrentUserSchema, UsernameSchema } from '@chairside/domain/accounts';
import { idParamSchema } from '@chairside/domain/form-fields';
import {
  AuditEntrySchema,
  MembershipSchema,
  TEAM_ROLES,
  TeamInvitationInputSchema,
  TeamInvitationSchema,
  TeamMemberSchema,
  TeamMemberUpdateSchema,
  TeamSchema,
  TeamTwoStepSchema,
} from '@chairside/domain/teams';
import { NoContentSchema } from '../../platform/api-document';
import { currentAuth, requireEmployer, requireOwner, requireUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { getTeam, inviteMember, listAuditLog, removeMember, revokeInvitation, updateMember } from './manage-team';
import { acceptInvitation, actForPractice, listMemberships, previewInvitation } from './membership';
import { setTeamTwoStep } from './team-two-step';

const tags = ['teams'];
const OWNER_ONLY =
  'The practice signed in, or a member acting for it whose role covers this (ADR 116: owners manage the team; owners and admins read the audit log): anonymous 401, another role 403, another practice 404.';
const ownerOnly = [requireEmployer, requireOwner];
const ParamsSchema = z.strictObject({ id: UsernameSchema });
const InvitationParamsSchema = z.strictObject({ id: UsernameSchema, invitationId: idParamSchema('invitationId') });
const MemberParamsSchema = z.strictObject({ id: UsernameSchema, memberId: idParamSchema('memberId') });
const TokenParamsSchema = z.strictObject({ token: z.string().min(1).max(2_000) });
const PracticeParamsSchema = z.strictObject({ practice: UsernameSchema });
const InvitationPreviewSchema = z.object({ practiceName: z.string(), role: z.enum(TEAM_ROLES), email: z.string() });

export function teamsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users/employers/:id/team', {
      schema: { tags, summary: 'The practice’s members and open invitations', description: OWNER_ONLY, params: ParamsSchema, response: { 200: TeamSchema } },
      preValidation: ownerOnly,
      handler: async (request) => getTeam(ctx, request.params.id),
    });

    app.post('/users/employers/:id/team/invitations', {
      schema: {
        tags,
        summary: 'Invite a person by email',
        description: `Emails a signed link good for 7 days. officeIds limit a hiring manager (none: every office); jobIds name an interviewer's postings (at least one). Offices or postings of another practice: 400 naming the field. ${OWNER_ONLY}`,
        params: ParamsSchema,
        body: TeamInvitationInputSchema,
        response: { 201: TeamInvitationSchema },
      },
      preValidation: ownerOnly,
      handler: async (request, reply) => reply.status(201).send(await inviteMember(ctx, request.params.id, currentAuth(request), request.body)),
    });

    app.delete('/users/employers/:id/team/invitations/:invitationId', {
      schema: {
        tags,
        summary: 'Withdraw an invitation not yet accepted',
        description: OWNER_ONLY,
        params: InvitationParamsSchema,
        response: { 204: NoContentSchema },
      },
      preValidation: ownerOnly,
      handler: async (request, reply) => {
        await revokeInvitation(ctx, request.params.id, request.params.invitationId);
        return reply.status(204).send(null);
      },
    });

    app.put('/users/employers/:id/team/members/:memberId', {
      schema: {
        tags,
        summary: 'Change a member’s role and scope',
        description: `Takes effect on the member's next request. ${OWNER_ONLY}`,
        params: MemberParamsSchema,
        body: TeamMemberUpdateSchema,
        response: { 200: TeamMemberSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => updateMember(ctx, request.params.id, request.params.memberId, request.body),
    });

    app.delete('/users/employers/:id/team/members/:memberId', {
      schema: {
        tags,
        summary: 'Remove a member',
        description: `Every session in which they act for the practice ends at once: their next request answers 401. ${OWNER_ONLY}`,
        params: MemberParamsSchema,
        response: { 204: NoContentSchema },
      },
      preValidation: ownerOnly,
      handler: async (request, reply) => {
        await removeMember(ctx, request.params.id, request.params.memberId);
        return reply.status(204).send(null);
      },
    });

    app.put('/users/employers/:id/team/two-step', {
      schema: {
        tags,
        summary: 'Require two-step sign-in of every member, or stop requiring it',
        description: `On: a member without a second factor cannot act for the practice (403 TEAM_TWO_STEP_REQUIRED) and their open sessions are refused on every practice route until they set one up (ADR 119). Turning it on needs a second factor on the practice's own sign-in and on the member turning it on (403 SECOND_FACTOR_REQUIRED), and emails every member without one where to set it up. ${OWNER_ONLY}`,
        params: ParamsSchema,
        body: TeamTwoStepSchema,
        response: {
          200: z.object({
            twoStepRequired: z.boolean(),
            membersEmailed: z.number().int().describe('Turned on from off: the members without a second factor emailed where to set one up; else 0.'),
          }),
        },
      },
      preValidation: ownerOnly,
      handler: async (request) => setTeamTwoStep(ctx, request.params.id, currentAuth(request), request.body),
    });

    app.get('/users/employers/:id/audit-log', {
      schema: {
        tags,
        summary: 'The practice’s audit log, newest first (200 entries)',
        description: `Who acted (a member, an administrator's delegated session, an API key), the method, path and status. ${OWNER_ONLY}`,
        params: ParamsSchema,
        response: { 200: z.array(AuditEntrySchema) },
      },
      preValidation: ownerOnly,
      handler: async (request) => listAuditLog(ctx, request.params.id),
    });

    app.get('/signed/team-invitation/:token', {
      schema: { tags, summary: 'What a team invitation offers (signed link)', params: TokenParamsSchema, response: { 200: InvitationPreviewSchema } },
      handler: async (request) => previewInvitation(ctx, request.params.token),
    });

    app.post('/signed/team-invitation/:token', {
      schema: {
        tags,
        summary: 'Accept a team invitation',
        description: 'Signed in with the invited address (another address: 403 naming it). Withdrawn or already accepted: 409.',
        params: TokenParamsSchema,
        response: { 200: MembershipSchema },
      },
      preValidation: requireUser,
      handler: async (request) => acceptInvitation(ctx, currentAuth(request), request.params.token),
    });

    app.get('/users/me/teams', {
      schema: { tags, summary: 'The practices the signed-in person is a member of', response: { 200: z.array(MembershipSchema) } },
      preValidation: requireUser,
      handler: async (request) => listMemberships(ctx, currentAuth(request)),
    });

    app.post('/users/me/teams/:practice/session', {
      schema: {
        tags,
        summary: 'Act for a practice one is a member of',
        description:
          'Answers the practice as GET users/current does, with teamRole and actor, and an Authorization header of a session acting for it. Not a member: 404. The practice requires two-step sign-in and the person has no second factor: 403 TEAM_TWO_STEP_REQUIRED (ADR 119).',
        params: PracticeParamsSchema,
        response: { 201: CurrentUserSchema.extend({ teamRole: z.enum(TEAM_ROLES), actor: z.string() }) },
      },
      preValidation: requireUser,
      handler: async (request, reply) => reply.status(201).send(await actForPractice(ctx, reply, currentAuth(request), request.params.practice)),
    });
  };
}
