import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep, totpUri } from './totp';

const codeAt = (secret: string, at: Date) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

describe('authenticator codes', () => {
  const secret = newTotpSecret();
  const now = new Date('2026-11-30T08:00:10Z');

  it('accepts the current code and answers its time step', () => {
    expect(totpStep(secret, codeAt(secret, now), now)).toBe(Math.floor(now.getTime() / 30_000));
  });

  it('accepts one step of drift either way, not two', () => {
    expect(totpStep(secret, codeAt(secret, new Date(now.getTime() - 30_000)), now)).toBe(Math.floor(now.getTime() / 30_000) - 1);
    expect(totpStep(secret, codeAt(secret, new Date(now.getTime() + 30_000)), now)).toBe(Math.floor(now.getTime() / 30_000) + 1);
    expect(totpStep(secret, codeAt(secret, new Date(now.getTime() - 90_000)), now)).toBeNull();
  });

  it('refuses a wrong code and anything that is not 6 digits', () => {
    const right = codeAt(secret, now);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(totpStep(secret, wrong, now)).toBeNull();
    expect(totpStep(secret, '12345', now)).toBeNull();
    expect(totpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('builds an otpauth address naming the issuer and the account', () => {
    const uri = totpUri(secret, 'ana@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Chairside:ana%40example\.com\?/);
    expect(uri).toContain(`secret=${secret}`);
  });
});

describe('recovery codes', () => {
  it('gives ten different codes of 80 bits in groups of four', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
  });

  it('hashes a code the same however it is typed, and refuses what is not a code', () => {
    const [code] = newRecoveryCodes();
    expect(recoveryCodeHash(code.toLowerCase().replace(/-/g, ' '))).toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash('not a code')).toBeNull();
  });
});
