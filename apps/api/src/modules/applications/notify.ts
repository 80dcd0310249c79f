import type { AppContext } from '../../platform/context';
import type { RenderedEmail } from '../../platform/email/email-template';
import type { MailAttachment } from '../../platform/mailer';
import type { NoticeWriter } from '../../platform/notice-queue';

/** The web address of an app screen, for links in email. */
export function appLink(ctx: AppContext, path: string): string {
  return `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;
}

/**
 * Queues a hiring email in the transaction of the change it announces (tx): the change never
 * stands without its email, and a change rolled back sends nothing. The queue sends it.
 */
export async function notify(ctx: AppContext, tx: NoticeWriter, notice: { to: string; email: RenderedEmail; attachments?: MailAttachment[] }): Promise<void> {
  await ctx.mailer.send({ to: notice.to, ...notice.email, attachments: notice.attachments }, { tx });
}
