// A practice's API keys (ADR 111): how a request carrying one is read, what it may call, and how
// often. The keys act as their practice on the existing employer routes, each route only with the
// scope that covers it; every other route answers 403 naming what is missing.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@chairside/db/client';
import { API_KEY_PREFIX, type ApiKeyScope } from '@chairside/domain/integrations';
import type { RequestAuth } from './auth';
import type { AppContext } from './context';
import { AppError } from './errors';
import { enforceLimit, type RequestLimit } from './request-limits';

/** The key a request was made with: which one (for the audit log) and its scopes. */
export type ApiKeyAuth = { id: number; prefix: string; scopes: ApiKeyScope[] };

/**
 * The employer routes an API key may call, each with the scope it needs (the path as the route
 * is registered, under the API prefix). Everything else is refused to a key.
 */
export const API_KEY_ROUTE_SCOPES: Readonly<Record<string, ApiKeyScope>> = {
  'GET /api9/users/employers/:id/jobs': 'postings:read',
  'GET /api9/users/:id/jobs/:jobId': 'postings:read',
  'POST /api9/users/employers/:id/jobs': 'postings:write',
  'PUT /api9/jobs/:id': 'postings:write',
  'PUT /api9/jobs/:id/status': 'postings:write',
  'GET /api9/users/employers/:id/applications': 'applicants:read',
  'GET /api9/users/employers/:id/applications/:jobId': 'applicants:read',
  'GET /api9/users/employers/:id/applications/:jobId/:applicant': 'applicants:read',
  'GET /api9/users/employers/:id/applications/:jobId/:applicant/resume.pdf': 'applicants:read',
  'GET /api9/users/employers/:id/candidates': 'applicants:read',
  'GET /api9/users/employers/:id/pipeline/:jobId': 'applicants:read',
  'PUT /api9/users/employers/:id/applications/:jobId/:applicant/opinion': 'stages:write',
  'PUT /api9/users/employers/:id/applications/:jobId/:applicant/feedback': 'stages:write',
  'PUT /api9/users/employers/:id/applications/:jobId/:applicant/stage': 'stages:write',
};

/** The scope a key needs for a route (`GET`, `/api9/jobs/:id`), or undefined: keys may not call it. */
export function scopeOfRoute(method: string, url: string | undefined): ApiKeyScope | undefined {
  return url === undefined ? undefined : API_KEY_ROUTE_SCOPES[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}

/** The stored form of a key: its SHA-256 in hex (the key is 32 random bytes: no slow hash is needed). */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new key: `chs_` and 43 base64url characters (256 bits), and the prefix shown in the list. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + 6), hash: hashApiKey(key) };
}

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/**
 * The practice a live key acts for, or null (unknown, revoked, its account closing, or no longer
 * a practice). Stamps when the key was last used, at most once a minute.
 */
export async function authenticateApiKey(db: Database, key: string): Promise<RequestAuth | null> {
  const result = await db.execute<{ id: number; prefix: string; scopes: ApiKeyScope[]; username: string }>(sql`
    update api_keys k set last_used_at = case when k.last_used_at is null or k.last_used_at < now() - interval '1 minute' then now() else k.last_used_at end
    from users u
    where k.secret_hash = ${hashApiKey(key)} and k.revoked_at is null and u.id = k.employer_id and u.role = 'employer'
      and not exists (select 1 from account_closures c where c.user_id = k.employer_id)
    returning k.id, k.prefix, k.scopes, u.username`);
  const row = result.rows[0];
  if (!row) return null;
  return { username: row.username, role: 'employer', delegated: false, apiKey: { id: Number(row.id), prefix: row.prefix, scopes: row.scopes } };
}

const API_KEY_WINDOW_SECONDS = 60;

/**
 * onRequest hook, after authentication: a request made with an API key reaches only the routes
 * of API_KEY_ROUTE_SCOPES whose scope the key has (403 naming the scope, or saying keys may not
 * call the route), at most API_KEY_REQUESTS_PER_MINUTE a minute per key (429 with Retry-After).
 */
export function enforceApiKeyScopes(ctx: AppContext) {
  const limit: RequestLimit = {
    name: 'api-key',
    limit: ctx.config.API_KEY_REQUESTS_PER_MINUTE,
    windowSeconds: API_KEY_WINDOW_SECONDS,
    message: (wait) => `This API key made too many requests. Try again in ${wait}.`,
  };
  return async (request: FastifyRequest) => {
    const key = request.auth?.apiKey;
    if (!key) return;
    const url = request.routeOptions.url;
    const needed = scopeOfRoute(request.method, url);
    if (!needed) throw new AppError('FORBIDDEN', `An API key cannot call ${request.method} ${url ?? 'this address'}: sign in as the practice to do this.`);
    if (!key.scopes.includes(needed)) throw new AppError('FORBIDDEN', `This API key lacks the scope ${needed}, which ${request.method} ${url} needs.`);
    await enforceLimit(ctx, limit, String(key.id));
  };
}
