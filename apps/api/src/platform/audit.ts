import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@chairside/db/client';
import { auditLog } from '@chairside/db/schema';

export type AuditEntry = { actor: string; subject: string; method: string; path: string; status: number };

const MAX_PATH_LENGTH = 2000;

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUsername: entry.actor,
    subjectUsername: entry.subject,
    method: entry.method,
    path: entry.path.split('?')[0].slice(0, MAX_PATH_LENGTH),
    status: entry.status,
  });
}

/**
 * onResponse hook: every request made with a delegated access token or with an API key (actor
 * `api-key:<its prefix>`, ADR 111), and every change a practice's member makes (ADR 116), leaves a row in audit_log
 * (who acted, as whom, method, path without the query string, status). It runs after the
 * answer is sent; a failed write is logged, never turned into an error for the caller.
 */
export function auditDelegatedRequests(db: Database) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = request.auth;
    const memberChange = auth?.member !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
    if (!auth?.delegated && !auth?.apiKey && !memberChange) return;
    try {
      await recordAudit(db, {
        actor: auth.apiKey ? `api-key:${auth.apiKey.prefix}` : (auth.actor ?? '(unknown)'),
        subject: auth.username,
        method: request.method,
        path: request.url,
        status: reply.statusCode,
      });
    } catch (err) {
      request.log.error({ err }, 'audit log write failed');
    }
  };
}
