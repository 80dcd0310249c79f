import type { AppContext } from '../../platform/context';
import type { MailAttachment } from '../../platform/mailer';

/** Where a failed notice is reported (the request's logger). */
export type NoticeLog = { error: (details: object, message: string) => void };

/** One line, so a posting title cannot break the subject header. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The web address of an app screen, for links in email. */
export function appLink(ctx: AppContext, path: string): string {
  return `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;
}

/**
 * Sends a hiring email after the change is stored. The change stands if the mail server
 * fails: the failure is logged (without the address) and the caller still gets its answer.
 */
export async function notify(ctx: AppContext, log: NoticeLog, notice: { to: string; subject: string; lines: string[]; attachments?: MailAttachment[] }): Promise<void> {
  try {
    await ctx.mailer.send({ to: notice.to, subject: oneLine(notice.subject), text: notice.lines.join('\n'), attachments: notice.attachments });
  } catch (err) {
    log.error({ err, subject: oneLine(notice.subject) }, 'hiring email not sent');
  }
}
