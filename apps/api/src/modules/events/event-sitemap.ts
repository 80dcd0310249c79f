import { eventPath } from '@chairside/domain/community-events';
import type { AppContext } from '../../platform/context';
import { countApprovedEvents, listApprovedEventPages } from './events-repository';

/**
 * The event pages crawlers should know: every approved event's page (each stays readable, and
 * indexable, after the event), with its last change. The sitemap lists them as a family of its own.
 */
export async function eventSitemapSize(ctx: AppContext): Promise<{ total: number; lastmod: string | null }> {
  return countApprovedEvents(ctx.readDb);
}

export async function eventSitemapEntries(ctx: AppContext, limit: number, offset: number): Promise<{ path: string; lastmod: string }[]> {
  const rows = await listApprovedEventPages(ctx.readDb, limit, offset);
  return rows.map((row) => ({ path: eventPath(row.id, row.title), lastmod: row.lastmod }));
}
