import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faEye, faPen, faPlus, faUsers } from '@fortawesome/free-solid-svg-icons';
import type { EmployerJob } from '@chairside/domain/job-posting';
import {
  JOB_STATUS_FILTERS,
  filterJobPosts,
  formatAddress,
  groupPosts,
  sortJobPosts,
  type JobListFilters,
  type JobSortKey,
  type JobStatusFilter,
  type PostGroup,
  type SortOrder,
} from '@chairside/domain/job-status';
import { PageMeta } from '../../lib/page-meta';
import { publicJobPath } from '../../lib/site-paths';
import { PageLoading } from '../../components/page-loading';
import {
  STATUS_VARIANTS,
  expiryOf,
  formatDay,
  statusActions,
  editJobPath,
  freeSlots,
  summaryPath,
  useEmployerJobs,
  useJobSlots,
  actionLabel,
  jobTitle,
  useStatusChange,
  PostJobDialog,
} from '../postings/public-api';
import { JobSlotsPanel } from './job-slots-panel';
import { nationalProblem, useNationalSearch } from './national-search-action';
import { CreditBalance } from '../commerce/public-api';
import { failureMessage } from '../../components/form/errors';
import { SelectField, TextField } from '../../components/form/plain-fields';

type Filters = { keyword: string; startDate: string; endDate: string; location: string; status: JobStatusFilter | ''; subscriptionOnly: boolean };
const NO_FILTERS: Filters = { keyword: '', startDate: '', endDate: '', location: '', status: '', subscriptionOnly: false };
const STATUS_OPTIONS = JOB_STATUS_FILTERS.map((status) => ({ value: status, label: status }));

/** The groups in the order people look for them (the spec's groups; credit posts are not listed). */
const GROUPS: { group: Exclude<PostGroup, 'credit'>; title: string; empty: string }[] = [
  { group: 'active', title: 'Active', empty: 'No live postings.' },
  { group: 'drafts', title: 'Drafts', empty: 'No drafts.' },
  { group: 'closed-active', title: 'Filled and closed', empty: 'No filled or closed postings.' },
  { group: 'expired', title: 'Expired', empty: 'No expired postings.' },
];

const SORTS: { value: string; label: string; key: JobSortKey; order: SortOrder }[] = [
  { value: 'expiredDate-desc', label: 'Expiry, latest first', key: 'expiredDate', order: 'desc' },
  { value: 'expiredDate-asc', label: 'Expiry, soonest first', key: 'expiredDate', order: 'asc' },
  { value: 'postedDate-desc', label: 'Posted, newest first', key: 'postedDate', order: 'desc' },
  { value: 'postedDate-asc', label: 'Posted, oldest first', key: 'postedDate', order: 'asc' },
  { value: 'name-asc', label: 'Title, A to Z', key: 'name', order: 'asc' },
  { value: 'position-asc', label: 'Position', key: 'position', order: 'asc' },
  { value: 'city-asc', label: 'City', key: 'city', order: 'asc' },
  { value: 'id-desc', label: 'Job number, highest first', key: 'id', order: 'desc' },
];

type National = { natCredits: number | undefined; ask: (job: EmployerJob) => void };

function JobRow({
  job,
  onAction,
  national,
}: {
  job: EmployerJob;
  onAction: (job: EmployerJob, action: 'fill' | 'close' | 'reopen') => void;
  national: National;
}) {
  const title = jobTitle(job);
  const status = job.displayStatus ?? 'Draft';
  const published = job.status !== 'DRAFT';
  return (
    <li className="job-row">
      <div className="job-row__main">
        <h3 className="job-row__title">
          <Link to={published ? summaryPath(job.id) : editJobPath(job.id)}>{title}</Link>{' '}
          <Badge bg={STATUS_VARIANTS[status]} className="job-row__status">
            {status}
          </Badge>
        </h3>
        <p className="job-row__meta">
          {job.positionLabel} · {job.type === 'TEMP' ? 'Temp' : 'Permanent'}
          {job.isSubscription ? ' · Subscription' : ''} · #{job.id}
          {job.isNational ? (
            <Badge bg="success" className="ms-2">
              National
            </Badge>
          ) : null}
        </p>
        <p className="job-row__place">{formatAddress(job) || 'No address yet'}</p>
      </div>
      <dl className="job-row__stats">
        <div>
          <dt>Posted</dt>
          <dd>{formatDay(job.postedDate)}</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>{formatDay(expiryOf(job))}</dd>
        </div>
        <div>
          <dt>
            <FontAwesomeIcon icon={faEye} aria-hidden="true" className="me-1" />
            Views
          </dt>
          <dd>{job.views}</dd>
        </div>
        <div>
          <dt>
            <FontAwesomeIcon icon={faUsers} aria-hidden="true" className="me-1" />
            Applicants
          </dt>
          <dd>
            {job.applicantCount}
            {job.newApplicantCount > 0 ? (
              <Badge bg="danger" className="ms-1">
                {job.newApplicantCount} new
              </Badge>
            ) : null}
          </dd>
        </div>
      </dl>
      <div className="job-row__actions">
        <Link to={editJobPath(job.id)} className="btn btn-sm btn-outline-primary" aria-label={`Edit ${title}`}>
          <FontAwesomeIcon icon={faPen} aria-hidden="true" className="me-1" />
          Edit
        </Link>
        {published ? (
          <Dropdown align="end">
            <Dropdown.Toggle variant="outline-secondary" size="sm" aria-label={`More actions for ${title}`}>
              More
            </Dropdown.Toggle>
            <Dropdown.Menu>
              <Dropdown.Item as={Link} to={summaryPath(job.id)}>
                Summary
              </Dropdown.Item>
              <Dropdown.Item as={Link} to={publicJobPath(job.id, job.slug)}>
                View job page
              </Dropdown.Item>
              {statusActions(job).map((action) => (
                <Dropdown.Item as="button" key={action} onClick={() => onAction(job, action)}>
                  {actionLabel(action)}
                </Dropdown.Item>
              ))}
              {job.isActive && !job.isNational && !job.isBasic ? <NationalItem job={job} national={national} /> : null}
            </Dropdown.Menu>
          </Dropdown>
        ) : null}
      </div>
    </li>
  );
}

