import type { FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE, type PhotoCrop } from '@chairside/domain/resume-profile';
import { parsePhotoCropField } from '../../platform/photo-crop-field';
import { readUpload } from '../../platform/uploads';

export type PhotoUpload = { data: Buffer; crop: PhotoCrop | null };

/**
 * Reads a multipart upload (platform/uploads.ts): the field `file` (at most 5 MB, read into memory)
 * and an optional field `crop` holding JSON {x, y, width, height, rotation}. Nothing is stored here.
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  const { data, fields } = await readUpload<{ crop: PhotoCrop }>(request, {
    maxBytes: PHOTO_MAX_BYTES,
    tooLarge: PHOTO_TOO_LARGE_MESSAGE,
    notMultipart: 'Send the photo as multipart/form-data in the field file.',
    missing: 'Choose a photo to upload.',
    tooManyFiles: { message: 'Send one photo at a time.', field: 'file' },
    tooManyParts: { message: 'Send only the fields file and crop.', field: 'body' },
    fields: { crop: (value) => parsePhotoCropField(value) },
    fieldSize: 1024,
  });
  return { data, crop: fields.crop ?? null };
}
