import { eventPath } from '@chairside/domain/community-events';
import type { AppContext } from '../../platform/context';
import type { RenderedEmail } from '../../platform/email/email-template';
import type { EventRow } from './events-repository';
import { eventApprovedEmail, eventRejectedEmail } from './event-emails';

export { EVENT_APPROVED_SUBJECT, EVENT_REJECTED_SUBJECT } from './event-emails';

/** Where a failed notice is reported (the request's logger). */
export type NoticeLog = { error: (details: object, message: string) => void };

type ReviewedEvent = Pick<EventRow, 'id' | 'title' | 'status' | 'reviewNote'>;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The email that tells the submitter of a moderator's decision: the public page, or the reason and how to resubmit. */
export function eventReviewNoticeOf(publicUrl: string, event: ReviewedEvent, submitterName: string): RenderedEmail {
  const base = publicUrl.replace(/\/$/, '');
  const title = oneLine(event.title);
  if (event.status === 'APPROVED')
    return eventApprovedEmail.render({ submitterName: oneLine(submitterName), title, eventUrl: `${base}${eventPath(event.id, event.title)}` });
  return eventRejectedEmail.render({ submitterName: oneLine(submitterName), title, reason: event.reviewNote, editUrl: `${base}/app/events/${event.id}/edit` });
}

/** Emails the submitter after the decision is stored; a mail failure is logged (without the address), the decision stands. */
export async function sendEventReviewNotice(ctx: AppContext, log: NoticeLog | undefined, event: ReviewedEvent, submitter: { email: string; name: string }) {
  try {
    await ctx.mailer.send({ to: submitter.email, ...eventReviewNoticeOf(ctx.config.PUBLIC_URL, event, submitter.name) });
  } catch (err) {
    log?.error({ err, eventId: event.id }, 'event review email not sent');
  }
}
