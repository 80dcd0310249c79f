import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { SimilarJob } from '@chairside/domain/job-search';
import { JOB_TYPES } from '@chairside/domain/job-posting-rules';
import { publicJobPath } from '../../lib/site-paths';
import { PracticeName } from '../../components/practice-name';
import { fetchSimilarJobs, similarJobsKey } from './public-job-data';

const placeOf = (job: SimilarJob) => [job.city, job.state].filter(Boolean).join(', ');

/**
 * 'Similar jobs': a few live postings of the same position near this one (GET /jobs/{id}/similar),
 * rendered with the page on the server. Nothing when there are none or they could not be read.
 */
export function SimilarJobs({ jobId, morePath, moreLabel }: { jobId: number; morePath: string; moreLabel: string }) {
  const similar = useQuery({ queryKey: similarJobsKey(jobId), queryFn: ({ signal }) => fetchSimilarJobs(jobId, signal) });
  const jobs = similar.data ?? [];
  if (jobs.length === 0) return null;
  return (
    <section className="public-job__section public-job__similar" aria-labelledby="similar-jobs-title">
      <h2 className="public-job__heading" id="similar-jobs-title">
        Similar jobs
      </h2>
      <ul className="cs-directory__jobs">
        {jobs.map((job) => (
          <li key={job.id} className="cs-directory__job">
            <h3 className="h6">
              <Link to={publicJobPath(job.id, job.slug)}>{job.title}</Link>
            </h3>
            <p className="cs-directory__job-meta">
              <span>
                <PracticeName practice={job.practice} />
              </span>
              <span>{placeOf(job)}</span>
              <span>{JOB_TYPES[job.type]}</span>
              {job.pay ? <span>{job.pay}</span> : null}
            </p>
          </li>
        ))}
      </ul>
      <p className="mb-0">
        <Link to={morePath}>{moreLabel}</Link>
      </p>
    </section>
  );
}
