import { draftResume } from '@chairside/domain/resume-reading/resume-draft';
import type { ResumeDraft } from '@chairside/domain/resume-import';
import type { AppContext } from '../../platform/context';
import { documentKindOf, readDocumentText } from '../../platform/document-text';
import { AppError } from '../../platform/errors';
import type { RequestLimit } from '../../platform/request-limits';
import { requireStaffUser } from './require-staff-user';

/** Reading a resume file is heavy work: a person may have a few files read an hour. */
export const RESUME_FILES_PER_PERSON: RequestLimit = {
  name: 'resume-files:person',
  limit: 20,
  windowSeconds: 3600,
  message: (wait) => `You have sent many resume files in a short time. Please try again in ${wait}, or fill in your profile by hand.`,
};

const NO_TEXT = {
  pdf: 'This PDF has no text we can read: it looks like a scanned image of a page. Please choose the PDF or Word file your resume was written in, or fill in your profile by hand.',
  docx: 'This Word file has no text we can read. Please choose another file, or fill in your profile by hand.',
} as const;

/**
 * Reads a resume file (PDF or Word, checked by its content) into a draft profile for the person
 * to review. Nothing is stored: neither the file nor the draft. A file without text (a scanned
 * image): 400 naming the field file.
 */
export async function draftResumeFromFile(ctx: AppContext, username: string, data: Buffer): Promise<ResumeDraft> {
  await requireStaffUser(ctx, username);
  const kind = documentKindOf(data);
  const { lines } = await readDocumentText(data, kind);
  if (!lines.some((line) => /\p{L}{2}/u.test(line))) throw new AppError('VALIDATION', NO_TEXT[kind], { field: 'file' });
  return draftResume(lines, ctx.clock.now().toISOString().slice(0, 10));
}
