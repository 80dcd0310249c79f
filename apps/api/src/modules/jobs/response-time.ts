// How soon a practice usually answers (ADR 112): the median time from applying to the practice's
// first answer, over the applications to its postings made in the last 90 days.
import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { ANSWER_REMINDER_AFTER_DAYS, RESPONSE_TIME_WINDOW_DAYS, responseTimeOf, type ResponseTime } from '@chairside/domain/no-ghosting';

type Raw = { employer_id: string | number; median_hours: string | number | null; answered: string | number };

/**
 * The figure of each practice: the median, in hours, of (first answer - applied) over its
 * applications made in the 90 days before `now`. An application still unanswered after 7 days
 * counts with the wait so far (it has waited at least that long), so not answering never makes
 * a practice look quicker; one unanswered for less is left out (it may yet be answered quickly).
 * Null (hidden) below 3 answered applications.
 */
export async function responseTimesOf(db: Pick<Database, 'execute'>, employerIds: number[], now: Date): Promise<Map<number, ResponseTime | null>> {
  const ids = [...new Set(employerIds)];
  const answers = new Map<number, ResponseTime | null>(ids.map((id) => [id, null]));
  if (ids.length === 0) return answers;
  const at = now.toISOString();
  const result = await db.execute<Raw>(sql`
    select j.employer_id,
      percentile_cont(0.5) within group (order by extract(epoch from coalesce(a.answered_at, ${at}::timestamptz) - a.created_at) / 3600.0) as median_hours,
      count(a.answered_at) as answered
    from applications a join jobs j on j.id = a.job_id
    where j.employer_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      and a.created_at >= ${at}::timestamptz - make_interval(days => ${RESPONSE_TIME_WINDOW_DAYS})
      and a.created_at <= ${at}::timestamptz
      and (a.answered_at is not null or a.created_at <= ${at}::timestamptz - make_interval(days => ${ANSWER_REMINDER_AFTER_DAYS}))
    group by j.employer_id`);
  for (const row of result.rows)
    answers.set(Number(row.employer_id), responseTimeOf(row.median_hours === null ? null : Number(row.median_hours), Number(row.answered)));
  return answers;
}

/** One practice's figure (see responseTimesOf). */
export async function responseTimeOfPractice(db: Pick<Database, 'execute'>, employerId: number, now: Date): Promise<ResponseTime | null> {
  return (await responseTimesOf(db, [employerId], now)).get(employerId) ?? null;
}
