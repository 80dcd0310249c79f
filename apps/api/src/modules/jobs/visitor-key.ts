import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { resolveAuthSecret } from '../../platform/auth-secret';

const secrets = new WeakMap<AppContext, Promise<string>>();

function secretOf(ctx: AppContext): Promise<string> {
  let secret = secrets.get(ctx);
  if (!secret) {
    secret = resolveAuthSecret(ctx.db, ctx.config.AUTH_SECRET);
    secrets.set(ctx, secret);
  }
  return secret;
}

export type Visitor = { key: string; username: string | null };

/**
 * Who is looking, for counting views once and taking one report: a signed-in user by username,
 * from whatever address; an anonymous visitor by a keyed hash of the client address alone (the
 * address itself is never stored). Headers the client chooses, such as User-Agent, play no
 * part, so changing them does not make a new visitor.
 */
export async function visitorOf(ctx: AppContext, request: FastifyRequest): Promise<Visitor> {
  if (request.auth) return { key: `u:${request.auth.username}`, username: request.auth.username };
  const digest = createHmac('sha256', await secretOf(ctx))
    .update(`visitor|${request.ip}`)
    .digest('hex')
    .slice(0, 32);
  return { key: `a:${digest}`, username: null };
}
