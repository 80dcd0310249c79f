import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { conversationMessages, conversations, messageReports, userBlocks, users } from '@chairside/db/schema';
import { jobScopeCondition, type JobScope } from '../../platform/team-access';

/**
 * The signed-in person as messaging sees them. `scope`: a practice's member limited to offices or
 * postings (ADR 127) reaches the conversations about those postings only.
 */
export type Participant = { id: number; username: string; name: string; email: string; role: 'employer' | 'staff' | 'admin'; scope?: JobScope };

/** The conversations (c, joined with its posting as j) within the person's reach. */
const inReach = (me: Participant) => (me.scope ? jobScopeCondition(me.scope) : sql`true`);

export async function findParticipant(db: Database, username: string): Promise<Participant | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  return row ?? null;
}

/** Which columns of a conversation are the person's own and which the other party's. */
export type Side = 'employer' | 'staff';
/**
 * Whether the other party is hidden in conversation c (joined with its posting as j): to the job
 * seeker, the practice of a posting that is confidential now (ADR 23).
 */
const otherHidden = (side: Side) => (side === 'staff' ? sql.raw('j.is_confidential') : sql.raw('false'));

const columns = (side: Side) =>
  side === 'employer'
    ? {
        mine: sql.raw('c.employer_user_id'),
        other: sql.raw('c.staff_user_id'),
        myRead: sql.raw('c.employer_read_message_id'),
        otherRead: sql.raw('c.staff_read_message_id'),
      }
    : {
        mine: sql.raw('c.staff_user_id'),
        other: sql.raw('c.employer_user_id'),
        myRead: sql.raw('c.staff_read_message_id'),
        otherRead: sql.raw('c.employer_read_message_id'),
      };

export type ConversationRow = {
  id: number;
  jobId: number;
  lastMessageAt: Date;
  changeSeq: number;
  otherId: number;
  /** Null (as the name and photo) when the other party is hidden: a confidential posting's practice, to the job seeker. */
  otherUsername: string | null;
  otherName: string | null;
  otherRole: 'employer' | 'staff';
  otherPhoto: string | null;
  unreadCount: number;
  readByOtherUpTo: number;
  blockedByMe: boolean;
  blockedMe: boolean;
  lastMessage: MessageRow | null;
};

export type MessageRow = {
  id: number;
  conversationId: number;
  senderUserId: number;
  bySupport: boolean;
  memberName?: string | null;
  body: string;
  createdAt: Date;
};

type RawConversation = {
  id: string | number;
  job_id: string | number;
  last_message_at: string | Date;
  change_seq: string | number;
  other_id: string | number;
  other_username: string | null;
  other_name: string | null;
  other_role: 'employer' | 'staff';
  other_photo: string | null;
  unread_count: number;
  read_by_other: string | number;
  blocked_by_me: boolean;
  blocked_me: boolean;
  lm_id: string | number | null;
  lm_sender: string | number | null;
  lm_support: boolean | null;
  lm_body: string | null;
  lm_created_at: string | Date | null;
};

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

function conversationOf(row: RawConversation): ConversationRow {
  const otherId = Number(row.other_id);
  return {
    id: Number(row.id),
    jobId: Number(row.job_id),
    lastMessageAt: asDate(row.last_message_at),
    changeSeq: Number(row.change_seq),
    otherId,
    otherUsername: row.other_username,
    otherName: row.other_name,
    otherRole: row.other_role,
    otherPhoto: row.other_photo,
    unreadCount: Number(row.unread_count),
    readByOtherUpTo: Number(row.read_by_other),
    blockedByMe: row.blocked_by_me,
    blockedMe: row.blocked_me,
    lastMessage:
      row.lm_id === null
        ? null
        : {
            id: Number(row.lm_id),
            conversationId: Number(row.id),
            senderUserId: Number(row.lm_sender),
            bySupport: row.lm_support === true,
            body: row.lm_body ?? '',
            createdAt: asDate(row.lm_created_at!),
          },
  };
}

