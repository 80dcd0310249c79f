import type { FastifyReply } from 'fastify';
import type { Database } from '@chairside/db/client';
import type { ChangePassword, CurrentUser, Role } from '@chairside/domain/accounts';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { checkCurrentPassword } from './current-password';
import { endAllSessions, startSession } from './sessions';
import { findUserByUsername, loadCurrentUser, updatePasswordHash } from './users-repository';
import { newPasswordHash } from './new-password';

/**
 * Changes the owner's password after checking the current one (the route refuses delegated
 * sessions). Every refresh family ends, this one included, and the caller gets a fresh session,
 * so only the device that made the change stays signed in: access tokens already issued to the
 * ended sessions are refused at once, on every instance.
 */
export async function changePassword(ctx: AppContext, reply: FastifyReply, username: string, input: ChangePassword, ip: string): Promise<CurrentUser> {
  const user = await findUserByUsername(ctx.db, username);
  if (!user) throw notFound('That account');
  await checkCurrentPassword(ctx, user, input.currentPassword, ip);
  if (input.password === input.currentPassword)
    throw new AppError('VALIDATION', 'Choose a new password that differs from the current one.', { field: 'password' });
  const passwordHash = await newPasswordHash(input.password);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await updatePasswordHash(db, user.id, passwordHash);
    await endAllSessions(db, user.id);
  });
  await startSession(ctx, reply, { id: user.id, username: user.username, role: user.role as Role });
  const current = await loadCurrentUser(ctx.db, username, false);
  if (!current) throw notFound('That account');
  return current;
}
