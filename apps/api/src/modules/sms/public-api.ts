// What other modules use of texts: queue one to a person in a transaction (consent, quiet hours
// and hourly limits are checked when it is due), who texts of a kind reach, and the texts part of
// the notice settings (the number, the consent wording and record, and consent changes).
export { queueText, type TextRequest, type TextWriter } from './sms-delivery';
export { textsOnAmong } from './sms-repository';
export { changeTexts, textSettingsOf, type TextChange } from './text-consent';
