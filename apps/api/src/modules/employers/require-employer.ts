import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findEmployer, type EmployerRecord } from './employers-repository';

/** The employer the path names, or 404 (the guards already checked that it is the caller). */
export async function requireEmployerRecord(ctx: AppContext, username: string): Promise<EmployerRecord> {
  const employer = await findEmployer(ctx.db, username);
  if (!employer) throw notFound('That employer');
  return employer;
}
