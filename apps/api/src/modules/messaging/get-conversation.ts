import type { Conversation } from '@chairside/domain/messaging';
import type { AppContext } from '../../platform/context';
import { requireOwnConversation, type Messenger } from './messaging-access';
import { viewsOf } from './list-conversations';

/** GET conversations/{id}: one of the person's conversations with its posting (another pair's: 404). */
export async function getConversation(ctx: AppContext, messenger: Messenger, conversationId: number): Promise<Conversation> {
  const row = await requireOwnConversation(ctx, messenger, conversationId);
  const [view] = await viewsOf(ctx, messenger, [row]);
  return view;
}
