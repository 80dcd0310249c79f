import type { FastifyRequest } from 'fastify';
import { CLASSIFIED_PHOTO_MAX_BYTES, CLASSIFIED_PHOTO_TOO_LARGE_MESSAGE } from '@chairside/domain/classifieds';
import { readUpload } from '../../platform/uploads';

/** Reads multipart/form-data with one field `file` (platform/uploads.ts: at most 5 MB, into memory). Nothing is stored here. */
export async function readClassifiedPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  const { data } = await readUpload(request, {
    maxBytes: CLASSIFIED_PHOTO_MAX_BYTES,
    tooLarge: CLASSIFIED_PHOTO_TOO_LARGE_MESSAGE,
    notMultipart: 'Send the photo as multipart/form-data in the field file.',
    missing: 'Choose a photo to upload.',
    tooManyFiles: { message: 'Send one photo at a time.', field: 'file' },
    tooManyParts: { message: 'Send only the field file.', field: 'body' },
  });
  return data;
}
