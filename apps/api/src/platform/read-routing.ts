import { AsyncResource } from 'node:async_hooks';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readPreference, type ReadPreference } from '@chairside/db/read-replicas';
import type { Clock } from './clock';

/** The cookie (browsers) and header (other clients) that carry "this person wrote just now" (ADR 110). */
export const READ_YOUR_WRITES_COOKIE = 'chairside_reads';
export const READ_YOUR_WRITES_HEADER = 'x-read-your-writes';

/** Methods that change nothing: their lag-tolerant reads may go to a replica. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Who wrote when nobody was signed in (sign-up, a visitor's form). */
const NOBODY = '-';

export type ReadRouting = {
  /** Replicas are configured: writes hand out the token and requests carrying it read from the primary. */
  enabled: boolean;
  /** The token for "`subject` wrote now": subject, end of the window (ms), HMAC; base64url parts joined by dots. */
  sign: (subject: string) => string;
  /** Whether the token is genuine, unexpired and this requester's (the signed-in account, or anyone for a signed-out writer's). */
  honours: (token: string, subject: string | null) => boolean;
  windowSeconds: number;
};

export function createReadRouting({
  secret,
  windowSeconds,
  enabled,
  clock,
}: {
  secret: string;
  windowSeconds: number;
  enabled: boolean;
  clock: Clock;
}): ReadRouting {
  const key = createHmac('sha256', secret).update('read-your-writes').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    enabled,
    windowSeconds,
    sign: (subject) => {
      const payload = `${Buffer.from(subject).toString('base64url')}.${clock.now().getTime() + windowSeconds * 1000}`;
      return `${payload}.${mac(payload)}`;
    },
    honours: (token, subject) => {
      const parts = token.split('.');
      if (parts.length !== 3) return false;
      const [who, until, signature] = parts as [string, string, string];
      const expected = Buffer.from(mac(`${who}.${until}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      if (!(Number(until) > clock.now().getTime())) return false;
      const writer = Buffer.from(who, 'base64url').toString();
      return writer === NOBODY || subject === null || writer === subject;
    },
  };
}

const scopeOf = new WeakMap<FastifyRequest, { preference: ReadPreference; resource: AsyncResource }>();

/**
 * Runs each request in a read scope (packages/db read-replicas.ts): writes, and every request in
 * the window after the same person's write, read from the primary; others may read from a replica.
 * `first` goes before authentication, `afterAuthentication` after it (it needs the account).
 */
export function readScopeHooks(routing: ReadRouting) {
  return {
    first: (app: FastifyInstance) =>
      app.addHook('onRequest', (request, _reply, done) => {
        // An in-process call (a server-rendered page) keeps its caller's choice.
        const preference: ReadPreference = { primary: !SAFE_METHODS.has(request.method) || (readPreference.getStore()?.primary ?? false) };
        readPreference.run(preference, () => {
          scopeOf.set(request, { preference, resource: new AsyncResource('chairside-read-scope') });
          done();
        });
      }),
    afterAuthentication: (app: FastifyInstance) => {
      app.addHook('onRequest', (request, _reply, done) => {
        const scope = scopeOf.get(request);
        if (routing.enabled && scope && !scope.preference.primary) {
          const header = request.headers[READ_YOUR_WRITES_HEADER];
          const token = request.cookies[READ_YOUR_WRITES_COOKIE] ?? (typeof header === 'string' ? header : undefined);
          if (token && routing.honours(token, request.auth?.username ?? null)) scope.preference.primary = true;
        }
        done();
      });
      // Reading a body leaves the request's async context: the scope is entered again for the handler.
      app.addHook('preValidation', (request, _reply, done) => {
        const scope = scopeOf.get(request);
        if (scope) scope.resource.runInAsyncScope(done);
        else done();
      });
      app.addHook('onSend', async (request, reply) => {
        if (!routing.enabled || SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return;
        const token = routing.sign(request.auth?.username ?? NOBODY);
        reply.setCookie(READ_YOUR_WRITES_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: routing.windowSeconds,
        });
        reply.header(READ_YOUR_WRITES_HEADER, token);
      });
    },
  };
}
