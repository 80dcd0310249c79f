import { computeSalarySurvey, type SalarySurvey } from '@chairside/domain/salary-survey';
import type { AppContext } from '../../platform/context';
import { recentAnswers, type RecentAnswers } from '../../platform/recent-answers';
import { postingPay } from './marketing-forms-repository';

const CACHE_SECONDS = 600;

/** GET salary-survey: computed from every published posting's pay, kept for 10 minutes by each instance. */
export function salarySurveyReader(ctx: AppContext) {
  const cache: RecentAnswers<SalarySurvey> = recentAnswers({ seconds: CACHE_SECONDS, maxEntries: 1, clock: ctx.clock });
  return () => cache.get('survey', async () => computeSalarySurvey(await postingPay(ctx.db)));
}
