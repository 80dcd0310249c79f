import type { PhotoCrop } from '@chairside/domain/photo-crop';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE } from '@chairside/domain/resume-profile-rules';

export type PixelArea = { x: number; y: number; width: number; height: number };
export type ImageSize = { width: number; height: number };

export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 2;
export const ZOOM_STEP = 0.1;
export const ZOOM_DEFAULT = 1;

/** A quarter turn more, kept within 0, 90, 180, 270. */
export const nextRotation = (rotation: number) => (((rotation + 90) % 360) + 360) % 360;

/**
 * The crop to send: react-easy-crop's croppedAreaPixels (in pixels of the image turned by
 * `rotation`) cut to the image, since zooming out below 1 lets the frame reach past its edges
 * and the server takes only a rectangle inside the photo. Null when the frame holds none of it.
 */
export function cropForUpload(area: PixelArea, natural: ImageSize, rotation: number): PhotoCrop | null {
  const turned = (((rotation % 360) + 360) % 360) / 90;
  const [width, height] = turned % 2 === 1 ? [natural.height, natural.width] : [natural.width, natural.height];
  const left = Math.max(0, Math.round(area.x));
  const top = Math.max(0, Math.round(area.y));
  const right = Math.min(width, Math.round(area.x + area.width));
  const bottom = Math.min(height, Math.round(area.y + area.height));
  if (right - left < 1 || bottom - top < 1) return null;
  return { x: left, y: top, width: right - left, height: bottom - top, rotation: turned * 90 };
}

/** What the dialog says when a file that claims to be an image cannot be opened as one. */
export const NOT_AN_IMAGE = 'This file is not an image we can open. Please choose a JPEG, PNG, WebP or GIF photo.';

/** Why a chosen file cannot be the photo (the spec's words for size), or null when it can. */
export function photoFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!file.type.startsWith('image/')) return 'This file is not an image. Please choose a JPEG, PNG, WebP or GIF photo.';
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  return null;
}
