import { describe, expect, it } from 'vitest';
import { checkCard, formatCardNumber, formatExpiry, luhnValid, sandboxNonce, SANDBOX_APPROVED_CARD, SANDBOX_DECLINED_CARD } from './sandbox-card';

const today = new Date(2026, 4, 15); // 15 May 2026

describe('the sandbox card form', () => {
  it('accepts the test cards with a future expiry and a CVC', () => {
    expect(checkCard({ number: SANDBOX_APPROVED_CARD, expiry: '12/30', cvc: '123' }, today)).toEqual({});
    expect(checkCard({ number: SANDBOX_DECLINED_CARD, expiry: '05/26', cvc: '1234' }, today)).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(checkCard({ number: '', expiry: '', cvc: '' }, today)).toEqual({
      number: 'Enter the card number.',
      expiry: 'Enter the expiry date as MM/YY.',
      cvc: 'Enter the 3 or 4 digit security code.',
    });
    expect(checkCard({ number: '4111 1111 1111 1112', expiry: '13/30', cvc: '12' }, today)).toEqual({
      number: 'Enter a valid card number.',
      expiry: 'Enter the expiry date as MM/YY.',
      cvc: 'Enter the 3 or 4 digit security code.',
    });
    expect(checkCard({ number: SANDBOX_APPROVED_CARD, expiry: '04/26', cvc: '123' }, today)).toEqual({ expiry: 'This card has expired.' });
  });

  it('checks the Luhn digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4000111111111115')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });

  it('turns the declined test card into a declined nonce and other cards into approved ones, each new', () => {
    expect(sandboxNonce(SANDBOX_DECLINED_CARD)).toMatch(/^sandbox-declined-[0-9a-f-]{32,36}$/);
    const first = sandboxNonce(SANDBOX_APPROVED_CARD);
    expect(first).toMatch(/^sandbox-approved-[0-9a-f-]{32,36}$/);
    expect(sandboxNonce(SANDBOX_APPROVED_CARD)).not.toBe(first);
  });

  it('formats the number in fours and the expiry as MM/YY while typing', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-11')).toBe('4111 11');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });
});
