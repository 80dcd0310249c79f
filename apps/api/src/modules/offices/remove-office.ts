import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { deleteOffice, makePrimary, oldestOfficeId } from './offices-repository';
import { listPhotos } from './office-photos-repository';
import { removeFiles } from './upload-office-photo';
import { lockEmployer, requireCallerId } from '../../platform/caller';

/**
 * Deletes the office with its hours and photos. Postings that named it keep their own copy of
 * the address (their office becomes none). When the primary goes, the oldest remaining office
 * becomes primary. The photo files are removed after the transaction commits.
 */
export async function removeOffice(ctx: AppContext, username: string, officeId: number): Promise<void> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const keys = await ctx.db.transaction(async (tx) => {
    await lockEmployer(tx, employerId);
    const photos = await listPhotos(tx, officeId);
    const removed = await deleteOffice(tx, employerId, officeId);
    if (!removed) throw notFound('That office');
    if (removed.isPrimary) {
      const next = await oldestOfficeId(tx, employerId);
      if (next !== null) await makePrimary(tx, employerId, next);
    }
    return photos.flatMap((photo) => [photo.photoKey, photo.thumbnailKey]);
  });
  await removeFiles(ctx.storage, keys);
}
