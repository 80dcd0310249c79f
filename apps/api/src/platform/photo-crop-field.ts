import { PhotoCropSchema, type PhotoCrop } from '@chairside/domain/photo-crop';
import { AppError } from './errors';
import { parseOrThrow } from './validation';

/**
 * The multipart field `crop` of a photo upload (profile and office photos): JSON
 * {x, y, width, height, rotation}; a problem is a 400 naming `crop` or its part (`crop.rotation`).
 */
export function parsePhotoCropField(text: string): PhotoCrop {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION', 'crop is a JSON object {x, y, width, height, rotation}.', { field: 'crop' });
  }
  return parseOrThrow(PhotoCropSchema, json, ['crop']);
}
