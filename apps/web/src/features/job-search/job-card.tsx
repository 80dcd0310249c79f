import { Link } from 'react-router';
import { faThumbsDown } from '@fortawesome/free-solid-svg-icons/faThumbsDown';
import { faThumbsUp } from '@fortawesome/free-solid-svg-icons/faThumbsUp';
import { JOB_TYPES } from '@chairside/domain/job-posting-rules';
import type { PartnerJob, PremiumJob } from '@chairside/domain/job-search';
import { Icon } from '../../components/icon';
import { formatDate, useReaderTimeZone } from '../../lib/dates';
import { PracticeName } from '../../components/practice-name';
import { SaveJobButton } from '../saved-jobs/public-api';

const place = (job: { city: string | null; state: string | null }) => [job.city, job.state].filter(Boolean).join(', ');
const miles = (distance: number | null) => (distance === null ? null : `${distance.toFixed(1)} mi`);

type OpinionHandler = (job: PremiumJob, opinion: 'LIKED' | 'DISLIKED' | null) => void;

/** One practice posting in the results: what, where, how far, pay, dates, and the seeker's marks. */
export function PremiumJobCard({ job, to, onOpinion }: { job: PremiumJob; to: string; onOpinion?: OpinionHandler }) {
  const zone = useReaderTimeZone();
  const dates = job.jobDates.slice(0, 4).map((d) => formatDate(d.date));
  return (
    <li className="job-card" data-testid="job-card">
      <div className="job-card__main">
        <h2 className="job-card__title">
          <Link to={to} state={{ distance: job.distance }}>
            {job.title}
          </Link>
        </h2>
        <p className="job-card__practice">
          <PracticeName practice={job.practice} />
        </p>
        <p className="job-card__meta">
          <span>{place(job)}</span>
          {job.distance !== null ? <span className="job-card__distance">{miles(job.distance)}</span> : null}
          <span>{JOB_TYPES[job.type]}</span>
          {job.pay ? <span className="job-card__pay">{job.pay}</span> : null}
          <span>Posted {formatDate(job.postedDate, 'medium', zone)}</span>
        </p>
        {dates.length > 0 ? (
          <p className="job-card__dates">
            Dates: {dates.join(', ')}
            {job.jobDates.length > dates.length ? ` and ${job.jobDates.length - dates.length} more` : ''}
          </p>
        ) : null}
        <p className="job-card__badges">
          {job.isNational ? <span className="badge text-bg-info">National</span> : null}
          {job.applied ? <span className="badge text-bg-success">Applied</span> : null}
          {job.invited ? <span className="badge text-bg-warning">Invited</span> : null}
        </p>
      </div>
      <div className="job-card__save">
        <SaveJobButton jobId={job.id} title={job.title} />
      </div>
      {onOpinion ? (
        <div className="job-card__opinion">
          <button
            type="button"
            className={`btn btn-sm ${job.isLike ? 'btn-success' : 'btn-outline-secondary'}`}
            aria-pressed={job.isLike}
            aria-label={`Like ${job.title}`}
            onClick={() => onOpinion(job, job.isLike ? null : 'LIKED')}
          >
            <Icon icon={faThumbsUp} />
          </button>
          <button
            type="button"
            className={`btn btn-sm ${job.isDislike ? 'btn-danger' : 'btn-outline-secondary'}`}
            aria-pressed={job.isDislike}
            aria-label={`Dislike ${job.title}`}
            onClick={() => onOpinion(job, job.isDislike ? null : 'DISLIKED')}
          >
            <Icon icon={faThumbsDown} />
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** A partner (external) posting: it opens on the partner's site. */
export function PartnerJobCard({ job }: { job: PartnerJob }) {
  const zone = useReaderTimeZone();
  return (
    <li className="job-card" data-testid="partner-job-card">
      <div className="job-card__main">
        <h2 className="job-card__title">
          <a href={job.url} target="_blank" rel="noopener noreferrer nofollow">
            {job.title}
          </a>
        </h2>
        <p className="job-card__practice">{job.company ?? 'Partner job'}</p>
        <p className="job-card__meta">
          <span>{place(job)}</span>
          {job.distance !== null ? <span className="job-card__distance">{miles(job.distance)}</span> : null}
          {job.jobType ? <span>{job.jobType}</span> : null}
          {job.postedDate ? <span>Posted {formatDate(job.postedDate, 'medium', zone)}</span> : null}
        </p>
      </div>
    </li>
  );
}
