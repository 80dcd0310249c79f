import type { ReactElement } from 'react';
import { DOWNLOAD_PAGE } from '@chairside/domain/marketing-forms';
import type { PageDataLoader } from '../../lib/page-data';
import { preloadedPages } from '../../components/layout/load-on-demand';
import { REFER_A_FRIEND_ROUTE, SALARY_SURVEY_LOADER, SALARY_SURVEY_ROUTE } from './salary-survey-data';
import { TOOLKIT_PAGES } from './toolkit-pages';

// Each page loads as a chunk of its own, out of every public page's first download.
const toolkit = preloadedPages(() => import('./toolkit-page'));
const salarySurvey = preloadedPages(() => import('./salary-survey-page'));
const referAFriend = preloadedPages(() => import('./refer-a-friend-page'));
const contactUs = preloadedPages(() => import('./contact-us-page'));
const newsletterLinks = preloadedPages(() => import('./newsletter-link-pages'));
const downloads = preloadedPages(() => import('./download-page'));
const ToolkitPage = toolkit.page((module) => module.ToolkitPage);
const SalarySurveyPage = salarySurvey.page((module) => module.SalarySurveyPage);
const ReferAFriendPage = referAFriend.page((module) => module.ReferAFriendPage);
const ContactUsPage = contactUs.page((module) => module.ContactUsPage);
const NewsletterConfirmPage = newsletterLinks.page((module) => module.NewsletterConfirmPage);
const NewsletterUnsubscribePage = newsletterLinks.page((module) => module.NewsletterUnsubscribePage);
const DownloadPage = downloads.page((module) => module.DownloadPage);

/** Loads the pages' chunks: the server awaits it before rendering. */
export const preloadMarketingPages = () =>
  Promise.all([toolkit.preload(), salarySurvey.preload(), referAFriend.preload(), contactUs.preload(), newsletterLinks.preload(), downloads.preload()]);

/** The public pages of the marketing forms (no trailing slash: react-router matches both). */
export const MARKETING_ROUTES: { path: string; element: ReactElement }[] = [
  ...TOOLKIT_PAGES.map((page) => ({ path: page.path, element: <ToolkitPage page={page} /> })),
  { path: SALARY_SURVEY_ROUTE, element: <SalarySurveyPage /> },
  { path: REFER_A_FRIEND_ROUTE, element: <ReferAFriendPage /> },
  { path: '/dental-jobs/contact-us', element: <ContactUsPage /> },
  { path: '/newsletter/confirm/:token', element: <NewsletterConfirmPage /> },
  { path: '/newsletter/unsubscribe/:token', element: <NewsletterUnsubscribePage /> },
  { path: `${DOWNLOAD_PAGE}:token`, element: <DownloadPage /> },
];

export const MARKETING_LOADERS: PageDataLoader[] = [SALARY_SURVEY_LOADER];
