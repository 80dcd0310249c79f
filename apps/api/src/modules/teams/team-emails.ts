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

/** To a member without a second factor when their practice starts requiring one (ADR 119, 128). */
export const teamTwoStepRequiredEmail = emailTemplate<{ name: string; practiceName: string; settingsUrl: string }>({
  name: 'team-two-step-required',
  description:
    'To each member of a practice’s team who has no second factor yet, when the practice turns on its two-step requirement: what changed and where to set it up.',
  sample: (base) => ({ name: 'Raé Núñez', practiceName: 'Bright Smiles Dental', settingsUrl: `${base}/app/account-settings#settings-two-step` }),
  subject: ({ practiceName }) => `${practiceName} now requires two-step sign-in`,
  content: ({ name, practiceName, settingsUrl }) => ({
    preheader: `Set up an authenticator app or a passkey to keep acting for ${practiceName}.`,
    heading: 'Set up two-step sign-in',
    greeting: `Hello ${name},`,
    body: [
      `${practiceName} now requires two-step sign-in of everyone on its team on Chairside. Your account does not have it yet, so you cannot act for ${practiceName} until you set it up.`,
      'Sign in with your own account and, under Settings, set up an authenticator app or add a passkey. It takes a minute.',
    ],
    button: { label: 'Set up two-step sign-in', url: settingsUrl },
    footer: { reason: `You got this email because you are on the team of ${practiceName} on Chairside.` },
  }),
});