/** The person's conversations that match `where` (on alias c), each with the other party, unread count, block state and last message. */
export async function selectConversations(db: Database, me: Participant, side: Side, where: SQL, tail: SQL = sql``): Promise<ConversationRow[]> {
  const col = columns(side);
  const hidden = otherHidden(side);
  const result = await db.execute<RawConversation>(sql`
    select c.id, c.job_id, c.last_message_at, c.change_seq,
      o.id as other_id, case when ${hidden} then null else o.username end as other_username,
      case when ${hidden} then null else coalesce(e.practice_name, o.name) end as other_name, o.role as other_role,
      case when ${hidden} then null else o.photo_thumbnail_url end as other_photo,
      (select count(*)::int from ${conversationMessages} m
        where m.conversation_id = c.id and m.sender_user_id <> ${me.id} and m.id > ${col.myRead}) as unread_count,
      ${col.otherRead} as read_by_other,
      exists (select 1 from ${userBlocks} b where b.blocker_user_id = ${me.id} and b.blocked_user_id = o.id) as blocked_by_me,
      exists (select 1 from ${userBlocks} b where b.blocker_user_id = o.id and b.blocked_user_id = ${me.id}) as blocked_me,
      lm.id as lm_id, lm.sender_user_id as lm_sender, lm.support_user_id is not null as lm_support, lm.body as lm_body, lm.created_at as lm_created_at
    from ${conversations} c
    join jobs j on j.id = c.job_id
    join ${users} o on o.id = ${col.other}
    left join employers e on e.user_id = o.id
    left join lateral (
      select m.id, m.sender_user_id, m.support_user_id, m.body, m.created_at from ${conversationMessages} m
      where m.conversation_id = c.id order by m.id desc limit 1
    ) lm on true
    where ${col.mine} = ${me.id} and ${inReach(me)} and ${where}
    ${tail}`);
  return result.rows.map(conversationOf);
}

/** One of the person's conversations, or null (another pair's and a missing one look the same). */
export async function findOwnConversation(db: Database, me: Participant, side: Side, conversationId: number): Promise<ConversationRow | null> {
  const [row] = await selectConversations(db, me, side, sql`c.id = ${conversationId}`);
  return row ?? null;
}

/** Whether a posting is within the person's reach (a member limited to offices or postings, ADR 127). */
export async function isJobInReach(db: Database, me: Participant, jobId: number): Promise<boolean> {
  if (!me.scope) return true;
  const result = await db.execute(sql`select 1 from jobs j where j.id = ${jobId} and ${inReach(me)}`);
  return result.rows.length > 0;
}

export async function findPairConversation(db: Database, employerUserId: number, staffUserId: number, jobId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.employerUserId, employerUserId), eq(conversations.staffUserId, staffUserId), eq(conversations.jobId, jobId)))
    .limit(1);
  return row?.id ?? null;
}

/** The person's conversations, newest first. */
export function listConversations(db: Database, me: Participant, side: Side, limit: number, offset: number): Promise<ConversationRow[]> {
  return selectConversations(db, me, side, sql`true`, sql`order by c.last_message_at desc, c.id desc limit ${limit} offset ${offset}`);
}

/** A group's other party; hiddenJobId: the posting of a hidden party's group (one group per confidential posting). */
export type GroupPartner = { otherId: number; hiddenJobId: number | null };

/** The other parties of the person's groups (one per other party, and one per posting whose party is hidden), newest group first. */
export async function listGroupPartners(db: Database, me: Participant, side: Side, limit: number, offset: number): Promise<GroupPartner[]> {
  const col = columns(side);
  const result = await db.execute<{ other_id: string | number; hidden_job_id: string | number | null }>(sql`
    select ${col.other} as other_id, case when ${otherHidden(side)} then c.job_id end as hidden_job_id, max(c.last_message_at) as last_at
    from ${conversations} c join jobs j on j.id = c.job_id
    where ${col.mine} = ${me.id} and ${inReach(me)}
    group by 1, 2
    order by last_at desc, other_id desc, hidden_job_id desc nulls first
    limit ${limit} offset ${offset}`);
  return result.rows.map((row) => ({ otherId: Number(row.other_id), hiddenJobId: row.hidden_job_id === null ? null : Number(row.hidden_job_id) }));
}

