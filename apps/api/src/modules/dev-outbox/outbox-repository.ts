import { desc, eq } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { outboxMessages } from '@chairside/db/schema';

export type OutboxMessage = { id: number; to: string; subject: string; text: string; createdAt: string };

/** The newest stored messages first; `to`: only those sent to that address. */
export async function listOutboxMessages(db: Database, limit: number, to?: string): Promise<OutboxMessage[]> {
  const rows = await db
    .select({
      id: outboxMessages.id,
      to: outboxMessages.toAddress,
      subject: outboxMessages.subject,
      text: outboxMessages.textBody,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .where(to === undefined ? undefined : eq(outboxMessages.toAddress, to))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}
