import { INTERVIEW_TYPES } from '@chairside/domain/hiring';
import { formatInZone } from '@chairside/domain/time-zones';
import type { AppContext } from '../../platform/context';
import type { RenderedEmail } from '../../platform/email/email-template';
import type { InterviewRow } from './interviews-repository';
import { interviewReminderEmail as reminderTemplate, interviewsTodayEmail as todayTemplate } from './interview-emails';
import { appLink } from '../applications/public-api';
import { findPostingAddress } from './posting-address-repository';

const whereLine = (row: InterviewRow) =>
  `${INTERVIEW_TYPES[row.type]}, ${formatInZone(new Date(row.interviewDate), row.timeZone)}, ${row.durationMinutes} minutes${row.location ? `, ${row.location}` : ''}.`;

/** The reminder a day or two hours before an interview, for one side (the applicant also gets the office address, unless the posting is confidential). */
export async function interviewReminderEmail(ctx: AppContext, row: InterviewRow, side: 'applicant' | 'practice', lead: '24h' | '2h'): Promise<RenderedEmail> {
  const forApplicant = side === 'applicant';
  return reminderTemplate.render({
    side,
    soon: lead === '24h' ? 'tomorrow' : 'in two hours',
    withWhom: forApplicant ? (row.isConfidential ? 'the practice (a confidential posting)' : row.practiceName) : row.name,
    jobTitle: row.jobTitle ?? 'a job',
    when: whereLine(row),
    officeAddress: forApplicant && !row.isConfidential ? await findPostingAddress(ctx.db, row.jobId) : null,
    notAnswered: forApplicant && row.status === 'PROPOSED',
    interviewsUrl: appLink(ctx, '/app/interviews'),
  });
}

/** A practice's summary of the day's interviews, in time order. */
export function interviewsTodayEmail(ctx: AppContext, rows: InterviewRow[]): RenderedEmail {
  return todayTemplate.render({
    count: `${rows.length} interview${rows.length === 1 ? '' : 's'} today`,
    lines: rows.map(
      (row) =>
        `${formatInZone(new Date(row.interviewDate), row.timeZone)}: ${row.name}, ${row.jobTitle ?? 'a posting'} (${INTERVIEW_TYPES[row.type]}, ${row.durationMinutes} minutes${row.location ? `, ${row.location}` : ''})`,
    ),
    interviewsUrl: appLink(ctx, '/app/interviews'),
  });
}
