// The request limits of applying (ADR 22): per person and per client address.
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

export const APPLICATION_LIMITS = [APPLICATIONS_PER_PERSON, APPLICATIONS_PER_ADDRESS];
