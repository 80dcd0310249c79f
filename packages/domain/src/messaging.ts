// Conversations between practices and job seekers: what travels on the wire (issue 12, ADR 32).
import { z } from 'zod';
import { UsernameSchema } from './accounts';
import { idSchema } from './form-fields';

/** A message's text: up to 5000 characters, kept as written. */
export const MESSAGE_MAX_LENGTH = 5000;
/** The spec's conversation group paging: first page 30, next pages 30, a single refresh 1. */
export const CONVO_GROUPS_FIRST_PAGE = 30;
export const CONVO_GROUPS_NEXT_PAGE = 30;
export const CONVO_GROUPS_REFRESH = 1;
export const CONVO_GROUPS_MAX_PAGE = 100;
/** Messages of a thread per page (newest last). */
export const MESSAGES_PAGE = 30;
export const MESSAGES_MAX_PAGE = 100;
export const REPORT_REASON_MAX_LENGTH = 1000;
/** The spec's error catalogue: a conversation page after the last one. */
export const NO_MORE_CONVERSATIONS = 'No additional conversations available';

const messageText = z
  .string({ error: 'message: write a message.' })
  .refine((value) => value.trim().length > 0, 'message: write a message.')
  .refine((value) => value.length <= MESSAGE_MAX_LENGTH, `message is at most ${MESSAGE_MAX_LENGTH} characters.`);

export const MessageInputSchema = z.strictObject({ message: messageText });
export type MessageInput = z.infer<typeof MessageInputSchema>;

export const StartConversationInputSchema = z.strictObject({
  username: UsernameSchema,
  jobId: idSchema('jobId'),
  message: messageText,
});
export type StartConversationInput = z.infer<typeof StartConversationInputSchema>;

export const ReadInputSchema = z.strictObject({ read: z.boolean({ error: 'read is true or false.' }) });
export const BlockInputSchema = z.strictObject({ isBlocked: z.boolean({ error: 'isBlocked is true or false.' }) });
export const ReportInputSchema = z.strictObject({
  reason: z
    .string({ error: `reason is text of at most ${REPORT_REASON_MAX_LENGTH} characters.` })
    .trim()
    .max(REPORT_REASON_MAX_LENGTH, `reason is at most ${REPORT_REASON_MAX_LENGTH} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
});
export type ReportInput = z.infer<typeof ReportInputSchema>;

/** A changeset cursor: the digits the previous changeset answered ('0' for everything). */
export const CURSOR_PATTERN = /^\d{1,15}$/;

export const MessageSchema = z.object({
  id: z.number(),
  conversationId: z.number(),
  /** The sender's username; null for a confidential posting's practice, to the job seeker (ADR 23). */
  sender: z.string().nullable(),
  fromMe: z.boolean(),
  /** Sent by an administrator in a delegated session, on the sender's behalf. */
  sentBySupport: z.boolean(),
  /** The practice's team member who wrote it for the practice (ADR 116); null otherwise, and for a confidential posting's practice. */
  sentByMember: z.string().nullable().optional(),
  message: z.string(),
  sentAt: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

/**
 * The other side of a conversation. To the job seeker, the practice of a confidential posting has
 * no username or photo and is named 'Confidential dental practice' (ADR 23), while the posting is
 * confidential.
 */
export const ConversationPartySchema = z.object({
  username: z.string().nullable(),
  name: z.string(),
  role: z.enum(['employer', 'staff']),
  photoThumbnailUrl: z.string().nullable(),
});
export type ConversationParty = z.infer<typeof ConversationPartySchema>;

export const ConversationJobSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  positionLabel: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  slug: z.string(),
  displayStatus: z.string().nullable(),
  isLive: z.boolean(),
});

export const ConversationSchema = z.object({
  id: z.number(),
  jobId: z.number(),
  job: ConversationJobSchema,
  otherParty: ConversationPartySchema,
  unreadCount: z.number(),
  lastMessage: MessageSchema.nullable(),
  lastMessageAt: z.string(),
  /** The last of my messages the other party has read (0: none). */
  readByOtherUpTo: z.number(),
  /** Either side blocked the other: no messages either way. */
  isBlocked: z.boolean(),
  /** I blocked them (I may unblock); false with isBlocked: they blocked me. */
  blockedByMe: z.boolean(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/**
 * The conversations with one other party, keyed by its username. A confidential posting's
 * conversation is a group of its own to the job seeker (username null), so it is never shown
 * beside the practice's named conversations.
 */
export const ConvoGroupSchema = z.object({
  username: z.string().nullable(),
  otherParty: ConversationPartySchema,
  unreadCount: z.number(),
  lastMessageAt: z.string(),
  isBlocked: z.boolean(),
  conversations: z.array(ConversationSchema),
});
export type ConvoGroup = z.infer<typeof ConvoGroupSchema>;

export const MessagesPageSchema = z.object({ messages: z.array(MessageSchema), hasMore: z.boolean() });
export type MessagesPage = z.infer<typeof MessagesPageSchema>;

export const ChangesetSchema = z.object({
  totalUnreadCount: z.number(),
  /** Send it back as `since` to get only what changed after this answer. */
  cursor: z.string(),
  conversations: z.array(ConversationSchema),
});
export type Changeset = z.infer<typeof ChangesetSchema>;

export const StartedConversationSchema = z.object({ id: z.number(), message: MessageSchema });

export const MessageReportSchema = z.object({
  id: z.number(),
  messageId: z.number(),
  conversationId: z.number(),
  reporter: z.string(),
  sender: z.string(),
  message: z.string(),
  reason: z.string().nullable(),
  reportedAt: z.string(),
  /** the sender's name and side, and whether an administrator already stopped them sending */
  senderName: z.string(),
  senderRole: z.enum(['employer', 'staff']),
  senderBlocked: z.boolean(),
  /** the posting the conversation is about */
  job: z.object({ id: z.number(), name: z.string().nullable() }),
  /** the reported message with up to 4 messages before it and 2 after it, oldest first */
  context: z.array(z.object({ id: z.number(), sender: z.string(), message: z.string(), sentAt: z.string(), reported: z.boolean() })),
});
export type MessageReport = z.infer<typeof MessageReportSchema>;

export const REPORT_ACTIONS = ['dismiss', 'block-sender'] as const;
/** PUT admin/message-reports/{id}: dismiss the report, or stop the sender sending messages (and close their open reports). */
export const ResolveReportSchema = z.strictObject({
  action: z.enum(REPORT_ACTIONS, { error: 'action is dismiss or block-sender.' }),
});
export type ResolveReport = z.infer<typeof ResolveReportSchema>;
export const ResolvedReportSchema = z.object({
  id: z.number(),
  status: z.literal('CLOSED'),
  action: z.enum(REPORT_ACTIONS),
  senderBlocked: z.boolean(),
  /** the reports closed by this action (more than one when blocking a sender reported several times) */
  closedReports: z.number(),
});
export type ResolvedReport = z.infer<typeof ResolvedReportSchema>;
