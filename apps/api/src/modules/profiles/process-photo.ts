import { PHOTO_MAX_SIDE, PHOTO_THUMBNAIL_SIDE, type PhotoCrop } from '@chairside/domain/resume-profile';
import { reencodeImage, type ReencodedImage } from '../../platform/images';

/**
 * A profile photo as stored: checked by content, upright, cropped and turned as the person chose
 * in the photo dialog, at most 800px, with a 160px square thumbnail, metadata gone.
 */
export function processPhoto(data: Buffer, crop: PhotoCrop | null): Promise<ReencodedImage> {
  return reencodeImage(data, { maxSide: PHOTO_MAX_SIDE, thumbnail: { width: PHOTO_THUMBNAIL_SIDE, height: PHOTO_THUMBNAIL_SIDE }, crop });
}
