// The authenticator-app rules of two-step sign-in (ADR 105): RFC 6238 codes (SHA-1, 6 digits,
// 30-second steps, one step of drift either way) through otpauth, and recovery codes.
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from '@chairside/domain/two-step';
import { sha256 } from '../../platform/tokens';

const ISSUER = 'Chairside';
const PERIOD_SECONDS = 30;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as authenticator apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app reads from the QR code. */
export const totpUri = (secret: string, email: string) =>
  new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS }).toString();

/** The address as an SVG QR code. */
export const qrSvg = (uri: string) => QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });

/**
 * The time step a 6-digit code belongs to, if it is right for the secret now (this step or one
 * either side, for clocks that drift), else null. The caller refuses a step already used.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!TOTP_CODE_PATTERN.test(code)) return null;
  const timestamp = now.getTime();
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS, timestamp, window: 1 });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}

/** Ten recovery codes of 16 base32 characters (80 random bits each), shown as XXXX-XXXX-XXXX-XXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(16);
    const code = Array.from(bytes, (byte) => BASE32[byte % 32]).join('');
    return code.match(/.{4}/g)!.join('-');
  });
}

/**
 * How a recovery code is stored: SHA-256 of its normalized form. The codes carry 80 random bits,
 * so a fast hash is enough (nothing to guess offline), and a lookup by hash finds it.
 */
export function recoveryCodeHash(code: string): string | null {
  const normalized = code.replace(/[\s-]/g, '').toUpperCase();
  return RECOVERY_CODE_PATTERN.test(normalized) ? sha256(`recovery\n${normalized}`) : null;
}
