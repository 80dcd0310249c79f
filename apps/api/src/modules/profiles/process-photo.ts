import sharp from 'sharp';
import { PHOTO_MAX_SIDE, PHOTO_THUMBNAIL_SIDE, type PhotoCrop } from '@chairside/domain/resume-profile';
import { AppError } from '../../platform/errors';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';
export type ProcessedPhoto = { photo: Buffer; thumbnail: Buffer; width: number; height: number };

/** Images larger than this many pixels are refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 50_000_000;

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((byte, i) => data[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The format by the file's first bytes, never by its name or declared type. Only the four
 * raster formats browsers show everywhere; SVG, HTML, PDF, HEIC, TIFF... are null and never
 * reach the decoder.
 */
export function sniffImageFormat(data: Buffer): ImageFormat | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  return null;
}

const notAnImage = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Choose a JPEG, PNG, WebP or GIF image.', { field: 'file' });
const unreadable = () =>
  new AppError('VALIDATION', 'We could not read this image. Please choose another JPEG, PNG, WebP or GIF photo.', { field: 'file' });
const tooManyPixels = () =>
  new AppError('VALIDATION', 'This image has too many pixels. Please choose a photo of at most 50 megapixels.', { field: 'file' });

const decoderOptions = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false } as const;

function decodeError(error: unknown): AppError {
  return error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels() : unreadable();
}

/**
 * The crop in whole pixels, its right and bottom edges cut at the image's (the dialog's numbers
 * may be fractional or a pixel over); a crop starting outside the image is refused.
 */
function cropRegion(crop: PhotoCrop, width: number, height: number) {
  const left = Math.round(crop.x);
  const top = Math.round(crop.y);
  if (left >= width || top >= height) throw new AppError('VALIDATION', 'The crop lies outside the photo.', { field: 'crop' });
  return {
    left,
    top,
    width: Math.max(1, Math.min(Math.round(crop.width), width - left)),
    height: Math.max(1, Math.min(Math.round(crop.height), height - top)),
  };
}

/**
 * Checks the content, then re-encodes as WebP: turned upright by its EXIF orientation, then by
 * the chosen rotation, cropped, at most 800px (photo) and a 160px square (thumbnail). The
 * encoder writes only pixels, so metadata (EXIF, GPS, ICC) and anything appended to the file
 * (a polyglot's payload) are gone. Animated GIFs keep their first frame.
 */
export async function processPhoto(data: Buffer, crop: PhotoCrop | null): Promise<ProcessedPhoto> {
  const sniffed = sniffImageFormat(data);
  if (!sniffed) throw notAnImage();
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(data, decoderOptions).metadata();
  } catch (error) {
    throw decodeError(error);
  }
  if (metadata.format !== sniffed || !metadata.width || !metadata.height) throw notAnImage();

  // Size after the EXIF orientation (5 to 8 turn by 90 degrees) and after the chosen rotation.
  const rotation = (((crop?.rotation ?? 0) % 360) + 360) % 360;
  const quarterTurns = ((metadata.orientation ?? 1) >= 5 ? 1 : 0) + rotation / 90;
  const [width, height] = quarterTurns % 2 === 1 ? [metadata.height, metadata.width] : [metadata.width, metadata.height];

  let image = sharp(data, decoderOptions).autoOrient();
  if (rotation !== 0) image = image.rotate(rotation);
  if (crop) image = image.extract(cropRegion(crop, width, height));
  try {
    const [photo, thumbnail] = await Promise.all([
      image
        .clone()
        .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true }),
      image.clone().resize(PHOTO_THUMBNAIL_SIDE, PHOTO_THUMBNAIL_SIDE, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
    ]);
    return { photo: photo.data, thumbnail, width: photo.info.width, height: photo.info.height };
  } catch (error) {
    throw decodeError(error);
  }
}
