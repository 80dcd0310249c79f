// /app/hiring-numbers: the practice's numbers (ADR 121): views, applications, interviews and
// hires as a funnel, overall and per posting; where applicants came from; time to fill; and how
// similar postings nearby do (same position within 25 miles, medians).
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import {
  APPLICATION_SOURCES,
  NEARBY_RADIUS_MILES,
  SOURCE_LABELS,
  conversion,
  type Funnel,
  type HiringNumbers,
  type PostingNumbers,
  type SourceCounts,
} from '@chairside/domain/hiring-numbers';
import type { CurrentUser } from '@chairside/domain/accounts';
import { api } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { failureMessage } from '../../components/form/errors';

const SOURCE_KEYS = [...APPLICATION_SOURCES, 'unknown'] as const;
const STATUS_LABELS: Record<string, string> = { ACTIVE: 'Open', BOOKED: 'Filled', CANCELED: 'Closed' };
const days = (value: number | null) => (value === null ? '–' : `${value} ${value === 1 ? 'day' : 'days'}`);
const figure = (value: number | null) => (value === null ? '–' : String(value));

function FunnelFigures({ funnel, label }: { funnel: Funnel; label: string }) {
  const steps: [string, number, string | null][] = [
    ['Views', funnel.views, null],
    ['Applications', funnel.applications, conversion(funnel.applications, funnel.views)],
    ['Interviews', funnel.interviews, conversion(funnel.interviews, funnel.applications)],
    ['Hires', funnel.hires, conversion(funnel.hires, funnel.interviews)],
  ];
  return (
    <ol className="list-unstyled d-flex flex-wrap gap-3 mb-3" aria-label={label}>
      {steps.map(([name, value, share]) => (
        <li key={name} className="app-panel p-3 text-center" style={{ minWidth: '9rem' }} data-testid={`funnel-${name.toLowerCase()}`}>
          <div className="fs-3 fw-semibold">{value}</div>
          <div>{name}</div>
          {share ? <div className="small text-body-secondary">{share} of the step before</div> : null}
        </li>
      ))}
    </ol>
  );
}

function SourcesList({ sources }: { sources: SourceCounts }) {
  const total = SOURCE_KEYS.reduce((sum, key) => sum + sources[key], 0);
  if (total === 0) return <p className="text-body-secondary">No applications yet.</p>;
  return (
    <table className="table table-sm w-auto">
      <thead>
        <tr>
          <th scope="col">Came from</th>
          <th scope="col" className="text-end">
            Applications
          </th>
          <th scope="col" className="text-end">
            Share
          </th>
        </tr>
      </thead>
      <tbody>
        {SOURCE_KEYS.filter((key) => sources[key] > 0).map((key) => (
          <tr key={key}>
            <td>{SOURCE_LABELS[key]}</td>
            <td className="text-end">{sources[key]}</td>
            <td className="text-end">{conversion(sources[key], total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PostingRow({ posting }: { posting: PostingNumbers }) {
  const { funnel, nearby } = posting;
  return (
    <tr data-testid={`posting-numbers-${posting.jobId}`}>
      <th scope="row">
        <Link to={`/app/post-job/summary/${posting.jobId}`}>{posting.title}</Link>
        <div className="small text-body-secondary">{STATUS_LABELS[posting.status] ?? posting.status}</div>
      </th>
      <td className="text-end">{funnel.views}</td>
      <td className="text-end">{funnel.applications}</td>
      <td className="text-end">{funnel.interviews}</td>
      <td className="text-end">{funnel.hires}</td>
      <td className="text-end">{days(posting.daysToFill)}</td>
      <td>
        {nearby.medianApplications === null && nearby.medianViews === null ? (
          <span className="text-body-secondary">Too few similar postings nearby</span>
        ) : (
          <span>
            {figure(nearby.medianViews)} views, {figure(nearby.medianApplications)} applications, filled in {days(nearby.medianDaysToFill)}
            <span className="d-block small text-body-secondary">median of {nearby.postings} postings</span>
          </span>
        )}
      </td>
    </tr>
  );
}

export function HiringNumbersPage({ user }: { user: CurrentUser }) {
  const numbers = useQuery({
    queryKey: ['hiring-numbers', user.username],
    queryFn: ({ signal }) => api.get<HiringNumbers>(`/users/employers/${encodeURIComponent(user.username)}/hiring-numbers`, signal),
  });
  return (
    <section className="app-page" aria-labelledby="hiring-numbers-title">
      <PageMeta title="Hiring numbers" noindex />
      <p className="mb-1">
        <Link to="/app/post-job/all">‹ Job Postings</Link>
      </p>
      <h1 className="app-page__title" id="hiring-numbers-title">
        Hiring numbers
      </h1>
      {numbers.isPending ? (
        <PageLoading label="Loading your numbers…" />
      ) : numbers.isError ? (
        <Alert variant="danger">{failureMessage(numbers.error)}</Alert>
      ) : (
        <>
          <h2 className="h5">All postings</h2>
          <FunnelFigures funnel={numbers.data.overall.funnel} label="All postings: views, applications, interviews and hires" />
          <p>
            Median time to fill:{' '}
            <strong>
              {numbers.data.overall.filledPostings === 0
                ? 'no posting filled yet'
                : `${days(numbers.data.overall.medianDaysToFill)} (${numbers.data.overall.filledPostings} filled)`}
            </strong>
          </p>
          <h2 className="h5">Where applicants came from</h2>
          <SourcesList sources={numbers.data.overall.sources} />
          <h2 className="h5">Each posting</h2>
          {numbers.data.postings.length === 0 ? (
            <p>No published postings yet.</p>
          ) : (
            <div className="table-responsive">
              <table className="table align-middle">
                <caption>
                  Views count each visitor once a day. Similar postings nearby: other practices’ postings of the same position within {NEARBY_RADIUS_MILES}{' '}
                  miles in the last year.
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Posting</th>
                    <th scope="col" className="text-end">
                      Views
                    </th>
                    <th scope="col" className="text-end">
                      Applications
                    </th>
                    <th scope="col" className="text-end">
                      Interviews
                    </th>
                    <th scope="col" className="text-end">
                      Hires
                    </th>
                    <th scope="col" className="text-end">
                      Time to fill
                    </th>
                    <th scope="col">Similar postings nearby</th>
                  </tr>
                </thead>
                <tbody>
                  {numbers.data.postings.map((posting) => (
                    <PostingRow key={posting.jobId} posting={posting} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
