import { randomUUID } from 'node:crypto';
import { OFFICE_PHOTO_LIMIT, OFFICE_PHOTO_MAX_SIDE, OFFICE_PHOTO_THUMBNAIL, type OfficePhoto } from '@chairside/domain/office';
import type { PhotoCrop } from '@chairside/domain/photo-crop';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/file-storage';
import { reencodeImage, type ReencodedImage } from '../../platform/images';
import { countPhotos, insertPhoto } from './office-photos-repository';
import { findOffice } from './offices-repository';
import { photoViewOf } from './office-view';
import { requireCallerId } from '../../platform/caller';

/** Removes files no record points to any more; a leftover file is harmless, so failures are ignored. */
export async function removeFiles(storage: FileStorage, keys: (string | null)[]): Promise<void> {
  await Promise.all(keys.filter((key): key is string => key !== null).map((key) => storage.delete(key).catch(() => undefined)));
}

export type StoredPhoto = { photoKey: string; thumbnailKey: string; width: number; height: number };

/**
 * Checks and re-encodes an office photo, cut and turned as chosen in the photo dialog (no crop:
 * the whole image): at most 1600px, a 400x300 thumbnail.
 */
export function processOfficePhoto(data: Buffer, crop: PhotoCrop | null): Promise<ReencodedImage> {
  return reencodeImage(data, { maxSide: OFFICE_PHOTO_MAX_SIDE, thumbnail: OFFICE_PHOTO_THUMBNAIL, crop });
}

/** Stores a processed photo under new keys made by the server. */
export async function storeOfficePhoto(storage: FileStorage, processed: ReencodedImage): Promise<StoredPhoto> {
  const id = randomUUID();
  const stored = { photoKey: `office-photos/${id}.webp`, thumbnailKey: `office-photos/${id}-thumb.webp`, width: processed.width, height: processed.height };
  try {
    await storage.put(stored.photoKey, processed.photo);
    await storage.put(stored.thumbnailKey, processed.thumbnail);
  } catch (error) {
    await removeFiles(storage, [stored.photoKey, stored.thumbnailKey]);
    throw error;
  }
  return stored;
}

/**
 * Adds a photo after the office's last one: checked by content and re-encoded, stored, then
 * recorded in one transaction under the office's lock (at most 20 photos, 409). If the
 * transaction fails the new files are removed.
 */
export async function uploadOfficePhoto(
  ctx: AppContext,
  username: string,
  officeId: number,
  upload: { data: Buffer; description: string | null | undefined; crop: PhotoCrop | null },
): Promise<OfficePhoto> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  if (!(await findOffice(ctx.db, employerId, officeId))) throw notFound('That office');
  const stored = await storeOfficePhoto(ctx.storage, await processOfficePhoto(upload.data, upload.crop));
  try {
    const row = await ctx.db.transaction(async (tx) => {
      if (!(await findOffice(tx, employerId, officeId, true))) throw notFound('That office');
      if ((await countPhotos(tx, officeId)) >= OFFICE_PHOTO_LIMIT)
        throw new AppError('CONFLICT', `An office has at most ${OFFICE_PHOTO_LIMIT} photos. Remove one first.`, { field: 'file' });
      return insertPhoto(tx, officeId, { ...stored, description: upload.description ?? null });
    });
    return photoViewOf(row);
  } catch (error) {
    await removeFiles(ctx.storage, [stored.photoKey, stored.thumbnailKey]);
    throw error;
  }
}
