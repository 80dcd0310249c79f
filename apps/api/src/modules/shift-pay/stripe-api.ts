// Stripe's API as the payouts use it (ADR 129): plain HTTPS to STRIPE_API_URL/v1, form-encoded
// bodies, the secret key as a Bearer token, an Idempotency-Key on every create, and Stripe's error
// object ({"error": {"type", "code", "message", "param"}}) turned into StripeRequestError.
import type { Config } from '../../platform/config';

/** The API version the requests are written for (sent as Stripe-Version, so an account upgrade changes nothing here). */
export const STRIPE_API_VERSION = '2025-04-30.basil';
const TIMEOUT_MS = 20_000;

/** Stripe answered with an error object. */
export class StripeRequestError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly code: string | null,
    message: string,
    readonly param: string | null,
  ) {
    super(message);
    this.name = 'StripeRequestError';
  }
}

/** No answer from Stripe (connection refused or cut, timeout) or one that is not Stripe's JSON: the outcome is unknown. */
export class StripeUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StripeUnreachableError';
  }
}

export type StripeTransfer = {
  id: string;
  object: 'transfer';
  amount: number;
  currency: string;
  destination: string | null;
  transfer_group: string | null;
  reversed: boolean;
  metadata: Record<string, string>;
};
export type StripeAccount = { id: string; object: 'account'; payouts_enabled?: boolean; capabilities?: Record<string, string> };
export type StripeAccountLink = { object: 'account_link'; created: number; expires_at: number; url: string };
export type StripeList<T> = { object: 'list'; data: T[]; has_more: boolean; url: string };

export type StripeApi = {
  /** A create; with an Idempotency-Key, sending it again answers the first answer (Stripe keeps keys 24 hours at least). */
  post: <T>(path: string, form: Record<string, string>, idempotencyKey?: string) => Promise<T>;
  get: <T>(path: string, query?: Record<string, string>) => Promise<T>;
};

type ErrorBody = { error?: { type?: string; code?: string; message?: string; param?: string } };

/** The client for the configured key and address; `fetchImpl` lets a test stand between it and the server. */
export function stripeApi(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>, fetchImpl: typeof fetch = fetch): StripeApi {
  const base = config.STRIPE_API_URL.replace(/\/$/, '');
  const headers = { authorization: `Bearer ${config.STRIPE_SECRET_KEY ?? ''}`, 'stripe-version': STRIPE_API_VERSION };

  async function send<T>(method: 'GET' | 'POST', path: string, init: { body?: string; idempotencyKey?: string }): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          ...headers,
          ...(init.body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
          ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
        },
        body: init.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (caught) {
      throw new StripeUnreachableError(`Stripe did not answer (${caught instanceof Error ? caught.message : 'no connection'}).`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new StripeUnreachableError(`Stripe answered ${response.status} without its JSON.`);
    }
    if (response.ok) return body as T;
    const error = (body as ErrorBody).error;
    if (!error) throw new StripeUnreachableError(`Stripe answered ${response.status} without an error object.`);
    throw new StripeRequestError(
      response.status,
      error.type ?? 'api_error',
      error.code ?? null,
      error.message ?? `Stripe answered ${response.status}.`,
      error.param ?? null,
    );
  }

  return {
    post: (path, form, idempotencyKey) => send('POST', path, { body: new URLSearchParams(form).toString(), idempotencyKey }),
    get: (path, query = {}) => {
      const search = new URLSearchParams(query).toString();
      return send('GET', search ? `${path}?${search}` : path, {});
    },
  };
}
