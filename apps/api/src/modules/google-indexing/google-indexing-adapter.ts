import { importPKCS8, SignJWT } from 'jose';
import { z } from 'zod';
import { IndexingUnavailableError, type IndexingAdapter, type IndexingResult } from './indexing-port';

/** The fields of a service account's JSON key the adapter uses. */
export const ServiceAccountSchema = z.object({
  client_email: z.string().email(),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.string().url().optional(),
});
export type ServiceAccount = z.infer<typeof ServiceAccountSchema>;

export const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing';
const DEFAULT_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const TIMEOUT_MS = 10_000;
const TOKEN_LIFETIME_S = 3600;
/** A token is taken again this long before it runs out. */
const TOKEN_MARGIN_MS = 60_000;
const DETAIL_LIMIT = 500;

const TokenAnswerSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive().optional() });
const ErrorAnswerSchema = z.object({ error: z.object({ code: z.number().optional(), message: z.string().optional(), status: z.string().optional() }) });

export type GoogleIndexingOptions = {
  account: ServiceAccount;
  /** https://indexing.googleapis.com, or a local server in tests. */
  apiUrl: string;
  /** The token endpoint: this, else the key's token_uri, else Google's. */
  tokenUrl?: string;
  now?: () => Date;
};

/** Reads GOOGLE_INDEXING_SERVICE_ACCOUNT (the JSON key); a key that does not parse fails the start. */
export function parseServiceAccount(json: string): ServiceAccount {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('GOOGLE_INDEXING_SERVICE_ACCOUNT is not JSON: give the service account key file’s contents');
  }
  const parsed = ServiceAccountSchema.safeParse(value);
  if (!parsed.success) throw new Error('GOOGLE_INDEXING_SERVICE_ACCOUNT needs client_email and private_key (a service account key)');
  return parsed.data;
}

const errorDetail = (body: string) => {
  const parsed = ErrorAnswerSchema.safeParse(safeJson(body));
  return (parsed.success ? [parsed.data.error.status, parsed.data.error.message].filter(Boolean).join(': ') : body).slice(0, DETAIL_LIMIT);
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The Indexing API (ADR 109): a JWT signed with the service account's key (RS256, scope
 * indexing) is exchanged at the token endpoint for an access token (OAuth 2.0 JWT bearer grant,
 * RFC 7523), kept until shortly before it runs out; each notification is one
 * `POST /v3/urlNotifications:publish` with {url, type}. 429 and 5xx answers, and the network,
 * are thrown (tried again later); another 4xx is a refusal for good.
 */
export function googleIndexingAdapter(options: GoogleIndexingOptions): IndexingAdapter {
  const tokenUrl = options.tokenUrl ?? options.account.token_uri ?? DEFAULT_TOKEN_URL;
  const now = options.now ?? (() => new Date());
  let key: CryptoKey | null = null;
  let cached: { token: string; until: number } | null = null;

  const post = async (url: string, init: RequestInit) => {
    try {
      return await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new IndexingUnavailableError(`Google could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const accessToken = async (): Promise<string> => {
    const at = now().getTime();
    if (cached && cached.until - TOKEN_MARGIN_MS > at) return cached.token;
    key ??= await importPKCS8(options.account.private_key, 'RS256');
    const issued = Math.floor(at / 1000);
    const assertion = await new SignJWT({ scope: INDEXING_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(options.account.client_email)
      .setAudience(tokenUrl)
      .setIssuedAt(issued)
      .setExpirationTime(issued + TOKEN_LIFETIME_S)
      .sign(key);
    const answer = await post(tokenUrl, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
    });
    const text = await answer.text();
    if (!answer.ok) throw new IndexingUnavailableError(`The token endpoint answered ${answer.status}: ${text.slice(0, DETAIL_LIMIT)}`);
    const parsed = TokenAnswerSchema.safeParse(safeJson(text));
    if (!parsed.success) throw new IndexingUnavailableError('The token endpoint gave no access token');
    cached = { token: parsed.data.access_token, until: at + (parsed.data.expires_in ?? TOKEN_LIFETIME_S) * 1000 };
    return cached.token;
  };

  return {
    name: 'google',
    async publish(notification): Promise<IndexingResult> {
      const token = await accessToken();
      const answer = await post(`${options.apiUrl.replace(/\/$/, '')}/v3/urlNotifications:publish`, {
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: notification.url, type: notification.type }),
      });
      const text = await answer.text();
      if (answer.ok) return { outcome: 'sent', status: answer.status, detail: null };
      if (answer.status === 401) cached = null;
      if (answer.status === 401 || answer.status === 429 || answer.status >= 500)
        throw new IndexingUnavailableError(`Google answered ${answer.status}: ${errorDetail(text)}`);
      return { outcome: 'refused', status: answer.status, detail: errorDetail(text) };
    },
  };
}
