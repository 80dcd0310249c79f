import type { ConvoGroup } from '@chairside/domain/messaging';
import type { AppContext } from '../../platform/context';
import type { Messenger } from './messaging-access';
import { listConversationsWith, listGroupPartners } from './messaging-repository';
import { groupsOf, hiddenGroupKey, namedGroupKey } from './messaging-views';
import { viewsOf } from './list-conversations';

/**
 * GET convo-groups?limit&offset: the person's conversations grouped by the other party's
 * username, newest group first (the spec pages 30, 30, then 1 for a single refresh). To the job
 * seeker, each conversation about a confidential posting is a group of its own, without the
 * practice's username (ADR 23).
 */
export async function listConvoGroups(ctx: AppContext, messenger: Messenger, page: { limit: number; offset: number }): Promise<ConvoGroup[]> {
  const partners = await listGroupPartners(ctx.db, messenger.me, messenger.side, page.limit, page.offset);
  const rows = await listConversationsWith(ctx.db, messenger.me, messenger.side, partners);
  const usernameOf = new Map(rows.flatMap((row) => (row.otherUsername === null ? [] : [[row.otherId, row.otherUsername] as const])));
  const order = partners.flatMap((partner) => {
    if (partner.hiddenJobId !== null) return [hiddenGroupKey(partner.hiddenJobId)];
    const username = usernameOf.get(partner.otherId);
    return username === undefined ? [] : [namedGroupKey(username)];
  });
  return groupsOf(await viewsOf(ctx, messenger, rows), order);
}
