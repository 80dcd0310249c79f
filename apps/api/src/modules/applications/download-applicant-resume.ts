import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { renderPdf } from '../../platform/pdf-writer';
import { loadResumeForPractice } from '../profiles/public-api';
import { findApplicant, findApplicantContact } from './applications-repository';
import { requireEmployerAccount } from './require-accounts';
import { resumePdfBlocks } from './resume-pdf';

export type ResumeFile = { fileName: string; pdf: Buffer };

/** The file name of a resume: the person's username (letters, digits, dashes), never their name. */
const fileNameOf = (username: string) => `resume-${username.replace(/[^A-Za-z0-9_-]/g, '-')}.pdf`;

/**
 * GET users/employers/{id}/applications/{jobId}/{applicant}/resume.pdf: the applicant's whole
 * resume with their email and phone as a PDF, for the practice the person applied to (the
 * application to one of its postings is found in the query, as the applicant screen finds it).
 */
export async function downloadApplicantResume(ctx: AppContext, username: string, jobId: number, applicant: string): Promise<ResumeFile> {
  const employer = await requireEmployerAccount(ctx, username);
  const row = await findApplicant(ctx.db, employer.id, jobId, applicant);
  if (!row) throw notFound('That applicant');
  const [profile, contact] = await Promise.all([loadResumeForPractice(ctx.db, row.username), findApplicantContact(ctx.db, employer.id, row.userId)]);
  if (!profile || !contact) throw notFound('That applicant');
  const pdf = await renderPdf(`Resume: ${profile.name}`, resumePdfBlocks(profile, contact));
  return { fileName: fileNameOf(row.username), pdf };
}
