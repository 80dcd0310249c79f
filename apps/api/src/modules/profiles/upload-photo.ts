import { randomUUID } from 'node:crypto';
import type { PhotoState } from '@chairside/domain/resume-profile';
import type { AppContext } from '../../platform/context';
import { fileUrl, type FileStorage } from '../../platform/file-storage';
import { lockStaffUser, readPhotoKeys, savePhoto } from './profiles-repository';
import { processPhoto } from './process-photo';
import type { PhotoUpload } from './read-photo-upload';
import { requireStaffUser } from './require-staff-user';
import { photoStateOf } from './staff-profile-view';

/** Removes files no record points to any more; a leftover file is harmless, so failures are ignored. */
export async function removeFiles(storage: FileStorage, keys: (string | null)[]): Promise<void> {
  await Promise.all(keys.filter((key): key is string => key !== null).map((key) => storage.delete(key).catch(() => undefined)));
}

/**
 * Checks and re-encodes the photo, stores the photo and its thumbnail under new keys, then
 * points the resume (and the user's thumbnail address) at them in one transaction. Only then
 * are the old files removed; if the transaction fails the new files are removed instead.
 */
export async function uploadPhoto(ctx: AppContext, username: string, upload: PhotoUpload): Promise<PhotoState> {
  const user = await requireStaffUser(ctx, username);
  const processed = await processPhoto(upload.data, upload.crop);
  const id = randomUUID();
  const keys = { photoKey: `profile-photos/${id}.webp`, photoThumbnailKey: `profile-photos/${id}-thumb.webp` };
  let previous;
  try {
    await ctx.storage.put(keys.photoKey, processed.photo);
    await ctx.storage.put(keys.photoThumbnailKey, processed.thumbnail);
    previous = await ctx.db.transaction(async (tx) => {
      await lockStaffUser(tx, user.id);
      const old = await readPhotoKeys(tx, user.id);
      await savePhoto(tx, user.id, keys, fileUrl(keys.photoThumbnailKey));
      return old;
    });
  } catch (error) {
    await removeFiles(ctx.storage, [keys.photoKey, keys.photoThumbnailKey]);
    throw error;
  }
  await removeFiles(ctx.storage, [previous.photoKey, previous.photoThumbnailKey]);
  return photoStateOf(keys);
}
