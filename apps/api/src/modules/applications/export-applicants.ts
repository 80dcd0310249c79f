// The practice's applicants as a CSV file (ADR 112): one posting's or every posting's, written by
// csv-stringify with every cell a spreadsheet could run as a formula neutralised.
import { spreadsheetCsv, type CsvFile } from '../../platform/spreadsheet-csv';
import { sql } from 'drizzle-orm';
import { APPLICANT_CSV_COLUMNS, APPLICANT_EXPORT_MAX, practiceStageLabel } from '@chairside/domain/no-ghosting';
import { positionLabel } from '@chairside/domain/positions';
import { FALLBACK_TIME_ZONE } from '@chairside/domain/time-zones';
import type { AppContext } from '../../platform/context';
import { jobScopeCondition, outOfScope, type JobScope } from '../../platform/team-access';
import { requireEmployerAccount } from './require-accounts';
import { requireOwnJob } from './require-own-job';

type ExportRaw = {
  job_id: string | number;
  job_title: string | null;
  username: string;
  name: string;
  email: string;
  phone: string | null;
  position: string | null;
  city: string | null;
  state: string | null;
  applied_on: string;
  reviewed_date: string | null;
  feedback_reasons: string[] | string | null;
  feedback_message: string | null;
  opinion: string | null;
  message: string | null;
  answered: boolean;
  not_selected: boolean;
  hired: boolean;
  has_interview: boolean;
};

/** PostgreSQL text[] as node-postgres or PGlite hand it over. */
const asList = (value: ExportRaw['feedback_reasons']): string[] => {
  if (Array.isArray(value)) return value;
  if (!value || value === '{}') return [];
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .map((item) => item.replace(/^"|"$/g, ''));
};

const OPINION_WORDS: Record<string, string> = { LIKED: 'Liked', DISLIKED: 'Disliked' };

/** The file's name: applicants-{jobId}-{day}.csv or applicants-all-{day}.csv. */
export function exportFileName(jobId: number | undefined, now: Date): string {
  return `applicants-${jobId ?? 'all'}-${now.toISOString().slice(0, 10)}.csv`;
}

/** The CSV text (with a byte-order mark, so spreadsheets read the names' accents), every cell neutralised and quoted. */
export function applicantsCsv(rows: string[][]): string {
  return spreadsheetCsv(APPLICANT_CSV_COLUMNS, rows);
}

/**
 * GET users/employers/{id}/applications.csv[?jobId]: the applicants of one of the practice's
 * postings (another practice's: 404) or of all of them, newest first, up to APPLICANT_EXPORT_MAX
 * rows. Days are the posting office's calendar days. A member limited to offices or postings gets
 * theirs only (ADR 127).
 */
export async function exportApplicants(ctx: AppContext, username: string, jobId: number | undefined, scope?: JobScope): Promise<CsvFile> {
  const employer = await requireEmployerAccount(ctx, username);
  const within = jobScopeCondition(scope);
  if (jobId !== undefined) {
    await requireOwnJob(ctx, employer.id, jobId);
    const reached = await ctx.db.execute(sql`select 1 from jobs j where j.id = ${jobId} and ${within}`);
    if (reached.rows.length === 0) throw outOfScope();
  }
  const zone = sql`coalesce((select zc.time_zone from zip_codes zc where zc.zip = j.zip), ${FALLBACK_TIME_ZONE})`;
  const result = await ctx.db.execute<ExportRaw>(sql`
    select j.id as job_id, j.name as job_title, u.username, u.name, u.email, p.phone, u.position, u.city, u.state,
      to_char(a.created_at at time zone ${zone}, 'YYYY-MM-DD') as applied_on,
      to_char(a.reviewed_date, 'YYYY-MM-DD') as reviewed_date,
      a.feedback_reasons, a.feedback_message, cr.opinion, a.message,
      a.answered_at is not null as answered,
      a.not_selected_at is not null as not_selected,
      (exists (select 1 from interviews i join interview_outcomes o on o.interview_id = i.id where i.application_id = a.id and o.outcome = 'HIRED')
        or exists (select 1 from job_dates d where d.job_id = a.job_id and d.booked_user_id = a.user_id)) as hired,
      exists (select 1 from interviews i where i.application_id = a.id and i.status not in ('CANCELED', 'DECLINED')) as has_interview
    from applications a
    join jobs j on j.id = a.job_id
    join users u on u.id = a.user_id
    left join staff_profiles p on p.user_id = u.id
    left join candidate_records cr on cr.employer_id = j.employer_id and cr.user_id = a.user_id
    where j.employer_id = ${employer.id} and ${within} ${jobId === undefined ? sql`` : sql`and a.job_id = ${jobId}`}
    order by a.created_at desc, a.id desc
    limit ${APPLICANT_EXPORT_MAX}`);
  const rows = result.rows.map((row) => {
    const reasons = asList(row.feedback_reasons);
    return [
      row.job_title ?? '',
      String(row.job_id),
      row.name,
      row.username,
      row.email,
      row.phone ?? '',
      row.position ? positionLabel(row.position) : '',
      row.city ?? '',
      row.state ?? '',
      row.applied_on,
      row.reviewed_date ?? '',
      practiceStageLabel({
        hired: row.hired,
        notSelected: row.not_selected,
        feedbackReasons: reasons,
        hasInterview: row.has_interview,
        answered: row.answered,
        reviewed: row.reviewed_date !== null,
      }),
      row.opinion ? (OPINION_WORDS[row.opinion] ?? '') : '',
      [reasons.join('; '), row.feedback_message ?? ''].filter(Boolean).join(' - '),
      row.message ?? '',
    ];
  });
  return { csv: applicantsCsv(rows), fileName: exportFileName(jobId, ctx.clock.now()) };
}
