import { jobSlug } from '@chairside/domain/job-slug';
import type { LiveJobPage } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { listLivePages } from './jobs-repository';

/** A sitemap file holds at most 50,000 addresses. */
export const LIVE_PAGES_LIMIT = 50_000;

/** Every live posting's id, slug and last change, for the web's /sitemap.xml. */
export async function listLiveJobPages(ctx: AppContext): Promise<LiveJobPage[]> {
  const rows = await listLivePages(ctx.db, ctx.clock.now(), LIVE_PAGES_LIMIT);
  return rows.map((row) => ({ id: row.id, slug: jobSlug(row), lastmod: row.updatedAt.toISOString() }));
}
