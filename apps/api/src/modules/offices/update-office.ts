import type { Office, OfficeInput } from '@chairside/domain/office';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { updateOffice as saveOffice } from './offices-repository';
import { getOwnOffice } from './get-offices';
import { officeValuesOf } from './office-values';
import { requireCallerId } from '../../platform/caller';

/**
 * Replaces the office's name, address and phone. Postings keep the place they were saved with;
 * saving a posting again copies the office's new address.
 */
export async function updateOffice(ctx: AppContext, username: string, officeId: number, input: OfficeInput): Promise<Office> {
  const values = await officeValuesOf(ctx.db, input);
  const employerId = await requireCallerId(ctx, username, 'employer');
  if (!(await saveOffice(ctx.db, employerId, officeId, values))) throw notFound('That office');
  return getOwnOffice(ctx, username, officeId);
}