/** 'Show in national search' in a live posting's menu; without a NAT credit it is disabled and says so. */
function NationalItem({ job, national }: { job: EmployerJob; national: National }) {
  const problem = nationalProblem(job, national.natCredits);
  return (
    <>
      <Dropdown.Divider />
      <Dropdown.Item as="button" onClick={() => national.ask(job)} disabled={problem !== null || national.natCredits === undefined}>
        Show in national search
        <span className="d-block small text-body-secondary">{problem ?? `Uses 1 of your ${national.natCredits ?? 0} NAT credits`}</span>
      </Dropdown.Item>
    </>
  );
}

function FilterBar({
  filters,
  onChange,
  locations,
  sort,
  onSort,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  locations: string[];
  sort: string;
  onSort: (value: string) => void;
}) {
  const set = <K extends keyof Filters>(field: K, value: Filters[K]) => onChange({ ...filters, [field]: value });
  // Filters apply as they change: the list's view, not a form to send.
  return (
    <form className="app-panel job-filters" role="search" aria-label="Filter job postings" onSubmit={(event) => event.preventDefault()}>
      <TextField
        id="job-filter-keyword"
        name="keyword"
        label="Keyword"
        type="search"
        className="job-filters__keyword"
        value={filters.keyword}
        onValueChange={(value) => set('keyword', value)}
        placeholder="Title, city, ZIP, job number, temp, subscription…"
      />
      <SelectField
        id="job-filter-status"
        name="status"
        label="Status"
        className=""
        options={STATUS_OPTIONS}
        placeholder="Any status"
        value={filters.status}
        onValueChange={(value) => set('status', value as Filters['status'])}
      />
      <SelectField
        id="job-filter-location"
        name="location"
        label="Location"
        className=""
        options={locations.map((location) => ({ value: location, label: location }))}
        placeholder="Any location"
        value={filters.location}
        onValueChange={(value) => set('location', value)}
      />
      <TextField
        id="job-filter-start"
        name="startDate"
        label="Posted after"
        type="date"
        className=""
        value={filters.startDate}
        onValueChange={(value) => set('startDate', value)}
      />
      <TextField
        id="job-filter-end"
        name="endDate"
        label="Posted before"
        type="date"
        className=""
        value={filters.endDate}
        onValueChange={(value) => set('endDate', value)}
      />
      <SelectField id="job-filter-sort" name="sort" label="Sort by" className="" options={SORTS} value={sort} onValueChange={onSort} />
      <div className="job-filters__end">
        <Form.Check
          type="checkbox"
          id="job-filter-subscription"
          label="Subscription postings only"
          checked={filters.subscriptionOnly}
          onChange={(event) => set('subscriptionOnly', event.target.checked)}
        />
        <Button variant="link" size="sm" onClick={() => onChange(NO_FILTERS)} disabled={JSON.stringify(filters) === JSON.stringify(NO_FILTERS)}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}

/**
 * /app/post-job/all: every posting in the spec's groups, filtered and sorted by the domain's
 * rules, the free job slots, and 'Post a job'. `?credit=1` opens the first credit post.
 */
export function JobListPage({ username }: { username: string }) {
  const jobs = useEmployerJobs(username);
  const slots = useJobSlots(username);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [sort, setSort] = useState(SORTS[0].value);
  const [posting, setPosting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const statusChange = useStatusChange(username, (job, action) =>
    setDone(`${jobTitle(job)}: ${action === 'fill' ? 'marked as filled' : action === 'close' ? 'closed' : 'reopened'}.`),
  );
  const national = useNationalSearch(username, (job) => setDone(`${jobTitle(job)}: now shown in national search.`));

  const wantsCredit = searchParams.get('credit') === '1';
  const firstCredit = jobs.data?.find((job) => job.group === 'credit');
  useEffect(() => {
    if (wantsCredit && firstCredit) void navigate(editJobPath(firstCredit.id), { replace: true });
  }, [wantsCredit, firstCredit, navigate]);

  const groups = useMemo(() => groupPosts(jobs.data ?? []), [jobs.data]);
  const listed = useMemo(() => (jobs.data ?? []).filter((job) => job.group !== 'credit'), [jobs.data]);
  const locations = useMemo(() => [...new Set(listed.map((job) => formatAddress(job)).filter(Boolean))].sort((a, b) => a.localeCompare(b)), [listed]);
  const chosenSort = SORTS.find((option) => option.value === sort) ?? SORTS[0];
  const domainFilters: JobListFilters = filters;
  const shown = useMemo(
    () =>
      GROUPS.map((entry) => ({
        ...entry,
        jobs: sortJobPosts(filterJobPosts(groups[entry.group], domainFilters), { key: chosenSort.key, order: chosenSort.order }),
      })),
    [groups, domainFilters, chosenSort],
  );
  const shownCount = shown.reduce((sum, entry) => sum + entry.jobs.length, 0);
  const free = freeSlots(slots.data);

  return (
    <section className="app-page job-list-page" aria-labelledby="job-list-title">
      <PageMeta title="Job Postings" noindex />
      <div className="job-page-head">
        <div>
          <h1 className="app-page__title" id="job-list-title">
            Job Postings
          </h1>
          <p className="app-page__subtitle">
            Your postings, their views and applicants, and your free job slots. <Link to="/app/hiring-numbers">Hiring numbers</Link>
          </p>
        </div>
        <Button variant="primary" onClick={() => setPosting(true)}>
          <FontAwesomeIcon icon={faPlus} aria-hidden="true" className="me-2" />
          Post a job
        </Button>
      </div>

      {done ? (
        <Alert variant="success" role="status" className="py-2" dismissible onClose={() => setDone(null)}>
          {done}
        </Alert>
      ) : null}
      {firstCredit && !wantsCredit ? (
        <Alert variant="info" className="py-2">
          You have a prepaid posting waiting to be written.{' '}
          <Link to={editJobPath(firstCredit.id)} className="alert-link">
            Write it now
          </Link>
        </Alert>
      ) : null}

      <div className="job-list-layout">
        <div className="job-list-layout__main">
          {jobs.isPending ? (
            <PageLoading label="Loading your job postings…" />
          ) : jobs.isError ? (
            <Alert variant="danger" role="alert">
              {failureMessage(jobs.error)}{' '}
              <Button variant="link" className="btn-inline-link alert-link" onClick={() => void jobs.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : listed.length === 0 ? (
            <div className="app-panel job-list-empty">
              <h2 className="job-form__title">No job postings yet</h2>
              <p>Write your first posting: it reaches dentists, hygienists, assistants and front-office staff near your practice.</p>
              <Button variant="primary" onClick={() => setPosting(true)}>
                Post a job
              </Button>
            </div>
          ) : (
            <>
              <FilterBar filters={filters} onChange={setFilters} locations={locations} sort={sort} onSort={setSort} />
              <p className="job-list__count" role="status">
                {shownCount === listed.length
                  ? `${listed.length} posting${listed.length === 1 ? '' : 's'}`
                  : `${shownCount} of ${listed.length} postings match`}
              </p>
              {shownCount === 0 ? (
                <div className="app-panel job-list-empty">
                  <p className="mb-2">No postings match these filters.</p>
                  <Button variant="outline-primary" size="sm" onClick={() => setFilters(NO_FILTERS)}>
                    Clear filters
                  </Button>
                </div>
              ) : (
                shown
                  .filter((entry) => entry.jobs.length > 0)
                  .map((entry) => (
                    <section key={entry.group} className="job-group" aria-labelledby={`job-group-${entry.group}`}>
                      <h2 className="job-group__title" id={`job-group-${entry.group}`}>
                        {entry.title} <span className="job-group__count">{entry.jobs.length}</span>
                      </h2>
                      <ul className="job-rows" aria-labelledby={`job-group-${entry.group}`}>
                        {entry.jobs.map((job) => (
                          <JobRow key={job.id} job={job} onAction={statusChange.ask} national={national} />
                        ))}
                      </ul>
                    </section>
                  ))
              )}
            </>
          )}
        </div>
        <aside className="job-list-layout__aside">
          <JobSlotsPanel username={username} query={slots} jobs={jobs.data ?? []} />
          <CreditBalance username={username} />
        </aside>
      </div>
      <PostJobDialog show={posting} onHide={() => setPosting(false)} slots={free} />
      {statusChange.dialog}
      {national.dialog}
    </section>
  );
}
