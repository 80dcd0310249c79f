import { desc, eq } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { outboxMessages, smsMessages } from '@chairside/db/schema';

/** attachments: the files the email carries (a calendar invitation among them, as its .ics file), by name and type. */
export type OutboxMessage = {
  id: number;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string }[];
  createdAt: string;
};

/** The newest stored messages first; `to`: only those sent to that address. */
export async function listOutboxMessages(db: Database, limit: number, to?: string): Promise<OutboxMessage[]> {
  const rows = await db
    .select({
      id: outboxMessages.id,
      to: outboxMessages.toAddress,
      subject: outboxMessages.subject,
      text: outboxMessages.textBody,
      files: outboxMessages.attachments,
      calendar: outboxMessages.calendar,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .where(to === undefined ? undefined : eq(outboxMessages.toAddress, to))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
  return rows.map(({ files, calendar, ...row }) => ({
    ...row,
    attachments: [
      ...(files ?? []).map((file) => ({ filename: file.filename, contentType: file.contentType })),
      ...(calendar ? [{ filename: calendar.filename, contentType: `text/calendar; method=${calendar.method}` }] : []),
    ],
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

export type OutboxText = {
  id: number;
  to: string | null;
  body: string;
  purpose: string;
  kind: string | null;
  status: string;
  detail: string | null;
  createdAt: string;
  sentAt: string | null;
};

/** The newest texts first (each with how it ended: sent, waiting, skipped and why); `to`: only those to that number (E.164). */
export async function listOutboxTexts(db: Database, limit: number, to?: string): Promise<OutboxText[]> {
  const rows = await db
    .select({
      id: smsMessages.id,
      to: smsMessages.toPhone,
      body: smsMessages.body,
      purpose: smsMessages.purpose,
      kind: smsMessages.kind,
      status: smsMessages.status,
      detail: smsMessages.detail,
      createdAt: smsMessages.createdAt,
      sentAt: smsMessages.sentAt,
    })
    .from(smsMessages)
    .where(to === undefined ? undefined : eq(smsMessages.toPhone, to))
    .orderBy(desc(smsMessages.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null }));
}
