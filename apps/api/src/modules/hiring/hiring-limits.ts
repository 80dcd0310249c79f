import type { RequestLimit } from '../../platform/request-limits';

// Each of these sends an email to someone else, so each is limited per person and per client
// address (ADR 22). Every well-formed request by the right person counts, whether it is then
// stored or refused (already applied, posting not live...).

const DAY = 86_400;

export const APPLICATIONS_PER_PERSON: RequestLimit = {
  name: 'applications:person',
  limit: 50,
  windowSeconds: DAY,
  message: (wait) => `You have applied to many jobs today. You can apply again in ${wait}.`,
};

export const APPLICATIONS_PER_ADDRESS: RequestLimit = {
  name: 'applications:address',
  limit: 200,
  windowSeconds: DAY,
  perAddress: true,
  message: (wait) => `Many applications were sent from your network today. Please try again in ${wait}.`,
};

export const INVITATIONS_PER_PERSON: RequestLimit = {
  name: 'invitations:person',
  limit: 100,
  windowSeconds: DAY,
  message: (wait) => `You have sent many invitations today. You can invite again in ${wait}.`,
};

export const INVITATIONS_PER_ADDRESS: RequestLimit = {
  name: 'invitations:address',
  limit: 300,
  windowSeconds: DAY,
  perAddress: true,
  message: (wait) => `Many invitations were sent from your network today. Please try again in ${wait}.`,
};

/** Proposing and changing interviews together. */
export const INTERVIEWS_PER_PERSON: RequestLimit = {
  name: 'interviews:person',
  limit: 50,
  windowSeconds: DAY,
  message: (wait) => `You have proposed or changed many interviews today. You can do so again in ${wait}.`,
};

export const INTERVIEWS_PER_ADDRESS: RequestLimit = {
  name: 'interviews:address',
  limit: 150,
  windowSeconds: DAY,
  perAddress: true,
  message: (wait) => `Many interviews were proposed or changed from your network today. Please try again in ${wait}.`,
};

export const APPLICATION_LIMITS = [APPLICATIONS_PER_PERSON, APPLICATIONS_PER_ADDRESS];
export const INVITATION_LIMITS = [INVITATIONS_PER_PERSON, INVITATIONS_PER_ADDRESS];
export const INTERVIEW_LIMITS = [INTERVIEWS_PER_PERSON, INTERVIEWS_PER_ADDRESS];
