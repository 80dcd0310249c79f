// What other modules use of texts: queue one to a person in a transaction (consent, quiet hours
// and hourly limits are checked when it is due), who texts of a kind reach, and the texts part of
// the notice settings (the number, the consent wording and record, and consent changes).
export { queueText, type TextRequest, type TextWriter } from './sms-delivery';
export { textsOnAmong } from './sms-repository';
export { changeTexts, textSettingsOf, type TextChange } from './text-consent';
// What the app context is built with (ADR 92): Twilio when its account is configured, else the outbox.
export { createSmsTransport } from './sms-transport';
export { type SmsTransport } from './sms-port';
// How Twilio signs its webhook requests (the test helpers sign the texts they post).
export { twilioSignature } from './twilio-signature';
