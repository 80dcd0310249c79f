import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findEmployer, findEmployerId, type EmployerRecord } from './employers-repository';

/** The employer the path names, or 404 (the guards already checked that it is the caller). */
export async function requireEmployerRecord(ctx: AppContext, username: string): Promise<EmployerRecord> {
  const employer = await findEmployer(ctx.db, username);
  if (!employer) throw notFound('That employer');
  return employer;
}

/** The employer's user id (the guards checked the role and that it is the caller), or 404. */
export async function requireEmployerId(ctx: AppContext, username: string): Promise<number> {
  const id = await findEmployerId(ctx.db, username);
  if (id === null) throw notFound('That employer');
  return id;
}
