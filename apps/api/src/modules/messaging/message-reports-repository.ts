import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { conversationMessages, conversations, jobs, messageReports, users } from '@chairside/db/schema';
import type { MessageReport } from '@chairside/domain/messaging';

const asIso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();
const CONTEXT_BEFORE = 4;
const CONTEXT_AFTER = 2;

type RawReport = {
  id: string | number;
  message_id: string | number;
  conversation_id: string | number;
  reporter: string;
  sender: string;
  sender_name: string;
  sender_role: 'employer' | 'staff';
  sender_blocked: boolean;
  job_id: string | number;
  job_name: string | null;
  body: string;
  reason: string | null;
  created_at: string | Date;
};
type RawContext = { id: string | number; conversation_id: string | number; sender: string; body: string; created_at: string | Date; around: string | number };

/**
 * Open reports, oldest first, each with who sent and reported the message, the posting the
 * conversation is about, and the messages around it (up to 4 before, 2 after) for context.
 */
export async function listOpenReportsWithContext(db: Database, limit: number): Promise<MessageReport[]> {
  const reports = await db.execute<RawReport>(sql`
    select r.id, r.message_id, m.conversation_id, ru.username as reporter, su.username as sender, su.name as sender_name, su.role as sender_role,
           su.messaging_blocked_at is not null as sender_blocked, c.job_id, j.name as job_name, m.body, r.reason, r.created_at
    from ${messageReports} r
    join ${conversationMessages} m on m.id = r.message_id
    join ${conversations} c on c.id = m.conversation_id
    join ${jobs} j on j.id = c.job_id
    join ${users} ru on ru.id = r.reporter_user_id
    join ${users} su on su.id = m.sender_user_id
    where r.status = 'OPEN' order by r.created_at asc, r.id asc limit ${limit}`);
  if (reports.rows.length === 0) return [];
  const messageIds = reports.rows.map((row) => Number(row.message_id));
  // Context: for each reported message, its neighbours in the conversation by id (one query).
  const context = await db.execute<RawContext>(sql`
    select n.id, n.conversation_id, u.username as sender, n.body, n.created_at, reported.id as around
    from ${conversationMessages} reported
    cross join lateral (
      (select * from ${conversationMessages} b where b.conversation_id = reported.conversation_id and b.id <= reported.id order by b.id desc limit ${CONTEXT_BEFORE + 1})
      union all
      (select * from ${conversationMessages} a where a.conversation_id = reported.conversation_id and a.id > reported.id order by a.id asc limit ${CONTEXT_AFTER})
    ) n
    join ${users} u on u.id = n.sender_user_id
    where reported.id in (${sql.join(
      messageIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by n.id asc`);
  return reports.rows.map((row) => ({
    id: Number(row.id),
    messageId: Number(row.message_id),
    conversationId: Number(row.conversation_id),
    reporter: row.reporter,
    sender: row.sender,
    message: row.body,
    reason: row.reason,
    reportedAt: asIso(row.created_at),
    senderName: row.sender_name,
    senderRole: row.sender_role,
    senderBlocked: Boolean(row.sender_blocked),
    job: { id: Number(row.job_id), name: row.job_name },
    context: context.rows
      .filter((each) => Number(each.around) === Number(row.message_id))
      .map((each) => ({
        id: Number(each.id),
        sender: each.sender,
        message: each.body,
        sentAt: asIso(each.created_at),
        reported: Number(each.id) === Number(row.message_id),
      })),
  }));
}

/** An open report with the sender of the reported message, locked; null when missing or already closed. */
export async function lockOpenReport(tx: Database, reportId: number): Promise<{ id: number; senderUserId: number } | null> {
  const [row] = await tx
    .select({ id: messageReports.id, senderUserId: conversationMessages.senderUserId })
    .from(messageReports)
    .innerJoin(conversationMessages, eq(conversationMessages.id, messageReports.messageId))
    .where(and(eq(messageReports.id, reportId), eq(messageReports.status, 'OPEN')))
    .for('update', { of: messageReports })
    .limit(1);
  return row ?? null;
}

export async function reportExists(db: Database, reportId: number): Promise<boolean> {
  const [row] = await db.select({ id: messageReports.id }).from(messageReports).where(eq(messageReports.id, reportId)).limit(1);
  return Boolean(row);
}

/** Closes reports (only open ones); answers how many closed. */
export async function closeReports(tx: Database, reportIds: number[]): Promise<number> {
  if (reportIds.length === 0) return 0;
  const rows = await tx
    .update(messageReports)
    .set({ status: 'CLOSED' })
    .where(and(inArray(messageReports.id, reportIds), eq(messageReports.status, 'OPEN')))
    .returning({ id: messageReports.id });
  return rows.length;
}

/** The open reports of any message the person sent. */
export async function openReportsAgainst(tx: Database, senderUserId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: messageReports.id })
    .from(messageReports)
    .innerJoin(conversationMessages, eq(conversationMessages.id, messageReports.messageId))
    .where(and(eq(conversationMessages.senderUserId, senderUserId), eq(messageReports.status, 'OPEN')));
  return rows.map((row) => row.id);
}

/** Stops the person sending messages (kept when already stopped). */
export async function blockSender(tx: Database, userId: number, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ messagingBlockedAt: now })
    .where(and(eq(users.id, userId), isNull(users.messagingBlockedAt)));
}

/** Whether an administrator stopped the person sending messages. */
export async function isSenderBlocked(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ at: users.messagingBlockedAt }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row?.at);
}
