import type { FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE, type PhotoCrop } from '@chairside/domain/resume-profile';
import { AppError } from '../../platform/errors';
import { parsePhotoCropField } from '../../platform/photo-crop-field';
import { multipartReadError } from '../../platform/validation';

export type PhotoUpload = { data: Buffer; crop: PhotoCrop | null };

const MULTIPART_LIMITS = { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 1024 };

const unknownField = (name: string) => new AppError('VALIDATION', `Unknown field: ${name}.`, { field: name });

function multipartError(error: unknown): unknown {
  switch ((error as { code?: string } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', PHOTO_TOO_LARGE_MESSAGE, { field: 'file' });
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION', 'Send one photo at a time.', { field: 'file' });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('VALIDATION', 'Send only the fields file and crop.', { field: 'body' });
    default:
      return multipartReadError(error);
  }
}

/**
 * Reads a multipart upload: the field `file` (at most 5 MB, read into memory) and an optional
 * field `crop` holding JSON {x, y, width, height, rotation}. Nothing is stored here.
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data in the field file.', { field: 'file' });
  let data: Buffer | null = null;
  let crop: PhotoCrop | null = null;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw unknownField(part.fieldname);
        data = await part.toBuffer();
      } else if (part.fieldname === 'crop') {
        crop = parsePhotoCropField(String(part.value));
      } else {
        throw unknownField(part.fieldname);
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (!data || data.length === 0) throw new AppError('VALIDATION', 'Choose a photo to upload.', { field: 'file' });
  return { data, crop };
}
