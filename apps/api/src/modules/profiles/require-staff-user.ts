import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findStaffUser, type StaffUser } from './profiles-repository';

/** The job seeker the path names, or 404 (the guards already checked that it is the caller). */
export async function requireStaffUser(ctx: AppContext, username: string): Promise<StaffUser> {
  const user = await findStaffUser(ctx.db, username);
  if (!user) throw notFound('That job seeker');
  return user;
}
