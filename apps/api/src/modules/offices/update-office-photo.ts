import type { OfficePhoto } from '@chairside/domain/office';
import type { PhotoCrop } from '@chairside/domain/photo-crop';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { findPhoto, updatePhoto } from './office-photos-repository';
import { findOffice } from './offices-repository';
import { photoViewOf } from './office-view';
import { requireCallerId } from '../../platform/caller';
import { processOfficePhoto, removeFiles, storeOfficePhoto, type StoredPhoto } from './upload-office-photo';

/**
 * Changes a photo's description (undefined: unchanged) and, when a file is sent, replaces the
 * image, cut and turned by the crop if one came with it (the old files are removed after the
 * change is saved). Neither: 400, nothing changes.
 */
export async function updateOfficePhoto(
  ctx: AppContext,
  username: string,
  officeId: number,
  photoId: number,
  change: { data: Buffer | null; description: string | null | undefined; crop: PhotoCrop | null },
): Promise<OfficePhoto> {
  if (change.data === null && change.description === undefined)
    throw new AppError('VALIDATION', 'Nothing to change: send a description, a new photo (file), or both.', { field: 'body' });
  const employerId = await requireCallerId(ctx, username, 'employer');
  if (!(await findOffice(ctx.db, employerId, officeId)) || !(await findPhoto(ctx.db, officeId, photoId))) throw notFound('That photo');
  const stored: StoredPhoto | null = change.data ? await storeOfficePhoto(ctx.storage, await processOfficePhoto(change.data, change.crop)) : null;
  try {
    const { before, after } = await ctx.db.transaction(async (tx) => {
      if (!(await findOffice(tx, employerId, officeId, true))) throw notFound('That photo');
      const old = await findPhoto(tx, officeId, photoId);
      if (!old) throw notFound('That photo');
      const updated = await updatePhoto(tx, officeId, photoId, {
        ...(stored ?? {}),
        ...(change.description === undefined ? {} : { description: change.description }),
      });
      return { before: old, after: updated ?? old };
    });
    if (stored) await removeFiles(ctx.storage, [before.photoKey, before.thumbnailKey]);
    return photoViewOf(after);
  } catch (error) {
    if (stored) await removeFiles(ctx.storage, [stored.photoKey, stored.thumbnailKey]);
    throw error;
  }
}
