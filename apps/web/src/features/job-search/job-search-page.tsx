import { Suspense, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { JOB_SEARCH_DEFAULT_LIMIT, KEYWORD_DEBOUNCE_MS, NATIONAL_SEARCH_FAILED_MESSAGE, SEARCH_FAILED_MESSAGE } from '@chairside/domain/job-search-rules';
import type { JobSearchAnswer, PremiumJob } from '@chairside/domain/job-search';
import type { AlertSearch } from '@chairside/domain/job-alert-rules';
import type { CurrentUser } from '@chairside/domain/accounts';
import { describeFailedRequest } from '@chairside/domain/api-errors';
import { api, apiRequest } from '../../lib/api-client';
import { PageMeta } from '../../lib/page-meta';
import { publicJobPath } from '../../lib/site-paths';
import { PartnerJobCard, PremiumJobCard } from './job-card';
import { PostingFilters } from './posting-filters';
import { SearchFields, searchSummary } from './search-fields';
import { useJobOpinions } from './use-job-opinions';
import { LatestSearch } from './latest-search';
import { countText } from '../../lib/count-text';
import { jobsText } from './job-count';
import { loadOnDemand } from '../../components/layout/load-on-demand';
import { publicSearchMeta } from './job-search-meta';
import { useReadyMark } from '../../components/form/ready-mark';
import {
  APP_SEARCH_BASE,
  CATEGORY_HEADINGS,
  PUBLIC_SEARCH_BASE,
  SEARCH_CATEGORIES,
  searchCalls,
  searchFilterCount,
  searchProblems,
  searchStateFrom,
  searchUrl,
  type SearchCategory,
  type SearchState,
} from './job-search-url';
import { PlainErrorAlert } from '../../components/plain-error-alert';

// The alert panel loads when asked for: most searches never save one.
const EmailMeJobs = loadOnDemand(() => import('../job-alerts/public-api').then((module) => module.EmailMeJobs));

/** 'Email me jobs like these': the button, then the panel that saves the alert (signed in) or asks for an email. */
function EmailMeJobsAction({ user, search }: { user: CurrentUser | null; search: AlertSearch }) {
  const [asked, setAsked] = useState(false);
  if (asked)
    return (
      <Suspense fallback={<p className="my-3 text-body-secondary">Loading…</p>}>
        <EmailMeJobs.Component user={user} search={search} asked />
      </Suspense>
    );
  return (
    <div className="my-3">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onPointerEnter={() => void EmailMeJobs.preload()}
        onFocus={() => void EmailMeJobs.preload()}
        onClick={() => setAsked(true)}
      >
        Email me jobs like these
      </button>
    </div>
  );
}

const CATEGORY_TABS: Record<SearchCategory, string> = { local: 'Near You', NATIONAL: 'National', EXTERNAL: 'Other job sites' };

/**
 * The API's message for a refused search, else the fallback. Read from the failure's status and
 * body: a search that failed while the server rendered the page arrives as plain data.
 */
function failure(error: unknown, fallback: string): string {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: unknown };
  return typeof status === 'number' && status < 500 ? describeFailedRequest({ kind: 'response', status, body }) : fallback;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

async function search(user: CurrentUser | null, path: string, signal: AbortSignal) {
  if (!user) return (await apiRequest<JobSearchAnswer>(path, { signal, auth: false })).data;
  return api.get<JobSearchAnswer>(path, signal);
}

/**
 * A visitor's first lists come with the server's HTML: they stay fresh for a minute and a failed
 * one is not asked again on mount, so the page hydrates without asking the API again. Signed in,
 * every visit of a search asks again.
 */
const VISITOR_QUERY_OPTIONS = { staleTime: 60_000, retryOnMount: false };
const USER_QUERY_OPTIONS = { staleTime: 0 };

/**
 * /app/search-jobs/{position}/{zip}?… (and the public search page): the filter form, then the
 * local, national and external lists. Every change of the form goes to the URL; the URL drives
 * the call of the tab shown (the main one, or the national one with radius 101).
 */
export function JobSearchPage({ user }: { user: CurrentUser | null }) {
  const params = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  useReadyMark(formRef);
  const base = user ? APP_SEARCH_BASE : PUBLIC_SEARCH_BASE;
  const state = useMemo(() => searchStateFrom(params.position, params.zip, query), [params.position, params.zip, query]);

  // Typing is held here; the ZIP goes to the URL from 5 characters, the keyword after 300 ms.
  const [zipText, setZipText] = useState(state.zip);
  const [keywordText, setKeywordText] = useState(state.keyword);
  useEffect(() => setZipText(state.zip), [state.zip]);
  const keyword = useDebounced(keywordText, KEYWORD_DEBOUNCE_MS);

  // Changes build on the latest change, not on the state of the last render (LatestSearch).
  const [latest] = useState(() => new LatestSearch(state));
  useEffect(() => latest.shown(state), [latest, state]);
  const update = (change: Partial<SearchState>) => {
    void navigate(searchUrl(base, latest.change(change)), { replace: false });
  };
  useEffect(() => {
    const word = keyword.trim();
    if ((word.length >= 2 || word.length === 0) && word !== latest.state.keyword.trim()) {
      void navigate(searchUrl(base, latest.change({ keyword: word })), { replace: true });
    }
    // Only a settled keyword moves the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyword]);

  const problems = searchProblems(state);
  const valid = Object.keys(problems).length === 0;

  // At phone width the filters fold behind a button (CSS shows them always from md up); they start
  // open while the search cannot be made. The list takes focus after paging or 'Show results'.
  const [filtersOpen, setFiltersOpen] = useState(!valid);
  const filterCount = searchFilterCount(state, user !== null);
  const resultsRef = useRef<HTMLElement>(null);
  // Focus moves at once (the paging buttons go while a page loads); the list scrolls to the top once
  // the page at that offset is shown and the folded filters are gone.
  const [revealAt, setRevealAt] = useState<number | null>(null);
  const revealList = (offset: number) => {
    resultsRef.current?.focus({ preventScroll: true });
    setRevealAt(offset);
  };
  const goToPage = (offset: number) => {
    revealList(offset);
    update({ offset });
  };
  const calls = searchCalls(state, user);
  const limit = JOB_SEARCH_DEFAULT_LIMIT;
  const queryOptions = user ? USER_QUERY_OPTIONS : VISITOR_QUERY_OPTIONS;

  const main = useQuery({
    queryKey: calls.main.queryKey,
    queryFn: ({ signal }) => search(user, calls.main.path, signal),
    enabled: calls.main.enabled,
    retry: false,
    ...queryOptions,
  });
  const national = useQuery({
    queryKey: calls.national.queryKey,
    queryFn: ({ signal }) => search(user, calls.national.path, signal),
    enabled: calls.national.enabled,
    retry: false,
    ...queryOptions,
  });

  const isStaff = user?.role === 'staff';
  const { setOpinion, withOpinion, opinionError } = useJobOpinions(user, state.evaluation);

  const jobPath = (job: PremiumJob) => (user ? `${APP_SEARCH_BASE}/post-job/${job.id}/${encodeURIComponent(job.slug)}` : publicJobPath(job.id, job.slug));

  const active = state.category === 'NATIONAL' ? national : main;
  const total = state.category === 'EXTERNAL' ? (main.data?.partnerTotal ?? 0) : (active.data?.total ?? 0);
  const totalCapped = state.category !== 'EXTERNAL' && active.data?.totalCapped === true;
  const heading = CATEGORY_HEADINGS[state.category];
  const showTypeEtc = state.category !== 'EXTERNAL';
  const revealNow = revealAt === state.offset && !active.isPending;
  useEffect(() => {
    if (!revealNow) return;
    setRevealAt(null);
    resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [revealNow]);

  return (
    <section className={user ? 'app-page job-search' : 'container-xl job-search job-search--public'} aria-labelledby="job-search-title">
      {user ? (
        <PageMeta title={heading} description="Find dental jobs near you: dentists, hygienists, assistants, front office and more." noindex />
      ) : (
        <PageMeta {...publicSearchMeta(state, active.data)} />
      )}
      <ul className="nav nav-tabs job-search__tabs" role="tablist">
        {SEARCH_CATEGORIES.map((category) => (
          <li className="nav-item" key={category} role="presentation">
            <button
              type="button"
              role="tab"
              aria-selected={state.category === category}
              className={`nav-link${state.category === category ? ' active' : ''}`}
              onClick={() => update({ category })}
            >
              {CATEGORY_TABS[category]}
            </button>
          </li>
        ))}
      </ul>
      <form ref={formRef} className="job-search__form" onSubmit={(event) => event.preventDefault()} noValidate aria-labelledby="job-search-title">
        <h1 className="job-search__title" id="job-search-title">
          {heading}
        </h1>
        <div className="job-search__fold d-md-none">
          {valid ? <p className="job-search__summary">{searchSummary(state)}</p> : null}
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            aria-expanded={filtersOpen}
            aria-controls="job-search-filters"
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            Filters{filterCount > 0 ? ` (${filterCount})` : ''}
          </button>
        </div>
        <div id="job-search-filters" className={`job-search__panel${filtersOpen ? ' job-search__panel--open' : ''}`}>
          <SearchFields
            state={state}
            problems={problems}
            update={update}
            zipText={zipText}
            onZipText={setZipText}
            keywordText={keywordText}
            onKeywordText={setKeywordText}
            signedIn={user !== null}
          />
          {showTypeEtc ? <PostingFilters state={state} update={update} /> : null}
          {valid ? (
            <button
              type="button"
              className="btn btn-primary btn-sm job-search__show d-md-none"
              onClick={() => {
                setFiltersOpen(false);
                revealList(state.offset);
              }}
            >
              Show results
            </button>
          ) : null}
        </div>
      </form>
      {valid && state.category !== 'EXTERNAL' && (!user || user.role === 'staff') ? (
        <EmailMeJobsAction
          user={user}
          search={{
            category: state.category,
            position: state.position,
            zip: state.zip || null,
            radius: state.radius,
            type: state.type,
            keyword: state.keyword,
          }}
        />
      ) : null}

      {opinionError ? <PlainErrorAlert message={opinionError} /> : null}

      <div className="job-search__results" aria-live="polite">
        {!valid ? (
          <p className="job-search__empty">Choose a position and enter a ZIP code to see jobs.</p>
        ) : state.category === 'local' ? (
          <PremiumList
            title="Jobs near you"
            answer={main.data}
            pending={main.isPending}
            error={main.isError ? failure(main.error, SEARCH_FAILED_MESSAGE) : null}
            jobs={main.data ? withOpinion(main.data.premiumJobs) : []}
            jobPath={jobPath}
            onOpinion={isStaff ? (job, opinion) => void setOpinion(job, opinion) : undefined}
            listRef={resultsRef}
          />
        ) : state.category === 'NATIONAL' ? (
          <PremiumList
            title="National jobs"
            answer={national.data}
            pending={national.isPending}
            error={national.isError ? failure(national.error, NATIONAL_SEARCH_FAILED_MESSAGE) : null}
            jobs={national.data ? withOpinion(national.data.premiumJobs) : []}
            jobPath={jobPath}
            onOpinion={isStaff ? (job, opinion) => void setOpinion(job, opinion) : undefined}
            listRef={resultsRef}
          />
        ) : (
          <section aria-label="Jobs on other sites" className="job-search__list-section" tabIndex={-1} ref={resultsRef}>
            {main.isPending ? <p className="text-body-secondary">Searching…</p> : null}
            {main.isError ? (
              <div className="alert alert-danger" role="alert">
                {failure(main.error, SEARCH_FAILED_MESSAGE)}
              </div>
            ) : null}
            {main.data && main.data.partnerJobs.length === 0 ? <p className="job-search__empty">No external jobs match your search.</p> : null}
            <ul className="job-search__list">
              {main.data?.partnerJobs.map((job) => (
                <PartnerJobCard key={job.jobKey} job={job} />
              ))}
            </ul>
          </section>
        )}

        {state.category === 'local' && valid ? (
          // The national list is asked for on its own tab only (one call per search): its count shows here once known.
          <NationalTeaser answer={national.data ?? null} onOpen={() => update({ category: 'NATIONAL' })} />
        ) : null}

        {valid && total > limit ? (
          <nav className="job-search__paging" aria-label="Pages">
            <button type="button" className="btn btn-outline-primary" disabled={state.offset === 0} onClick={() => goToPage(Math.max(0, state.offset - limit))}>
              Previous
            </button>
            <span>
              {countText(state.offset + 1)}–{countText(Math.min(total, state.offset + limit))} of {countText(total, totalCapped)}
            </span>
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={state.offset + limit >= total && !totalCapped}
              onClick={() => goToPage(state.offset + limit)}
            >
              Next
            </button>
          </nav>
        ) : null}
        {!user ? (
          <p className="job-search__signup">
            <Link to="/dental-jobs/register/staff">Create your free resume</Link> to apply, like jobs and get invitations from practices.
          </p>
        ) : null}
      </div>
    </section>
  );
}

type PremiumListProps = {
  title: string;
  answer: JobSearchAnswer | undefined;
  pending: boolean;
  error: string | null;
  jobs: PremiumJob[];
  jobPath: (job: PremiumJob) => string;
  onOpinion?: (job: PremiumJob, opinion: 'LIKED' | 'DISLIKED' | null) => void;
  /** The list takes focus after paging: keyboard and screen reader users land on the new page. */
  listRef: RefObject<HTMLElement | null>;
};

function PremiumList({ title, answer, pending, error, jobs, jobPath, onOpinion, listRef }: PremiumListProps) {
  return (
    <section aria-label={title} className="job-search__list-section" tabIndex={-1} ref={listRef}>
      {pending ? <p className="text-body-secondary">Searching…</p> : null}
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : null}
      {answer ? <p className="job-search__count">{jobsText(answer.total, answer.totalCapped)} found</p> : null}
      {answer && jobs.length === 0 ? <p className="job-search__empty">No jobs match your search. Try a larger distance or fewer filters.</p> : null}
      <ul className="job-search__list">
        {jobs.map((job) => (
          <PremiumJobCard key={job.id} job={job} to={jobPath(job)} onOpinion={onOpinion} />
        ))}
      </ul>
    </section>
  );
}

/** `answer`: the national list once asked for, null before. */
function NationalTeaser({ answer, onOpen }: { answer: JobSearchAnswer | null; onOpen: () => void }) {
  if (answer?.total === 0) return null;
  return (
    <p className="job-search__national">
      <button type="button" className="btn btn-link p-0" onClick={onOpen}>
        {answer === null ? 'See national jobs' : `See ${jobsText(answer.total, answer.totalCapped, 'national')}`}
      </button>{' '}
      open to candidates anywhere.
    </p>
  );
}
