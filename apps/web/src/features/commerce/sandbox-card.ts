// The sandbox gateway's card form, in the browser: it checks the card and turns it into a nonce, as
// a real gateway's hosted fields do. The card number never leaves this page; the API gets the nonce.

/** The sandbox's test cards (docs/api/commerce.md). */
export const SANDBOX_APPROVED_CARD = '4111 1111 1111 1111';
export const SANDBOX_DECLINED_CARD = '4000 1111 1111 1115';

export type CardInput = { number: string; expiry: string; cvc: string };
export type CardErrors = Partial<Record<keyof CardInput, string>>;

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Groups of four as a person types: '41111111' -> '4111 1111'. */
export const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** 'MM/YY' as a person types: '1228' -> '12/28'. */
export function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Checks the card's fields; `today` is the local date (a card is good through the last day of its month). */
export function checkCard(input: CardInput, today: Date): CardErrors {
  const errors: CardErrors = {};
  const digits = digitsOf(input.number);
  if (!digits) errors.number = 'Enter the card number.';
  else if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) errors.number = 'Enter a valid card number.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.expiry.trim());
  if (!expiry) errors.expiry = 'Enter the expiry date as MM/YY.';
  else {
    const month = Number(expiry[1]);
    const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    if (month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY.';
    else if (year * 12 + month < today.getFullYear() * 12 + today.getMonth() + 1) errors.expiry = 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.';
  return errors;
}

/** A random id for nonces and idempotency keys (crypto.randomUUID where the page is a secure context). */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The single-use nonce the sandbox gives for a checked card: the declined test card declines, others are approved. */
export function sandboxNonce(number: string): string {
  const outcome = digitsOf(number) === digitsOf(SANDBOX_DECLINED_CARD) ? 'declined' : 'approved';
  return `sandbox-${outcome}-${randomId()}`;
}
