import type { Conversation } from '@chairside/domain/messaging';
import type { AppContext } from '../../platform/context';
import { requireOwnConversation, type Messenger } from './messaging-access';
import type { MessagingEvents } from './messaging-events';
import { setRead } from './messaging-repository';
import { getConversation } from './get-conversation';

/**
 * PUT conversations/{id}/read {read}: true marks every message read; false makes the other
 * party's last message unread again. Support reading in a delegated session leaves the
 * person's read state as it was.
 */
export async function markConversationRead(
  ctx: AppContext,
  events: MessagingEvents,
  messenger: Messenger,
  conversationId: number,
  read: boolean,
): Promise<Conversation> {
  const row = await requireOwnConversation(ctx, messenger, conversationId);
  if (!messenger.delegated) {
    await setRead(ctx.db, conversationId, messenger.me, messenger.side, read);
    await events.publish([messenger.me.id, row.otherId]);
  }
  return getConversation(ctx, messenger, conversationId);
}
