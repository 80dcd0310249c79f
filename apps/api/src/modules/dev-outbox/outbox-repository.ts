import { desc } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { outboxMessages } from '@chairside/db/schema';

export type OutboxMessage = { id: number; to: string; subject: string; text: string; createdAt: string };

/** The newest stored messages first. */
export async function listOutboxMessages(db: Database, limit: number): Promise<OutboxMessage[]> {
  const rows = await db
    .select({
      id: outboxMessages.id,
      to: outboxMessages.toAddress,
      subject: outboxMessages.subject,
      text: outboxMessages.textBody,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}
