import { CLASSIFIED_TERM_DAYS, MY_CLASSIFIEDS_PATH, classifiedPath } from '@chairside/domain/classifieds';
import type { AppContext } from '../../platform/context';
import type { RenderedEmail } from '../../platform/email/email-template';
import type { ClassifiedRow } from './classifieds-repository';
import { classifiedApprovedEmail, classifiedRejectedEmail } from './classified-emails';

export { CLASSIFIED_APPROVED_SUBJECT, CLASSIFIED_REJECTED_SUBJECT } from './classified-emails';

/** Where a failed notice is reported (the request's logger). */
export type NoticeLog = { error: (details: object, message: string) => void };

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The email that tells the owner of a moderator's decision: the live page, or the reason and how to resubmit. */
export function reviewNoticeOf(publicUrl: string, listing: Pick<ClassifiedRow, 'id' | 'title' | 'status' | 'reviewNote'>, ownerName: string): RenderedEmail {
  const base = publicUrl.replace(/\/$/, '');
  const title = oneLine(listing.title);
  if (listing.status === 'APPROVED')
    return classifiedApprovedEmail.render({
      ownerName: oneLine(ownerName),
      title,
      termDays: CLASSIFIED_TERM_DAYS,
      listingUrl: `${base}${classifiedPath(listing.id, listing.title)}`,
      myListingsUrl: `${base}${MY_CLASSIFIEDS_PATH}`,
    });
  return classifiedRejectedEmail.render({
    ownerName: oneLine(ownerName),
    title,
    reason: listing.reviewNote,
    editUrl: `${base}${MY_CLASSIFIEDS_PATH}/${listing.id}/edit`,
  });
}

/**
 * Emails the owner after the decision is stored. The decision stands if the mail server fails:
 * the failure is logged (without the address).
 */
export async function sendReviewNotice(
  ctx: AppContext,
  log: NoticeLog | undefined,
  listing: Pick<ClassifiedRow, 'id' | 'title' | 'status' | 'reviewNote'>,
  owner: { email: string; name: string },
) {
  try {
    await ctx.mailer.send({ to: owner.email, ...reviewNoticeOf(ctx.config.PUBLIC_URL, listing, owner.name) });
  } catch (err) {
    log?.error({ err, classifiedId: listing.id }, 'classified review email not sent');
  }
}
