// Practice teams (ADR 116): the roles a member of a practice may hold, what each role may do,
// and the shapes of the team routes.
import { z } from 'zod';

export const TEAM_ROLES = ['owner', 'admin', 'hiring_manager', 'interviewer', 'billing'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  hiring_manager: 'Hiring manager',
  interviewer: 'Interviewer',
  billing: 'Billing',
};

/**
 * What an employer route needs of a member. `members`: the team itself; `practice`: everything
 * else of the practice not named below (profile, settings, offices, API keys, resume search…);
 * `pipeline`: deciding on applicants (moving them between stages, declining, bulk messages, ADR 118).
 */
export const TEAM_CAPABILITIES = ['members', 'practice', 'billing', 'postings', 'applicants', 'pipeline', 'interviews', 'messages', 'audit'] as const;
export type TeamCapability = (typeof TEAM_CAPABILITIES)[number];

/** Each role's capabilities. The owner and admin have everything but admins cannot manage the team. */
export const ROLE_CAPABILITIES: Record<TeamRole, readonly TeamCapability[]> = {
  owner: TEAM_CAPABILITIES,
  admin: ['practice', 'billing', 'postings', 'applicants', 'pipeline', 'interviews', 'messages', 'audit'],
  hiring_manager: ['postings', 'applicants', 'pipeline', 'interviews', 'messages'],
  interviewer: ['applicants', 'interviews'],
  billing: ['billing'],
};

export const roleMay = (role: TeamRole, capability: TeamCapability) => ROLE_CAPABILITIES[role].includes(capability);

const Ids = z.array(z.number().int().positive()).max(200);

export const TeamInvitationInputSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address.').max(254),
  role: z.enum(TEAM_ROLES),
  officeIds: Ids.default([]),
  jobIds: Ids.default([]),
});
export type TeamInvitationInput = z.input<typeof TeamInvitationInputSchema>;

/** The chosen boxes of a form (one box alone answers a string or a boolean): ids. */
const FormIds = z.preprocess((value) => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []), z.array(z.coerce.number().int().positive()));
/** The team screen's invitation form: the same fields, the boxes' values as ids. */
export const TeamInvitationFormSchema = TeamInvitationInputSchema.extend({ officeIds: FormIds, jobIds: FormIds });

export const TeamMemberUpdateSchema = z.object({ role: z.enum(TEAM_ROLES), officeIds: Ids.default([]), jobIds: Ids.default([]) });

export const TeamMemberSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  officeIds: z.array(z.number()),
  jobIds: z.array(z.number()),
  createdAt: z.string(),
  /** Whether the member has a second factor (an authenticator app or a passkey), ADR 119. */
  hasSecondFactor: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  officeIds: z.array(z.number()),
  jobIds: z.array(z.number()),
  invitedBy: z.string(),
  createdAt: z.string(),
});
export type TeamInvitation = z.infer<typeof TeamInvitationSchema>;

export const TeamSchema = z.object({
  members: z.array(TeamMemberSchema),
  invitations: z.array(TeamInvitationSchema),
  /** The owner requires two-step sign-in of every member (ADR 119). */
  twoStepRequired: z.boolean(),
});

/** Turning the practice's requirement of two-step sign-in on or off (ADR 119). */
export const TeamTwoStepSchema = z.strictObject({ required: z.boolean({ error: 'Choose whether two-step sign-in is required.' }) });
export type TeamTwoStep = z.infer<typeof TeamTwoStepSchema>;
export type Team = z.infer<typeof TeamSchema>;

/** A practice the signed-in person belongs to (the list behind "act for a practice"). */
export const MembershipSchema = z.object({ practiceUsername: z.string(), practiceName: z.string(), role: z.enum(TEAM_ROLES) });
export type Membership = z.infer<typeof MembershipSchema>;

export const AuditEntrySchema = z.object({ actor: z.string(), method: z.string(), path: z.string(), status: z.number(), at: z.string() });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
