import type { Conversation } from '@chairside/domain/messaging';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { requireOwnConversation, type Messenger } from './messaging-access';
import type { MessagingEvents } from './messaging-events';
import { setBlock } from './messaging-repository';
import { getConversation } from './get-conversation';

/**
 * PUT conversations/{id}/block {isBlocked}: blocks (or unblocks) the other party of one of the
 * person's conversations: no messages either way in any of the pair's conversations. Not in a
 * delegated session.
 */
export async function blockPerson(
  ctx: AppContext,
  events: MessagingEvents,
  messenger: Messenger,
  conversationId: number,
  isBlocked: boolean,
): Promise<Conversation> {
  if (messenger.delegated) throw new AppError('FORBIDDEN', 'Support cannot block or unblock people for the person.', { field: 'isBlocked' });
  const row = await requireOwnConversation(ctx, messenger, conversationId);
  await setBlock(ctx.db, messenger.me.id, row.otherId, isBlocked, ctx.clock.now());
  await events.publish([messenger.me.id, row.otherId]);
  return getConversation(ctx, messenger, conversationId);
}
