import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findAccount, type Account } from './accounts-repository';

/** The job seeker the path names (the guards checked it is the caller), or 404. */
export async function requireStaffAccount(ctx: AppContext, username: string): Promise<Account> {
  const account = await findAccount(ctx.db, username, 'staff');
  if (!account) throw notFound('That job seeker');
  return account;
}

/** The practice the path names or the signed-in practice (the guards checked the role), or 404. */
export async function requireEmployerAccount(ctx: AppContext, username: string): Promise<Account> {
  const account = await findAccount(ctx.db, username, 'employer');
  if (!account) throw notFound('That employer');
  return account;
}
