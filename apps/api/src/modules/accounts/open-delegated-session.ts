import type { FastifyReply } from 'fastify';
import type { CurrentUser, Role } from '@chairside/domain/accounts';
import { recordAudit } from '../../platform/audit';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { requireRecentSecondFactor } from './second-factor';
import { startSession } from './sessions';
import { findUserByUsername, loadCurrentUser } from './users-repository';

/**
 * An administrator opens a session as another user (ADR 0005): the access token says
 * delegated: true with the administrator as actor, and the refresh family remembers both.
 * Administrator accounts cannot be entered this way. The opening itself is audited. The
 * administrator needs two-step sign-in, proved in this session within the last minutes (ADR 105).
 */
export async function openDelegatedSession(ctx: AppContext, reply: FastifyReply, admin: RequestAuth, username: string, path: string): Promise<CurrentUser> {
  const [actor, subject] = await Promise.all([findUserByUsername(ctx.db, admin.username), findUserByUsername(ctx.db, username)]);
  if (!actor || actor.role !== 'admin') throw new AppError('FORBIDDEN', 'This is only for admins.');
  await requireRecentSecondFactor(ctx, actor.id, admin.session, 'open a delegated session');
  if (!subject) throw notFound('That account');
  if (subject.role === 'admin') throw new AppError('FORBIDDEN', 'An administrator account cannot be opened in a delegated session.');
  await startSession(
    ctx,
    reply,
    { id: subject.id, username: subject.username, role: subject.role as Role },
    {
      delegated: true,
      actor: { id: actor.id, username: actor.username },
    },
  );
  await recordAudit(ctx.db, { actor: actor.username, subject: subject.username, method: 'POST', path, status: 201 });
  const current = await loadCurrentUser(ctx.db, subject.username, true);
  if (!current) throw notFound('That account');
  return current;
}
