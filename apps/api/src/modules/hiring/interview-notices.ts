import { INTERVIEW_TYPES, type Interview } from '@chairside/domain/hiring';
import { RESPONSE_WORDS } from '@chairside/domain/interview-answers';
import { interviewCalendar, interviewEventText, interviewUid, type CalendarMethod } from '@chairside/domain/interview-calendar';
import { formatInZone } from '@chairside/domain/time-zones';
import type { AppContext } from '../../platform/context';
import type { MailAttachment } from '../../platform/mailer';
import { findAccountById, type InterviewRow } from './hiring-repository';
import { appLink, notify, type NoticeLog } from './notify';
import { queuePushNotice } from '../push/public-api';

const WHAT = {
  proposed: { subject: 'Interview proposed', verb: 'proposes an interview', practiceVerb: 'You proposed an interview' },
  changed: { subject: 'Interview changed', verb: 'changed your interview', practiceVerb: 'You changed the interview' },
  cancelled: { subject: 'Interview cancelled', verb: 'cancelled your interview', practiceVerb: 'You cancelled the interview' },
} as const;
export type InterviewNotice = keyof typeof WHAT;

/** The address of the sender (MAIL_FROM 'Chairside <no-reply@…>'): the organizer of calendar invitations. */
function senderAddress(ctx: AppContext): string {
  const from = ctx.config.MAIL_FROM;
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

function publicHost(ctx: AppContext): string {
  return new URL(ctx.config.PUBLIC_URL).hostname;
}

/** When, how long and where, with the office's time zone named: 'Wed, Dec 2, 10:30 AM CST'. */
function whenLine(interview: Interview): string {
  return `${INTERVIEW_TYPES[interview.type]}, ${formatInZone(interview.interviewDate, interview.timeZone)}, ${interview.durationMinutes} minutes${interview.location ? `, ${interview.location}` : ''}.`;
}

/**
 * The calendar invitation for one side: METHOD:REQUEST for a proposed or changed interview,
 * METHOD:CANCEL for a cancelled one; the same UID for both sides and every version.
 */
function calendarAttachment(
  ctx: AppContext,
  interview: Interview,
  viewer: 'applicant' | 'practice',
  applicant: { name: string; email: string },
  what: InterviewNotice,
): MailAttachment {
  const method: CalendarMethod = what === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const text = interviewEventText(interview, viewer, appLink(ctx, '/app/interviews'));
  const organizerName = viewer === 'applicant' && (interview.isConfidential || !interview.practice) ? 'Chairside' : (interview.practice?.name ?? 'Chairside');
  return {
    filename: what === 'cancelled' ? 'interview-cancelled.ics' : 'interview.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: interviewCalendar({
      method,
      uid: interviewUid(interview.id, publicHost(ctx)),
      sequence: interview.sequence,
      start: interview.interviewDate,
      durationMinutes: interview.durationMinutes,
      summary: text.summary,
      description: text.description,
      location: interview.location,
      stamp: ctx.clock.now(),
      confirmed: interview.status === 'CONFIRMED',
      organizer: { name: organizerName, email: senderAddress(ctx) },
      attendee: applicant,
    }),
  };
}

/**
 * Tells the applicant about a new, changed or cancelled interview (the time in the office's
 * zone, named), with the calendar invitation; the practice gets its own copy of the invitation.
 * A confidential posting's practice is not named to the applicant; the place and notes it wrote are.
 */
export async function tellApplicant(ctx: AppContext, log: NoticeLog, applicantId: number, interview: Interview, what: InterviewNotice, practiceEmail?: string): Promise<void> {
  const applicant = await findAccountById(ctx.db, applicantId);
  if (!applicant) return;
  const title = interview.jobTitle ?? 'a job';
  const person = { name: applicant.name, email: applicant.email };
  await notify(ctx, log, {
    to: applicant.email,
    subject: `${WHAT[what].subject}: ${title}`,
    lines: [
      `Hello ${applicant.name},`,
      '',
      interview.isConfidential || !interview.practice
        ? `The practice ${WHAT[what].verb} for ${title} (a confidential posting: the practice is not named).`
        : `${interview.practice.name} ${WHAT[what].verb} for ${title}.`,
      whenLine(interview),
      ...(interview.notes && what !== 'cancelled' ? ['', interview.notes] : []),
      '',
      ...(what === 'cancelled' ? ['The calendar invitation attached removes it from your calendar.'] : ['Accept, decline or ask for another time on your interviews page; the attached invitation adds it to your calendar.']),
      `Your interviews: ${appLink(ctx, '/app/interviews')}`,
    ],
    attachments: [calendarAttachment(ctx, interview, 'applicant', person, what)],
  });
  await queuePushNotice(ctx, applicantId, 'interviews', { title: `${WHAT[what].subject}: ${title}`, body: whenLine(interview), url: '/app/interviews' });
  if (!practiceEmail) return;
  await notify(ctx, log, {
    to: practiceEmail,
    subject: `${WHAT[what].subject}: ${interview.name}, ${title}`,
    lines: [
      `${WHAT[what].practiceVerb} with ${interview.name} for ${title}.`,
      whenLine(interview),
      '',
      `Interviews: ${appLink(ctx, '/app/interviews')}`,
    ],
    attachments: [calendarAttachment(ctx, interview, 'practice', person, what)],
  });
}

/** Tells the practice the job seeker's answer (accepted, declined, asks for another time with the message). */
export async function tellPracticeOfAnswer(ctx: AppContext, log: NoticeLog, row: InterviewRow, interview: Interview): Promise<void> {
  if (!interview.response) return;
  const title = interview.jobTitle ?? 'a job';
  const words = RESPONSE_WORDS[interview.response];
  await notify(ctx, log, {
    to: row.practiceEmail,
    subject: `${interview.name} ${words}: ${title}`,
    lines: [
      `${interview.name} ${words} the interview for ${title}.`,
      whenLine(interview),
      ...(interview.responseMessage ? ['', `${interview.name} wrote:`, interview.responseMessage] : []),
      '',
      interview.response === 'NEW_TIME' ? `Change the time on your interviews page: ${appLink(ctx, '/app/interviews')}` : `Interviews: ${appLink(ctx, '/app/interviews')}`,
    ],
  });
}
