import type { FastifyRequest } from 'fastify';
import { OFFICE_PHOTO_MAX_BYTES, OFFICE_PHOTO_TOO_LARGE_MESSAGE, OfficePhotoDescriptionSchema } from '@chairside/domain/office';
import type { PhotoCrop } from '@chairside/domain/photo-crop';
import { AppError } from '../../platform/errors';
import { parsePhotoCropField } from '../../platform/photo-crop-field';
import { readOptionalUpload } from '../../platform/uploads';
import { parseOrThrow } from '../../platform/validation';

/**
 * A multipart photo form: the file (if sent), the description (undefined when the field was not
 * sent) and the crop chosen in the photo dialog (null: the whole image).
 */
export type OfficePhotoUpload = { data: Buffer | null; description: string | null | undefined; crop: PhotoCrop | null };

/**
 * Reads multipart/form-data (platform/uploads.ts) with a field `file` (at most 5 MB, into memory),
 * an optional field `description` (at most 300 characters) and an optional field `crop` (JSON {x,
 * y, width, height, rotation}, applied to the file sent). Nothing is stored here.
 */
export async function readOfficePhotoUpload(request: FastifyRequest, options: { fileRequired: boolean }): Promise<OfficePhotoUpload> {
  const { data, fields } = await readOptionalUpload<{ description: string | null; crop: PhotoCrop }>(request, {
    maxBytes: OFFICE_PHOTO_MAX_BYTES,
    tooLarge: OFFICE_PHOTO_TOO_LARGE_MESSAGE,
    notMultipart: 'Send the photo as multipart/form-data in the field file.',
    tooManyFiles: { message: 'Send one photo at a time.', field: 'file' },
    tooManyParts: { message: 'Send only the fields file, description and crop.', field: 'body' },
    fields: {
      description: (value, truncated) => {
        if (truncated) throw new AppError('VALIDATION', 'A photo description is at most 300 characters.', { field: 'description' });
        return parseOrThrow(OfficePhotoDescriptionSchema, value, ['description']);
      },
      crop: (value) => parsePhotoCropField(value),
    },
    fieldSize: 4096,
  });
  const crop = fields.crop ?? null;
  if (options.fileRequired && !data) throw new AppError('VALIDATION', 'Choose a photo to upload.', { field: 'file' });
  if (crop && !data) throw new AppError('VALIDATION', 'A crop applies to a photo sent with it: send the file too.', { field: 'file' });
  return { data, description: fields.description, crop };
}
