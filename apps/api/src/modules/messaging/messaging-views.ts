import { CONFIDENTIAL_EMPLOYER } from '@chairside/domain/job-posting-rules';
import type { Conversation, ConvoGroup, Message } from '@chairside/domain/messaging';
import type { JobSummary } from '../jobs/public-api';
import type { ConversationRow, MessageRow, Participant } from './messaging-repository';

/** A message as the person sees it; `otherUsername`: the other party's as shown to them (null when hidden). */
export const messageOf = (row: MessageRow, me: Participant, otherUsername: string | null): Message => ({
  id: row.id,
  conversationId: row.conversationId,
  sender: row.senderUserId === me.id ? me.username : otherUsername,
  fromMe: row.senderUserId === me.id,
  sentBySupport: row.bySupport,
  sentByMember: row.senderUserId === me.id || otherUsername !== null ? (row.memberName ?? null) : null,
  message: row.body,
  sentAt: row.createdAt.toISOString(),
});

const jobOf = (jobId: number, job: JobSummary | undefined): Conversation['job'] =>
  job
    ? {
        id: job.id,
        name: job.name,
        positionLabel: job.positionLabel,
        city: job.city,
        state: job.state,
        slug: job.slug,
        displayStatus: job.displayStatus,
        isLive: job.isLive,
      }
    : { id: jobId, name: null, positionLabel: '', city: null, state: null, slug: '', displayStatus: null, isLive: false };

export const conversationOf = (row: ConversationRow, me: Participant, jobs: Map<number, JobSummary>): Conversation => ({
  id: row.id,
  jobId: row.jobId,
  job: jobOf(row.jobId, jobs.get(row.jobId)),
  otherParty: { username: row.otherUsername, name: row.otherName ?? CONFIDENTIAL_EMPLOYER, role: row.otherRole, photoThumbnailUrl: row.otherPhoto },
  unreadCount: row.unreadCount,
  lastMessage: row.lastMessage ? messageOf(row.lastMessage, me, row.otherUsername) : null,
  lastMessageAt: row.lastMessageAt.toISOString(),
  readByOtherUpTo: row.readByOtherUpTo,
  isBlocked: row.blockedByMe || row.blockedMe,
  blockedByMe: row.blockedByMe,
});

/** The key of the group with a named other party, and of a hidden party's group (one per posting). */
export const namedGroupKey = (username: string) => `user:${username}`;
export const hiddenGroupKey = (jobId: number) => `job:${jobId}`;
const groupKeyOf = (conversation: Conversation) =>
  conversation.otherParty.username === null ? hiddenGroupKey(conversation.jobId) : namedGroupKey(conversation.otherParty.username);

/** The pair's conversations as one group keyed by the other party's username (a hidden party: one group per posting), newest first. */
export function groupsOf(conversations: Conversation[], order: string[]): ConvoGroup[] {
  const byKey = new Map<string, Conversation[]>();
  for (const conversation of conversations) {
    const key = groupKeyOf(conversation);
    byKey.set(key, [...(byKey.get(key) ?? []), conversation]);
  }
  return order.flatMap((key) => {
    const list = byKey.get(key);
    if (!list) return [];
    return [
      {
        username: list[0].otherParty.username,
        otherParty: list[0].otherParty,
        unreadCount: list.reduce((sum, c) => sum + c.unreadCount, 0),
        lastMessageAt: list[0].lastMessageAt,
        isBlocked: list[0].isBlocked,
        conversations: list,
      },
    ];
  });
}
