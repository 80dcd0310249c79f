import type { Office } from '@chairside/domain/office';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findOffice, makePrimary } from './offices-repository';
import { loadOfficeViews } from './public-api';
import { lockEmployer, requireCallerId } from '../../platform/caller';

/** Makes the office the primary one (the default map centre); answers every office, primary first. */
export async function setPrimaryOffice(ctx: AppContext, username: string, officeId: number): Promise<Office[]> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  await ctx.db.transaction(async (tx) => {
    await lockEmployer(tx, employerId);
    if (!(await findOffice(tx, employerId, officeId))) throw notFound('That office');
    await makePrimary(tx, employerId, officeId);
  });
  return loadOfficeViews(ctx.db, employerId);
}
