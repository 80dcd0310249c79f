import type { JobOpinion } from '@chairside/domain/job-search';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findSearcher, publishedJobExists, saveOpinion } from './job-search-repository';

/** A job seeker likes (LIKED) or dislikes (DISLIKED) a published posting, or clears it (null). Drafts and unknown ids: 404. */
export async function setJobOpinion(ctx: AppContext, username: string, jobId: number, opinion: 'LIKED' | 'DISLIKED' | null): Promise<JobOpinion> {
  const user = await findSearcher(ctx.db, username);
  if (!user) throw notFound('That account');
  if (!(await publishedJobExists(ctx.db, jobId))) throw notFound('That job posting');
  await saveOpinion(ctx.db, user.id, jobId, opinion, ctx.clock.now());
  return { jobId, isLike: opinion === 'LIKED', isDislike: opinion === 'DISLIKED' };
}
