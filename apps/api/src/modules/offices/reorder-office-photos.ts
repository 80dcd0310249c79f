import type { OfficePhoto, PhotoOrder } from '@chairside/domain/office';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { listPhotos, saveOrder } from './office-photos-repository';
import { findOffice } from './offices-repository';
import { photoViewOf } from './office-view';
import { requireCallerId } from '../../platform/caller';

/** Puts the office's photos in the given order: `ids` must list every photo of the office once (400 ids). */
export async function reorderOfficePhotos(ctx: AppContext, username: string, officeId: number, input: PhotoOrder): Promise<OfficePhoto[]> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  await ctx.db.transaction(async (tx) => {
    if (!(await findOffice(tx, employerId, officeId, true))) throw notFound('That office');
    const current = new Set((await listPhotos(tx, officeId)).map((photo) => photo.id));
    if (current.size !== input.ids.length || input.ids.some((id) => !current.has(id)))
      throw new AppError('VALIDATION', 'List every photo of this office once, in the new order.', { field: 'ids' });
    await saveOrder(tx, officeId, input.ids);
  });
  return (await listPhotos(ctx.db, officeId)).map(photoViewOf);
}
