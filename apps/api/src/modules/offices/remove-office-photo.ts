import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { deletePhoto, listPhotos, saveOrder } from './office-photos-repository';
import { findOffice } from './offices-repository';
import { requireCallerId } from '../../platform/caller';
import { removeFiles } from './upload-office-photo';

/** Removes a photo; the others keep their order (numbered 0, 1, 2... again). */
export async function removeOfficePhoto(ctx: AppContext, username: string, officeId: number, photoId: number): Promise<void> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const removed = await ctx.db.transaction(async (tx) => {
    if (!(await findOffice(tx, employerId, officeId, true))) throw notFound('That photo');
    const row = await deletePhoto(tx, officeId, photoId);
    if (!row) throw notFound('That photo');
    await saveOrder(
      tx,
      officeId,
      (await listPhotos(tx, officeId)).map((photo) => photo.id),
    );
    return row;
  });
  await removeFiles(ctx.storage, [removed.photoKey, removed.thumbnailKey]);
}
