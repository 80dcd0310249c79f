// What other modules may use of teams (ADR 116): the emails' templates (the admin preview).
export { teamInvitationEmail, teamTwoStepRequiredEmail } from './team-emails';
