import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { faFlag } from '@fortawesome/free-solid-svg-icons/faFlag';
import { faLocationDot } from '@fortawesome/free-solid-svg-icons/faLocationDot';
import type { PublicJob } from '@chairside/domain/job-posting';
import { JOB_FLAG_REASON_MAX } from '@chairside/domain/job-posting-rules';
import { formatAddress } from '@chairside/domain/job-status';
import { SPECIALTIES } from '@chairside/domain/resume-profile-rules';
import { api, ApiError } from '../../lib/api-client';
import { formatDate, useReaderTimeZone } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { publicJobPath } from '../../lib/site-paths';
import { Icon } from '../../components/icon';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageLoading } from '../../components/page-loading';
import { HoursAndBenefits, JobTags, OfficeDetails } from '../../components/job-details';
import { NotFoundPage } from '../../pages/not-found-page';
import { ServerErrorPage } from '../../pages/server-error-page';
import { publicJobKey } from './public-job-data';
import { fetchPublicJob } from '../../lib/public-job-api';
import { cityState, closedNotice, publicJobMeta, shortPosition } from './public-job-meta';
import { ANALYTICS_EVENTS, track } from '../../lib/analytics';
import { ApplyAction } from '../applications/public-api';
import { SaveJobButton } from '../saved-jobs/public-api';
import { PracticeName } from '../../components/practice-name';
import { SimilarJobs } from './similar-jobs';
import { JobShiftsOnDemand } from './job-shifts-on-demand';
import { ShareJob } from './share-job';
import { rememberApplicationSource } from '../../lib/application-source';

// The server loads a temp posting's shifts before rendering (public-job-route.tsx).
export { preloadJobShifts } from './job-shifts-on-demand';

/** The job directory of each position (a public page of the route table). */
const POSITION_DIRECTORIES: Record<string, string> = {
  DD: '/dental-jobs/dentist/',
  DA: '/dental-jobs/dental-assistant/',
  DH: '/dental-jobs/dental-hygienist/',
  FO: '/dental-jobs/dental-front-office/',
  LT: '/dental-jobs/dental-lab-technician/',
  SR: '/dental-jobs/dental-sales-rep/',
};

/** Where the job seeker's application screen is. */

// Days and times are shown as the API writes them (UTC days), so server and browser agree.

/** Views count once per page shown in this browser session (the server also counts once a day). */
const counted = new Set<number>();

function useCountView(job: PublicJob | null | undefined) {
  const id = job?.id;
  const position = job?.position ?? '';
  useEffect(() => {
    if (!id || counted.has(id)) return;
    counted.add(id);
    rememberApplicationSource(id);
    void api.put(`/jobs/${id}/view`).catch(() => undefined);
    track(ANALYTICS_EVENTS.viewJob, { job_id: id, position });
  }, [id, position]);
}

type ReportState = 'closed' | 'open' | 'sending' | 'sent';

/**
 * 'Report this job': a reason (1 to 500 characters) and, optionally, an address to be thanked at
 * when the team acts on it, sent with PUT /jobs/{id}/flag.
 */
