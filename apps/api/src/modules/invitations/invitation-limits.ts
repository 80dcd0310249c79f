// The request limits of inviting (ADR 22): per person and per client address.
import type { RequestLimit } from '../../platform/request-limits';

// Each of these sends an email to someone else, so each is limited per person and per client
// address (ADR 22). Every well-formed request by the right person counts, whether it is then
// stored or refused (already applied, posting not live...).

const DAY = 86_400;

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

export const INVITATION_LIMITS = [INVITATIONS_PER_PERSON, INVITATIONS_PER_ADDRESS];
