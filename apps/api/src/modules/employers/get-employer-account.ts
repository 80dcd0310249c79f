import type { EmployerAccount } from '@chairside/domain/employer-profile';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findEmployerAccount } from './employers-repository';

/** The practice's account as its owner reads it (the guards checked the role and the owner). */
export async function getEmployerAccount(ctx: AppContext, username: string): Promise<EmployerAccount> {
  const account = await findEmployerAccount(ctx.db, username);
  if (!account) throw notFound('That employer');
  return account;
}
