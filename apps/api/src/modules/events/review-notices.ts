import { eventPath } from '@chairside/domain/community-events';
import type { AppContext } from '../../platform/context';
import type { EventRow } from './events-repository';

export const EVENT_APPROVED_SUBJECT = 'Your event is on Chairside';
export const EVENT_REJECTED_SUBJECT = 'Your event was not approved';

/** Where a failed notice is reported (the request's logger). */
export type NoticeLog = { error: (details: object, message: string) => void };

type ReviewedEvent = Pick<EventRow, 'id' | 'title' | 'status' | 'reviewNote'>;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The email that tells the submitter of a moderator's decision: the public page, or the reason and how to resubmit. */
export function eventReviewNoticeOf(publicUrl: string, event: ReviewedEvent, submitterName: string) {
  const base = publicUrl.replace(/\/$/, '');
  const title = oneLine(event.title);
  const greeting = `Hello ${oneLine(submitterName)},`;
  if (event.status === 'APPROVED')
    return {
      subject: EVENT_APPROVED_SUBJECT,
      text: [greeting, '', `Your event "${title}" has been approved and is shown on the Chairside events pages.`, '', `See it: ${base}${eventPath(event.id, event.title)}`, ''].join('\n'),
    };
  return {
    subject: EVENT_REJECTED_SUBJECT,
    text: [
      greeting,
      '',
      `Your event "${title}" was reviewed and is not shown on Chairside.`,
      ...(event.reviewNote ? ['', `The reason from our team: ${event.reviewNote}`] : []),
      '',
      `Edit it and save, and it goes back for review: ${base}/app/events/${event.id}/edit`,
      '',
    ].join('\n'),
  };
}

/** Emails the submitter after the decision is stored; a mail failure is logged (without the address), the decision stands. */
export async function sendEventReviewNotice(ctx: AppContext, log: NoticeLog | undefined, event: ReviewedEvent, submitter: { email: string; name: string }) {
  const notice = eventReviewNoticeOf(ctx.config.PUBLIC_URL, event, submitter.name);
  try {
    await ctx.mailer.send({ to: submitter.email, subject: notice.subject, text: notice.text });
  } catch (err) {
    log?.error({ err, eventId: event.id }, 'event review email not sent');
  }
}
