import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findJobSeekerId } from './saved-jobs-repository';

/** The id of the job seeker the path names (the guards checked it is the caller), or 404. */
export async function requireJobSeekerId(ctx: AppContext, username: string): Promise<number> {
  const id = await findJobSeekerId(ctx.db, username);
  if (id === null) throw notFound('That job seeker');
  return id;
}
