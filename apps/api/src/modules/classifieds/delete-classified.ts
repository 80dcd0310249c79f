import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { requireSignedInId } from '../../platform/caller';
import { listingNotFound } from './classified-access';
import { removeFiles } from './classified-photos';
import { deleteOwnClassified, findOwnClassified, listPhotos } from './classifieds-repository';

/**
 * DELETE classifieds/{id}: the owner deletes the listing in any state. Its photos and reports go
 * with it in the same transaction, then the photo files; it leaves the public list and site search
 * at once (both read the table). Anyone else's listing, or none: 404.
 */
export async function deleteClassified(ctx: AppContext, auth: RequestAuth, id: number): Promise<void> {
  const userId = await requireSignedInId(ctx, auth);
  const photos = await ctx.db.transaction(async (tx) => {
    if (!(await findOwnClassified(tx, id, userId, true))) throw listingNotFound();
    const stored = await listPhotos(tx, [id]);
    await deleteOwnClassified(tx, id, userId);
    return stored;
  });
  await removeFiles(
    ctx,
    photos.flatMap((photo) => [photo.photoKey, photo.thumbnailKey]),
  );
}
