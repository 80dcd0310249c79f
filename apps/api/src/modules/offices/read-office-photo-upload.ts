import type { FastifyRequest } from 'fastify';
import { OFFICE_PHOTO_MAX_BYTES, OFFICE_PHOTO_TOO_LARGE_MESSAGE, OfficePhotoDescriptionSchema } from '@chairside/domain/office';
import type { PhotoCrop } from '@chairside/domain/photo-crop';
import { AppError } from '../../platform/errors';
import { parsePhotoCropField } from '../../platform/photo-crop-field';
import { multipartReadError, parseOrThrow } from '../../platform/validation';

/**
 * A multipart photo form: the file (if sent), the description (undefined when the field was not
 * sent) and the crop chosen in the photo dialog (null: the whole image).
 */
export type OfficePhotoUpload = { data: Buffer | null; description: string | null | undefined; crop: PhotoCrop | null };

const MULTIPART_LIMITS = { fileSize: OFFICE_PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 4096 };

const unknownField = (name: string) => new AppError('VALIDATION', `Unknown field: ${name}.`, { field: name });

function multipartError(error: unknown): unknown {
  switch ((error as { code?: string } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', OFFICE_PHOTO_TOO_LARGE_MESSAGE, { field: 'file' });
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION', 'Send one photo at a time.', { field: 'file' });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('VALIDATION', 'Send only the fields file, description and crop.', { field: 'body' });
    default:
      return multipartReadError(error);
  }
}

/**
 * Reads multipart/form-data with a field `file` (at most 5 MB, into memory), an optional field
 * `description` (at most 300 characters) and an optional field `crop` (JSON {x, y, width, height,
 * rotation}, applied to the file sent). Nothing is stored here.
 */
export async function readOfficePhotoUpload(request: FastifyRequest, options: { fileRequired: boolean }): Promise<OfficePhotoUpload> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data in the field file.', { field: 'file' });
  let data: Buffer | null = null;
  let description: string | null | undefined;
  let crop: PhotoCrop | null = null;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw unknownField(part.fieldname);
        data = await part.toBuffer();
      } else if (part.fieldname === 'description') {
        if (part.valueTruncated) throw new AppError('VALIDATION', 'A photo description is at most 300 characters.', { field: 'description' });
        description = parseOrThrow(OfficePhotoDescriptionSchema, String(part.value), ['description']);
      } else if (part.fieldname === 'crop') {
        crop = parsePhotoCropField(String(part.value));
      } else {
        throw unknownField(part.fieldname);
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (data !== null && data.length === 0) data = null;
  if (options.fileRequired && !data) throw new AppError('VALIDATION', 'Choose a photo to upload.', { field: 'file' });
  if (crop && !data) throw new AppError('VALIDATION', 'A crop applies to a photo sent with it: send the file too.', { field: 'file' });
  return { data, description, crop };
}
