import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findEmployerId } from './offices-repository';

/** The employer the path names, or 404 (the guards already checked that it is the caller). */
export async function requireEmployerId(ctx: AppContext, username: string): Promise<number> {
  const id = await findEmployerId(ctx.db, username);
  if (id === null) throw notFound('That employer');
  return id;
}
