import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CE_CERTIFICATE_MAX_BYTES, CE_CERTIFICATE_TOO_LARGE, type CeCourse } from '@chairside/domain/ce-tracker';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { PRIVATE_FILES_PREFIX, type StoredFile } from '../../platform/file-storage';
import { reencodeImage, sniffImageFormat } from '../../platform/images';
import { checkPdf } from '../../platform/pdf-files';
import { readUpload } from '../../platform/uploads';
import { findCourse, setCertificate } from './ce-repository';
import { courseOf } from './ce-views';
import { requireSeeker } from './get-ce-overview';
import { unknownCourse } from './save-ce-course';

/** Certificates stay legible: re-encoded images keep up to this many pixels a side. */
const CERTIFICATE_MAX_SIDE = 2400;

/** Reads the one multipart field `file` into memory (platform/uploads.ts: at most 10 MB). Nothing is stored here. */
export async function readCertificateUpload(request: FastifyRequest): Promise<Buffer> {
  const oneFile = { message: 'Send one file, in the field file.', field: 'file' };
  const { data } = await readUpload(request, {
    maxBytes: CE_CERTIFICATE_MAX_BYTES,
    tooLarge: CE_CERTIFICATE_TOO_LARGE,
    notMultipart: 'Send the certificate as multipart/form-data in the field file.',
    missing: 'Choose the certificate: a PDF or a photo.',
    tooManyFiles: oneFile,
    tooManyParts: oneFile,
  });
  return data;
}

/**
 * PUT users/staff/{id}/ce/courses/{courseId}/certificate: a PDF (checked by platform/pdf-files)
 * or an image (checked and re-encoded by platform/images, metadata gone), kept under a private
 * key; the course points at it in one statement, then the previous file is removed. Another
 * person's course or none: 404 courseId, nothing stored.
 */
export async function uploadCertificate(ctx: AppContext, username: string, courseId: number, data: Buffer): Promise<CeCourse> {
  const seeker = await requireSeeker(ctx, username);
  if (!(await findCourse(ctx.db, seeker.id, courseId))) throw unknownCourse();
  let stored: { body: Buffer; extension: 'pdf' | 'webp' };
  if (sniffImageFormat(data)) {
    const image = await reencodeImage(data, { maxSide: CERTIFICATE_MAX_SIDE, thumbnail: { width: 16, height: 16 } });
    stored = { body: image.photo, extension: 'webp' };
  } else {
    checkPdf(data);
    stored = { body: data, extension: 'pdf' };
  }
  const key = `${PRIVATE_FILES_PREFIX}certificates/${randomUUID()}.${stored.extension}`;
  await ctx.storage.put(key, stored.body);
  let result;
  try {
    result = await setCertificate(ctx.db, seeker.id, courseId, key);
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (!result) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw unknownCourse();
  }
  if (result.previous) await ctx.storage.delete(result.previous).catch(() => undefined);
  return courseOf(username, result.row);
}

/** DELETE .../certificate: the course keeps no certificate. */
export async function removeCertificate(ctx: AppContext, username: string, courseId: number): Promise<void> {
  const seeker = await requireSeeker(ctx, username);
  const result = await setCertificate(ctx.db, seeker.id, courseId, null);
  if (!result) throw unknownCourse();
  if (result.previous) await ctx.storage.delete(result.previous).catch(() => undefined);
}

/** GET .../certificate: the file, to its owner only (another person's course or none: 404). */
export async function readCertificate(ctx: AppContext, username: string, courseId: number): Promise<StoredFile> {
  const seeker = await requireSeeker(ctx, username);
  const course = await findCourse(ctx.db, seeker.id, courseId);
  const file = course?.certificateKey ? await ctx.storage.get(course.certificateKey) : null;
  if (!file) throw new AppError('NOT_FOUND', 'That certificate was not found.', { field: 'courseId' });
  return file;
}
