// What marketing forms offers the other features: the one way in (ADR 93).
export { NewsletterSignup } from './newsletter-signup';
export { MARKETING_PAGE_PATHS } from './toolkit-pages';
