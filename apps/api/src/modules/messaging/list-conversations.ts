import type { AppContext } from '../../platform/context';
import { loadJobSummaries } from '../jobs/public-api';
import type { Messenger } from './messaging-access';
import { listConversations as selectPage, type ConversationRow } from './messaging-repository';
import { conversationOf } from './messaging-views';

/** Views of conversation rows with their postings. */
export async function viewsOf(ctx: AppContext, messenger: Messenger, rows: ConversationRow[]) {
  const jobs = await loadJobSummaries(
    ctx.db,
    rows.map((row) => row.jobId),
    ctx.clock.now(),
  );
  return rows.map((row) => conversationOf(row, messenger.me, jobs));
}

/** GET conversations: the person's conversations, newest first. */
export async function listConversations(ctx: AppContext, messenger: Messenger, page: { limit: number; offset: number }) {
  return viewsOf(ctx, messenger, await selectPage(ctx.db, messenger.me, messenger.side, page.limit, page.offset));
}
