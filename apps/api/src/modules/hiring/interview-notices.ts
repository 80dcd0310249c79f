import { INTERVIEW_TYPES, type Interview } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { findAccountById } from './hiring-repository';
import { appLink, notify, type NoticeLog } from './notify';

const WHAT = {
  proposed: { subject: 'Interview proposed', verb: 'proposes an interview' },
  changed: { subject: 'Interview changed', verb: 'changed your interview' },
  cancelled: { subject: 'Interview cancelled', verb: 'cancelled your interview' },
} as const;

/**
 * Tells the applicant about a new, changed or cancelled interview (times in UTC; the app shows
 * local time). A confidential posting's practice is not named; the place and notes it wrote are.
 */
export async function tellApplicant(ctx: AppContext, log: NoticeLog, applicantId: number, interview: Interview, what: keyof typeof WHAT): Promise<void> {
  const applicant = await findAccountById(ctx.db, applicantId);
  if (!applicant) return;
  const title = interview.jobTitle ?? 'a job';
  const when = new Date(interview.interviewDate).toUTCString().replace('GMT', 'UTC');
  await notify(ctx, log, {
    to: applicant.email,
    subject: `${WHAT[what].subject}: ${title}`,
    lines: [
      `Hello ${applicant.name},`,
      '',
      interview.isConfidential || !interview.practice
        ? `The practice ${WHAT[what].verb} for ${title} (a confidential posting: the practice is not named).`
        : `${interview.practice.name} ${WHAT[what].verb} for ${title}.`,
      `${INTERVIEW_TYPES[interview.type]}, ${when}, ${interview.durationMinutes} minutes${interview.location ? `, ${interview.location}` : ''}.`,
      ...(interview.notes && what !== 'cancelled' ? ['', interview.notes] : []),
      '',
      `Your interviews: ${appLink(ctx, '/app/interviews')}`,
    ],
  });
}
