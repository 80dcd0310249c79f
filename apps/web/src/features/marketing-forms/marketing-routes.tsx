import type { ReactElement } from 'react';
import type { PageDataLoader } from '../../lib/page-data';
import { ContactUsPage } from './contact-us-page';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from './newsletter-link-pages';
import { ReferAFriendPage } from './refer-a-friend-page';
import { REFER_A_FRIEND_ROUTE, SALARY_SURVEY_LOADER, SALARY_SURVEY_ROUTE } from './salary-survey-data';
import { SalarySurveyPage } from './salary-survey-page';
import { ToolkitPage } from './toolkit-page';
import { TOOLKIT_PAGES } from './toolkit-pages';

/** The public pages of the marketing forms (no trailing slash: react-router matches both). */
export const MARKETING_ROUTES: { path: string; element: ReactElement }[] = [
  ...TOOLKIT_PAGES.map((page) => ({ path: page.path, element: <ToolkitPage page={page} /> })),
  { path: SALARY_SURVEY_ROUTE, element: <SalarySurveyPage /> },
  { path: REFER_A_FRIEND_ROUTE, element: <ReferAFriendPage /> },
  { path: '/dental-jobs/contact-us', element: <ContactUsPage /> },
  { path: '/newsletter/confirm/:token', element: <NewsletterConfirmPage /> },
  { path: '/newsletter/unsubscribe/:token', element: <NewsletterUnsubscribePage /> },
];

export const MARKETING_LOADERS: PageDataLoader[] = [SALARY_SURVEY_LOADER];
