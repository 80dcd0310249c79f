import type { ResumeView } from '@chairside/domain/premium';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findSeekerPlace, listResumeViews } from './premium-repository';
import { requirePremium } from './public-api';

export const RESUME_VIEWS_LIMIT = 200;

/** GET users/staff/{id}/resume-views: practices that opened the person's resume, newest first (premium; else 402). */
export async function getResumeViews(ctx: AppContext, username: string): Promise<ResumeView[]> {
  const seeker = await findSeekerPlace(ctx.db, username);
  if (!seeker) throw notFound('That job seeker');
  await requirePremium(ctx.db, seeker.id, ctx.clock.now());
  const rows = await listResumeViews(ctx.db, seeker.id, RESUME_VIEWS_LIMIT);
  return rows.map((row) => ({ practiceName: row.practiceName, viewedOn: row.viewedOn, lastViewedAt: row.lastViewedAt.toISOString() }));
}
