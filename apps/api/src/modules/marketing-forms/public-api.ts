// What other modules use of marketing forms: its emails' templates.
/** The marketing emails, for the template registry's previews. */
export { MARKETING_EMAILS } from './marketing-emails';
