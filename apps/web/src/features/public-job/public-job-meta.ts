import type { PublicJob } from '@chairside/domain/job-posting';
import { JOB_TYPES } from '@chairside/domain/job-posting-rules';
import { clip, jobPageDescription, jobPageTitle } from '@chairside/domain/search-snippets';
import { SITE_NAME, type PageMetaData } from '../../lib/page-meta';
import { publicJobPath } from '../../lib/site-paths';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The words of sanitised HTML: tags dropped, the common entities decoded, spaces flattened. */
export function htmlToText(html: string | null): string {
  if (!html) return '';
  return html
    .replace(/<\/(p|li|h3|h4|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export { clip };

/** The position label without its abbreviations: 'Dental Hygienist (RDH)' → 'Dental Hygienist'. */
export const shortPosition = (label: string) => label.replace(/\s*\(.*\)$/, '');

/** 'Chicago, IL' (either part may be missing). */
export const cityState = (job: Pick<PublicJob, 'city' | 'state'>) => [job.city, job.state].filter(Boolean).join(', ');

/** What a posting that is no longer live says, by its display status; null while live. */
export function closedNotice(job: Pick<PublicJob, 'isLive' | 'displayStatus'>): string | null {
  if (job.isLive) return null;
  switch (job.displayStatus) {
    case 'Filled':
      return 'This job has been filled.';
    case 'Expired':
      return 'This job has expired.';
    default:
      return 'This job has been closed.';
  }
}

/**
 * The title by the domain's rule ('{title} – {position} job in {city, state} | Chairside', shorter
 * when that is over 70 characters), a description of 50 to 160 characters from the practice,
 * type, pay and the posting's text, the canonical slug path, and the schema.org JobPosting (the
 * API's structuredData, only while live). A posting that is no longer live is kept out of search.
 */
export function publicJobMeta(job: PublicJob): PageMetaData {
  const position = shortPosition(job.positionLabel);
  const place = cityState(job);
  const meta: PageMetaData = {
    title: jobPageTitle({ name: job.name, position, place }, SITE_NAME),
    wholeTitle: true,
    description: jobPageDescription({
      employer: job.practice?.name ?? 'A dental practice',
      jobType: JOB_TYPES[job.type],
      position,
      place,
      pay: job.salary,
      text: htmlToText(job.description),
      notice: closedNotice(job),
      siteName: SITE_NAME,
    }),
    canonicalPath: publicJobPath(job.id, job.slug),
  };
  if (job.isLive && job.structuredData) meta.jsonLd = job.structuredData;
  if (!job.isLive) meta.noindex = true;
  return meta;
}
