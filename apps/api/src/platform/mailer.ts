import nodemailer from 'nodemailer';
import type { Database } from '@chairside/db/client';
import { outboxMessages } from '@chairside/db/schema';

/** A file sent with a message, as text (a calendar invitation: text/calendar; method=REQUEST). */
export type MailAttachment = { filename: string; contentType: string; content: string };
/** headers: extra headers such as List-Unsubscribe (alert emails), sent and kept with the message. */
export type MailMessage = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[]; headers?: Record<string, string> };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * Mail goes through nodemailer. Every message is kept in the outbox table; with SMTP_URL
 * it is also delivered by that server, otherwise the outbox is the only transport. Attachments
 * (text files such as calendar invitations) are sent and kept with the message.
 */
export function createMailer(db: Database, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
      await db.insert(outboxMessages).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        attachments: message.attachments?.length ? message.attachments : null,
        headers: message.headers && Object.keys(message.headers).length ? message.headers : null,
        transport: options.smtpUrl ? 'smtp' : 'outbox',
      });
    },
  };
}
