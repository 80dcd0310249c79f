import type { PageDataLoader } from '../lib/page-data';
import { PUBLIC_PROFILE_LOADER } from '../features/public-profile/public-profile-data';
import { PUBLIC_JOB_LOADERS } from '../features/public-job/public-job-data';
import { PUBLIC_SEARCH_LOADERS } from '../features/job-search/job-search-data';
import { PUBLIC_RESUME_SEARCH_LOADER } from '../features/resume-search/resume-search-data';
import { DIRECTORY_LOADERS } from '../features/job-directories/directory-data';
import { BLOG_LOADERS } from '../features/blog/blog-data';
import { MARKETING_LOADERS } from '../features/marketing-forms/marketing-routes';
import { EVENTS_LOADERS } from '../features/events/events-data';
import { CLASSIFIEDS_LOADERS } from '../features/classifieds/classifieds-data';
import { HOME_LOADER } from '../pages/home-data';

/** Server-side data for public pages, by route path (react-router patterns). Features add theirs here. */
export const PAGE_DATA_LOADERS: PageDataLoader[] = [
  PUBLIC_PROFILE_LOADER,
  ...PUBLIC_JOB_LOADERS,
  ...PUBLIC_SEARCH_LOADERS,
  PUBLIC_RESUME_SEARCH_LOADER,
  ...DIRECTORY_LOADERS,
  ...BLOG_LOADERS,
  ...MARKETING_LOADERS,
  ...EVENTS_LOADERS,
  ...CLASSIFIEDS_LOADERS,
  HOME_LOADER,
];
