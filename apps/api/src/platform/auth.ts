import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@chairside/db/client';
import type { Role } from '@chairside/domain/accounts';
import { authenticateApiKey, isApiKey, type ApiKeyAuth } from './api-keys';
import { AppError } from './errors';
import { loadMember, type MemberAuth } from './team-access';
import type { TokenService } from './tokens';

/** `session`: the refresh family the request's access token belongs to (sign-out ends it); absent for a viewer the server describes itself. */
/** `secondFactorProven` (administrators' own sessions): the session proved a second factor at some point (ADR 105). */
/** `member`: a member of the practice acting for it (ADR 116): `actor` is the member, not delegated; team-access.ts limits them to their role. */
/** `apiKey`: the request carries a practice's API key instead of a session's token (ADR 111): platform/api-keys.ts limits what it may call. */
export type RequestAuth = {
  username: string;
  role: Role;
  delegated: boolean;
  actor?: string;
  session?: string;
  secondFactorProven?: boolean;
  apiKey?: ApiKeyAuth;
  member?: MemberAuth;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only with an interface
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please sign in to continue.');

/**
 * Whether the session (refresh family) still lasts: some credential of it not revoked. Sign-out,
 * a password change or reset, and a reused refresh credential revoke the family, and every
 * instance sees it at once. One read through the family index (ADR 3).
 */
export async function sessionLasts(db: Database, session: string): Promise<boolean> {
  const result = await db.execute<{ live: boolean }>(
    sql`select exists (select 1 from refresh_tokens where family_id = ${session} and revoked_at is null) as live`,
  );
  return result.rows[0]?.live === true;
}

/** Whether the session proved a second factor (at sign-in, at its setup or by a fresh code): ADR 105. */
async function sessionProvedSecondFactor(db: Database, session: string): Promise<boolean> {
  const result = await db.execute<{ proven: boolean }>(
    sql`select exists (select 1 from sign_in_sessions where family_id = ${session} and second_factor_at is not null) as proven`,
  );
  return result.rows[0]?.proven === true;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only with an interface
  interface FastifyContextConfig {
    /** The route serves a stale or unknown bearer token as a visitor instead of answering 401 (a beacon that cannot refresh). */
    staleTokenAsVisitor?: boolean;
  }
}

/**
 * Answers 401 to a bearer token that is not (or no longer) valid, as RFC 6750 asks, rather than
 * serving the request as a visitor's: a signed-in person's client then refreshes and sends it
 * again, instead of showing them what a visitor sees (their own listing as "not found").
 */
function refuseToken(request: FastifyRequest, reply: FastifyReply) {
  if (request.routeOptions.config?.staleTokenAsVisitor) return;
  void reply.header('www-authenticate', 'Bearer error="invalid_token"');
  throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
}

/**
 * Reads the bearer token of every request into request.auth: null when absent; a token that is
 * invalid, expired, of a session that has ended or of a member no longer on the team is refused.
 */
export function authenticateRequests(tokens: TokenService, db: Database) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    request.auth = null;
    const header = request.headers.authorization;
    if (!header) return;
    const token = header.replace(/^Bearer\s+/i, '');
    if (isApiKey(token)) {
      request.auth = await authenticateApiKey(db, token);
      if (!request.auth) refuseToken(request, reply);
      return;
    }
    const claims = await tokens.verify(token);
    if (!claims || !(await sessionLasts(db, claims.session))) return refuseToken(request, reply);
    const auth: RequestAuth = { username: claims.sub, role: claims.role, delegated: claims.delegated, actor: claims.actor, session: claims.session };
    if (claims.actor && !claims.delegated) {
      // A member acting for the practice: honoured only while they are still a member, with their role of now.
      const member = await loadMember(db, claims.sub, claims.actor);
      if (!member) return refuseToken(request, reply);
      auth.member = member;
    }
    if (claims.role === 'admin' && !claims.delegated) auth.secondFactorProven = await sessionProvedSecondFactor(db, claims.session);
    request.auth = auth;
  };
}

export function currentAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export const requireUser = async (request: FastifyRequest, _reply: FastifyReply) => {
  currentAuth(request);
};

function requireRole(role: Role) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const auth = currentAuth(request);
    if (auth.role !== role) throw new AppError('FORBIDDEN', `This is only for ${role === 'staff' ? 'job seekers' : role + 's'}.`);
  };
}
export const requireStaff = requireRole('staff');
export const requireEmployer = requireRole('employer');
const requireAdminRole = requireRole('admin');
/**
 * The admin area: an administrator whose session proved a second factor. A session from before
 * administrators needed one (ADR 105) is refused until they sign in again and set it up.
 */
export const requireAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
  await requireAdminRole(request, reply);
  if (!currentAuth(request).secondFactorProven)
    throw new AppError(
      'SECOND_FACTOR_REQUIRED',
      'The admin area needs two-step sign-in. Sign out and sign in again: you will set up an authenticator app as you sign in.',
    );
};

/** The signed-in user must be the one the path names (param `user`, `username` or `id`). */
export const requireOwner = async (request: FastifyRequest, _reply: FastifyReply) => {
  const auth = currentAuth(request);
  const params = request.params as Record<string, string | undefined>;
  const named = params.user ?? params.username ?? params.id;
  if (named !== auth.username) throw new AppError('NOT_FOUND', 'That account was not found.');
};

/** Password, email and payment details cannot be changed in a delegated session. */
export const forbidDelegated = async (request: FastifyRequest, _reply: FastifyReply) => {
  if (currentAuth(request).delegated) throw new AppError('FORBIDDEN', 'A delegated session cannot change password, email or payment details.');
};
