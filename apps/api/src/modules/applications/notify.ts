import type { AppContext } from '../../platform/context';
import type { RenderedEmail } from '../../platform/email/email-template';
import type { MailAttachment, MailCalendar } from '../../platform/mailer';
import type { NoticeWriter } from '../../platform/notice-queue';

export { appLink } from '../../platform/app-link';

/**
 * Queues a hiring email in the transaction of the change it announces (tx): the change never
 * stands without its email, and a change rolled back sends nothing. The queue sends it.
 */
export async function notify(
  ctx: AppContext,
  tx: NoticeWriter,
  notice: { to: string; email: RenderedEmail; attachments?: MailAttachment[]; calendar?: MailCalendar },
): Promise<void> {
  await ctx.mailer.send({ to: notice.to, ...notice.email, attachments: notice.attachments, calendar: notice.calendar }, { tx });
}
