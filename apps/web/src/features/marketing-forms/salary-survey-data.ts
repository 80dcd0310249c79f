import type { SalarySurvey } from '@chairside/domain/salary-survey';
import { prefetchApi, type PageDataLoader } from '../../lib/page-data';
import { api } from '../../lib/api-client';

export const SALARY_SURVEY_ROUTE = '/salary-survey';
export const REFER_A_FRIEND_ROUTE = '/salary-survey/refer-a-friend';
export const SALARY_SURVEY_KEY = ['salary-survey'] as const;
export const SALARY_SURVEY_PATH = '/salary-survey';

export const fetchSalarySurvey = () => api.get<SalarySurvey>(SALARY_SURVEY_PATH);

/** Server rendering: the survey's figures in the cache before the page renders. */
export const SALARY_SURVEY_LOADER: PageDataLoader = {
  path: SALARY_SURVEY_ROUTE,
  load: async (_params, queries, get) => {
    await prefetchApi(queries, get, SALARY_SURVEY_KEY, SALARY_SURVEY_PATH);
  },
};
