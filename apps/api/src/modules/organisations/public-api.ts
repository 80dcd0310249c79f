export { creditAccountOf, creditAccountSql, slotOwnersOf } from './billing-account';
export { locationLinkEmail } from './location-link-email';
