import type { Office } from '@chairside/domain/office';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findOffice, loadHours, loadPhotos } from './offices-repository';
import { officeViewOf } from './office-view';
import { loadOfficeViews } from './public-api';
import { requireCallerId } from '../../platform/caller';

/** Every office of the practice with hours and photos, primary first. */
export async function listOwnOffices(ctx: AppContext, username: string): Promise<Office[]> {
  return loadOfficeViews(ctx.db, await requireCallerId(ctx, username, 'employer'));
}

/** One of the practice's offices; another practice's (or none): 404. */
export async function getOwnOffice(ctx: AppContext, username: string, officeId: number): Promise<Office> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const row = await findOffice(ctx.db, employerId, officeId);
  if (!row) throw notFound('That office');
  const [hours, photos] = await Promise.all([loadHours(ctx.db, [row.id]), loadPhotos(ctx.db, [row.id])]);
  return officeViewOf(row, hours, photos);
}
