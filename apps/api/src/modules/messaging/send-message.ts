import type { MessageInput } from '@chairside/domain/messaging';
import type { AppContext } from '../../platform/context';
import { refuseBlocked, requireOwnConversation, type Messenger } from './messaging-access';
import type { MessagingEvents } from './messaging-events';
import { appendMessage, findMessage } from './messaging-repository';
import { messageOf } from './messaging-views';
import { queuePushNotice } from '../push/public-api';
import { recordMessageAnswer } from '../applications/public-api';

/**
 * POST conversations/{id}/messages {message}: adds to one of the person's conversations. Either
 * side may answer once it exists; a block either way refuses it. In a delegated session the
 * message is marked as sent by support.
 */
export async function sendMessage(ctx: AppContext, events: MessagingEvents, messenger: Messenger, conversationId: number, input: MessageInput) {
  const conversation = await requireOwnConversation(ctx, messenger, conversationId);
  await refuseBlocked(ctx, messenger.me.id, conversation.otherId);
  const saved = await appendMessage(
    ctx.db,
    { conversationId },
    {
      senderUserId: messenger.me.id,
      supportUserId: messenger.supportUserId,
      memberUserId: messenger.memberUserId,
      body: input.message,
      createdAt: ctx.clock.now(),
    },
  );
  // A practice's message answers the person's applications to it (their response time, ADR 112).
  if (messenger.me.role === 'employer') await recordMessageAnswer(ctx.db, messenger.me.id, conversation.otherId, ctx.clock.now());
  await events.publish([messenger.me.id, conversation.otherId]);
  // A phone notice for the other side, when they turned that kind on (never the message's text).
  await queuePushNotice(
    ctx,
    conversation.otherId,
    'messages',
    { title: 'New message on Chairside', body: 'You have a new message.', url: `/app/messages/${conversationId}` },
    { key: `message:${saved.messageId}` },
  );
  const message = await findMessage(ctx.db, conversationId, saved.messageId);
  return messageOf(message!, messenger.me, conversation.otherUsername);
}
