export { creditAccountOf, slotOwnersOf } from './billing-account';
