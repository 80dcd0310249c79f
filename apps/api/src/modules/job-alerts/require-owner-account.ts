import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findOwner, type AlertOwner } from './job-alerts-repository';

export const alertNotFound = () => new AppError('NOT_FOUND', 'That job alert was not found.', { field: 'alertId' });

/** The account the path names (the guards checked it is the caller). */
export async function requireOwnerAccount(ctx: AppContext, username: string): Promise<AlertOwner> {
  const owner = await findOwner(ctx.db, username);
  if (!owner) throw new AppError('NOT_FOUND', 'That account was not found.');
  return owner;
}