function ReportJob({ jobId }: { jobId: number }) {
  const [state, setState] = useState<ReportState>('closed');
  const [reason, setReason] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const flagged = useQuery({
    queryKey: ['job-flag', jobId],
    queryFn: ({ signal }) => api.get<{ flagged: boolean }>(`/jobs/${jobId}/flag`, signal),
    enabled: state !== 'closed',
    staleTime: 0,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('Tell us what is wrong with this posting.');
      return;
    }
    const address = email.trim();
    if (address !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setEmailError('Enter a valid email address, or leave it empty.');
      return;
    }
    setState('sending');
    setError(null);
    setEmailError(null);
    try {
      await api.put(`/jobs/${jobId}/flag`, { reason: reason.trim(), ...(address ? { email: address } : {}) });
      setState('sent');
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields.email) setEmailError(caught.fields.email);
      else setError(caught instanceof ApiError ? caught.message : 'Something went wrong. Please try again.');
      setState('open');
    }
  }

  if (state === 'sent')
    return (
      <p className="public-job__report-done" role="status">
        Thank you. Our team reviews every report{email.trim() ? ' and will email you when we act on it' : ''}.
      </p>
    );
  if (state === 'closed')
    return (
      <button type="button" className="btn btn-link public-job__report-link" onClick={() => setState('open')}>
        <Icon icon={faFlag} className="me-1" />
        Report this job
      </button>
    );
  return (
    <form className="public-job__report" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="report-job-title">
      <h2 className="public-job__report-title" id="report-job-title">
        Report this job
      </h2>
      {flagged.data?.flagged ? <p className="small mb-2">You have reported this job already; sending again replaces your reason.</p> : null}
      <label htmlFor="report-job-reason" className="form-label">
        What is wrong with this posting?
      </label>
      <textarea
        id="report-job-reason"
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={3}
        maxLength={JOB_FLAG_REASON_MAX}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'report-job-error' : undefined}
      />
      {error ? (
        <div className="invalid-feedback d-block" id="report-job-error" role="alert">
          {error}
        </div>
      ) : null}
      <label htmlFor="report-job-email" className="form-label mt-2">
        Your email (optional)
      </label>
      <input
        id="report-job-email"
        type="email"
        autoComplete="email"
        className={`form-control${emailError ? ' is-invalid' : ''}`}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setEmailError(null);
        }}
        aria-invalid={emailError ? true : undefined}
        aria-describedby={emailError ? 'report-job-email-error' : 'report-job-email-hint'}
      />
      {emailError ? (
        <div className="invalid-feedback d-block" id="report-job-email-error" role="alert">
          {emailError}
        </div>
      ) : (
        <div className="form-text" id="report-job-email-hint">
          We email you once when we act on your report. Signed in, we use your account’s address.
        </div>
      )}
      <div className="d-flex gap-2 mt-2">
        <button type="submit" className="btn btn-sm btn-danger" disabled={state === 'sending'}>
          {state === 'sending' ? 'Sending…' : 'Send report'}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setState('closed')} disabled={state === 'sending'}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * /dental-jobs/job/{jobId}/{slug}/: a published posting, rendered on the server with its
 * JobPosting markup while live. A filled, closed or expired posting says so and drops the
 * markup; drafts and unknown ids answer the 404 page. A wrong or missing slug answers 301 to
 * the canonical URL from the server; reached within the site, the browser replaces it.
 */
