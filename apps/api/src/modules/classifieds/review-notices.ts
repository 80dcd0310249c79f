import { CLASSIFIED_TERM_DAYS, MY_CLASSIFIEDS_PATH, classifiedPath } from '@chairside/domain/classifieds';
import type { AppContext } from '../../platform/context';
import type { ClassifiedRow } from './classifieds-repository';

export const CLASSIFIED_APPROVED_SUBJECT = 'Your classified listing is live';
export const CLASSIFIED_REJECTED_SUBJECT = 'Your classified listing was not approved';

/** Where a failed notice is reported (the request's logger). */
export type NoticeLog = { error: (details: object, message: string) => void };

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The email that tells the owner of a moderator's decision: the live page, or the reason and how to resubmit. */
export function reviewNoticeOf(publicUrl: string, listing: Pick<ClassifiedRow, 'id' | 'title' | 'status' | 'reviewNote'>, ownerName: string) {
  const base = publicUrl.replace(/\/$/, '');
  const title = oneLine(listing.title);
  const greeting = `Hello ${oneLine(ownerName)},`;
  if (listing.status === 'APPROVED')
    return {
      subject: CLASSIFIED_APPROVED_SUBJECT,
      text: [
        greeting,
        '',
        `Your listing "${title}" has been approved and is shown on Chairside for the next ${CLASSIFIED_TERM_DAYS} days.`,
        '',
        `See it: ${base}${classifiedPath(listing.id, listing.title)}`,
        '',
        `Edit, renew or delete your listings: ${base}${MY_CLASSIFIEDS_PATH}`,
        '',
      ].join('\n'),
    };
  return {
    subject: CLASSIFIED_REJECTED_SUBJECT,
    text: [
      greeting,
      '',
      `Your listing "${title}" was reviewed and is not shown on Chairside.`,
      ...(listing.reviewNote ? ['', `The reason from our team: ${listing.reviewNote}`] : []),
      '',
      `Edit it and save, and it goes back for review: ${base}${MY_CLASSIFIEDS_PATH}/${listing.id}/edit`,
      '',
    ].join('\n'),
  };
}

/**
 * Emails the owner after the decision is stored. The decision stands if the mail server fails:
 * the failure is logged (without the address).
 */
export async function sendReviewNotice(ctx: AppContext, log: NoticeLog | undefined, listing: Pick<ClassifiedRow, 'id' | 'title' | 'status' | 'reviewNote'>, owner: { email: string; name: string }) {
  const notice = reviewNoticeOf(ctx.config.PUBLIC_URL, listing, owner.name);
  try {
    await ctx.mailer.send({ to: owner.email, subject: notice.subject, text: notice.text });
  } catch (err) {
    log?.error({ err, classifiedId: listing.id }, 'classified review email not sent');
  }
}
