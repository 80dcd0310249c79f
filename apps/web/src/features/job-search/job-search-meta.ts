import type { JobSearchAnswer } from '@chairside/domain/job-search';
import { NATIONAL_RADIUS, normaliseZip } from '@chairside/domain/job-search-rules';
import { positionLabel } from '@chairside/domain/positions';
import type { PageMetaData } from '../../lib/page-meta';
import { shortPosition } from '../public-job/public-api';
import { jobsText } from './job-count';
import { CATEGORY_HEADINGS, PUBLIC_SEARCH_BASE, searchProblems, type SearchState } from './job-search-url';

/** 'Dental Hygienist', 'Dentist'…; every position is 'Dental'. */
const positionWords = (position: string) => (position === 'ANY' ? 'Dental' : shortPosition(positionLabel(position)));

/**
 * The plain search of a position near a ZIP code, as the page first shows it: the local list,
 * any distance, first page, no keyword or other filter. Only these are offered to search
 * engines; every other search repeats a part of one of them.
 */
export function isPlainSearch(state: SearchState): boolean {
  return (
    state.category === 'local' &&
    state.keyword.trim() === '' &&
    state.type === 'ANY' &&
    state.startDate === '' &&
    state.endDate === '' &&
    state.daysOld === 'any' &&
    state.evaluation === 'all' &&
    state.radius === NATIONAL_RADIUS &&
    state.offset === 0
  );
}

/**
 * Title, description and canonical link of the public search page, from the search and the
 * answer of the list shown ('Dental Hygienist Jobs near 60601'). A plain search with jobs is
 * indexed under its short URL (/dental-jobs/search/DH/60601); a search with a keyword or other
 * filters, without results, or that cannot be made is kept out of search engines (noindex, and
 * no canonical link pointing elsewhere).
 */
export function publicSearchMeta(state: SearchState, answer: JobSearchAnswer | undefined): PageMetaData {
  const zip = normaliseZip(state.zip);
  const national = state.category === 'NATIONAL';
  if (Object.keys(searchProblems(state)).length > 0 || (!zip && !national)) {
    return {
      title: CATEGORY_HEADINGS[state.category],
      description: 'Search dental jobs near you: dentists, hygienists, assistants, front office and more.',
      noindex: true,
    };
  }
  const words = positionWords(state.position);
  const noun = words.toLowerCase();
  const title = national ? `National ${words} Jobs` : `${words} Jobs near ${zip}`;
  const total = answer ? (state.category === 'EXTERNAL' ? answer.partnerTotal : answer.total) : null;
  const capped = state.category !== 'EXTERNAL' && answer?.totalCapped === true;
  const jobs = (count: number) => jobsText(count, capped, noun);
  const description =
    total === null
      ? `Find ${noun} jobs${national ? ' open to candidates anywhere' : ` near ${zip}`}: permanent and temp positions at dental practices.`
      : national
        ? `${jobs(total)} open to candidates anywhere in the country, at dental practices hiring now. Apply with your free Chairside resume.`
        : `${jobs(total)} near ${zip}, nearest first, with pay, job type and distance. Apply with your free Chairside resume.`;
  if (!isPlainSearch(state) || !total || !zip) return { title, description, noindex: true };
  return { title, description, canonicalPath: `${PUBLIC_SEARCH_BASE}/${state.position}/${encodeURIComponent(zip)}` };
}
