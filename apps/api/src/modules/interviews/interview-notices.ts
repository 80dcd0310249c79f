import type { Database } from '@chairside/db/client';
import { INTERVIEW_TYPES, type Interview } from '@chairside/domain/hiring';
import { RESPONSE_WORDS } from '@chairside/domain/interview-answers';
import { interviewCalendar, interviewEventText, interviewUid, type CalendarMethod } from '@chairside/domain/interview-calendar';
import { formatInZone } from '@chairside/domain/time-zones';
import type { AppContext } from '../../platform/context';
import { senderAddress } from '../../platform/mail-sender';
import type { MailCalendar } from '../../platform/mailer';
import { appLink, findAccountById, notify } from '../applications/public-api';
import type { InterviewRow } from './interviews-repository';
import { interviewAnswerEmail, interviewToApplicantEmails, interviewToPracticeEmails } from './interview-emails';
import { findPostingAddress } from './posting-address-repository';
import { queuePushNotice } from '../push/public-api';

const PUSH_TITLE = { proposed: 'Interview proposed', changed: 'Interview changed', cancelled: 'Interview canceled' } as const;
export type InterviewNotice = keyof typeof PUSH_TITLE;

/** The address of the sender (MAIL_FROM 'Chairside <no-reply@…>'): the organizer of calendar invitations. */
const organizerAddress = (ctx: AppContext) => senderAddress(ctx.config.MAIL_FROM) ?? ctx.config.MAIL_FROM.trim();

function publicHost(ctx: AppContext): string {
  return new URL(ctx.config.PUBLIC_URL).hostname;
}

/** When, how long and where, with the office's time zone named: 'Wed, Dec 2, 10:30 AM CST'. */
export function whenLine(interview: Interview): string {
  return `${INTERVIEW_TYPES[interview.type]}, ${formatInZone(interview.interviewDate, interview.timeZone)}, ${interview.durationMinutes} minutes${interview.location ? `, ${interview.location}` : ''}.`;
}

/**
 * The calendar invitation for one side: METHOD:REQUEST for a proposed or changed interview,
 * METHOD:CANCEL for a cancelled one; the same UID for both sides and every version, the
 * SEQUENCE one higher with each change and the cancellation. The mailer sends it as the
 * email's inline text/calendar part (mail programs show Accept and Decline) and attached (ADR 101).
 */
export function interviewInvitation(
  ctx: AppContext,
  interview: Interview,
  viewer: 'applicant' | 'practice',
  applicant: { name: string; email: string },
  what: InterviewNotice,
): MailCalendar {
  const method: Exclude<CalendarMethod, 'PUBLISH'> = what === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const text = interviewEventText(interview, viewer, appLink(ctx, '/app/interviews'));
  const organizerName = viewer === 'applicant' && (interview.isConfidential || !interview.practice) ? 'Chairside' : (interview.practice?.name ?? 'Chairside');
  return {
    method,
    filename: what === 'cancelled' ? 'interview-cancelled.ics' : 'interview.ics',
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
      organizer: { name: organizerName, email: organizerAddress(ctx) },
      attendee: applicant,
    }),
  };
}

/**
 * Tells the applicant about a new, changed or cancelled interview (the time in the office's
 * zone, named), with the calendar invitation; the practice gets its own copy of the invitation.
 * A confidential posting's practice is not named to the applicant; the place and notes it wrote are.
 * db: the transaction of the change, which the emails and the push notice join.
 */
export async function tellApplicant(
  ctx: AppContext,
  db: Database,
  applicantId: number,
  interview: Interview,
  what: InterviewNotice,
  practiceEmail?: string,
): Promise<void> {
  const applicant = await findAccountById(db, applicantId);
  if (!applicant) return;
  const title = interview.jobTitle ?? 'a job';
  const person = { name: applicant.name, email: applicant.email };
  const practiceName = interview.isConfidential || !interview.practice ? null : interview.practice.name;
  const interviewsUrl = appLink(ctx, '/app/interviews');
  await notify(ctx, db, {
    to: applicant.email,
    email: interviewToApplicantEmails[what].render({
      applicantName: applicant.name,
      jobTitle: title,
      practiceName,
      officeAddress: practiceName ? await findPostingAddress(db, interview.jobId) : null,
      when: whenLine(interview),
      notes: interview.notes,
      interviewsUrl,
    }),
    calendar: interviewInvitation(ctx, interview, 'applicant', person, what),
  });
  await queuePushNotice(
    ctx,
    applicantId,
    'interviews',
    { title: `${PUSH_TITLE[what]}: ${title}`, body: whenLine(interview), url: '/app/interviews' },
    { tx: db },
  );
  if (!practiceEmail) return;
  await notify(ctx, db, {
    to: practiceEmail,
    email: interviewToPracticeEmails[what].render({ applicantName: interview.name, jobTitle: title, when: whenLine(interview), interviewsUrl }),
    calendar: interviewInvitation(ctx, interview, 'practice', person, what),
  });
}

/** Tells the practice the job seeker's answer (accepted, declined, asks for another time with the message), in the answer's transaction (db). */
export async function tellPracticeOfAnswer(ctx: AppContext, db: Database, row: InterviewRow, interview: Interview): Promise<void> {
  if (!interview.response) return;
  const title = interview.jobTitle ?? 'a job';
  const words = RESPONSE_WORDS[interview.response];
  await notify(ctx, db, {
    to: row.practiceEmail,
    email: interviewAnswerEmail.render({
      applicantName: interview.name,
      words,
      asksNewTime: interview.response === 'NEW_TIME',
      jobTitle: title,
      when: whenLine(interview),
      message: interview.responseMessage,
      interviewsUrl: appLink(ctx, '/app/interviews'),
    }),
  });
}
