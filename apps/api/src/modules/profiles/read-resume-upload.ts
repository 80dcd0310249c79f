import type { FastifyRequest } from 'fastify';
import { RESUME_FILE_MAX_BYTES, RESUME_FILE_TOO_LARGE_MESSAGE } from '@chairside/domain/resume-import';
import { readUpload } from '../../platform/uploads';

/** Reads the resume file of a multipart upload (platform/uploads.ts: the field `file`, at most 5 MB, into memory). Nothing is stored. */
export async function readResumeUpload(request: FastifyRequest): Promise<Buffer> {
  const oneFile = { message: 'Send one file, in the field file, and nothing else.', field: 'file' };
  const { data } = await readUpload(request, {
    maxBytes: RESUME_FILE_MAX_BYTES,
    tooLarge: RESUME_FILE_TOO_LARGE_MESSAGE,
    notMultipart: 'Send the resume file as multipart/form-data in the field file.',
    missing: 'Choose your resume file (PDF or Word).',
    tooManyFiles: oneFile,
    tooManyParts: oneFile,
  });
  return data;
}
