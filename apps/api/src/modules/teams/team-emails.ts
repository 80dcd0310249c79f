import { TEAM_ROLE_LABELS, type TeamRole } from '@chairside/domain/teams';
import { emailTemplate } from '../../platform/email/email-template';

/** To the address a practice invited to its team (ADR 116): the signed link that accepts. */
export const teamInvitationEmail = emailTemplate<{ practiceName: string; inviterName: string; role: TeamRole; linkUrl: string; days: number }>({
  name: 'team-invitation',
  description: 'To a person a practice invited to its team: the practice, the role and the link that accepts (after signing up or in).',
  sample: (base) => ({
    practiceName: 'Bright Smiles Dental',
    inviterName: 'Dana Whitfield',
    role: 'hiring_manager',
    linkUrl: `${base}/team-invitation/abc`,
    days: 7,
  }),
  subject: ({ practiceName }) => `Join ${practiceName} on Chairside`,
  content: ({ practiceName, inviterName, role, linkUrl, days }) => ({
    preheader: `${inviterName} invited you as ${TEAM_ROLE_LABELS[role].toLowerCase()}.`,
    heading: `Join ${practiceName}`,
    greeting: 'Hello,',
    body: [
      `${inviterName} invited you to the team of ${practiceName} on Chairside as ${TEAM_ROLE_LABELS[role].toLowerCase()}.`,
      `Open this link within ${days} days, then sign in or create your account with this email address to accept.`,
    ],
    button: { label: 'Accept the invitation', url: linkUrl },
    closing: ['If you did not expect it, ignore this email: nothing changes.'],
    footer: { reason: `You got this email because ${practiceName} invited this address to its team on Chairside.` },
  }),
});
