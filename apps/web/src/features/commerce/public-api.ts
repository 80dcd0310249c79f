// What commerce offers the other features: the one way in (ADR 93).
export { BuyAndPublishDialog } from './buy-postings-page';
export { loadCart } from './cart-store';
export { BUY_CREDITS_PATH, CreditBalance, creditsKey, useCredits } from './credit-balance';
export { PaymentForm } from './payment-form';
export { PaymentsNotice } from './payments-notice';
export { ReceiptsPanel } from './receipt-page';
export { ResumeAccessDialog } from './resume-access-checkout';
export { randomId } from './sandbox-card';
