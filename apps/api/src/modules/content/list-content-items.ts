import type { AdminContentItemSummary, ContentKind } from '@chairside/domain/content';
import type { AppContext } from '../../platform/context';
import { listItemRows } from './content-repository';
import { adminItemSummaryView } from './content-views';

/** Every post or page for the editors' list, last changed first, with whether it is a draft, scheduled or published. */
export async function listContentItems(ctx: AppContext, kind: ContentKind): Promise<AdminContentItemSummary[]> {
  const now = ctx.clock.now();
  return (await listItemRows(ctx.db, kind)).map((row) => adminItemSummaryView(row, now));
}
