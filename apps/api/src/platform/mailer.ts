import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@chairside/db/client';
import { outboxMessages } from '@chairside/db/schema';
import type { Clock } from './clock';
import { senderDomain } from './mail-sender';
import { noticeKind, type NoticeQueue, type NoticeWriter } from './notice-queue';

/** A file sent with a message, as text. */
export type MailAttachment = { filename: string; contentType: string; content: string };
/**
 * A calendar invitation (METHOD:REQUEST) or cancellation (METHOD:CANCEL) as iTIP over email
 * (RFC 6047): content is the iCalendar text, whose METHOD is this method.
 */
export type MailCalendar = { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
/**
 * html and text: the two parts of one email, rendered from one template (platform/email, ADR 79).
 * calendar: sent as an inline text/calendar part beside them (mail programs show Accept and
 * Decline, or remove the event) and as the same file attached (ADR 101).
 * headers: extra headers such as List-Unsubscribe (alert emails), sent and kept with the message.
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  calendar?: MailCalendar;
  headers?: Record<string, string>;
};
/**
 * tx: the transaction of the change the message announces (rolled back, no message); the
 * database itself when left out. key: names the message once and for all (`password-reset:42`),
 * so a second send with the key writes nothing.
 */
export type SendOptions = { tx?: NoticeWriter; key?: string };
/** Answers false when a message with the key was written before. */
export type Mailer = { send: (message: MailMessage, options?: SendOptions) => Promise<boolean> };

/**
 * Handing one message to the mail server: retried soon (a server back up is used within a minute),
 * for about an hour before the notice is dead. Held two minutes when claimed: an attempt ends
 * within its SMTP timeouts, well before, and a process killed mid-send leaves it for two minutes only.
 */
export const MAIL_NOTICE = noticeKind('mail', z.object({ outboxId: z.number().int().positive() }), {
  maxAttempts: 60,
  backoffMs: 10_000,
  maxBackoffMs: 60_000,
  leaseMs: 2 * 60_000,
});

/** A mail server that does not answer by then is given up on for this attempt (the queue tries again). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Mail leaves through the notice queue (ADR 77). send() writes the message to the outbox table
 * and a `mail` notice for it, in the caller's transaction, and returns: no request or task
 * waits for a mail server. The notice's handler hands the message to SMTP_URL's server (or,
 * without one, the outbox is the transport) and marks it sent; a server that is down is tried
 * again with the queue's back-off. Every attempt of a message carries the same Message-ID, so a
 * repeat after a crash between the server's answer and the mark is recognisably the same mail.
 */
export function createMailer(deps: { db: Database; notices: NoticeQueue; clock: Clock; smtpUrl?: string; from: string }): Mailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport({ url: deps.smtpUrl, ...SMTP_TIMEOUTS }) : null;
  const messageDomain = senderDomain(deps.from) ?? 'chairside.local';

  deps.notices.handle(MAIL_NOTICE, async (notice) => {
    const [message] = await deps.db.select().from(outboxMessages).where(eq(outboxMessages.id, notice.payload.outboxId));
    if (!message || message.sentAt) return;
    if (transport)
      await transport.sendMail({
        from: deps.from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody ?? undefined,
        attachments: message.attachments ?? undefined,
        // Nodemailer writes it as the text/calendar; method=… alternative of the text and HTML, and attaches it.
        icalEvent: message.calendar ?? undefined,
        headers: message.headers ?? undefined,
        messageId: `<notice-${notice.id}@${messageDomain}>`,
      });
    await deps.db.update(outboxMessages).set({ sentAt: deps.clock.now() }).where(eq(outboxMessages.id, message.id));
  });

  const write = async (tx: NoticeWriter, message: MailMessage, key: string | undefined) => {
    const [row] = await tx
      .insert(outboxMessages)
      .values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        attachments: message.attachments?.length ? message.attachments : null,
        calendar: message.calendar ?? null,
        headers: message.headers && Object.keys(message.headers).length ? message.headers : null,
        transport: transport ? 'smtp' : 'outbox',
        noticeKey: key ?? null,
      })
      .onConflictDoNothing({ target: outboxMessages.noticeKey })
      .returning({ id: outboxMessages.id });
    if (!row) return false;
    await deps.notices.enqueue(tx, { kind: MAIL_NOTICE, key: `mail:${key ?? `outbox-${row.id}`}`, payload: { outboxId: row.id } });
    return true;
  };

  return {
    send: (message, options = {}) => (options.tx ? write(options.tx, message, options.key) : deps.db.transaction((tx) => write(tx, message, options.key))),
  };
}
