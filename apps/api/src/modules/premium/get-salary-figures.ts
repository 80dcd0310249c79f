import { nearbySalaryFigures, SALARY_FIGURES_RADIUS_MILES, type SalaryFigures } from '@chairside/domain/premium';
import { SALARY_SURVEY_MINIMUM } from '@chairside/domain/salary-survey';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findSeekerPlace, payNear } from './premium-repository';
import { requirePremium } from './public-api';

/**
 * GET users/staff/{id}/salary-figures: what postings for the person's position within
 * SALARY_FIGURES_RADIUS_MILES of their ZIP pay (premium; else 402). Without a position or a
 * place on the account the figures are empty.
 */
export async function getSalaryFigures(ctx: AppContext, username: string): Promise<SalaryFigures> {
  const seeker = await findSeekerPlace(ctx.db, username);
  if (!seeker) throw notFound('That job seeker');
  const now = ctx.clock.now();
  await requirePremium(ctx.db, seeker.id, now);
  const base = { position: seeker.position, zip: seeker.zip, radius: SALARY_FIGURES_RADIUS_MILES, minimumPostings: SALARY_SURVEY_MINIMUM };
  if (!seeker.position || seeker.lat === null || seeker.lng === null) return { ...base, figures: [], postingsCounted: 0 };
  const postings = await payNear(ctx.db, seeker.position, { lat: seeker.lat, lng: seeker.lng }, SALARY_FIGURES_RADIUS_MILES, now);
  return { ...base, ...nearbySalaryFigures(postings) };
}
