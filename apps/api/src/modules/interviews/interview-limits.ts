// The request limits of proposing and changing interviews (ADR 22): per person and per client address.
import type { RequestLimit } from '../../platform/request-limits';

// Each of these sends an email to someone else, so each is limited per person and per client
// address (ADR 22). Every well-formed request by the right person counts, whether it is then
// stored or refused (already applied, posting not live...).

const DAY = 86_400;

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

export const INTERVIEW_LIMITS = [INTERVIEWS_PER_PERSON, INTERVIEWS_PER_ADDRESS];

/** The signed scheduling link's calls (ADR 117), signed out: limited per client address. */
export const SCHEDULING_READS_PER_ADDRESS: RequestLimit = {
  name: 'interview-scheduling:read:address',
  limit: 300,
  windowSeconds: 3_600,
  perAddress: true,
  message: (wait) => `Many scheduling pages were opened from your network. Please try again in ${wait}.`,
};

export const SCHEDULING_PICKS_PER_ADDRESS: RequestLimit = {
  name: 'interview-scheduling:pick:address',
  limit: 60,
  windowSeconds: 3_600,
  perAddress: true,
  message: (wait) => `Many interview times were picked from your network. Please try again in ${wait}.`,
};
