import { randomUUID } from 'node:crypto';
import type { ContentImage } from '@chairside/domain/content';
import type { AppContext } from '../../platform/context';
import { fileUrl } from '../../platform/file-storage';
import { reencodeImage } from '../../platform/images';
import { insertImage, listImageRows, type ContentImageRow } from './content-repository';

/** Content images: at most 1600 pixels a side, with a 600x400 thumbnail for lists and the menu. */
export const CONTENT_IMAGE_MAX_SIDE = 1600;
export const CONTENT_IMAGE_THUMBNAIL = { width: 600, height: 400 };
export const CONTENT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

const imageView = (row: ContentImageRow): ContentImage => ({
  id: row.id,
  url: fileUrl(row.photoKey),
  thumbnailUrl: fileUrl(row.thumbnailKey),
  width: row.width,
  height: row.height,
});

/**
 * Checks the upload by its content and re-encodes it (platform/images.ts: WebP, no metadata),
 * stores both sizes under keys the server makes, then records it; a failed record removes the files.
 */
export async function uploadContentImage(ctx: AppContext, admin: string, data: Buffer): Promise<ContentImage> {
  const processed = await reencodeImage(data, { maxSide: CONTENT_IMAGE_MAX_SIDE, thumbnail: CONTENT_IMAGE_THUMBNAIL });
  const id = randomUUID();
  const keys = { photoKey: `content-images/${id}.webp`, thumbnailKey: `content-images/${id}-thumb.webp` };
  try {
    await ctx.storage.put(keys.photoKey, processed.photo);
    await ctx.storage.put(keys.thumbnailKey, processed.thumbnail);
    return imageView(await insertImage(ctx.db, { ...keys, width: processed.width, height: processed.height, createdBy: admin }));
  } catch (error) {
    await Promise.all([keys.photoKey, keys.thumbnailKey].map((key) => ctx.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

export async function listContentImages(ctx: AppContext): Promise<ContentImage[]> {
  return (await listImageRows(ctx.db)).map(imageView);
}
