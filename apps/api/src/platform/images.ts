import sharp from 'sharp';
import { AppError } from './errors';

// Uploaded images checked by content and re-encoded: profile photos (cropped and turned as the
// person chose) and office photos.

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';
export type ReencodedImage = { photo: Buffer; thumbnail: Buffer; width: number; height: number };

/** Images larger than this many pixels are refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 50_000_000;

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((byte, i) => data[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format by the first bytes, never by name or declared type; SVG, HTML, PDF... are null. */
export function sniffImageFormat(data: Buffer): ImageFormat | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  return null;
}

const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'Choose a JPEG, PNG, WebP or GIF image.', { field: 'file' });
const unreadable = () => new AppError('VALIDATION', 'We could not read this image. Please choose another JPEG, PNG, WebP or GIF photo.', { field: 'file' });
const tooManyPixels = () => new AppError('VALIDATION', 'This image has too many pixels. Please choose a photo of at most 50 megapixels.', { field: 'file' });

const decoderOptions = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false } as const;

const decodeError = (error: unknown) => (error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels() : unreadable());

/** A chosen part of the image, in pixels of the upright image after `rotation` (a multiple of 90 degrees). */
export type ImageCrop = { x: number; y: number; width: number; height: number; rotation?: number };

/**
 * The crop in whole pixels, its right and bottom edges cut at the image's (a dialog's numbers
 * may be fractional or a pixel over); a crop starting outside the image is refused.
 */
function cropRegion(crop: ImageCrop, width: number, height: number) {
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
 * Checks the content (first bytes, then the decoder's own reading must agree) and re-encodes the
 * image as WebP: turned upright by its EXIF orientation, then by the crop's rotation, cropped,
 * at most `maxSide` pixels a side, plus a thumbnail cut to `thumbnail`. The encoder writes only
 * pixels, so metadata (EXIF, GPS, ICC) and anything appended to the file (a polyglot's payload)
 * are gone. Animated GIFs keep their first frame.
 */
export async function reencodeImage(
  data: Buffer,
  sizes: { maxSide: number; thumbnail: { width: number; height: number }; crop?: ImageCrop | null },
): Promise<ReencodedImage> {
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
  const { crop } = sizes;
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
        .resize(sizes.maxSide, sizes.maxSide, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true }),
      image.clone().resize(sizes.thumbnail.width, sizes.thumbnail.height, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
    ]);
    return { photo: photo.data, thumbnail, width: photo.info.width, height: photo.info.height };
  } catch (error) {
    throw decodeError(error);
  }
}
