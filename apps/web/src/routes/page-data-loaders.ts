import type { PageDataLoader } from '../lib/page-data';
import { PUBLIC_PROFILE_LOADER } from '../features/public-profile/public-profile-data';
import { PUBLIC_JOB_LOADERS } from '../features/public-job/public-job-data';
import { PUBLIC_SEARCH_LOADERS } from '../features/job-search/job-search-data';
import { PUBLIC_RESUME_SEARCH_LOADER } from '../features/resume-search/resume-search-data';

/** Server-side data for public pages, by route path (react-router patterns). Features add theirs here. */
export const PAGE_DATA_LOADERS: PageDataLoader[] = [PUBLIC_PROFILE_LOADER, ...PUBLIC_JOB_LOADERS, ...PUBLIC_SEARCH_LOADERS, PUBLIC_RESUME_SEARCH_LOADER];
