import type { FastifyRequest } from 'fastify';
import { RESUME_FILE_MAX_BYTES, RESUME_FILE_TOO_LARGE_MESSAGE } from '@chairside/domain/resume-import';
import { AppError } from '../../platform/errors';
import { multipartReadError } from '../../platform/validation';

const MULTIPART_LIMITS = { fileSize: RESUME_FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 };

function multipartError(error: unknown): unknown {
  switch ((error as { code?: string } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', RESUME_FILE_TOO_LARGE_MESSAGE, { field: 'file' });
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('VALIDATION', 'Send one file, in the field file, and nothing else.', { field: 'file' });
    default:
      return multipartReadError(error);
  }
}

/** Reads the resume file of a multipart upload (the field `file`, at most 5 MB, into memory). Nothing is stored. */
export async function readResumeUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the resume file as multipart/form-data in the field file.', { field: 'file' });
  let data: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type !== 'file' || part.fieldname !== 'file')
        throw new AppError('VALIDATION', `Unknown field: ${part.fieldname}.`, { field: part.fieldname });
      data = await part.toBuffer();
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (!data || data.length === 0) throw new AppError('VALIDATION', 'Choose your resume file (PDF or Word).', { field: 'file' });
  return data;
}
