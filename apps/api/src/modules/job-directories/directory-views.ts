import { jobSlug } from '@chairside/domain/job-slug';
import { organizationPath } from '@chairside/domain/job-directory-rules';
import { positionLabel } from '@chairside/domain/positions';
import type { DirectoryJob } from '@chairside/domain/job-directories';
import type { DirectoryJobRow } from './job-directories-repository';

const shortLabel = (position: string | null) => positionLabel(position).replace(/\s*\(.*\)$/, '');

/** A listed posting as the directories show it: this site's link to its page, a partner's to the partner. */
export function toDirectoryJob(row: DirectoryJobRow): DirectoryJob {
  const label = shortLabel(row.position);
  return {
    id: row.id,
    title: row.title ?? `${label} job`,
    positionLabel: label,
    city: row.city,
    state: row.state,
    practiceName: row.practiceName,
    practicePath: row.practiceUsername ? organizationPath(row.practiceUsername) : null,
    postedDate: row.postedDate ? row.postedDate.toISOString() : null,
    type: row.type,
    path: row.isPartner
      ? (row.url ?? '')
      : `/dental-jobs/job/${row.id}/${encodeURIComponent(jobSlug({ urltitle: row.urltitle, position: row.position, city: row.city, state: row.state }))}/`,
    isPartner: row.isPartner,
  };
}

/**
 * schema.org markup of a directory page: the postings it lists, with absolute addresses. Its
 * breadcrumbs are written as BreadcrumbList by the page that shows them (ADR 100).
 */
export function directoryStructuredData(publicUrl: string, jobs: readonly DirectoryJob[], offset: number) {
  const absolute = (path: string) => new URL(path, publicUrl).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: jobs.length,
    itemListElement: jobs.map((job, index) => ({ '@type': 'ListItem', position: offset + index + 1, url: absolute(job.path), name: job.title })),
  };
}
