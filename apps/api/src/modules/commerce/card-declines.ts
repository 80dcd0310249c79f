// What a person is told when their card is refused: what they can do about it, never the
// processor's wording ("Do Not Honor"), which stays with the payment's record (ADR 83).
import type { DeclineReason } from '../../platform/payment-gateway';
import { AppError } from '../../platform/errors';

const TRY_ANOTHER_OR_CALL = 'Try another card or call the number on the back of your card.';

export const DECLINE_MESSAGES: Record<DeclineReason, string> = {
  declined: `Your bank declined the card. ${TRY_ANOTHER_OR_CALL}`,
  'insufficient-funds': `Your bank declined the card: not enough funds or credit for this amount. ${TRY_ANOTHER_OR_CALL}`,
  'expired-card': 'The card has expired, or its expiration date was entered wrong. Check the date on the card, or try another card.',
  'card-number': 'The card number was not accepted. Check the number on the card, or try another card.',
  'security-code': 'The security code does not match the card. Enter the 3 or 4 digits from the card again, or try another card.',
  'postal-code': "The ZIP code does not match the card's billing address. Check the ZIP code, or try another card.",
  'security-code-and-postal-code':
    'The security code and the ZIP code do not match the card. Check both against the card and its billing address, or try another card.',
  'processor-unavailable': 'The card network did not answer, so nothing was charged. Please try again in a few minutes.',
};

/** What the person reads for a refused card. */
export const declineMessage = (reason: DeclineReason): string => DECLINE_MESSAGES[reason];

/** The 402 of a refused card (reason paymentError), naming the field that carried the card (the nonce, or what was bought with the saved card). */
export const cardDeclined = (reason: DeclineReason, field = 'nonce') =>
  new AppError('PAYMENT_DECLINED', declineMessage(reason), { field, reason: 'paymentError' });
