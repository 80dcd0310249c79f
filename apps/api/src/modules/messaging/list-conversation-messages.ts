import type { MessagesPage } from '@chairside/domain/messaging';
import type { AppContext } from '../../platform/context';
import { requireOwnConversation, type Messenger } from './messaging-access';
import { listMessages } from './messaging-repository';
import { messageOf } from './messaging-views';

/** GET conversations/{id}/messages?limit&before: a page of messages, newest last; `before` pages back. */
export async function listConversationMessages(
  ctx: AppContext,
  messenger: Messenger,
  conversationId: number,
  page: { limit: number; before?: number },
): Promise<MessagesPage> {
  const conversation = await requireOwnConversation(ctx, messenger, conversationId);
  const rows = await listMessages(ctx.db, conversationId, page.limit + 1, page.before ?? null);
  const hasMore = rows.length > page.limit;
  const shown = hasMore ? rows.slice(1) : rows;
  return { messages: shown.map((row) => messageOf(row, messenger.me, conversation.otherUsername)), hasMore };
}
