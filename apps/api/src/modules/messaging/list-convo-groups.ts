import type { ConvoGroup } from '@chairside/domain/messaging';
import type { AppContext } from '../../platform/context';
import type { Messenger } from './messaging-access';
import { listConversationsWith, listGroupPartners } from './messaging-repository';
import { groupsOf } from './messaging-views';
import { viewsOf } from './list-conversations';

/**
 * GET convo-groups?limit&offset: the person's conversations grouped by the other party's
 * username, newest group first (the spec pages 30, 30, then 1 for a single refresh).
 */
export async function listConvoGroups(ctx: AppContext, messenger: Messenger, page: { limit: number; offset: number }): Promise<ConvoGroup[]> {
  const partners = await listGroupPartners(ctx.db, messenger.me, messenger.side, page.limit, page.offset);
  const rows = await listConversationsWith(ctx.db, messenger.me, messenger.side, partners);
  const usernameOf = new Map(rows.map((row) => [row.otherId, row.otherUsername]));
  const order = partners.flatMap((id) => (usernameOf.has(id) ? [usernameOf.get(id)!] : []));
  return groupsOf(await viewsOf(ctx, messenger, rows), order);
}