/** The conversations of those groups. */
export function listConversationsWith(db: Database, me: Participant, side: Side, partners: GroupPartner[]): Promise<ConversationRow[]> {
  if (partners.length === 0) return Promise.resolve([]);
  const col = columns(side);
  const hidden = otherHidden(side);
  const ids = (values: number[]) =>
    values.length === 0
      ? sql`null`
      : sql.join(
          values.map((id) => sql`${id}`),
          sql`, `,
        );
  const named = partners.filter((partner) => partner.hiddenJobId === null).map((partner) => partner.otherId);
  const hiddenJobs = partners.flatMap((partner) => (partner.hiddenJobId === null ? [] : [partner.hiddenJobId]));
  return selectConversations(
    db,
    me,
    side,
    sql`((${col.other} in (${ids(named)}) and not ${hidden}) or (c.job_id in (${ids(hiddenJobs)}) and ${hidden}))`,
    sql`order by c.last_message_at desc, c.id desc`,
  );
}

/** Conversations that changed after `since` (a change number), and the latest change number of the person's conversations. */
export async function listChangedConversations(db: Database, me: Participant, side: Side, since: number): Promise<ConversationRow[]> {
  return selectConversations(db, me, side, sql`c.change_seq > ${since}`, sql`order by c.change_seq asc limit 200`);
}

export async function latestChange(db: Database, me: Participant, side: Side): Promise<number> {
  const col = columns(side);
  const result = await db.execute<{ latest: string | number | null }>(
    sql`select max(c.change_seq) as latest from ${conversations} c join jobs j on j.id = c.job_id where ${col.mine} = ${me.id} and ${inReach(me)}`,
  );
  return Number(result.rows[0]?.latest ?? 0);
}

