import type { InvitationInput, JobInvitation } from '@chairside/domain/hiring';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { spendInvitationCredit } from '../commerce/public-api';
import { mayReadResume } from '../profiles/public-api';
import { findAccount, findApplication, invitationToApplyEmail, notify, requireEmployerAccount, requireOwnJob } from '../applications/public-api';
import { findInvitation, listInvitationsOfJob, saveInvitation } from './invitations-repository';
import { jobInvitationOf } from './invitation-views';
import { invitationAnswerLink } from './signed-link-urls';

const refused = (message: string) => new AppError('CONFLICT', message, { field: 'username' });

/**
 * POST users/employers/{id}/jobs/{jobId}/invitations: the practice invites a job seeker to apply
 * to one of its live postings. The invitee must be a job seeker whose resume the practice may
 * read (public, or one who applied to it): anyone else is 404 username, so a private resume is
 * never revealed and inviting cannot open one. Not twice, not after applying or declining
 * (409 username); a cancelled invitation may be sent again. Each invitation spends one
 * invitation credit (INVSUB first, then INV); none left: 402. The job seeker gets an email.
 */
export async function inviteToJob(ctx: AppContext, auth: RequestAuth, jobId: number, input: InvitationInput): Promise<JobInvitation> {
  const employer = await requireEmployerAccount(ctx, auth.username);
  const job = await requireOwnJob(ctx, employer.id, jobId);
  if (!job.isLive) throw new AppError('CONFLICT', 'Only a live posting takes invitations: this one is not live.', { field: 'jobId' });
  const seeker = await findAccount(ctx.db, input.username, 'staff');
  if (!seeker || !(await mayReadResume(ctx.db, seeker.username, auth)))
    throw new AppError('NOT_FOUND', 'That job seeker was not found.', { field: 'username' });
  if (await findApplication(ctx.db, jobId, seeker.id)) throw refused('This job seeker has already applied to this job.');

  const now = ctx.clock.now();
  const title = job.name ?? 'a job';
  const place = job.city ? `${job.city}, ${job.state ?? ''}`.trim().replace(/,$/, '') : null;
  // A confidential posting's practice stays unnamed (ADR 23): its message may name it if it wishes.
  const inviter = job.isConfidential ? 'A dental practice' : job.practice.name;
  // The invitation, its credit and its email in one transaction: no credit left is a 402 and nothing is saved or sent.
  const saved = await ctx.db.transaction(async (tx) => {
    const id = await saveInvitation(tx, { jobId, userId: seeker.id, message: input.message, createdAt: now });
    if (id === null) return null;
    await spendInvitationCredit(tx, employer.id, jobId);
    await notify(ctx, tx, {
      to: seeker.email,
      email: invitationToApplyEmail.render({
        seekerName: seeker.name,
        inviter,
        isConfidential: job.isConfidential,
        jobTitle: title,
        place,
        message: input.message,
        answerUrl: invitationAnswerLink(ctx, { invitationId: id, userId: seeker.id }),
      }),
    });
    return id;
  });
  if (saved === null) {
    const existing = await findInvitation(ctx.db, jobId, seeker.id);
    if (existing?.status === 'DECLINED') throw refused('This job seeker declined your invitation to this job.');
    if (existing?.status === 'ACCEPTED') throw refused('This job seeker has already applied to this job.');
    throw refused('You have already invited this job seeker to this job.');
  }

  const [row] = await listInvitationsOfJob(ctx.db, employer.id, jobId, seeker.id);
  return jobInvitationOf(row);
}
