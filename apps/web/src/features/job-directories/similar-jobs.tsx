import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { DirectoryAnswer } from '@chairside/domain/job-directories';
import { regionFromSegment, roleByPosition } from '@chairside/domain/job-directory-rules';
import type { QueryClient } from '@tanstack/react-query';
import type { ServerApiGet } from '../../lib/page-data';
import { directoryKey, fetchDirectory } from './directory-data';

/** How many live postings a closed posting's page suggests. */
const SIMILAR_JOBS = 5;

type PostingPlace = { id: number; position: string | null; state: string | null };

/** The directory a posting that left search points to: its role in its state, else its role, else nothing. */
export function similarJobsApiPath(job: PostingPlace): string | null {
  const role = roleByPosition(job.position);
  if (!role) return null;
  const region = job.state ? regionFromSegment(job.state) : null;
  return `/job-directories/jobs?role=${role.slug}${region ? `&state=${region.code}` : ''}`;
}

/** Server rendering of a closed posting's page: the similar live jobs in the cache too. */
export async function prefetchSimilarJobs(queries: QueryClient, get: ServerApiGet, job: PostingPlace): Promise<void> {
  const apiPath = similarJobsApiPath(job);
  await queries.prefetchQuery({
    queryKey: directoryKey(apiPath),
    queryFn: async () => {
      if (apiPath === null) return null;
      const { status, body } = await get(apiPath);
      return status === 200 ? body : null;
    },
  });
}

/** 'Similar jobs': live postings of the same role nearby, shown on the page of a posting that left search. */
export function SimilarJobs({ job }: { job: PostingPlace }) {
  const apiPath = similarJobsApiPath(job);
  const answer = useQuery({ queryKey: directoryKey(apiPath), queryFn: ({ signal }) => fetchDirectory<DirectoryAnswer>(apiPath, signal) });
  const directory = answer.data as DirectoryAnswer | null | undefined;
  const jobs = (directory?.jobs ?? []).filter((other) => other.isPartner || other.id !== job.id).slice(0, SIMILAR_JOBS);
  if (!directory || jobs.length === 0) return null;
  return (
    <section className="cs-directory__section" aria-labelledby="similar-jobs-title">
      <h2 id="similar-jobs-title">Similar jobs</h2>
      <ul className="cs-directory__jobs">
        {jobs.map((other) => (
          <li key={`${other.isPartner ? 'p' : 'j'}${other.id}`} className="cs-directory__job">
            <h3 className="h5">
              {other.isPartner ? (
                <a href={other.path} rel="nofollow noopener" target="_blank">
                  {other.title}
                </a>
              ) : (
                <Link to={other.path}>{other.title}</Link>
              )}
            </h3>
            <p className="cs-directory__job-meta">
              {other.practiceName ? <span>{other.practiceName}</span> : null}
              <span>{[other.city, other.state].filter(Boolean).join(', ')}</span>
              {other.isPartner ? <span className="badge text-bg-light border">Partner job</span> : null}
            </p>
          </li>
        ))}
      </ul>
      <p>
        <Link to={directory.path}>See all {directory.heading.replace(/ Jobs/, ' jobs')}</Link>
      </p>
    </section>
  );
}