export function PublicJobPage() {
  const params = useParams();
  const jobId = params.jobId ?? '';
  const navigate = useNavigate();
  const query = useQuery({ queryKey: publicJobKey(jobId), queryFn: ({ signal }) => fetchPublicJob(jobId, signal) });
  const job = query.data;
  useCountView(job);
  const zone = useReaderTimeZone();

  const canonical = job ? publicJobPath(job.id, job.slug) : null;
  const slugMatches = job ? params.slug === job.slug : true;
  useEffect(() => {
    if (canonical && !slugMatches) void navigate(canonical, { replace: true });
  }, [canonical, slugMatches, navigate]);

  if (query.isPending) return <PageLoading label="Loading the job…" />;
  if (query.isError) return <ServerErrorPage onRetry={() => void query.refetch()} />;
  if (!job) return <NotFoundPage />;

  const position = shortPosition(job.positionLabel);
  const notice = closedNotice(job);
  const place = job.isConfidential ? [cityState(job), job.zip].filter(Boolean).join(' ') : formatAddress(job);
  const employer = job.practice?.name ?? 'Confidential dental practice';
  const directory = (job.position && POSITION_DIRECTORIES[job.position]) || '/dental-jobs/zones/';
  // A closed posting leads with them (the reader came for a job it no longer offers); a live one ends with them.
  const similar = <SimilarJobs jobId={job.id} morePath={directory} moreLabel={`See all ${position.toLowerCase()} jobs`} />;

  return (
    <div className="public-job container-xl">
      <PageMeta {...publicJobMeta(job)} />
      <Breadcrumbs
        className="public-job__crumbs"
        crumbs={[
          { name: 'Home', path: '/' },
          { name: `${position} jobs`, path: directory },
          { name: job.name ?? position, path: publicJobPath(job.id, job.slug) },
        ]}
      />
      <div className="public-job__grid">
        <article className="public-job__main" aria-labelledby="public-job-title">
          {notice ? (
            <div className="alert alert-warning public-job__notice" role="status">
              <strong>{notice}</strong> It no longer takes applications.{' '}
              <Link to={directory} className="alert-link">
                See other {position.toLowerCase()} jobs
              </Link>
              .
            </div>
          ) : null}
          {job.isLive ? null : similar}
          <header className="public-job__head">
            <p className="public-job__employer">
              <PracticeName practice={job.practice} />
              {job.responseTime ? (
                <span className="public-job__response-time" data-testid="job-response-time">
                  {' · '}
                  {job.responseTime.label}
                </span>
              ) : null}
            </p>
            <h1 className="public-job__title" id="public-job-title">
              {job.name ?? position}
            </h1>
            <p className="public-job__place">
              <Icon icon={faLocationDot} className="me-2" />
              {place}
            </p>
            <JobTags job={job} />
            <div className="public-job__actions">
              <SaveJobButton jobId={job.id} title={job.name ?? position} />
              <ShareJob path={publicJobPath(job.id, job.slug)} title={job.name ?? position} />
            </div>
            {job.isLive ? (
              // Small screens reach the apply card only after the whole posting: offer it here too.
              <div className="d-lg-none mt-3">
                <ApplyAction jobId={job.id} className="btn btn-primary w-100" label="Apply now" />
              </div>
            ) : null}
          </header>

          <dl className="public-job__facts">
            <div>
              <dt>Posted</dt>
              <dd>{formatDate(job.postedDate, 'medium', zone)}</dd>
            </div>
            {job.isLive ? (
              <div>
                <dt>Apply by</dt>
                <dd>{formatDate(job.adjustedExpireDate, 'medium', zone)}</dd>
              </div>
            ) : (
              <div>
                <dt>Status</dt>
                <dd>{job.displayStatus}</dd>
              </div>
            )}
            {job.specialties.length > 0 ? (
              <div>
                <dt>Specialties</dt>
                <dd>{job.specialties.map((code) => SPECIALTIES[code as keyof typeof SPECIALTIES] ?? code).join(', ')}</dd>
              </div>
            ) : null}
          </dl>

          {job.type === 'TEMP' ? (
            <Suspense fallback={null}>
              <JobShiftsOnDemand job={job} />
            </Suspense>
          ) : null}
          <HoursAndBenefits job={job} />

          <section className="public-job__section" aria-labelledby="public-job-about">
            <h2 className="public-job__heading" id="public-job-about">
              About the job
            </h2>
            {job.description ? (
              // Sanitised by the server (an allow-list of formatting tags; links get rel=nofollow).
              <div className="public-job__description" dangerouslySetInnerHTML={{ __html: job.description }} />
            ) : (
              <p className="text-body-secondary">No description.</p>
            )}
          </section>

          {job.office ? <OfficeDetails office={job.office} /> : null}
          {job.isLive ? similar : null}
        </article>

        <aside className="public-job__aside" aria-label="Apply">
          {job.isLive ? (
            <div className="public-job__cta">
              <h2 className="public-job__cta-title">Interested?</h2>
              <p>Apply with your Chairside resume: {employer} sees your experience, skills and availability at once.</p>
              <ApplyAction jobId={job.id} className="btn btn-primary btn-lg w-100" label="Apply now" />
            </div>
          ) : (
            <div className="public-job__cta public-job__cta--soft">
              <h2 className="public-job__cta-title">Still looking?</h2>
              <p>New {position.toLowerCase()} jobs are posted every day.</p>
              <Link to={directory} className="btn btn-outline-primary w-100">
                Find {position.toLowerCase()} jobs
              </Link>
            </div>
          )}
          <div className="public-job__cta public-job__cta--soft">
            <p className="mb-2 text-body-secondary">Job #{job.id}</p>
            <ReportJob jobId={job.id} />
          </div>
        </aside>
      </div>
    </div>
  );
}
