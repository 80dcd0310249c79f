import type { SiteSearchHit } from '@chairside/domain/site-search';

type BuiltInPage = SiteSearchHit & { words: string[] };

const page = (slug: string, title: string, url: string, about: string): BuiltInPage => ({
  objectID: `site-${slug}`,
  title,
  url,
  subtitle: null,
  words: `${title} ${about}`
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean),
});

/**
 * The site's own pages that are not content pages (they are written in the web app): found by
 * their title and a few words of what they hold, ahead of the content pages.
 */
const BUILT_IN_PAGES: BuiltInPage[] = [
  page('salary-survey', '2025 Salary Survey Report', '/salary-survey/', 'salary salaries pay wages compensation survey report hourly annual'),
  page('hiring-toolkit', 'Hiring Toolkit', '/hiring-toolkit/', 'hiring toolkit employers interview onboarding'),
  page('jobseeker-toolkit', 'Jobseeker Toolkit', '/jobseeker-toolkit/', 'job seeker resume interview career'),
  page('educator-toolkit', 'Educator Toolkit', '/school-instructor-toolkit/', 'educator school instructor teacher students'),
  page('career-guide', 'Dental Career Guide', '/dental-career-guide/', 'career guide roles pay training'),
  page('students', 'For Dental Students', '/dental-students/', 'students graduates school webinar first job'),
  page('products', 'Dental Hiring Products and Pricing', '/dental-hiring-products/', 'products pricing prices job posting subscription'),
  page('contact', 'Contact Us', '/dental-jobs/contact-us/', 'contact help support'),
];

/** The built-in pages whose title or description has every query word (as a word's beginning). */
export function searchBuiltInPages(words: string[]): SiteSearchHit[] {
  if (words.length === 0) return [];
  return BUILT_IN_PAGES.filter((entry) => words.every((typed) => entry.words.some((word) => word.startsWith(typed)))).map(
    ({ objectID, title, url, subtitle }) => ({ objectID, title, url, subtitle }),
  );
}
