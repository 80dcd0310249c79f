import type { Changeset } from '@chairside/domain/messaging';
import type { AppContext } from '../../platform/context';
import type { Messenger } from './messaging-access';
import { countUnread, latestChange, listChangedConversations } from './messaging-repository';
import { viewsOf } from './list-conversations';

/**
 * GET conversations/changeset?since: the person's totalUnreadCount, the conversations that
 * changed after the cursor (none without one: a first call only learns the count and the
 * cursor), and the cursor to send next time.
 */
export async function getChangeset(ctx: AppContext, messenger: Messenger, since: number | undefined): Promise<Changeset> {
  const [totalUnreadCount, latest] = await Promise.all([countUnread(ctx.db, messenger.me, messenger.side), latestChange(ctx.db, messenger.me, messenger.side)]);
  const changed = since === undefined || since >= latest ? [] : await listChangedConversations(ctx.db, messenger.me, messenger.side, since);
  const cursor = changed.length > 0 ? Math.max(...changed.map((row) => row.changeSeq)) : Math.max(latest, since ?? 0);
  return { totalUnreadCount, cursor: String(cursor), conversations: await viewsOf(ctx, messenger, changed) };
}
