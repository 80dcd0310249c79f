import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@chairside/domain/accounts';
import { AppError } from './errors';
import type { TokenService } from './tokens';

export type RequestAuth = { username: string; role: Role; delegated: boolean; actor?: string };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only with an interface
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please sign in to continue.');

/** Reads the bearer token of every request into request.auth (null when absent or invalid). */
export function authenticateRequests(tokens: TokenService) {
  return async (request: FastifyRequest) => {
    request.auth = null;
    const header = request.headers.authorization;
    if (!header) return;
    const token = header.replace(/^Bearer\s+/i, '');
    const claims = await tokens.verify(token);
    if (claims) request.auth = { username: claims.sub, role: claims.role, delegated: claims.delegated, actor: claims.actor };
    else request.authTokenInvalid = true;
  };
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only with an interface
  interface FastifyRequest {
    authTokenInvalid?: boolean;
  }
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
export const requireAdmin = requireRole('admin');

/** The signed-in user must be the one the path names (param `user`, `username` or `id`). */
export const requireOwner = async (request: FastifyRequest, _reply: FastifyReply) => {
  const auth = currentAuth(request);
  const params = request.params as Record<string, string | undefined>;
  const named = params.user ?? params.username ?? params.id;
  if (named !== auth.username) throw new AppError('NOT_FOUND', 'That account was not found.');
};

/** Password, email and payment details cannot be changed in a delegated session. */
export const forbidDelegated = async (request: FastifyRequest, _reply: FastifyReply) => {
  if (currentAuth(request).delegated)
    throw new AppError('FORBIDDEN', 'A delegated session cannot change password, email or payment details.');
};
