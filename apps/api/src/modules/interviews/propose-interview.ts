import type { Database } from '@chairside/db/client';
import type { Interview, InterviewInput } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findApplicantById, recordAnswer, requireEmployerAccount } from '../applications/public-api';
import { insertInterview } from './interviews-repository';
import { interviewOf } from './interview-views';
import { tellApplicant } from './interview-notices';
import { interviewInstant, officeTimeZone } from './office-time';
import { requireOwnInterview } from './require-own-interview';
import { emitWebhookEvent } from '../integrations/public-api';

/**
 * POST users/employers/{id}/interviews: the practice proposes an interview to one of its
 * applicants (another practice's application: 404 applicationId), in the future (400
 * interviewDate), at the office's local time. The interview keeps the office's time zone (from
 * the posting's ZIP code). More than one per application is allowed (a second round). The
 * applicant gets an email with a calendar invitation, the practice a copy of the invitation;
 * both sides see it in GET users/{id}/interviews, with the name of the team member who proposed it.
 */
export async function proposeInterview(ctx: AppContext, username: string, input: InterviewInput, memberUserId: number | null = null): Promise<Interview> {
  const employer = await requireEmployerAccount(ctx, username);
  const application = await findApplicantById(ctx.db, employer.id, input.applicationId);
  if (!application) throw new AppError('NOT_FOUND', 'That application was not found.', { field: 'applicationId' });
  const now = ctx.clock.now();
  const timeZone = await officeTimeZone(ctx, application.jobId);
  const at = interviewInstant(input.interviewDate, timeZone, now);
  const { applicationId, interviewDate: _typed, ...rest } = input;
  // The interview and its emails in one transaction.
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const id = await insertInterview(db, applicationId, { ...rest, interviewDate: at, timeZone, createdAt: now, proposedByUserId: memberUserId });
    await recordAnswer(db, applicationId, now);
    const row = await requireOwnInterview(ctx, employer.id, id, db);
    const interview = interviewOf(row, 'practice');
    await tellApplicant(ctx, db, application.userId, interview, 'proposed', row.practiceEmail);
    await emitWebhookEvent(ctx, db, employer.id, 'interview.booked', {
      interviewId: id,
      applicationId,
      jobId: application.jobId,
      interviewDate: interview.interviewDate,
      type: interview.type,
    });
    return interview;
  });
}
