import type { Conversation, ConvoGroup, Message } from '@chairside/domain/messaging';
import type { JobSummary } from '../jobs/public-api';
import type { ConversationRow, MessageRow, Participant } from './messaging-repository';

export const messageOf = (row: MessageRow, me: Participant): Message => ({
  id: row.id,
  conversationId: row.conversationId,
  sender: row.senderUsername,
  fromMe: row.senderUserId === me.id,
  sentBySupport: row.bySupport,
  message: row.body,
  sentAt: row.createdAt.toISOString(),
});

const jobOf = (jobId: number, job: JobSummary | undefined): Conversation['job'] =>
  job
    ? { id: job.id, name: job.name, positionLabel: job.positionLabel, city: job.city, state: job.state, slug: job.slug, displayStatus: job.displayStatus, isLive: job.isLive }
    : { id: jobId, name: null, positionLabel: '', city: null, state: null, slug: '', displayStatus: null, isLive: false };

export const conversationOf = (row: ConversationRow, me: Participant, jobs: Map<number, JobSummary>): Conversation => ({
  id: row.id,
  jobId: row.jobId,
  job: jobOf(row.jobId, jobs.get(row.jobId)),
  otherParty: { username: row.otherUsername, name: row.otherName, role: row.otherRole, photoThumbnailUrl: row.otherPhoto },
  unreadCount: row.unreadCount,
  lastMessage: row.lastMessage ? messageOf(row.lastMessage, me) : null,
  lastMessageAt: row.lastMessageAt.toISOString(),
  readByOtherUpTo: row.readByOtherUpTo,
  isBlocked: row.blockedByMe || row.blockedMe,
  blockedByMe: row.blockedByMe,
});

/** The pair's conversations as one group keyed by the other party's username, newest first. */
export function groupsOf(conversations: Conversation[], order: string[]): ConvoGroup[] {
  const byUser = new Map<string, Conversation[]>();
  for (const conversation of conversations) {
    const list = byUser.get(conversation.otherParty.username) ?? [];
    list.push(conversation);
    byUser.set(conversation.otherParty.username, list);
  }
  return order.flatMap((username) => {
    const list = byUser.get(username);
    if (!list) return [];
    return [
      {
        username,
        otherParty: list[0].otherParty,
        unreadCount: list.reduce((sum, c) => sum + c.unreadCount, 0),
        lastMessageAt: list[0].lastMessageAt,
        isBlocked: list[0].isBlocked,
        conversations: list,
      },
    ];
  });
}
