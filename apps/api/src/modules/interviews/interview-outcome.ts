import { sql } from 'drizzle-orm';
import type { InterviewOutcome, InterviewOutcomeInput, SignedInterviewOutcome } from '@chairside/domain/signed-links';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { linkInvalid, type VerifiedSignedLink } from '../../platform/signed-links';
import { changeJobStatus, loadJobSummaries } from '../jobs/public-api';
import { listInterviewRows } from './interviews-repository';
import { interviewOf } from './interview-views';
import { subjectId } from '../applications/public-api';
import { missedInterviewNotice } from './seeker-follow-ups';

/** Interviews that did not take place: cancelled by the practice or declined by the job seeker. */
const NO_OUTCOME: ReadonlySet<string> = new Set(['CANCELED', 'DECLINED']);

type OutcomeRow = { outcome: InterviewOutcome | null; recorded_at: string | Date | null };

async function findOutcome(ctx: AppContext, interviewId: number): Promise<OutcomeRow | null> {
  const result = await ctx.db.execute<OutcomeRow>(sql`select outcome, recorded_at from interview_outcomes where interview_id = ${interviewId}`);
  return result.rows[0] ?? null;
}

/** The interview the link was made for, still one of that practice's (ownership in the query), else 403 LINK_INVALID. */
async function interviewOfLink(ctx: AppContext, link: VerifiedSignedLink) {
  const employerId = subjectId(link.subject, 'employerId');
  const [row] = await listInterviewRows(ctx.db, { employerId }, { kind: 'id', interviewId: subjectId(link.subject, 'interviewId') }, 1);
  if (!row) throw linkInvalid();
  const job = (await loadJobSummaries(ctx.db, [row.jobId], ctx.clock.now(), { employerId })).get(row.jobId);
  if (!job) throw linkInvalid();
  return { row, job };
}

/** GET signed/interview-outcome/{token}: the interview as the practice sees it, the outcome if recorded, and whether its posting may be marked filled. */
export async function readInterviewOutcome(ctx: AppContext, token: string): Promise<SignedInterviewOutcome> {
  const link = ctx.signedLinks.verify(token, 'interview-outcome');
  const { row, job } = await interviewOfLink(ctx, link);
  const outcome = await findOutcome(ctx, row.id);
  return {
    interview: interviewOf(row, 'practice'),
    outcome: outcome?.outcome ?? null,
    recordedAt: outcome?.recorded_at ? new Date(outcome.recorded_at).toISOString() : null,
    posting: { displayStatus: job.displayStatus, mayMarkFilled: job.status === 'ACTIVE' || job.status === 'CANCELED' },
    expiresAt: link.expiresAt.toISOString(),
  };
}

/**
 * PUT signed/interview-outcome/{token} {outcome, markFilled}: records what happened, once (409
 * LINK_USED; recorded already: 409 outcome). A cancelled or declined interview: 409 status; one still to
 * come: 409 outcome. A hire with markFilled marks the posting filled (BOOKED) as the practice's
 * own status change does (it frees a subscription slot); markFilled with another outcome: 400.
 */
export async function recordInterviewOutcome(ctx: AppContext, token: string, input: InterviewOutcomeInput): Promise<SignedInterviewOutcome> {
  const link = ctx.signedLinks.verify(token, 'interview-outcome');
  const { row, job } = await interviewOfLink(ctx, link);
  if (input.markFilled && input.outcome !== 'HIRED') throw new AppError('VALIDATION', 'Only a hire marks the posting filled.', { field: 'markFilled' });
  if (NO_OUTCOME.has(row.status)) throw new AppError('CONFLICT', 'This interview was canceled or declined, so it has no outcome.', { field: 'status' });
  const now = ctx.clock.now();
  if (row.interviewDate.getTime() > now.getTime()) throw new AppError('CONFLICT', 'This interview has not taken place yet.', { field: 'outcome' });

  const tellMissed = input.outcome === 'NO_SHOW' ? await missedInterviewNotice(ctx, row) : null;
  await ctx.signedLinks.useOnce(link, async () => {
    if (input.markFilled && job.status === 'DRAFT')
      throw new AppError('CONFLICT', 'This posting is a draft, so it cannot be marked filled.', { field: 'markFilled' });
    await ctx.db.transaction(async (tx) => {
      const recorded = await tx.execute(sql`
        insert into interview_outcomes (interview_id, asked_at, outcome, recorded_at)
        values (${row.id}, ${now.toISOString()}, ${input.outcome}, ${now.toISOString()})
        on conflict (interview_id) do update set outcome = excluded.outcome, recorded_at = excluded.recorded_at
        where interview_outcomes.outcome is null
        returning interview_id`);
      if (recorded.rows.length !== 1) throw new AppError('CONFLICT', "This interview's outcome was recorded already.", { field: 'outcome' });
      // A no-show is kept for the practice to see on the applicant, and the job seeker hears of it once.
      if (tellMissed) await tellMissed(tx);
    });
    // After the hire is recorded, so the filling's not-selected notice passes the person hired by.
    if (input.markFilled && job.status !== 'BOOKED') await changeJobStatus(ctx, row.practiceUsername, row.jobId, 'BOOKED');
  });
  return readInterviewOutcome(ctx, token);
}
