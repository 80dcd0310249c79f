import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The X-Twilio-Signature of a request Twilio sends: the base64 HMAC-SHA1, keyed by the auth
 * token, of the full URL Twilio called followed by each POST parameter's name and value, sorted by
 * name (https://www.twilio.com/docs/usage/webhooks/webhooks-security).
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const signed =
    url +
    Object.keys(params)
      .sort()
      .map((name) => name + params[name])
      .join('');
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** Whether the header is that signature (compared in constant time); a missing header is not. */
export function signatureMatches(authToken: string, header: string | undefined, url: string, params: Record<string, string>): boolean {
  if (!header) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
