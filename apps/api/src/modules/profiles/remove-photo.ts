import type { PhotoState } from '@chairside/domain/resume-profile';
import type { AppContext } from '../../platform/context';
import { lockStaffUser, readPhotoKeys, savePhoto } from './profiles-repository';
import { requireStaffUser } from './require-staff-user';
import { photoStateOf } from './staff-profile-view';
import { removeFiles } from './upload-photo';

/** Removes the photo and its thumbnail (no photo: nothing to do, same answer). */
export async function removePhoto(ctx: AppContext, username: string): Promise<PhotoState> {
  const user = await requireStaffUser(ctx, username);
  const previous = await ctx.db.transaction(async (tx) => {
    await lockStaffUser(tx, user.id);
    const old = await readPhotoKeys(tx, user.id);
    if (old.photoKey || old.photoThumbnailKey) await savePhoto(tx, user.id, { photoKey: null, photoThumbnailKey: null }, null);
    return old;
  });
  await removeFiles(ctx.storage, [previous.photoKey, previous.photoThumbnailKey]);
  return photoStateOf(null);
}
