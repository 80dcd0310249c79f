import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { requireAdmin } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every change an administrator makes through the admin area leaves a row in audit_log (the
 * administrator as actor and subject, method, path, status), refused or not, written before the
 * answer leaves. Reads are not recorded. A failed write is logged, never turned into an error
 * for the caller.
 */
function auditAdminChanges(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const auth = request.auth;
    if (!auth || auth.role !== 'admin' || READS.has(request.method)) return payload;
    try {
      await recordAudit(ctx.db, { actor: auth.username, subject: auth.username, method: request.method, path: request.url, status: reply.statusCode });
    } catch (err) {
      request.log.error({ err }, 'audit log write failed');
    }
    return payload;
  };
}

/**
 * The admin area's API: one scope under /admin where every route answers administrators only
 * (anonymous 401, any other role 403, checked before the input) and every change is audited.
 * Features add their admin routes by registering inside it (see ./routes.ts).
 */
export function adminScope(ctx: AppContext, features: ReadonlyArray<(app: FastifyInstance) => Promise<void>>) {
  return async (app: FastifyInstance) => {
    app.addHook('preValidation', requireAdmin);
    app.addHook('onSend', auditAdminChanges(ctx));
    for (const feature of features) await app.register(feature);
  };
}
