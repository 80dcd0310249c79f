// What other modules may use of teams (ADR 116): the invitation email's template (the admin preview).
export { teamInvitationEmail } from './team-emails';
