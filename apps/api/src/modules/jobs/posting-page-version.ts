import type { AppContext } from '../../platform/context';
import { postingPageVersion } from './jobs-repository';

/**
 * The version of a posting's public page, read from the database every instance shares: a page
 * rendered under another version is out of date (ADR 100). Null for an unknown posting.
 */
export async function publicJobPageVersion(ctx: AppContext, jobId: number): Promise<string | null> {
  return postingPageVersion(ctx.db, jobId, ctx.clock.now());
}
