import { randomUUID } from 'node:crypto';
import { CLASSIFIED_PHOTO_LIMIT, CLASSIFIED_PHOTO_MAX_SIDE, CLASSIFIED_PHOTO_THUMBNAIL, type Classified } from '@chairside/domain/classifieds';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { reencodeImage } from '../../platform/images';
import { listingNotFound, ownClassified } from './classified-access';
import { classifiedViewOf } from './classified-view';
import { countPhotos, deletePhoto, findClassified, findOwnClassified, insertPhoto, listPhotos, returnToReview, setPhotoOrder } from './classifieds-repository';
import { approveIfVerifiedPractice } from './verified-practice-listing';

/** Removes stored photo files; one already gone is no matter. */
export async function removeFiles(ctx: AppContext, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => ctx.storage.delete(key).catch(() => undefined)));
}

async function answer(ctx: AppContext, id: number, userId: number): Promise<Classified> {
  const row = await findClassified(ctx.db, id);
  if (!row) throw listingNotFound();
  return classifiedViewOf(row, await listPhotos(ctx.db, [id]), { userId, isAdmin: false }, ctx.clock.now());
}

/**
 * POST photos/docs/{userId}/CLASSIFIED/{id}: the owner adds a photo after the last one. The
 * image is checked by its content and re-encoded (platform/images.ts, as profile and office
 * photos), stored, then recorded under the listing's lock (at most 10, 409); the listing goes
 * back to review. If the record fails, the new files are removed.
 */
export async function uploadClassifiedPhoto(ctx: AppContext, auth: RequestAuth, id: number, data: Buffer): Promise<Classified> {
  const { userId } = await ownClassified(ctx, auth, id);
  const processed = await reencodeImage(data, { maxSide: CLASSIFIED_PHOTO_MAX_SIDE, thumbnail: CLASSIFIED_PHOTO_THUMBNAIL });
  const name = randomUUID();
  const keys = { photoKey: `classified-photos/${name}.webp`, thumbnailKey: `classified-photos/${name}-thumb.webp` };
  try {
    await ctx.storage.put(keys.photoKey, processed.photo);
    await ctx.storage.put(keys.thumbnailKey, processed.thumbnail);
    await ctx.db.transaction(async (tx) => {
      if (!(await findOwnClassified(tx, id, userId, true))) throw listingNotFound();
      if ((await countPhotos(tx, id)) >= CLASSIFIED_PHOTO_LIMIT)
        throw new AppError('CONFLICT', `A listing has at most ${CLASSIFIED_PHOTO_LIMIT} photos. Remove one first.`, { field: 'file' });
      await insertPhoto(tx, id, { ...keys, width: processed.width, height: processed.height });
      await returnToReview(tx, id, ctx.clock.now());
      await approveIfVerifiedPractice(tx, id, userId, ctx.clock.now());
    });
  } catch (error) {
    await removeFiles(ctx, [keys.photoKey, keys.thumbnailKey]);
    throw error;
  }
  return answer(ctx, id, userId);
}

/** DELETE photos/docs/{userId}/CLASSIFIED/{id}/{photoId}: the owner removes a photo (its files too). */
export async function removeClassifiedPhoto(ctx: AppContext, auth: RequestAuth, id: number, photoId: number): Promise<Classified> {
  const { userId } = await ownClassified(ctx, auth, id);
  const removed = await deletePhoto(ctx.db, id, photoId);
  if (!removed) throw notFound('That photo');
  await removeFiles(ctx, [removed.photoKey, removed.thumbnailKey]);
  return answer(ctx, id, userId);
}

/** PUT photos/docs/{userId}/CLASSIFIED/{id}/order: the owner's new order; ids must be exactly the listing's photos. */
export async function reorderClassifiedPhotos(ctx: AppContext, auth: RequestAuth, id: number, ids: number[]): Promise<Classified> {
  const { userId } = await ownClassified(ctx, auth, id);
  await ctx.db.transaction(async (tx) => {
    if (!(await findOwnClassified(tx, id, userId, true))) throw listingNotFound();
    const current = (await listPhotos(tx, [id])).map((photo) => photo.id);
    const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((photoId) => current.includes(photoId));
    if (!same) throw new AppError('VALIDATION', "ids lists each of the listing's photos once.", { field: 'ids' });
    await setPhotoOrder(tx, id, ids);
  });
  return answer(ctx, id, userId);
}