export async function countUnread(db: Database, me: Participant, side: Side): Promise<number> {
  const col = columns(side);
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${conversations} c join jobs j on j.id = c.job_id join ${conversationMessages} m on m.conversation_id = c.id
    where ${col.mine} = ${me.id} and ${inReach(me)} and m.sender_user_id <> ${me.id} and m.id > ${col.myRead}`);
  return Number(result.rows[0]?.n ?? 0);
}

type RawMessage = {
  id: string | number;
  conversation_id: string | number;
  sender_user_id: string | number;
  by_support: boolean;
  member_name?: string | null;
  body: string;
  created_at: string | Date;
};
const messageOf = (row: RawMessage): MessageRow => ({
  id: Number(row.id),
  conversationId: Number(row.conversation_id),
  senderUserId: Number(row.sender_user_id),
  bySupport: row.by_support,
  memberName: row.member_name ?? null,
  body: row.body,
  createdAt: asDate(row.created_at),
});

/** A page of a conversation's messages before `beforeId` (newest last); one more than asked tells whether more exist. */
export async function listMessages(db: Database, conversationId: number, limit: number, beforeId: number | null): Promise<MessageRow[]> {
  const result = await db.execute<RawMessage>(sql`
    select * from (
      select m.id, m.conversation_id, m.sender_user_id, m.support_user_id is not null as by_support,
        (select u.name from users u where u.id = m.member_user_id) as member_name, m.body, m.created_at
      from ${conversationMessages} m
      where m.conversation_id = ${conversationId} ${beforeId === null ? sql`` : sql`and m.id < ${beforeId}`}
      order by m.id desc limit ${limit}
    ) page order by id asc`);
  return result.rows.map(messageOf);
}

export async function findMessage(db: Database, conversationId: number, messageId: number): Promise<MessageRow | null> {
  const result = await db.execute<RawMessage>(sql`
    select m.id, m.conversation_id, m.sender_user_id, m.support_user_id is not null as by_support,
        (select u.name from users u where u.id = m.member_user_id) as member_name, m.body, m.created_at
    from ${conversationMessages} m
    where m.conversation_id = ${conversationId} and m.id = ${messageId}`);
  return result.rows[0] ? messageOf(result.rows[0]) : null;
}

/** Either person blocked the other. */
export async function isBlockedEitherWay(db: Database, a: number, b: number): Promise<{ byA: boolean; byB: boolean }> {
  const result = await db.execute<{ by_a: boolean; by_b: boolean }>(sql`
    select exists (select 1 from ${userBlocks} where blocker_user_id = ${a} and blocked_user_id = ${b}) as by_a,
           exists (select 1 from ${userBlocks} where blocker_user_id = ${b} and blocked_user_id = ${a}) as by_b`);
  return { byA: result.rows[0]?.by_a === true, byB: result.rows[0]?.by_b === true };
}

/** Marks the conversations between the two people as changed (a block shows on both sides). */
export async function touchPair(db: Database, a: number, b: number): Promise<void> {
  await db.execute(sql`
    update ${conversations} set change_seq = nextval('conversation_change_seq')
    where (employer_user_id = ${a} and staff_user_id = ${b}) or (employer_user_id = ${b} and staff_user_id = ${a})`);
}

export async function setBlock(db: Database, blocker: number, blocked: number, isBlocked: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (isBlocked) await tx.insert(userBlocks).values({ blockerUserId: blocker, blockedUserId: blocked, createdAt: now }).onConflictDoNothing();
    else await tx.delete(userBlocks).where(and(eq(userBlocks.blockerUserId, blocker), eq(userBlocks.blockedUserId, blocked)));
    await touchPair(tx as unknown as Database, blocker, blocked);
  });
}

export type NewMessage = { senderUserId: number; supportUserId: number | null; memberUserId?: number | null; body: string; createdAt: Date };

/**
 * Stores a message in the pair's conversation about the posting (made on the first message), in
 * one transaction: the sender has read up to it, the conversation is marked changed. Answers the
 * conversation's id and the message's id.
 */
export async function appendMessage(
  db: Database,
  pair: { employerUserId: number; staffUserId: number; jobId: number } | { conversationId: number },
  message: NewMessage,
): Promise<{ conversationId: number; messageId: number }> {
  return db.transaction(async (tx) => {
    let conversationId: number;
    if ('conversationId' in pair) conversationId = pair.conversationId;
    else {
      await tx
        .insert(conversations)
        .values({ ...pair, lastMessageAt: message.createdAt, createdAt: message.createdAt })
        .onConflictDoNothing();
      const [row] = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(eq(conversations.employerUserId, pair.employerUserId), eq(conversations.staffUserId, pair.staffUserId), eq(conversations.jobId, pair.jobId)),
        );
      conversationId = row.id;
    }
    const [saved] = await tx
      .insert(conversationMessages)
      .values({ conversationId, ...message })
      .returning({ id: conversationMessages.id });
    await tx.execute(sql`
      update ${conversations} set last_message_at = ${message.createdAt.toISOString()}, change_seq = nextval('conversation_change_seq'),
        employer_read_message_id = case when employer_user_id = ${message.senderUserId} then ${saved.id} else employer_read_message_id end,
        staff_read_message_id = case when staff_user_id = ${message.senderUserId} then ${saved.id} else staff_read_message_id end
      where id = ${conversationId}`);
    return { conversationId, messageId: saved.id };
  });
}

/**
 * Read: the person has read every message; unread: the other party's last message counts as
 * unread again. Marks the conversation changed only when the read state moved.
 */
export async function setRead(db: Database, conversationId: number, me: Participant, side: Side, read: boolean): Promise<void> {
  const col = side === 'employer' ? sql.raw('employer_read_message_id') : sql.raw('staff_read_message_id');
  const latest = read
    ? sql`(select coalesce(max(id), 0) from ${conversationMessages} where conversation_id = ${conversationId})`
    : sql`least(${col}, (select coalesce(max(id) - 1, ${col}) from ${conversationMessages} where conversation_id = ${conversationId} and sender_user_id <> ${me.id}))`;
  await db.execute(sql`
    update ${conversations} set ${col} = ${latest}, change_seq = nextval('conversation_change_seq')
    where id = ${conversationId} and ${col} <> ${latest}`);
}

export async function saveReport(
  db: Database,
  report: { messageId: number; reporterUserId: number; reason: string | null; createdAt: Date },
): Promise<number | null> {
  const [row] = await db.insert(messageReports).values(report).onConflictDoNothing().returning({ id: messageReports.id });
  return row?.id ?? null;
}
