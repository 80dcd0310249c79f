import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import type { AppContext } from '../../platform/context';
import type { TaskLog } from '../../platform/notice-queue';
import { INTERVIEW_TYPES } from '@chairside/domain/hiring';
import { findAccountById, notify } from '../applications/public-api';
import { listInterviewRows } from './interviews-repository';
import { interviewOutcomeRequestEmail } from './interview-emails';
import { interviewOutcomeLink } from './signed-link-urls';

export const INTERVIEW_OUTCOME_TASK = 'interview-outcome-requests';
export const INTERVIEW_OUTCOME_EVERY_MS = 15 * 60_000;
/** Interviews that ended longer ago than this are not asked about (e.g. on the first run). */
const ASK_WITHIN_DAYS = 14;
const BATCH = 200;

/**
 * Asks the practice how each interview went once its time has passed (start plus duration):
 * once per interview, whatever the number of instances (the interview is claimed in
 * interview_outcomes in the transaction that queues the email). Cancelled and declined interviews are not asked about. The email
 * carries the signed interview-outcome link. Answers the number of emails sent.
 */
export async function askInterviewOutcomes(ctx: AppContext, log: TaskLog, now: Date): Promise<number> {
  const due = await ctx.db.execute<{ id: number | string; employer_id: number | string }>(sql`
    select i.id, j.employer_id
    from interviews i
    join applications a on a.id = i.application_id
    join jobs j on j.id = a.job_id
    where i.status in ('PROPOSED', 'CONFIRMED')
      and i.interview_date + make_interval(mins => i.duration_minutes) <= ${now.toISOString()}::timestamptz
      and i.interview_date > ${now.toISOString()}::timestamptz - make_interval(days => ${ASK_WITHIN_DAYS})
      and not exists (select 1 from interview_outcomes o where o.interview_id = i.id)
    order by i.interview_date
    limit ${BATCH}`);
  let sent = 0;
  for (const candidate of due.rows) {
    const interviewId = Number(candidate.id);
    const employerId = Number(candidate.employer_id);
    const asked = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const claimed = await db.execute(sql`
        insert into interview_outcomes (interview_id, asked_at) values (${interviewId}, ${now.toISOString()})
        on conflict (interview_id) do nothing returning interview_id`);
      if (claimed.rows.length !== 1) return false;
      const [row] = await listInterviewRows(db, { employerId }, { kind: 'id', interviewId }, 1);
      const practice = await findAccountById(db, employerId);
      if (!row || !practice) return false;
      await notify(ctx, db, {
        to: practice.email,
        email: interviewOutcomeRequestEmail.render({
          practiceName: practice.name,
          applicantName: row.name,
          jobTitle: row.jobTitle ?? 'your posting',
          typeLabel: INTERVIEW_TYPES[row.type],
          outcomeUrl: interviewOutcomeLink(ctx, { interviewId, employerId }),
        }),
      });
      return true;
    });
    if (asked) sent++;
  }
  if (sent > 0) log.info({ sent }, 'interview outcome requests sent');
  return sent;
}
