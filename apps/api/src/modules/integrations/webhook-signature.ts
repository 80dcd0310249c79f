// The signature of a webhook delivery (ADR 111), as the large payment platforms sign theirs:
// `Chairside-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed by the endpoint's secret>`.
// A receiver recomputes v1 from the raw body, compares in constant time, and refuses a t too far
// from its own clock (a replayed delivery).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The endpoint's signing secret: `whsec_` and 256 random bits; the HMAC key is the whole string. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export function webhookSignature(secret: string, timestampSeconds: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${body}`, 'utf8').digest('hex');
}

/** The header's value for a body sent at `timestampSeconds`. */
export function signatureHeader(secret: string, timestampSeconds: number, body: string): string {
  return `t=${timestampSeconds},v1=${webhookSignature(secret, timestampSeconds, body)}`;
}

/**
 * What a receiver does: true when one of the header's v1 values is the body's signature and its
 * t is within `toleranceSeconds` of `nowSeconds`.
 */
export function verifySignatureHeader(header: string, body: string, secret: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body), 'hex');
  return parts
    .filter(([name]) => name === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
