import type { RequestLimit } from '../../platform/request-limits';

// Each message may reach someone else's inbox and email, so sending is limited per person
// (bursts and a day) and per client address (ADR 22, ADR 32). Every well-formed request by a
// signed-in person counts, whether it is then stored or refused.

const DAY = 86_400;

export const MESSAGES_PER_PERSON_BURST: RequestLimit = {
  name: 'messages:person:burst',
  limit: 60,
  windowSeconds: 600,
  message: (wait) => `You have sent many messages in a few minutes. You can send again in ${wait}.`,
};

export const MESSAGES_PER_PERSON: RequestLimit = {
  name: 'messages:person',
  limit: 500,
  windowSeconds: DAY,
  message: (wait) => `You have sent many messages today. You can send again in ${wait}.`,
};

export const MESSAGES_PER_ADDRESS: RequestLimit = {
  name: 'messages:address',
  limit: 1000,
  windowSeconds: DAY,
  perAddress: true,
  message: (wait) => `Many messages were sent from your network today. Please try again in ${wait}.`,
};

/** Starting conversations with new people: the first message to a person, per day. */
export const CONVERSATIONS_PER_PERSON: RequestLimit = {
  name: 'conversations:person',
  limit: 100,
  windowSeconds: DAY,
  message: (wait) => `You have started many conversations today. You can start another in ${wait}.`,
};

export const REPORTS_PER_PERSON: RequestLimit = {
  name: 'message-reports:person',
  limit: 50,
  windowSeconds: DAY,
  message: (wait) => `You have reported many messages today. You can report again in ${wait}.`,
};

export const MESSAGE_LIMITS = [MESSAGES_PER_PERSON_BURST, MESSAGES_PER_PERSON, MESSAGES_PER_ADDRESS];
export const START_LIMITS = [...MESSAGE_LIMITS, CONVERSATIONS_PER_PERSON];
