import { OFFICE_LIMIT, type Office, type OfficeInput } from '@chairside/domain/office';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { countOffices, insertOffice } from './offices-repository';
import { officeValuesOf } from './office-values';
import { officeViewOf } from './office-view';
import { lockEmployer, requireCallerId } from '../../platform/caller';

/** Adds an office; the practice's first office becomes its primary. At most 50 (409). */
export async function addOffice(ctx: AppContext, username: string, input: OfficeInput): Promise<Office> {
  const values = await officeValuesOf(ctx.db, input);
  const employerId = await requireCallerId(ctx, username, 'employer');
  const row = await ctx.db.transaction(async (tx) => {
    await lockEmployer(tx, employerId);
    const count = await countOffices(tx, employerId);
    if (count >= OFFICE_LIMIT) throw new AppError('CONFLICT', `A practice has at most ${OFFICE_LIMIT} offices.`, { field: 'offices' });
    return insertOffice(tx, employerId, values, count === 0);
  });
  return officeViewOf(row, [], []);
}
