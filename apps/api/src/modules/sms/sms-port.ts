/** One text to hand over: `reference` names it once (the message's notice key), for the provider's logs. */
export type OutgoingText = { to: string; body: string; reference: string };

/**
 * How a hand-over ended: the provider took the text (its id), or refused it for good (a number
 * it cannot text, one that unsubscribed with the provider): trying again would not help. A
 * failure that may pass (the provider busy or down, the network) is thrown, and the queue tries
 * again later.
 */
export type SmsSendResult = { outcome: 'sent'; providerId: string } | { outcome: 'refused'; reason: string };

/** The port every text leaves through (ADR 78). */
export type SmsTransport = { name: 'outbox' | 'twilio'; send: (text: OutgoingText) => Promise<SmsSendResult> };

/** A failure worth another attempt later (the queue's back-off). */
export class SmsUnavailableError extends Error {}

/**
 * The local transport: the text stays in the SMS outbox (the sms_messages table every text is
 * written to, shown at /dev/outbox) and goes nowhere. The default, and the transport of every test.
 */
export const outboxTransport: SmsTransport = {
  name: 'outbox',
  send: async (text) => ({ outcome: 'sent', providerId: `outbox:${text.reference}` }),
};
